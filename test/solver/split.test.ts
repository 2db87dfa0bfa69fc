// The separate-games test: each position it calls lost is confirmed by a brute-force search, and it fires.

import { describe, expect, it } from 'vitest';
import { formatPosition, type Position } from '../../src/engine/index';
import { DeadTest } from '../../src/solver/dead';
import { SplitTest } from '../../src/solver/split';
import { PackedState } from '../../src/solver/state';
import { bruteForceWinnable, positionOf as position, recordedWinPositions, seeded, smallPosition } from './positions';

const lost = (p: Position, test = new SplitTest()) => test.lost(new PackedState(p));
const deadTest = new DeadTest();
const dead = (p: Position) => deadTest.isDead(new PackedState(p));

/**
 * Runs one SplitTest over the positions; every one it calls lost must be lost by a brute-force search within
 * `limit` positions. Counts the losses confirmed, and those the dead-pair test does not already find.
 */
function confirmLosses(positions: Iterable<Position>, limit: number): { confirmed: number; beyondDead: number } {
  const shared = new SplitTest();
  let confirmed = 0;
  let beyondDead = 0;
  for (const p of positions) {
    if (!lost(p, shared)) continue;
    const truth = bruteForceWinnable(p, limit);
    if (truth === null) continue;
    expect(truth, formatPosition(p)).toBe(false);
    confirmed++;
    if (!dead(p)) beyondDead++;
  }
  return { confirmed, beyondDead };
}

describe('SplitTest', () => {
  it('finds a lost part: clubs in piles of their own that cannot be played out', () => {
    // 2C 3C must go home before the AC, which lies over the KC that must follow the QC under it.
    const p = position('classic 0 KQKJ3AA4 -/-/-/-/-/3C/-/-/QCKCAC2C/AS/-/KH2S/-/-/-/-');
    expect(dead(p)).toBe(false);
    expect(lost(p)).toBe(true);
    expect(bruteForceWinnable(p, 100_000)).toBe(false);
    // With the KC under the QC the clubs play out in order: nothing is lost.
    const fine = position('classic 0 KQKJ3AA4 -/-/-/-/-/-/-/-/KCQCAC2C3C/AS/-/KH2S/-/-/-/-');
    expect(lost(fine)).toBe(false);
    expect(bruteForceWinnable(fine, 100_000)).toBe(true);
  });

  it('finds a lost suit among other cards when no redeal is left', () => {
    // The 9S links spades and clubs in one pile, so there is one part; clubs alone are still lost.
    const p = position('classic 0 KQKJQ4A4 -/-/8S7S/-/-/3C/-/-/QCKCAC9S2C/AS/-/KH2S3S4S5S6S/TSJS/-/-/3H2HAH');
    expect(dead(p)).toBe(false);
    expect(lost(p)).toBe(true);
  });

  it('with one redeal left, turns only the piles whose bottom card is of the suit', () => {
    // The redeal turns the AH up, not a club: the clubs stay in their order over the QC.
    const p = position('classic 1 KKKJA2A4 -/-/-/-/-/3C/-/-/AHQCKCAC2C/-/-/-/-/-/-/-');
    expect(lost(p)).toBe(true);
    expect(bruteForceWinnable(p, 100_000)).toBe(false);
    // Two redeals left: the test does not judge single suits then.
    const two = position('classic 2 KKKJA2A4 -/-/-/-/-/3C/-/-/AHQCKCAC2C/-/-/-/-/-/-/-');
    expect(lost(two)).toBe(false);
  });

  it('calls no winnable position lost, and each position it calls lost is confirmed by brute force', () => {
    const random = seeded(2026);
    // These 1,200 positions hold 279 that the test calls lost. The brute force confirms 255 of them within 2,000
    // positions, 83 beyond the dead-pair test; the others it leaves undecided there.
    const positions = Array.from({ length: 1200 }, () => smallPosition(random, 11));
    const { confirmed, beyondDead } = confirmLosses(positions, 2_000);
    // The sample must hold lost positions, some of them beyond the dead-pair test, or this would prove nothing.
    expect(confirmed).toBeGreaterThan(150);
    expect(beyondDead).toBeGreaterThan(50);
  });

  it('with no redeal left judges suits with fewer than 13 cards home too, and each loss is confirmed', () => {
    // One suit with 14 cards left (12 home), the others home, in up to 4 piles, no redeal left: the test
    // judges the suit alone (a single part is not split), and brute force confirms every loss it finds.
    const random = seeded(4242);
    const positions: Position[] = [];
    for (let i = 0; i < 300; i++) {
      const s = Math.floor(random() * 4);
      const a = 2 + Math.floor(random() * 9);
      const foundations = [13, 13, 13, 13, 1, 1, 1, 1];
      foundations[s] = a;
      foundations[s + 4] = a + 2;
      const loose: number[] = [];
      for (let r = 1; r <= 13; r++) {
        const n = 2 - (r <= a ? 1 : 0) - (r >= a + 2 ? 1 : 0);
        for (let j = 0; j < n; j++) loose.push((s << 4) | r);
      }
      const piles: number[][] = Array.from({ length: 16 }, () => []);
      const used = 2 + Math.floor(random() * 3);
      for (const card of loose.sort(() => random() - 0.5)) (piles[Math.floor(random() * used)] as number[]).push(card);
      const rules = (['classic', 'casual', 'strict'] as const)[i % 3] as 'classic' | 'casual' | 'strict';
      if (piles.some((pile) => pile.length > 13)) continue;
      positions.push({ rules, facedown: false, redeals: 0, foundations, piles });
    }
    const { confirmed, beyondDead } = confirmLosses(positions, 200_000);
    expect(confirmed).toBeGreaterThan(20);
    expect(beyondDead).toBeGreaterThan(10);
  });

  it('never fires along a recorded winning line', () => {
    const test = new SplitTest();
    const steps = recordedWinPositions();
    for (const { code, move, position } of steps) expect(lost(position, test), `${code} before ${move}`).toBe(false);
    expect(steps.length).toBeGreaterThan(400);
  });
});
