// Finish in the app (RULES.md section 5): whether it is offered, and whether it starts by itself after a change.

import { finishLine, type Game, type Move, type Status } from '../../engine/index';
import type { Change } from './session';

/** The winning line of foundation moves Finish would play from the game's position, or null when none is offered. */
export function finishOffer(game: Game, status: Status): readonly Move[] | null {
  return status === 'playing' ? finishLine(game.position) : null;
}

/**
 * Whether Finish starts by itself after this change: only with the setting on, a line on offer and none playing,
 * and only after a move the player made. Never after an undo (the player is taking moves back, so playing them
 * again at once would undo the undo), a new deal or a restart (nothing was played yet), or a move the solver
 * played.
 */
export function finishesByItself(change: Change, offered: boolean, setting: boolean, finishing: boolean): boolean {
  if (!setting || !offered || finishing || change.kind !== 'move') return false;
  return !change.undone && change.assisted !== true;
}
