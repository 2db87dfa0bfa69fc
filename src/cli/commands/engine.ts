// The engine's subcommands: deal, moves, apply, status, hint, show.

import type { Command } from '../command';

export const engineCommands: Record<string, Command> = {};
