// The three questions RULES.md settles itself ("decided here"): the strict move counter, the hint's rank for a
// useful trade, and when a classic redeal changes nothing. Each test fails if the engine decides otherwise.

import { describe, expect, test } from 'vitest';
import {
  formatMove,
  formatPosition,
  type Game,
  gameFromPosition,
  hint,
  legalMoves,
  playMove,
  redealChangesSomething,
  status,
} from '../../src/engine/index';
import { layout } from './layout';
import { mv, pos } from './support';

// Spades meet (AS 5, KS 6); every other spade lies in piles 1 and 2.
const SPADES_BURIED = { 1: 'AS2S3S4S5S6S7H', 2: '7S8S9STSJSQSKS4H' };
const SPADE_ON_TOP = { 1: '7H6S5S4S3S2SAS', 2: '7S8S9STSJSQSKS4H' };
// Two diamonds that may lie on each other: a plain pile move is legal beside the trades.
const PILE_MOVE = { 3: 'TD', 4: 'JD' };

function played(game: Game, ...moves: string[]): Game {
  let current = game;
  for (const text of moves) {
    const step = playMove(current, mv(text));
    if (!step.ok) throw new Error(`${text} was refused: ${step.error.reason}`);
    current = step.value;
  }
  return current;
}

describe('strict: the move counter counts every trade', () => {
  test('a trade for its own sake counts as a move, and so does trading back', () => {
    const position = layout({ rules: 'strict', redeals: 1, foundations: '5...6...', piles: SPADES_BURIED });
    // No spade is on top of a pile, so neither trade is useful; both are still legal moves.
    expect(legalMoves(position).map(formatMove)).toEqual(expect.arrayContaining(['AS-KS', 'KS-AS']));
    const start = gameFromPosition(position);
    expect(played(start, 'AS-KS').moveCount).toBe(1);
    expect(played(start, 'AS-KS', 'KS-AS').moveCount).toBe(2);
  });

  test('a useful trade counts as a move too', () => {
    const position = layout({ rules: 'strict', redeals: 1, foundations: '5...6...', piles: SPADE_ON_TOP });
    expect(played(gameFromPosition(position), 'AS-KS').moveCount).toBe(1);
  });
});

describe('the hint ranks a useful trade toward a pile card as a foundation play', () => {
  test.each(['classic', 'strict'] as const)('%s: the trade comes before a pile move and a redeal', (rules) => {
    const position = layout({
      rules,
      redeals: 2,
      foundations: '5...6...',
      piles: { ...SPADE_ON_TOP, ...PILE_MOVE },
    });
    expect(legalMoves(position).map(formatMove)).toEqual(expect.arrayContaining(['3-4', 'AS-KS']));
    const offered = hint(position);
    expect(offered?.kind).toBe('trade');
    expect(offered === null ? null : formatMove(offered.move)).toBe('AS-KS');
  });

  test.each(['classic', 'strict'] as const)('%s: trading for its own sake is never hinted', (rules) => {
    const withMove = layout({ rules, redeals: 0, foundations: '5...6...', piles: { ...SPADES_BURIED, ...PILE_MOVE } });
    const offered = hint(withMove);
    expect(offered?.kind).toBe('move');
    expect(offered === null ? null : formatMove(offered.move)).toMatch(/^[34]-[34]$/);
    const tradesOnly = layout({ rules, redeals: 0, foundations: '5...6...', piles: SPADES_BURIED });
    expect(hint(tradesOnly)).toBeNull();
    expect(status(tradesOnly)).toBe('stuck');
  });
});

describe('classic: a redeal that changes nothing', () => {
  // Every pile holds at most one card, or two copies of one card: a redeal would deal the same piles again.
  const singles = pos('classic 2 KKQQAAAA KD/KC/-/-/-/-/-/-/-/-/-/-/-/-/-/-');
  const twins = pos('classic 2 K4KKA6AA 5H5H/AH/2H/3H/4H/6H/7H/8H/9H/TH/JH/QH/KH/-/-/-');

  test.each([
    ['single cards', singles],
    ['a pair of twins', twins],
  ])('%s: the redeal is legal but is never the hint, and the status is that of no redeal left', (_, position) => {
    expect(redealChangesSomething(position)).toBe(false);
    expect(legalMoves(position).some((m) => m.kind === 'redeal')).toBe(true);
    expect(hint(position)?.kind).not.toBe('redeal');
    const [rules, , ...rest] = formatPosition(position).split(' ');
    const noRedealLeft = pos([rules, '0', ...rest].join(' '));
    expect(status(position)).toBe(status(noRedealLeft));
  });

  test('a pile of two different cards makes a redeal change something, and then it keeps the game going', () => {
    const position = layout({ rules: 'classic', redeals: 1, piles: { 1: '4D9C', 2: 'QH5H' } });
    expect(redealChangesSomething(position)).toBe(true);
    expect(hint(position)?.kind).toBe('redeal');
    expect(status(position)).toBe('playing');
  });
});
