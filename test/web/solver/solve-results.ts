// Solver answers for tests of the app's solver pieces: a win (with the moves given), a loss or an undecided search.

import { isWon, legalMoves, type Move, type Position, play } from '../../../src/engine/index';
import type { SolveResult } from '../../../src/solver/solve';

export function solveResult(result: SolveResult['result'], solution: string[] = []): SolveResult {
  return {
    result,
    solution: result === 'win' ? solution : null,
    nodes: 1,
    positions: 1,
    timeMs: 5,
    peakBytes: 0,
    stoppedBy: result === 'unknown' ? 'time' : null,
    fewestInPiles: 0,
  };
}

/** A win from `position` by a plain depth-first search (the fixture is a few cards from the end). */
export function winFrom(position: Position, depth = 6): Move[] | null {
  if (isWon(position)) return [];
  if (depth === 0) return null;
  for (const move of legalMoves(position)) {
    const after = play(position, move);
    if (!after.ok) continue;
    const rest = winFrom(after.value, depth - 1);
    if (rest !== null) return [move, ...rest];
  }
  return null;
}
