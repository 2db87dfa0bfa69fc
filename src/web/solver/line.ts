// A winning line checked through the engine: the position before each of its moves, in notation, and the check that it still wins.

import { formatMove, formatPosition, isWon, type Move, type Parsed, type Position, play } from '../../engine/index';
import { fail, ok } from '../../engine/result';

/** Why a winning line does not hold: one of its moves is refused, or it stops short of the win. */
export type LineCode = 'MOVE_REFUSED' | 'LINE_DOES_NOT_WIN';

/**
 * The notation of the position before each move of `moves` from `start`, after playing every move through the
 * engine's checked `play`; a sentence when a move is refused or the line does not end in a won game.
 */
export function positionsAlong(start: Position, moves: readonly Move[]): Parsed<string[], LineCode> {
  const along: string[] = [];
  let current = start;
  for (const [i, move] of moves.entries()) {
    along.push(formatPosition(current));
    const step = play(current, move);
    if (!step.ok) {
      return fail({
        code: 'MOVE_REFUSED',
        reason: `Move ${i + 1} (${formatMove(move)}) of the line is refused: ${step.error.reason}`,
      });
    }
    current = step.value;
  }
  if (!isWon(current)) return fail({ code: 'LINE_DOES_NOT_WIN', reason: 'The line ends without winning the game.' });
  return ok(along);
}

/** Whether `moves` played from `position` are all legal and win the game (a replay through the engine, cheap). */
export function stillWins(position: Position, moves: readonly Move[]): boolean {
  let current = position;
  for (const move of moves) {
    const step = play(current, move);
    if (!step.ok) return false;
    current = step.value;
  }
  return isWon(current);
}
