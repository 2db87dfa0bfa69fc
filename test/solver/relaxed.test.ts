// The separate-games test's relaxed games: single suits with two or more redeals left, and pairs of suits alone, confirmed by brute force.

import { describe, expect, it } from 'vitest';
import { formatPosition, type Position, RULE_SETS, type RuleSetId, validatePosition } from '../../src/engine/index';
import { LabSplitTest, type SplitTuning } from '../../src/solver/lab/split-lab';
import { PackedState } from '../../src/solver/state';
import { bruteForceWinnable, positionOf as position, recordedWinPositions, seeded } from './positions';

/** The test as it was before these games: single suits with at most one redeal left, no pairs. */
const BEFORE: SplitTuning = { suitRedeals: 1, pairRedeals: -1 };

/**
 * A small position with three or four suits in play, each with at most a few cards left (one copy of most
 * ranks home twice), spread over 2-4 piles, so that suits share piles and pairs interlock.
 */
function mixedPosition(random: () => number, redeals: readonly number[]): Position {
  for (;;) {
    const rules = (['classic', 'casual', 'strict'] as RuleSetId[])[Math.floor(random() * 3)] as RuleSetId;
    const foundations = [13, 13, 13, 13, 1, 1, 1, 1];
    const loose: number[] = [];
    for (let s = 0; s < 4; s++) {
      if (random() < 0.25) continue;
      const a = 13 - Math.floor(random() * 3);
      const k = 1 + Math.floor(random() * 3);
      foundations[s] = a;
      foundations[s + 4] = k;
      for (let r = 1; r <= 13; r++) {
        const n = 2 - (r <= a ? 1 : 0) - (r >= k ? 1 : 0);
        for (let i = 0; i < n; i++) loose.push((s << 4) | r);
      }
    }
    if (loose.length < 4 || loose.length > 12) continue;
    const piles: number[][] = Array.from({ length: 16 }, () => []);
    const used = 2 + Math.floor(random() * 3);
    for (const card of loose.sort(() => random() - 0.5)) (piles[Math.floor(random() * used)] as number[]).push(card);
    if (piles.some((pile) => pile.length > (RULE_SETS[rules].pileCap ?? 999))) continue;
    const p: Position = {
      rules,
      facedown: false,
      redeals: redeals[Math.floor(random() * redeals.length)] as number,
      foundations,
      piles,
    };
    const problem = validatePosition(p);
    if (problem !== null) throw new Error(`test generator made a bad position: ${problem.reason}`);
    return p;
  }
}

/**
 * Over `count` positions, each one the tuned test calls lost and the test before it does not is checked by a
 * brute-force search with no pruning: it must be lost. Counts those confirmed, and the brute-force wins met
 * among the positions not called lost (so both answers occur in the sample).
 */
function confirmBeyondBefore(
  tuning: SplitTuning,
  count: number,
  seed: number,
  redeals: readonly number[],
): { confirmed: number; wins: number } {
  const random = seeded(seed);
  const tuned = new LabSplitTest(false, null, tuning);
  const before = new LabSplitTest(false, null, BEFORE);
  let confirmed = 0;
  let wins = 0;
  for (let i = 0; i < count; i++) {
    const p = mixedPosition(random, redeals);
    if (!tuned.lost(new PackedState(p))) {
      if (i % 25 === 0 && bruteForceWinnable(p, 5_000) === true) wins++;
      continue;
    }
    if (before.lost(new PackedState(p))) continue;
    const truth = bruteForceWinnable(p, 2_000);
    if (truth === null) continue;
    expect(truth, formatPosition(p)).toBe(false);
    confirmed++;
  }
  return { confirmed, wins };
}

describe('relaxed games', () => {
  it('finds a pair of suits lost alone: QH under KS in one pile, QS under KH in another', () => {
    // Hearts and spades each need their queen before their king; each king lies over the other suit's queen.
    // The clubs link pile 1 to pile 3, so the piles form one part, and each suit alone plays out.
    const p = position('classic 0 JJKQAAA2 ACQHKS/QSKH/KC/-/-/-/-/-/-/-/-/-/-/-/-/-');
    expect(new LabSplitTest(false, null, BEFORE).lost(new PackedState(p))).toBe(false);
    expect(new LabSplitTest(false, null, { pairRedeals: 0 }).lost(new PackedState(p))).toBe(true);
    expect(bruteForceWinnable(p, 100_000)).toBe(false);
    // With the QH over the KS instead, the hearts go home, then the spades, then the clubs: nothing is lost.
    const fine = position('classic 0 JJKQAAA2 ACKSQH/QSKH/KC/-/-/-/-/-/-/-/-/-/-/-/-/-');
    expect(new LabSplitTest(false, null, { pairRedeals: 0 }).lost(new PackedState(fine))).toBe(false);
    expect(bruteForceWinnable(fine, 100_000)).toBe(true);
  });

  it('judges single suits with two or three redeals left, and each loss beyond the test before is confirmed', () => {
    const { confirmed, wins } = confirmBeyondBefore({ suitRedeals: 3, pairRedeals: -1 }, 1500, 31, [2, 3]);
    expect(confirmed).toBeGreaterThan(8);
    expect(wins).toBeGreaterThan(8);
  });

  it('judges pairs of suits with up to two redeals left, and each loss beyond the test before is confirmed', () => {
    const { confirmed, wins } = confirmBeyondBefore({ suitRedeals: 1, pairRedeals: 2 }, 3000, 57, [0, 1, 2]);
    expect(confirmed).toBeGreaterThan(5);
    expect(wins).toBeGreaterThan(8);
  });

  it('never fires along a recorded winning line, with every relaxed game judged', () => {
    const test = new LabSplitTest(false, null, { suitRedeals: 3, pairRedeals: 3 });
    const steps = recordedWinPositions();
    for (const { code, move, position: p } of steps) {
      expect(test.lost(new PackedState(p)), `${code} before ${move}`).toBe(false);
    }
    expect(steps.length).toBeGreaterThan(400);
  });
});
