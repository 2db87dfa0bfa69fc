// The decoupled phase search: every verdict agrees with a brute-force search of the same phase with no pruning.

import { describe, expect, it } from 'vitest';
import { formatPosition, type Position } from '../../src/engine/index';
import { searchPhase } from '../../src/solver/decoupled';
import { solve } from '../../src/solver/index';
import { bruteForceWinnable, playedPositions, positionOf, seeded, smallPosition } from './positions';

const noRedeal = (p: Position): Position => ({ ...p, redeals: 0 });

describe('searchPhase', () => {
  it('wins a position whose cards go home in order, and loses one whose king lies over the queen it needs', () => {
    expect(searchPhase(positionOf('classic 0 JKKKAAAA -/-/-/-/-/-/-/-/-/-/-/-/-/-/-/KSQS')).result).toBe('win');
    expect(searchPhase(positionOf('classic 0 JKKKAAAA -/-/-/-/-/-/-/-/-/-/-/-/-/-/-/QSKS')).result).toBe('loss');
  });

  it('agrees with a brute-force search with no redeal on small positions of every rule set', () => {
    const random = seeded(2024);
    const counts = { win: 0, loss: 0 };
    for (let i = 0; i < 240; i++) {
      const meet = i % 3 === 0;
      const p = noRedeal(smallPosition(random, meet ? 14 : 10, meet));
      const truth = bruteForceWinnable(p, 5000, (move) => move.kind !== 'redeal');
      if (truth === null) continue;
      const got = searchPhase(p, { nodeLimit: 2_000_000 });
      if (got.result === 'unknown') continue;
      expect(got.result, formatPosition(p)).toBe(truth ? 'win' : 'loss');
      counts[got.result]++;
    }
    expect(counts.win).toBeGreaterThan(40);
    expect(counts.loss).toBeGreaterThan(40);
  });

  it("agrees with the solver's exhaustive search on positions of played games with no redeal left", () => {
    let both = 0;
    for (const p of playedPositions(40, 31).map(noRedeal)) {
      const phase = searchPhase(p, { nodeLimit: 30_000 });
      const search = solve(p, { nodeLimit: 30_000 });
      if (phase.result === 'unknown' || search.result === 'unknown') continue;
      expect(phase.result, formatPosition(p)).toBe(search.result);
      both++;
    }
    expect(both).toBeGreaterThan(4);
  });

  it('stops at its node budget with unknown', () => {
    const p = noRedeal(playedPositions(1, 5)[0] as Position);
    const outcome = searchPhase(p, { nodeLimit: 50 });
    expect(outcome.result).toBe('unknown');
    expect(outcome.stoppedBy).toBe('nodes');
    expect(outcome.work).toBeLessThanOrEqual(50);
  });
});
