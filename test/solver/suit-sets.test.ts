// Suit sets: a last phase called lost because the game of two or three of its suits alone is lost is lost by brute force.

import { describe, expect, it } from 'vitest';
import { formatPosition, type Position, SUITS, type Suit } from '../../src/engine/index';
import { lostSuitSet, suitSetGame, suitSets } from '../../src/solver/lab/suit-sets';
import { bruteForceWinnable, positionOf, seeded, smallPosition } from './positions';

// Spades and hearts lock each other: each king lies on the other suit's queen, which its Ace foundation needs
// first. The lone king of diamonds goes home at once, so the whole game is lost by the pair alone.
const LOCKED_PAIR = 'classic 0 JJQKAAAA -/-/-/-/-/-/-/-/-/-/-/-/-/QSKH/QHKS/KD';

// A classic last phase of a played game (tuning seed), 48 cards in piles: the solver's search proves it lost in
// 4,767,585 positions, its spades-and-clubs game alone in 1,608.
const WIDE_PHASE =
  'classic 0 T779859J 8H7C3S4S8C/5DAS4D/9HKSTC9CAD2D3D/-/4C6S/QS/QHTDJDJH/-/AC2S3C2C7D6DKD/-/TCJC5S5C6CJS/KC/AHKH/QD8D9D2H/TH/8D7SQC4H3H';

const noRedeal = (p: Position): Position => ({ ...p, redeals: 0 });
const noRedealMove = (move: { kind: string }) => move.kind !== 'redeal';

describe('suitSetGame and suitSets', () => {
  it("keeps the set's cards where they lie and fills the other suits' foundations", () => {
    const game = suitSetGame(positionOf(LOCKED_PAIR), [0, 2]);
    expect(formatPosition(game)).toBe(
      formatPosition(positionOf('classic 0 JKQKAAAA -/-/-/-/-/-/-/-/-/-/-/-/-/QS/KS/KD')),
    );
  });

  it('judges pairs, then triples, of the suits left in the piles, never the whole game', () => {
    expect(suitSets(positionOf(LOCKED_PAIR))).toEqual([
      [0, 1],
      [0, 2],
      [1, 2],
    ]);
    // Two suits left: their pair is the whole game.
    expect(suitSets(positionOf('classic 0 JJKKAAAA -/-/-/-/-/-/-/-/-/-/-/-/-/-/QSKH/QHKS'))).toEqual([]);
  });
});

describe('lostSuitSet', () => {
  it('names the pair of suits whose game alone is lost', () => {
    const p = positionOf(LOCKED_PAIR);
    expect(lostSuitSet(p, { nodeLimit: 20_000 }).lostSuits).toEqual(['S', 'H']);
    expect(bruteForceWinnable(p, 10_000)).toBe(false);
  });

  it('proves a wide last phase of a played game lost by its spades and clubs alone, within a few thousand positions', () => {
    const found = lostSuitSet(positionOf(WIDE_PHASE), { nodeLimit: 50_000 });
    expect(found.lostSuits).toEqual(['S', 'C']);
    expect(found.work).toBeLessThan(50_000);
  });

  it('never judges a position with a redeal left: the suits alone would turn other piles than the game does', () => {
    // The game is won, but its diamonds and clubs alone, given the same redeal, are lost: with the other cards taken
    // out, a redeal turns piles that it does not turn in the game.
    const p = positionOf('strict 1 QKKJA244 -/3CKS2DQCAC/-/-/-/-/-/AHAD/-/-/-/-/-/-/2C3DKC/-');
    expect(bruteForceWinnable(p, 5_000)).toBe(true);
    expect(bruteForceWinnable(suitSetGame(p, [2, 3]), 5_000)).toBe(false);
    expect(lostSuitSet(p, { nodeLimit: 20_000 }).lostSuits).toBeNull();
  });

  it('calls lost only positions that a brute-force search with no pruning finds lost, in every rule set', () => {
    const random = seeded(4242);
    let lost = 0;
    let checked = 0;
    let won = 0;
    for (let i = 0; i < 150; i++) {
      const p = noRedeal(smallPosition(random, 13));
      if (suitSets(p).length === 0) continue;
      const truth = bruteForceWinnable(p, 20_000, noRedealMove);
      if (truth === null) continue;
      checked++;
      if (truth) won++;
      const found = lostSuitSet(p, { nodeLimit: 40_000 });
      if (found.lostSuits === null) continue;
      expect(truth, formatPosition(p)).toBe(false);
      // The set's own game is lost by brute force too.
      const suits = found.lostSuits.map((s) => SUITS.indexOf(s as Suit));
      expect(bruteForceWinnable(suitSetGame(p, suits), 20_000, noRedealMove), formatPosition(p)).toBe(false);
      lost++;
    }
    // Both answers occur, and a suit set settles most of the losses among positions this small.
    expect(checked).toBeGreaterThan(100);
    expect(won).toBeGreaterThan(30);
    expect(lost).toBeGreaterThan(40);
  });
});
