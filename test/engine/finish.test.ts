// Finish (RULES.md section 5): the line of foundation moves alone is legal and wins, and exists exactly when one does.

import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  type Card,
  cardMove,
  checkMove,
  finishLine,
  formatMove,
  formatPosition,
  isWon,
  legalMoves,
  type Move,
  type Position,
  play,
  type RuleSetId,
  tradesHome,
  validatePosition,
} from '../../src/engine/index';
import { mv, pos } from './support';

const WON_TOPS = [13, 13, 13, 13, 1, 1, 1, 1];

function isFoundationMove(move: Move): boolean {
  return move.kind === 'card' && move.to >= 16;
}

/** Plays a line through the engine: the position it ends in, or the first refusal as a sentence. */
function replay(position: Position, line: readonly Move[]): Position | string {
  let at = position;
  for (const move of line) {
    const step = play(at, move);
    if (!step.ok) return `${formatMove(move)}: ${step.error.reason}`;
    at = step.value;
  }
  return at;
}

/**
 * An ending reached backwards from the won table: foundation top cards put back on piles (and, where the rules
 * trade, trades), so the steps read forwards are a win by foundation moves alone.
 */
function endingFromWon(rules: RuleSetId, choices: readonly number[], pileCount = 16): Position {
  const foundations = [...WON_TOPS];
  const piles: Card[][] = Array.from({ length: 16 }, () => []);
  let at: Position = { rules, facedown: false, redeals: 0, foundations, piles };
  for (const choice of choices) {
    const f = choice % 8;
    const suit = f & 3;
    const meet = at.foundations[4 + suit] === (at.foundations[suit] as number) + 1;
    if (rules !== 'casual' && meet && choice % 7 === 0) {
      const trade = play(at, cardMove(16 + f, 16 + ((f + 4) % 8)));
      if (trade.ok) at = trade.value;
      continue;
    }
    const top = at.foundations[f] as number;
    const base = f < 4 ? 1 : 13;
    if (top === base) continue;
    const p = (choice >> 3) % pileCount;
    const nextPiles = at.piles.map((pile) => pile.slice());
    if (rules === 'classic' && (nextPiles[p] as Card[]).length >= 13) continue;
    (nextPiles[p] as Card[]).push((suit << 4) | top);
    const nextTops = at.foundations.slice();
    nextTops[f] = f < 4 ? top - 1 : top + 1;
    at = { ...at, foundations: nextTops, piles: nextPiles };
  }
  return at;
}

/** The reference: every legal move onto a foundation (trades included), each position once. */
function winsByFoundationMoves(position: Position, seen = new Set<string>()): boolean {
  if (isWon(position)) return true;
  const key = formatPosition(position);
  if (seen.has(key)) return false;
  seen.add(key);
  return legalMoves(position)
    .filter(isFoundationMove)
    .some((move) => {
      const step = play(position, move);
      return step.ok && winsByFoundationMoves(step.value, seen);
    });
}

/** Finish finds a line exactly when the reference finds a win, and its line replays to a win. */
function expectFinishAgrees(ending: Position): void {
  const line = finishLine(ending);
  expect(line !== null).toBe(winsByFoundationMoves(ending));
  if (line === null) return;
  const end = replay(ending, line);
  expect(typeof end === 'string' ? end : isWon(end)).toBe(true);
}

const rulesArb = fc.constantFrom<RuleSetId>('classic', 'casual', 'strict');

describe('finishLine', () => {
  test('an ending that foundation moves win gets a line of foundation moves that is legal and wins', () => {
    fc.assert(
      fc.property(rulesArb, fc.array(fc.nat(), { minLength: 1, maxLength: 160 }), (rules, choices) => {
        const ending = endingFromWon(rules, choices);
        expect(validatePosition(ending)).toBeNull();
        if (isWon(ending)) return;
        const line = finishLine(ending);
        expect(line).not.toBeNull();
        const end = replay(ending, line ?? []);
        expect(typeof end === 'string' ? end : isWon(end)).toBe(true);
        expect((line ?? []).every(isFoundationMove)).toBe(true);
      }),
      { numRuns: 150 },
    );
  });

  test('a line is found exactly when foundation moves alone can win, on shuffled endings', () => {
    fc.assert(
      fc.property(
        rulesArb,
        fc.array(fc.nat(), { minLength: 1, maxLength: 70 }),
        fc.array(fc.tuple(fc.nat(), fc.nat()), { minLength: 1, maxLength: 3 }),
        (rules, choices, swaps) => {
          const ending = endingFromWon(rules, choices, 1 + (choices.length % 4));
          // Swapping cards between piles keeps the position valid but may leave foundation moves no win.
          const piles = ending.piles.map((pile) => pile.slice());
          const spots = piles.flatMap((pile, p) => pile.map((_, i) => [p, i] as const));
          for (const [a, b] of swaps) {
            const x = spots[a % Math.max(1, spots.length)];
            // Half the swaps stay within one pile, where an order that foundations take is most easily broken.
            const same = x === undefined ? [] : spots.filter(([p]) => p === x[0]);
            const y = b % 2 === 0 ? same[(b >> 1) % Math.max(1, same.length)] : spots[b % Math.max(1, spots.length)];
            if (x === undefined || y === undefined) continue;
            const [px, ix] = x;
            const [py, iy] = y;
            const held = (piles[px] as Card[])[ix] as Card;
            (piles[px] as Card[])[ix] = (piles[py] as Card[])[iy] as Card;
            (piles[py] as Card[])[iy] = held;
          }
          const shuffled = { ...ending, piles };
          if (isWon(shuffled)) return;
          expectFinishAgrees(shuffled);
        },
      ),
      { numRuns: 500 },
    );
  });

  test('a line is found exactly when foundation moves alone can win, on one or two suits in a few piles', () => {
    // Meeting foundations (1) and foundations one rank apart (2) are where the search has choices to make.
    const deltaArb = fc.oneof(fc.constantFrom(1, 2), fc.integer({ min: -8, max: 3 }));
    const suitArb = fc.record({ ace: fc.integer({ min: 1, max: 13 }), delta: deltaArb });
    fc.assert(
      fc.property(
        rulesArb,
        fc.array(suitArb, { minLength: 1, maxLength: 2 }),
        fc.array(fc.nat(), { minLength: 40, maxLength: 40 }),
        fc.integer({ min: 1, max: 4 }),
        (rules, suits, draws, pileCount) => {
          const foundations = [...WON_TOPS];
          const cards: Card[] = [];
          suits.forEach(({ ace, delta }, suit) => {
            const king = Math.min(13, Math.max(1, ace + delta));
            foundations[suit] = ace;
            foundations[4 + suit] = king;
            for (let rank = 1; rank <= 13; rank++) {
              const left = 2 - (rank <= ace ? 1 : 0) - (rank >= king ? 1 : 0);
              for (let i = 0; i < left; i++) cards.push((suit << 4) | rank);
            }
          });
          // A shuffle of the cards by the draws, dealt round the piles.
          for (let i = cards.length - 1; i > 0; i--) {
            const j = (draws[i % draws.length] as number) % (i + 1);
            [cards[i], cards[j]] = [cards[j] as Card, cards[i] as Card];
          }
          const piles: Card[][] = Array.from({ length: 16 }, () => []);
          for (const [i, card] of cards.entries()) (piles[i % pileCount] as Card[]).push(card);
          const ending: Position = { rules, facedown: false, redeals: 0, foundations, piles };
          if (validatePosition(ending) !== null || isWon(ending)) return;
          expectFinishAgrees(ending);
        },
      ),
      { numRuns: 300 },
    );
  });

  test('no line where a pile move is needed, on a won table, or while a card lies face down', () => {
    // The King of spades lies on the Queen the Ace foundation needs first.
    expect(finishLine(pos('classic 0 JKKKAAAA QSKS/-/-/-/-/-/-/-/-/-/-/-/-/-/-/-'))).toBeNull();
    expect(finishLine(pos('classic 0 JKKKAAAA KSQS/-/-/-/-/-/-/-/-/-/-/-/-/-/-/-'))?.map(formatMove)).toEqual([
      '1-AS',
      '1-AS',
    ]);
    // Casual, both spade foundations take a 6: only the King foundation's way wins (then 5, then the other 6).
    const either = pos('casual 0 5KKK7AAA 6S/6S5S/7S4S/AS2S3S/KSQSJSTS9S8S/-/-/-/-/-/-/-/-/-/-/-');
    expect(finishLine(either)?.slice(0, 2).map(formatMove)).toEqual(['1-KS', '2-KS']);
    // Classic, spades meet: crossing at the 9 on pile 1 loses; crossing at the 6 on pile 4 wins.
    const meet = pos('classic 0 AKKK2AAA 2S4S5S9S/QS3S8S/KSJSAS/TS7S6S/-/-/-/-/-/-/-/-/-/-/-/-');
    const line = finishLine(meet) ?? [];
    expect(line.find((move) => move.kind === 'card' && move.from < 16)).toEqual(mv('4-AS'));
    expect(finishLine(pos('classic 0 KKKKAAAA -/-/-/-/-/-/-/-/-/-/-/-/-/-/-/-'))).toBeNull();
    expect(finishLine(pos('classic+facedown 0 JKKKAAAA KS/QS/-/-/-/-/-/-/-/-/-/-/-/-/-/-'))).not.toBeNull();
    expect(finishLine(pos('classic+facedown 0 JKKKAAAA ksQS/-/-/-/-/-/-/-/-/-/-/-/-/-/-/-'))).toBeNull();
  });
});

describe('tradesHome', () => {
  // Spades meet at A-6 / 7-K; the 9 and the 3 of spades wait in piles 1 and 2.
  const meeting = pos('classic 0 6KKK7AAA 9S/3S/AS2S4S5S6S7S8STSJSQSKS/-/-/-/-/-/-/-/-/-/-/-/-/-');

  test('the fewest trades that let a foundation take the card, then the card', () => {
    expect(tradesHome(meeting, 0)?.map(formatMove)).toEqual(['KS-AS', 'KS-AS', '1-AS']);
    expect(tradesHome(meeting, 1)?.map(formatMove)).toEqual(['AS-KS', 'AS-KS', 'AS-KS', '2-KS']);
    // The player may name the farther foundation: one trade more, and the same position in the end.
    expect(tradesHome(meeting, 0, 20)?.map(formatMove)).toEqual(['KS-AS', 'KS-AS', 'KS-AS', '1-KS']);
    expect(tradesHome(meeting, 1, 16)?.map(formatMove)).toEqual(['AS-KS', 'AS-KS', 'AS-KS', 'AS-KS', '2-AS']);
    const ends = [tradesHome(meeting, 0), tradesHome(meeting, 0, 20)].map((line) => replay(meeting, line ?? []));
    expect(ends.every((end) => typeof end !== 'string')).toBe(true);
    expect(formatPosition(ends[0] as Position)).toBe(formatPosition(ends[1] as Position));
    expect(tradesHome(meeting, 0, 17)).toBeNull();
  });

  test('none where no trade is needed, the foundations do not meet, or the rules have no trades', () => {
    const direct = pos('classic 0 6KKK7AAA 7S/6S/AS2S3S4S5S8S9STSJSQSKS/-/-/-/-/-/-/-/-/-/-/-/-/-');
    expect(checkMove(direct, mv('1-AS'))).toBeNull();
    expect(tradesHome(direct, 0)).toBeNull();
    expect(tradesHome(direct, 1)).toBeNull();
    expect(tradesHome(meeting, 3)).toBeNull();
    expect(
      tradesHome(
        pos(
          'classic 0 5KKK7AAA 9S/6S/AS2S3S4S5S8S9STSJSQSKS/-/-/-/-/-/-/-/-/-/-/-/-/-'.replace(
            '9S/6S/AS2S3S4S5S8S9S',
            '9S/6S/AS2S3S4S5S6S7S8S',
          ),
        ),
        0,
      ),
    ).toBeNull();
    expect(tradesHome({ ...meeting, rules: 'casual' }, 0)).toBeNull();
  });
});
