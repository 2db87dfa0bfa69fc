// Every kind of text the engine's parsers refuse, with the stable code a program branches on and the sentence shown.

import { describe, expect, test } from 'vitest';
import {
  dealPosition,
  formatPosition,
  parseGameCode,
  parseMove,
  parsePosition,
  parseRules,
  parseRulesLetter,
} from '../../src/engine/index';
import { expectProblem, problemOf } from './support';

/** Deal 0's classic start: its piles are the valid text each bad position below spoils in one place. */
const PILES = formatPosition(dealPosition(0, { rules: 'classic' })).split(' ')[3] as string;
const [P1, P2, P3, ...REST] = PILES.split('/') as [string, string, string, ...string[]];
const AFTER_1 = [P2, P3, ...REST].join('/');

describe('game code codes', () => {
  test.each([
    [42 as unknown as string, 'NOT_TEXT', 'A game code must be text.'],
    ['hello', 'NOT_A_GAME_CODE', '"hello" is not a game code: a code looks like CR1-N-AAAAAAB.'],
    ['CR2-N-AAAAAAB', 'NOT_A_GAME_CODE', '"CR2-N-AAAAAAB" is not a game code: a code looks like CR1-N-AAAAAAB.'],
    [
      'CR1-X-AAAAAAB',
      'UNKNOWN_RULES_LETTER',
      '"X" is not a rules letter: use N (classic), F (classic Four), E, M or H (casual Easy, Medium, Hard) or S (strict), with D after it for face-down dealing.',
    ],
    ['CR1-N-AAAA', 'BAD_DEAL_LETTERS', 'The deal part of a game code is 7 letters A to Z, not "AAAA".'],
  ])('%j is %s', (text, code, reason) => {
    expectProblem(problemOf(parseGameCode(text)), code, reason);
  });

  test('a rules letter alone has its own code', () => {
    expect(problemOf(parseRulesLetter('Q')).code).toBe('UNKNOWN_RULES_LETTER');
  });
});

describe('move codes', () => {
  test.each([
    [7 as unknown as string, 'NOT_TEXT', 'A move must be text.'],
    ['10', 'NOT_A_MOVE', '"10" is not a move: write FROM-TO (such as 10-14, 10-AS, AS-KS) or R for a redeal.'],
    ['1-2-3', 'NOT_A_MOVE', '"1-2-3" is not a move: write FROM-TO (such as 10-14, 10-AS, AS-KS) or R for a redeal.'],
    ['17-3', 'NOT_A_PLACE', '"17" in "17-3" is not a place: piles are 1 to 16, foundations AS AH AD AC KS KH KD KC.'],
    ['1-QS', 'NOT_A_PLACE', '"QS" in "1-QS" is not a place: piles are 1 to 16, foundations AS AH AD AC KS KH KD KC.'],
  ])('%j is %s', (text, code, reason) => {
    expectProblem(problemOf(parseMove(text)), code, reason);
  });
});

describe('position codes', () => {
  const first = P1.slice(0, 2);
  const last = P1.slice(-2);
  test.each([
    [null as unknown as string, 'NOT_TEXT', 'A position must be text.'],
    ['   ', 'EMPTY_POSITION', 'The position is empty.'],
    [
      'classic 3 AAAAKKKK',
      'WRONG_FIELD_COUNT',
      'A position has 4 fields separated by single spaces (rules, redeals, foundations, piles); this one has 3.',
    ],
    [
      `classic  3 AAAAKKKK ${PILES}`,
      'WRONG_FIELD_COUNT',
      'A position has 4 fields separated by single spaces (rules, redeals, foundations, piles); this one has 4 and extra spaces.',
    ],
    [`sideways 3 AAAAKKKK ${PILES}`, 'UNKNOWN_RULE_SET', 'Unknown rule set "sideways": use classic, casual or strict.'],
    [
      `classic+upside 3 AAAAKKKK ${PILES}`,
      'UNKNOWN_RULE_OPTION',
      'Unknown rule option in "classic+upside": the only option is +facedown.',
    ],
    [
      `classic 03 AAAAKKKK ${PILES}`,
      'BAD_REDEALS',
      'Redeals left must be a whole number written without leading zeros, not "03".',
    ],
    [`classic 5 AAAAKKKK ${PILES}`, 'TOO_MANY_REDEALS', 'A classic game never has more than 4 redeals left, not 5.'],
    [
      `classic 3 AAAKKKK ${PILES}`,
      'WRONG_FOUNDATION_LENGTH',
      'The foundations field needs 8 ranks (AS AH AD AC KS KH KD KC), not 7 characters.',
    ],
    [`classic 3 AAAXKKKK ${PILES}`, 'NOT_A_RANK', 'Foundation AC has "X", which is not a rank (A23456789TJQK).'],
    ['classic 3 AAAAKKKK -/-', 'WRONG_PILE_COUNT', 'The piles field needs 16 piles joined by "/", not 2.'],
    [
      `classic 3 AAAAKKKK ${P1.slice(0, 3)}/${AFTER_1}`,
      'NOT_A_PILE',
      `Pile 1 "${P1.slice(0, 3)}" is not a list of two-character cards (write "-" for an empty pile).`,
    ],
    [`classic 3 AAAAKKKK ${first}9X/${AFTER_1}`, 'NOT_A_CARD', 'Pile 1 has "9X", which is not a card.'],
    [
      `classic 3 AAAAKKKK ${first.toLowerCase()}${P1.slice(2)}/${AFTER_1}`,
      'FACE_DOWN_NOT_DEALT_DOWN',
      `Pile 1 has a face-down card "${first.toLowerCase()}", but the game is not dealt face down.`,
    ],
    [
      `classic+facedown 3 AAAAKKKK ${P1.slice(0, -2)}${last.toLowerCase()}/${AFTER_1}`,
      'FACE_DOWN_TOP',
      `Pile 1 has a face-down top card (${last.toLowerCase()}); a top card is always face up.`,
    ],
    [
      `classic 3 AAAAKKKK ${P1}${P2}${P3.slice(0, 4)}/-/${P3.slice(4)}/${REST.join('/')}`,
      'PILE_OVER_CAP',
      'Pile 1 holds 14 cards; a classic pile holds at most 13.',
    ],
    [
      `classic 3 AAAAKKKK ${P1.slice(0, -2)}/${AFTER_1}`,
      'WRONG_CARD_COUNT',
      `${last} appears 1 time across piles and foundations; every card appears exactly twice.`,
    ],
  ])('%j is %s', (text, code, reason) => {
    expectProblem(problemOf(parsePosition(text)), code, reason);
  });

  test('the rules field alone has the same codes', () => {
    expect(problemOf(parseRules('casual+facedown+more')).code).toBe('UNKNOWN_RULE_OPTION');
    expect(problemOf(parseRules('loose')).code).toBe('UNKNOWN_RULE_SET');
  });
});
