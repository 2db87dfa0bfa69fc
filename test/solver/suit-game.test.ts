// One suit's game alone: every answer agrees with a brute-force search of the same game through the engine.

import { describe, expect, it } from 'vitest';
import {
  type Card,
  formatPosition,
  KING,
  makeCard,
  type Position,
  RULE_SETS,
  type RuleSetId,
} from '../../src/engine/index';
import { SuitGames } from '../../src/solver/suit-game';
import { bruteForceWinnable, seeded } from './positions';

/** A position holding spades alone in a few piles, the other suits' foundations full, no redeal. */
function spadesAlone(random: () => number, rules: RuleSetId): Position {
  for (;;) {
    let a = 1 + Math.floor(random() * 13);
    let k = 1 + Math.floor(random() * 13);
    if (random() < 0.3) k = Math.min(KING, a + 1);
    if (a >= k && random() < 0.5) [a, k] = [Math.min(a, 13), Math.max(1, k)];
    const loose: Card[] = [];
    for (let r = 1; r <= KING; r++) {
      const n = 2 - (r <= a ? 1 : 0) - (r >= k ? 1 : 0);
      for (let i = 0; i < n; i++) loose.push(makeCard(0, r));
    }
    if (loose.length === 0 || loose.length > 12) continue;
    const piles: Card[][] = Array.from({ length: 16 }, () => []);
    const used = 1 + Math.floor(random() * 5);
    for (const card of loose.sort(() => random() - 0.5)) (piles[Math.floor(random() * used)] as Card[]).push(card);
    if (piles.some((pile) => pile.length > (RULE_SETS[rules].pileCap ?? 99))) continue;
    return { rules, facedown: false, redeals: 0, foundations: [a, 13, 13, 13, k, 1, 1, 1], piles };
  }
}

// Spades alone, nothing home, 24 cards in six piles: its lines go deeper than the stack would allow a recursive
// search, and it is neither won nor lost within 300,000 positions.
const DEEP_GAME = [
  [2, 10, 7, 1],
  [2, 8, 10, 3],
  [5, 4, 6, 9],
  [12, 11, 4, 7],
  [5, 11, 13, 6],
  [8, 12, 3, 9],
];

describe('SuitGames', () => {
  it('calls a game lost exactly when a brute-force search with no redeal finds no win', () => {
    const random = seeded(77);
    const counts = { lost: 0, won: 0 };
    // One instance asked every game too: what its searches keep of positions known won or lost never changes an answer.
    const shared = new Map<RuleSetId, SuitGames>();
    for (let i = 0; i < 150; i++) {
      const rules = (['classic', 'casual', 'strict'] as const)[i % 3] as RuleSetId;
      const p = spadesAlone(random, rules);
      const truth = bruteForceWinnable(p, 5000, (move) => move.kind !== 'redeal');
      if (truth === null) continue;
      const set = RULE_SETS[rules];
      const games = new SuitGames(
        { cap: set.pileCap ?? Number.POSITIVE_INFINITY, trades: set.trades, giveBack: set.giveBack },
        100_000,
      );
      const piles = p.piles.map((pile) => pile.map((card) => card & 15));
      const lost = games.isLost(piles, p.foundations[0] as number, p.foundations[4] as number);
      expect(lost, formatPosition(p)).toBe(!truth);
      let one = shared.get(rules);
      if (one === undefined) {
        one = new SuitGames(
          { cap: set.pileCap ?? Number.POSITIVE_INFINITY, trades: set.trades, giveBack: set.giveBack },
          100_000,
        );
        shared.set(rules, one);
      }
      expect(one.isLost(piles, p.foundations[0] as number, p.foundations[4] as number), formatPosition(p)).toBe(lost);
      counts[lost ? 'lost' : 'won']++;
      // The memo gives the same answer again, and so does the same game with its piles in another order.
      expect(games.isLost([...piles].reverse(), p.foundations[0] as number, p.foundations[4] as number)).toBe(lost);
    }
    expect(counts.lost).toBeGreaterThan(20);
    expect(counts.won).toBeGreaterThan(20);
  });

  it('leaves a game open, never lost, when its budget runs out', () => {
    const games = new SuitGames({ cap: Number.POSITIVE_INFINITY, trades: false, giveBack: true }, 2);
    // Lost (the 3 lies over the 2 the foundation needs), but not within two of its three positions.
    expect(games.isLost([[2, 3], [9], [10]], 1, KING)).toBe(false);
    const enough = new SuitGames({ cap: Number.POSITIVE_INFINITY, trades: false, giveBack: false }, 1000);
    expect(enough.isLost([[2, 3]], 1, KING)).toBe(true);
    expect(enough.isLost([[3, 2]], 1, KING)).toBe(false);
  });

  it('answers a position reachable from a game proved lost, or on the line of a game won, with no search', () => {
    const games = new SuitGames({ cap: Number.POSITIVE_INFINITY, trades: false, giveBack: false }, 1000);
    expect(games.isLost([[2, 3], [9], [10]], 1, KING)).toBe(true);
    const work = games.work;
    // The 10 laid on the 9: a move of the lost game, so lost too.
    const stacked = [
      [2, 3],
      [9, 10],
    ];
    expect(games.isLost(stacked, 1, KING)).toBe(true);
    expect(games.work).toBe(work);
    // The 2 home, then the 3: the won game's line passes through the 3 alone with the 2 home.
    expect(games.isLost([[3, 2]], 1, KING)).toBe(false);
    const won = games.work;
    expect(won).toBeGreaterThan(work);
    expect(games.isLost([[3]], 2, KING)).toBe(false);
    expect(games.work).toBe(won);
    expect(games.lost).toBe(2);
  });

  it('stops a search the clock calls overdue, leaves its game unanswered, and searches it afresh when asked again', () => {
    let overdue = true;
    const games = new SuitGames({ cap: Number.POSITIVE_INFINITY, trades: true, giveBack: false }, 5000, () => overdue);
    expect(games.isLost(DEEP_GAME, 1, KING)).toBe(false);
    expect(games.work).toBe(1023);
    overdue = false;
    expect(games.isLost(DEEP_GAME, 1, KING)).toBe(false);
    expect(games.work).toBe(1023 + 5000);
    // Now left open by its budget, which is remembered: asked again, no search.
    expect(games.isLost(DEEP_GAME, 1, KING)).toBe(false);
    expect(games.work).toBe(1023 + 5000);
  });

  it('searches a game left open again, with ten times the budget, once it has been asked 16 more times', () => {
    const games = new SuitGames({ cap: Number.POSITIVE_INFINITY, trades: false, giveBack: true }, 2);
    const answers = Array.from({ length: 17 }, () => games.isLost([[2, 3], [9], [10]], 1, KING));
    // Open after its first search; asked again, open without a search; the seventeenth time, lost.
    expect(answers.slice(0, 16)).toEqual(Array(16).fill(false));
    expect(answers[16]).toBe(true);
    expect(games.work).toBe(2 + 3);
  });

  it('searches hundreds of thousands of positions of one game without running out of call stack', () => {
    const games = new SuitGames({ cap: Number.POSITIVE_INFINITY, trades: true, giveBack: false }, 300_000);
    expect(games.isLost(DEEP_GAME, 1, KING)).toBe(false);
    expect(games.work).toBe(300_000);
  });
});
