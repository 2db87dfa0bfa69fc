// The dead-position test: every position it calls dead is confirmed lost by a brute-force search, and it fires.

import { describe, expect, it } from 'vitest';
import { formatPosition, PILE_COUNT, type Position } from '../../src/engine/index';
import { blockedInChain, DeadTest, forcedSuits } from '../../src/solver/dead';
import { PackedState } from '../../src/solver/state';
import {
  bruteForceWinnable,
  playedPositions,
  positionOf as position,
  recordedWinPositions,
  seeded,
  smallPosition,
} from './positions';

const deadTest = new DeadTest();
const dead = (p: Position) => deadTest.isDead(new PackedState(p));

describe('isDead', () => {
  it('finds a dead pair: the K of spades over the Q it must follow, with no card to move onto', () => {
    expect(dead(position('classic 0 JKKKAAAA -/-/-/-/-/-/-/-/-/-/-/-/-/-/-/QSKS'))).toBe(true);
    expect(dead(position('strict 0 JKKKAAAA -/-/-/-/-/-/-/-/-/-/-/-/-/-/-/QSKS'))).toBe(true);
    // The right order is fine, and one redeal turns the queen up.
    expect(dead(position('classic 0 JKKKAAAA -/-/-/-/-/-/-/-/-/-/-/-/-/-/-/KSQS'))).toBe(false);
    expect(dead(position('classic 1 JKKKAAAA -/-/-/-/-/-/-/-/-/-/-/-/-/-/-/QSKS'))).toBe(false);
    // Casual can give a foundation card back to build on: never called dead.
    expect(dead(position('casual 0 JKKKAAAA -/-/-/-/-/-/-/-/-/-/-/-/-/-/-/QSKS'))).toBe(false);
  });

  it('sees through a card above that can only go home', () => {
    // 3H 2H AH KH: the KH goes home, and the AH then lies over the 2H it must follow.
    expect(dead(position('classic 0 KQKKA4AA -/-/3H2HAHKH/-/-/-/-/-/-/-/-/-/-/-/-/-'))).toBe(true);
    // With the 2H elsewhere the hearts can be played in order.
    expect(dead(position('classic 0 KQKKA4AA -/-/3HAHKH/2H/-/-/-/-/-/-/-/-/-/-/-/-'))).toBe(false);
  });

  it('never calls a position dead that a brute-force search wins, and its dead positions are confirmed lost', () => {
    const random = seeded(77);
    let confirmed = 0;
    for (let i = 0; i < 1500; i++) {
      const p = smallPosition(random, 10);
      if (p.rules === 'casual' || !dead(p)) continue;
      const truth = bruteForceWinnable(p, 20_000);
      if (truth === null) continue;
      expect(truth, formatPosition(p)).toBe(false);
      confirmed++;
    }
    // The sample must hold dead positions, or this test would prove nothing.
    expect(confirmed).toBeGreaterThan(30);
  });

  it('answers each position alone: one test used on many positions says what a fresh one says of each', () => {
    const random = seeded(78);
    let deadOnes = 0;
    for (let i = 0; i < 3000; i++) {
      const p = smallPosition(random, 24);
      const fresh = new DeadTest().isDead(new PackedState(p));
      expect(dead(p), formatPosition(p)).toBe(fresh);
      if (fresh) deadOnes++;
    }
    // Both answers occur, so a test that kept something of an earlier position would show.
    expect(deadOnes).toBeGreaterThan(30);
  });

  it("stops at a pile's first blocked card exactly where the full count is above zero", () => {
    const random = seeded(41);
    let blocked = 0;
    let clear = 0;
    for (const p of playedPositions(400, 29)) {
      const state = new PackedState(p);
      // The position's own forced suits, and random ones too, so that every suit's chains are read.
      for (const forced of [forcedSuits(state), 1 + Math.floor(random() * 15)]) {
        for (let pile = 0; pile < PILE_COUNT; pile++) {
          const stayFrom = Math.floor(random() * 4);
          const expected = blockedInChain(state, pile, forced, stayFrom, null) > 0;
          expect(blockedInChain(state, pile, forced, stayFrom, null, 1) > 0).toBe(expected);
          if (expected) blocked++;
          else if ((state.lengths[pile] as number) >= 2) clear++;
        }
      }
    }
    expect(blocked).toBeGreaterThan(500);
    expect(clear).toBeGreaterThan(500);
  });

  it('never fires along a recorded winning line', () => {
    const steps = recordedWinPositions();
    for (const { code, move, position } of steps) expect(dead(position), `${code} before ${move}`).toBe(false);
    expect(steps.length).toBeGreaterThan(400);
  });
});
