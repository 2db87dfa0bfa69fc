// Moves in words: onto a pile, to a foundation, trades, give-backs, redeals, emptied piles, face-down turns, the win.
import { describe, expect, test } from 'vitest';
import {
  cardMove,
  cardSymbol,
  dealPosition,
  formatPosition,
  isFaceDown,
  parseCard,
  parseMove,
  REDEAL,
} from '../../../src/engine/index';
import { describeStep, narrateMove, placeName, shortPlaceName } from '../../../src/web/core/words';
import { gameAt, goTo, positionAt, type Replay, replayOnward } from '../../../src/web/replay/replayer';
import { codeOf, replayFrom, WON_GAME_RECORDS } from '../replay/won-games';

const classic = replayFrom(WON_GAME_RECORDS.find((r) => codeOf(r) === 'CR1-N-AAAAAAD') as string);

/** The top card of a pile at a step, in notation, to tie each sentence to the position it describes. */
function pileTop(replay: Replay, at: number, pileNumber: number): string {
  const field = formatPosition(positionAt(goTo(replay, at))).split(' ')[3] as string;
  return (field.split('/')[pileNumber - 1] as string).slice(-2);
}

describe('card moves', () => {
  test('onto a pile: an Ace onto a Two of its suit', () => {
    // Move 43 of CR1-N-AAAAAAD is 12-16: an Ace onto a Two of its suit.
    expect(pileTop(classic, 42, 12)).toBe('AS');
    expect(pileTop(classic, 42, 16)).toBe('2S');
    expect(describeStep(classic, 43)).toBe('move 43: the A♠ from pile 12 goes onto the 2♠ on pile 16');
    expect(describeStep(classic, 82)).toBe('move 82: the A♠ from pile 16 goes onto the K♠ on pile 7');
  });

  test('to a foundation, naming the card it lands on', () => {
    expect(pileTop(classic, 0, 2)).toBe('QC');
    expect(describeStep(classic, 1)).toBe('move 1: the Q♣ from pile 2 goes to the clubs King foundation (on the K♣)');
    expect(describeStep(classic, 11)).toBe('move 11: the 5♥ from pile 7 goes to the hearts Ace foundation (on the 4♥)');
  });

  test('a ten is written 10', () => {
    expect(describeStep(classic, 3)).toBe('move 3: the 10♣ from pile 5 goes to the clubs King foundation (on the J♣)');
  });

  test('a trade between the two foundations of a suit, both ways', () => {
    expect(describeStep(classic, 45)).toBe(
      'move 45: the 7♦ moves from the diamonds Ace foundation to the diamonds King foundation',
    );
    expect(describeStep(classic, 67)).toBe(
      'move 67: the 9♣ moves from the clubs King foundation to the clubs Ace foundation',
    );
  });

  test('a give-back from a foundation to a pile (casual)', () => {
    const replay = replayFrom('CR1-M-AAAAABA 14-KH KH-13');
    expect(pileTop(replay, 1, 13)).toBe('JH');
    expect(describeStep(replay, 2)).toBe(
      'move 2: the Q♥ goes back from the hearts King foundation onto the J♥ on pile 13',
    );
  });

  test('a pile emptied by a move says so', () => {
    expect(describeStep(classic, 24)).toBe(
      'move 24: the 4♦ from pile 3 goes to the diamonds Ace foundation (on the 3♦); pile 3 is now empty',
    );
  });

  test('a face-down card uncovered by a move turns face up', () => {
    const replay = replayFrom('CR1-ND-AAAAAAD 2-KC');
    expect(pileTop(replay, 1, 2)).toBe('2H');
    const under = parseCard(pileTop(replay, 1, 2));
    expect(isFaceDown(under as number)).toBe(false);
    // Before the move the same card lay face down under the Q♣.
    const field = formatPosition(positionAt(goTo(replay, 0))).split(' ')[3] as string;
    expect((field.split('/')[1] as string).slice(-4)).toBe(`${pileTop(replay, 1, 2).toLowerCase()}QC`);
    expect(describeStep(replay, 1)).toBe(
      `move 1: the Q♣ from pile 2 goes to the clubs King foundation (on the K♣); the ${cardSymbol(under as number)} beneath it turns face up`,
    );
  });

  test('the winning move says the game is won', () => {
    expect(describeStep(classic, 132)).toBe(
      'move 132: the A♣ from pile 1 goes to the clubs King foundation (on the 2♣); pile 1 is now empty; every card is home: the game is won',
    );
  });
});

describe('redeals', () => {
  test('classic: numbered out of the allowance, without a move number', () => {
    const sentence = 'in every pile of two or more cards the bottom card comes to the top';
    expect(describeStep(classic, 121)).toBe(`redeal 1 of 3: ${sentence}`);
    expect(describeStep(classic, 124)).toBe(`redeal 2 of 3: ${sentence}`);
  });

  test('casual calls it a shuffle and counts out of its own allowance', () => {
    const replay = replayFrom(WON_GAME_RECORDS.find((r) => codeOf(r) === 'CR1-H-AAAAAAC') as string);
    const shuffles = replay.moves.flatMap((move, i) => (move.kind === 'redeal' ? [describeStep(replay, i + 1)] : []));
    expect(shuffles.map((s) => s.split(':')[0])).toEqual(['shuffle 1 of 3', 'shuffle 2 of 3', 'shuffle 3 of 3']);
  });

  test('face-down: cards that come to the top turn face up', () => {
    const replay = replayFrom('CR1-ND-AAAAAAD R');
    expect(describeStep(replay, 1)).toBe(
      'redeal 1 of 3: in every pile of two or more cards the bottom card comes to the top, face up',
    );
  });

  test('a game from a position counts the redeals it started with', () => {
    const start = replayFrom('CR1-F-AAAAAAD R');
    const replay = replayFrom(`${formatPosition(positionAt(goTo(start, 1)))}\nR`);
    expect(describeStep(replay, 1)).toMatch(/^redeal 1 of 3: /);
  });
});

describe('a replay that starts part way through a game', () => {
  test('numbers its moves and redeals as the whole game does', () => {
    const onward = replayOnward(gameAt(goTo(classic, 50)), classic.moves.slice(50));
    if (!onward.ok) throw new Error(onward.error.reason);
    expect(describeStep(onward.value, 1)).toBe(describeStep(classic, 51));
    expect(describeStep(onward.value, 71)).toBe(describeStep(classic, 121));
    expect(describeStep(onward.value, 71)).toMatch(/^redeal 1 of 3: /);
    expect(describeStep(onward.value, 74)).toMatch(/^redeal 2 of 3: /);
  });
});

describe('every recorded move has words', () => {
  test.each(WON_GAME_RECORDS.map((record) => [codeOf(record), record]))('%s', (_code, record) => {
    const replay = replayFrom(record);
    for (let step = 1; step <= replay.moves.length; step++) {
      const words = describeStep(replay, step);
      expect(words).toMatch(/^(move \d+: the (10|[2-9AJQK])[♠♥♦♣] |(redeal|shuffle) \d of \d: )/);
      expect(words).not.toMatch(/undefined|NaN|cannot be played/);
    }
  });
});

describe('what is not a move of the replay', () => {
  test('a step outside the game', () => {
    expect(describeStep(classic, 0)).toBe('There is no step 0: this replay has 132.');
    expect(describeStep(classic, 133)).toBe('There is no step 133: this replay has 132.');
  });

  test('an illegal move is not told as if it happened', () => {
    const start = dealPosition(3, { rules: 'classic' });
    expect(narrateMove(start, cardMove(0, 0), 3)).toBe(
      '1-1 cannot be played here: Choose a different place to move the card to',
    );
    const move = parseMove('AS-KS');
    if (!move.ok) throw new Error(move.error.reason);
    expect(narrateMove(start, move.value, 3)).toBe('AS-KS cannot be played here: The foundation base is locked');
    expect(narrateMove({ ...start, redeals: 0 }, REDEAL, 3)).toBe('R cannot be played here: No redeals left');
  });

  test('place names', () => {
    expect(placeName(0)).toBe('pile 1');
    expect(placeName(15)).toBe('pile 16');
    expect(placeName(16)).toBe('the spades Ace foundation');
    expect(placeName(23)).toBe('the clubs King foundation');
    expect(shortPlaceName(4)).toBe('pile 5');
    expect(shortPlaceName(19)).toBe('♣ Ace foundation');
    expect(shortPlaceName(21)).toBe('♥ King foundation');
  });
});
