// What the app says: labels for assistive technology, descriptions of moves and redeals, the clock.

import { describe, expect, it } from 'vitest';
import { cardMove, checkMove, dealPosition, parsePlace, REDEAL } from '../../../src/engine/index';
import {
  describeHint,
  describeMove,
  formatClock,
  hintWords,
  pileContents,
  placeLabel,
  redealNote,
  redealsLeft,
} from '../../../src/web/core/words';
import { ONE_PLACE } from '../fixtures';

const at = (text: string) => parsePlace(text) as number;

describe('words', () => {
  it('labels piles and foundations with number, count and top card', () => {
    expect(placeLabel(ONE_PLACE, at('1'))).toBe('Pile 1, 2 cards, top Queen of spades');
    expect(placeLabel(ONE_PLACE, at('5'))).toBe('Pile 5, 1 card, top Ace of spades');
    expect(placeLabel(ONE_PLACE, at('2'))).toBe('Pile 2, 0 cards');
    expect(placeLabel(ONE_PLACE, at('AS'))).toBe('Spades Ace foundation, 11 cards, top Jack of spades');
    expect(placeLabel(ONE_PLACE, at('KH'))).toBe('Hearts King foundation, 13 cards, top Ace of hearts');
  });

  it('lists a whole pile, hiding face-down cards', () => {
    expect(pileContents(ONE_PLACE, at('1'))).toBe('Pile 1, bottom to top: King of spades, Queen of spades.');
    const facedown = dealPosition(1, { rules: 'classic', facedown: true });
    expect(pileContents(facedown, at('1'))).toMatch(/^Pile 1, bottom to top: (a face-down card, ){5}\w+ of \w+\.$/);
  });

  it('describes moves, redeals and hints', () => {
    expect(describeMove(ONE_PLACE, cardMove(at('1'), at('AS')))).toBe(
      'Moved the Queen of spades from pile 1 to the spades Ace foundation.',
    );
    expect(describeMove(ONE_PLACE, REDEAL)).toBe('Redealt: 2 redeals left.');
    expect(redealsLeft('classic', 0)).toBe('No redeals left');
    expect(redealsLeft('casual', 0)).toBe('No shuffles left');
    expect(redealsLeft('casual', 1)).toBe('1 shuffle left');
    expect(describeHint(ONE_PLACE, REDEAL)).toBe('Hint: redeal.');
    expect(describeHint(ONE_PLACE, null)).toBe('No move is left.');
  });

  it('gives the hint over the table in a few words, the destination by its suit symbol', () => {
    expect(hintWords(ONE_PLACE, cardMove(at('1'), at('AS')))).toBe('Hint: Q♠ to ♠ Ace foundation');
    expect(hintWords(ONE_PLACE, cardMove(at('5'), at('2')))).toBe('Hint: A♠ to pile 2');
    expect(hintWords(ONE_PLACE, REDEAL)).toBe('Hint: redeal');
    expect(hintWords(dealPosition(1, { rules: 'casual' }), REDEAL)).toBe('Hint: shuffle');
  });

  it('puts a few words under Redeal, never the refusal’s whole sentence', () => {
    const note = (position: Parameters<typeof redealNote>[0]) => redealNote(position, checkMove(position, REDEAL));
    const strict = dealPosition(1, { rules: 'strict' });
    expect(checkMove(strict, REDEAL)?.code).toBe('REDEAL_NOT_BLOCKED');
    expect(note(strict)).toBe('When stuck');
    expect(note(dealPosition(1, { rules: 'casual', difficulty: 'hard' }))).toBe('3 shuffles left');
    expect(note(dealPosition(1, { rules: 'classic' }))).toBe('3 redeals left');
    const spent = { ...dealPosition(1, { rules: 'classic' }), redeals: 0 };
    expect(checkMove(spent, REDEAL)?.code).toBe('NO_REDEALS');
    expect(note(spent)).toBe('No redeals left');
    expect(note({ ...dealPosition(1, { rules: 'casual' }), redeals: 0 })).toBe('No shuffles left');
  });

  it('formats the clock', () => {
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(65_999)).toBe('1:05');
    expect(formatClock(3_723_000)).toBe('1:02:03');
  });
});
