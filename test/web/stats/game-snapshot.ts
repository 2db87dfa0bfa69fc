// A game on a table as the app tells the game records about it, for the tests of statistics, history and files.

import type { GameSnapshot } from '../../../src/web/stats/games';

/** Game `id`, a deal of classic 120 moves and 3:20 in, with these fields changed. */
export function snap(id: string, options: Partial<GameSnapshot> = {}): GameSnapshot {
  return {
    id,
    key: 'classic',
    counts: true,
    start: 'CR1-N-AAAAAAB',
    daily: null,
    moveCount: 120,
    elapsedMs: 200_000,
    line: '3-KD 5-AH',
    ...options,
  };
}
