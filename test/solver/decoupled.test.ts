// The decoupled phase search: every verdict agrees with a brute-force search of the same phase with no pruning.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formatPosition, type Position } from '../../src/engine/index';
import { Clock } from '../../src/solver/clock';
import { searchPhase, suitGamesFor } from '../../src/solver/decoupled';
import { solve } from '../../src/solver/index';
import { exhaustivePass } from '../../src/solver/portfolio';
import { DepthFirst } from '../../src/solver/search';
import { SplitTest } from '../../src/solver/split';
import type { SuitGames } from '../../src/solver/suit-game';
import { bruteForceWinnable, playedPositions, positionOf, seeded, smallPosition } from './positions';

const noRedeal = (p: Position): Position => ({ ...p, redeals: 0 });

/** The solver's exhaustive pass alone (with the portfolio's separate-games tests), within `nodes` positions. */
function exhaustiveEnd(p: Position, nodes: number): string {
  const clock = new Clock(Date.now);
  const split = new SplitTest(false, clock);
  return exhaustivePass(new DepthFirst(p, false, split, clock), split, nodes, Number.POSITIVE_INFINITY, 256).end;
}

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
      const got = searchPhase(p, { nodeLimit: 50_000 });
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
      // Most of these stay undecided within the budget: the solver's search is asked only where the phase decides.
      const phase = searchPhase(p, { nodeLimit: 12_000 });
      if (phase.result === 'unknown') continue;
      const search = solve(p, { nodeLimit: 30_000 });
      if (search.result === 'unknown') continue;
      expect(phase.result, formatPosition(p)).toBe(search.result);
      both++;
    }
    expect(both).toBeGreaterThan(4);
  });

  it('gives the same verdicts with and without leaving out leaf states whose suit alone is lost', () => {
    const random = seeded(99);
    let decided = 0;
    for (let i = 0; i < 70; i++) {
      const p = noRedeal(i % 2 === 0 ? smallPosition(random, 14, true) : smallPosition(random, 10));
      const plain = searchPhase(p, { nodeLimit: 20_000, suitGameNodes: 0 });
      if (plain.result === 'unknown') continue;
      const pruned = searchPhase(p, { nodeLimit: 20_000 });
      if (pruned.result === 'unknown') continue;
      expect(pruned.result, formatPosition(p)).toBe(plain.result);
      decided++;
    }
    expect(decided).toBeGreaterThan(45);
  });

  it('gives the same verdicts with and without leaving out states dominated by another at the same heights', () => {
    const random = seeded(4242);
    let decided = 0;
    let dominated = 0;
    const positions = [
      ...Array.from({ length: 60 }, (_, i) => noRedeal(smallPosition(random, i % 2 === 0 ? 14 : 12, i % 2 === 0))),
      ...playedPositions(24, 57).map(noRedeal),
    ];
    for (const p of positions) {
      const plain = searchPhase(p, { nodeLimit: 40_000, dominance: false });
      expect(plain.dominatedStates).toBe(0);
      if (plain.result === 'unknown') continue;
      const pruned = searchPhase(p, { nodeLimit: 40_000 });
      dominated += pruned.dominatedStates;
      if (pruned.result === 'unknown') continue;
      expect(pruned.result, formatPosition(p)).toBe(plain.result);
      expect(pruned.centreStates).toBeLessThanOrEqual(plain.centreStates);
      decided++;
    }
    expect(decided).toBeGreaterThan(40);
    expect(dominated).toBeGreaterThan(0);
  });

  it('gives the same verdicts with suit games shared by the searches before it as with its own', () => {
    const shared = new Map<string, SuitGames>();
    let decided = 0;
    let lessWork = 0;
    const random = seeded(5150);
    const positions = [
      ...Array.from({ length: 60 }, (_, i) => noRedeal(smallPosition(random, i % 2 === 0 ? 14 : 16, i % 2 === 0))),
      ...playedPositions(8, 57).map(noRedeal),
    ];
    for (const p of positions) {
      const own = searchPhase(p, { nodeLimit: 40_000 });
      if (own.result === 'unknown') continue;
      let games = shared.get(p.rules);
      if (games === undefined) {
        games = suitGamesFor(p);
        shared.set(p.rules, games);
      }
      const after = searchPhase(p, { nodeLimit: 40_000, suitGames: games });
      if (after.result === 'unknown') continue;
      expect(after.result, formatPosition(p)).toBe(own.result);
      // Searched again with the same games, its suit games are all answered already.
      const again = searchPhase(p, { nodeLimit: 40_000, suitGames: games });
      expect(again.result).toBe(own.result);
      expect(again.work).toBeLessThanOrEqual(after.work);
      if (again.work < after.work) lessWork++;
      decided++;
    }
    expect(decided).toBeGreaterThan(40);
    expect(lessWork).toBeGreaterThan(10);
    const classic = positionOf('classic 0 JKKKAAAA -/-/-/-/-/-/-/-/-/-/-/-/-/-/-/KSQS');
    const casual = positionOf('casual 0 JKKKAAAA -/-/-/-/-/-/-/-/-/-/-/-/-/-/-/KSQS');
    expect(() => searchPhase(casual, { suitGames: suitGamesFor(classic) })).toThrow(/other rules/);
  });

  it('proves lost every sampled no-redeal position of strict deal 8696 that the exhaustive search proves lost', () => {
    // Every 2,000th position with no redeal left that the exhaustive pass of strict deal 8696 stored within
    // 2,000,000 positions, the last 30 of them.
    const lines = readFileSync(new URL('fixtures/strict-8696-no-redeal.txt', import.meta.url), 'utf8')
      .trim()
      .split('\n');
    expect(lines).toHaveLength(30);
    let provedBySearch = 0;
    for (const [i, line] of lines.entries()) {
      const p = positionOf(line);
      expect(searchPhase(p, { nodeLimit: 100_000 }).result, line).toBe('loss');
      // The exhaustive pass alone, as it ran in the deal's search, on every fifth of them (the rest cost time).
      if (i % 5 === 0 && exhaustiveEnd(p, 300_000) === 'exhausted') provedBySearch++;
    }
    expect(provedBySearch).toBeGreaterThanOrEqual(5);
  });

  it('stops at its node budget with unknown', () => {
    const p = noRedeal(playedPositions(1, 5)[0] as Position);
    const outcome = searchPhase(p, { nodeLimit: 50 });
    expect(outcome.result).toBe('unknown');
    expect(outcome.stoppedBy).toBe('nodes');
    expect(outcome.work).toBeLessThanOrEqual(50);
  });
});
