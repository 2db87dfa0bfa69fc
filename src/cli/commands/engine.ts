// The engine's subcommands: deal, moves, apply, status, hint, show.

import type { Command } from '../command';
import { applyCommand } from './apply';
import { dealCommand } from './deal';
import { hintCommand } from './hint';
import { movesCommand } from './moves';
import { showCommand } from './show';
import { statusCommand } from './status';

export const engineCommands: Record<string, Command> = {
  deal: dealCommand,
  moves: movesCommand,
  apply: applyCommand,
  status: statusCommand,
  hint: hintCommand,
  show: showCommand,
};
