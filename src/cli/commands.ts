// The table of `crescent` subcommands.

import type { Command } from './command';

export const commands: Record<string, Command> = {};
