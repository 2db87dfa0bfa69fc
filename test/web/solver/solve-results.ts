// Solver answers for tests of the app's solver pieces: a win (with the moves given), a loss or an undecided search.

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
