// The solver's subcommands: solve and study.

import type { Command } from '../command';

export const solverCommands: Record<string, Command> = {};
