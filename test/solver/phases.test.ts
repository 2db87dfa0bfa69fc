// The search by phases: every verdict agrees with a brute-force search of the whole game with no pruning.

import { describe, expect, it } from 'vitest';
import { formatPosition, legalMoves, playLegal, RULE_SETS } from '../../src/engine/index';
import { solve } from '../../src/solver/index';
import { layerOf } from '../../src/solver/phase-shard';
import { searchByPhases } from '../../src/solver/phases';
import { bruteForceWinnable, playedPositions, positionOf, seeded, smallPosition } from './positions';

describe('searchByPhases', () => {
  it('agrees with a brute-force search, redeals and all, on small positions of every rule set', () => {
    const random = seeded(3031);
    const counts = { win: 0, loss: 0, lossWithRedeals: 0 };
    for (let i = 0; i < 120; i++) {
      const p = smallPosition(random, i % 3 === 0 ? 14 : 11, i % 3 === 0);
      const truth = bruteForceWinnable(p, 6000);
      if (truth === null) continue;
      const got = searchByPhases(p, { nodeLimit: 300_000 });
      if (got.result === 'unknown') continue;
      expect(got.result, formatPosition(p)).toBe(truth ? 'win' : 'loss');
      counts[got.result]++;
      if (got.result === 'loss' && p.redeals > 0) counts.lossWithRedeals++;
      // The second method: last phases played out here too, with the same exact keys.
      const explicit = searchByPhases(p, { nodeLimit: 300_000, lastPhase: 'explicit' });
      if (explicit.result !== 'unknown') expect(explicit.result, formatPosition(p)).toBe(got.result);
    }
    expect(counts.win).toBeGreaterThan(40);
    expect(counts.loss).toBeGreaterThan(28);
    expect(counts.lossWithRedeals).toBeGreaterThan(15);
  });

  it("agrees with the solver's search on larger positions with redeals left", () => {
    const random = seeded(4242);
    const counts = { win: 0, loss: 0 };
    for (let i = 0; i < 60; i++) {
      const p = smallPosition(random, 26);
      if (p.redeals === 0) continue;
      const phases = searchByPhases(p, { nodeLimit: 15_000 });
      if (phases.result === 'unknown') continue;
      const search = solve(p, { nodeLimit: 200_000 });
      if (search.result === 'unknown') continue;
      expect(phases.result, formatPosition(p)).toBe(search.result);
      counts[phases.result]++;
    }
    expect(counts.win).toBeGreaterThan(15);
    expect(counts.loss).toBeGreaterThan(5);
  });

  it('plays layer by layer over a measure no legal move raises, and frees each layer it finishes', () => {
    for (const p of playedPositions(10, 12)) {
      const giveBack = RULE_SETS[p.rules].giveBack;
      const measure = (q: typeof p) =>
        layerOf(
          q.redeals,
          q.piles.reduce((n, pile) => n + pile.length, 0),
          giveBack,
        );
      for (const move of legalMoves(p)) {
        expect(measure(playLegal(p, move)), formatPosition(p)).toBeLessThanOrEqual(measure(p));
      }
    }
    // Played out explicitly, last phases included, so every layer is one of this search's own.
    const random = seeded(61);
    let freed = 0;
    for (let i = 0; i < 60; i++) {
      const p = smallPosition(random, 16);
      if (RULE_SETS[p.rules].giveBack) continue;
      const got = searchByPhases({ ...p, redeals: 2 }, { nodeLimit: 20_000, lastPhase: 'explicit' });
      if (got.result !== 'loss') continue;
      expect(got.peakPositions).toBeLessThanOrEqual(got.positions + got.lastPhases);
      if (got.peakPositions < got.positions) freed++;
    }
    expect(freed).toBeGreaterThan(5);
  });

  it('split over shards, plays the same positions and reaches the same verdict as one search', () => {
    const random = seeded(7177);
    const counts = { win: 0, loss: 0 };
    for (let i = 0; i < 30; i++) {
      const p = smallPosition(random, 14, i % 4 === 0);
      const one = searchByPhases(p, { nodeLimit: 20_000 });
      const three = searchByPhases(p, { nodeLimit: 20_000 }, 3);
      if (one.result === 'unknown' || three.result === 'unknown') continue;
      expect(three.result, formatPosition(p)).toBe(one.result);
      counts[one.result]++;
      // A loss plays every position: each kept by the one shard its key falls to, so none twice and none left out.
      if (one.result === 'loss') {
        expect(three.positions, formatPosition(p)).toBe(one.positions);
        expect(three.lastPhases, formatPosition(p)).toBe(one.lastPhases);
      }
    }
    expect(counts.win).toBeGreaterThan(5);
    expect(counts.loss).toBeGreaterThan(5);
  });

  it('keeps its limits: a position it cannot finish within the work or the positions allowed is unknown', () => {
    const p = playedPositions(1, 5)[0];
    if (p === undefined) throw new Error('no played position');
    const got = searchByPhases({ ...p, redeals: 2 }, { nodeLimit: 50 });
    expect(got.result).toBe('unknown');
    expect(got.stoppedBy).toBe('nodes');
    expect(got.work).toBeLessThanOrEqual(51);
    const small = searchByPhases({ ...p, redeals: 2 }, { maxPositions: 40 });
    expect(small.result).toBe('unknown');
    expect(small.stoppedBy).toBe('memory');
    expect(small.peakPositions).toBeLessThanOrEqual(40);
  });

  it('keeps its deadline through thousands of last phases too small to read the clock themselves', () => {
    // After step 111 of a lost classic game (tuning seed): 80,143 positions with the redeal left lead to 40,828
    // last phases, nearly all decided in fewer steps than a decoupled search counts between readings of the
    // clock. The clock here moves one millisecond each time it is read, so the deadline falls after the
    // positions with the redeal left are played, among the last phases.
    const position = positionOf(
      'classic 1 K93T9544 7SQHJHKDAD/-/AS/2HAH/4H3C6D/-/TDJDQD/2S8S4D/JCQCKCAC/-/KH5D3H3S/2D4S8D9DTH/3D7D2C/-/6S5S/-',
    );
    let time = 0;
    const got = searchByPhases(position, { deadline: 3000, now: () => time++ });
    expect(got.result).toBe('unknown');
    expect(got.stoppedBy).toBe('time');
    expect(got.lastPhases).toBeGreaterThan(0);
    // Read once per last phase at least, it stops within a few thousand of them, not after most of the 40,828.
    expect(got.lastPhases).toBeLessThan(3000);
  });
});
