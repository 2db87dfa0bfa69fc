// The search of strict phases: every verdict agrees with a brute-force search of the whole game through the engine.

import { describe, expect, it } from 'vitest';
import { formatPosition, type Position } from '../../src/engine/index';
import { searchStrictPhases } from '../../src/solver/lab/strict-phases';
import { solve } from '../../src/solver/solve';
import { bruteForceWinnable, playedPositions, seeded, smallPosition } from './positions';

const strict = (p: Position, redeals: number): Position => ({ ...p, rules: 'strict', redeals });

describe('searchStrictPhases', () => {
  it('agrees with a brute-force search on small strict positions with redeals left', () => {
    const random = seeded(808);
    const counts = { win: 0, loss: 0, redealWins: 0 };
    for (let i = 0; i < 300; i++) {
      const meet = i % 3 === 0;
      const p = strict(smallPosition(random, meet ? 14 : 11, meet), 1 + (i % 3));
      const truth = bruteForceWinnable(p, 20_000);
      if (truth === null) continue;
      const got = searchStrictPhases(p, { nodeLimit: 200_000 });
      if (got.result === 'unknown') continue;
      expect(got.result, formatPosition(p)).toBe(truth ? 'win' : 'loss');
      counts[got.result]++;
      if (got.result === 'win' && bruteForceWinnable(p, 20_000, (m) => m.kind !== 'redeal') === false)
        counts.redealWins++;
    }
    expect(counts.win).toBeGreaterThan(40);
    expect(counts.loss).toBeGreaterThan(40);
    expect(counts.redealWins).toBeGreaterThan(10);
  });

  it("agrees with the solver's search on strict positions of played games with a redeal left", () => {
    let lost = 0;
    // Late positions (few cards left in piles), where both searches end within small budgets.
    const inPiles = (p: Position) => p.piles.reduce((total, pile) => total + pile.length, 0);
    const positions = playedPositions(300, 77)
      .filter((p) => inPiles(p) <= 40)
      .map((p) => strict(p, 1 + (inPiles(p) % 2)));
    for (const p of positions) {
      const phases = searchStrictPhases(p, { nodeLimit: 20_000 });
      if (phases.result === 'unknown') continue;
      const search = solve(p, { nodeLimit: 50_000 });
      if (search.result === 'unknown') continue;
      expect(phases.result, formatPosition(p)).toBe(search.result);
      if (phases.result === 'loss') lost++;
    }
    // The losses are what this search is for; its wins (found last, layer by layer) the brute-force test checks.
    expect(lost).toBeGreaterThan(4);
  });

  it('refuses rules whose redeal may come at any time, and searches a position with no redeal left as its last phase', () => {
    const [played] = playedPositions(1, 77);
    const p = played as Position;
    expect(() => searchStrictPhases({ ...p, rules: 'classic', redeals: 1 })).toThrow(/strict rules/);
    expect(() => searchStrictPhases({ ...p, rules: 'strict', redeals: 0 }, { nodeLimit: 10 })).not.toThrow();
  });
});
