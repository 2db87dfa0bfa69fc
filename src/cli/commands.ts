// The table of `crescent` subcommands: the engine's and the solver's.

import type { Command } from './command';
import { engineCommands } from './commands/engine';
import { solverCommands } from './commands/solver';

export const commands: Record<string, Command> = { ...engineCommands, ...solverCommands };
