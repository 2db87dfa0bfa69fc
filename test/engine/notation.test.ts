// Position and move notation (RULES.md section 8): every invalid input refused with a sentence, exact round trips.

import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  cardMove,
  faceUp,
  formatCard,
  formatMove,
  formatPosition,
  isFaceDown,
  parseCard,
  parseMove,
  parsePosition,
  REDEAL,
  rankOf,
  suitOf,
} from '../../src/engine/index';
import { anyTextArb, playedArb } from './support';

const DEAL =
  'classic 3 AAAAKKKK 8D6HTH6D9HJD/KDJC7D7H4SAD/6SQCQCTD5SQD/JH3HQS8S7D4H/6C8C2H7SKC2H/5D4H6D5H4D5C/3SQSTC9S3HJD/9D5C8H8SQH4C/TS7C4D2C3D3D/6S2D6C9D3CTS/3S5D8H7CQD3C/9S2D8CJSAC7H/TH5HKHJC9CAS/JS4C8D7S5SKS/9CQHTD2SJH2S/4SAHTC6H2C9H';
const fields = DEAL.split(' ') as [string, string, string, string];
const piles = (fields[3] as string).split('/');

/** The deal with one field replaced. */
function withField(index: number, value: string): string {
  const copy = [...fields];
  copy[index] = value;
  return copy.join(' ');
}
function withPile(n: number, value: string): string {
  const copy = [...piles];
  copy[n - 1] = value;
  return withField(3, copy.join('/'));
}

function errorOf(text: string): string {
  const parsed = parsePosition(text);
  if (parsed.ok) throw new Error(`accepted: ${text}`);
  return parsed.error.reason;
}

describe('position parsing', () => {
  test('the reference deal parses and formats back to the same text', () => {
    const parsed = parsePosition(DEAL);
    if (!parsed.ok) throw new Error(parsed.error.reason);
    expect(formatPosition(parsed.value)).toBe(DEAL);
    expect(parsed.value.piles[0]).toHaveLength(6);
  });

  test('surrounding white space is ignored', () => {
    expect(parsePosition(`  ${DEAL}\n`).ok).toBe(true);
  });

  // Each invalid input, and words its refusal must contain to name the problem.
  test.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['classic 3 AAAAKKKK', '4 fields'],
    [`${DEAL} extra`, '4 fields'],
    [DEAL.replace(' ', '  '), 'extra spaces'],
    [DEAL.replace(' 3 ', '\t3 '), '4 fields'],
    [withField(0, 'klondike'), 'Unknown rule set "klondike"'],
    [withField(0, 'Classic'), 'Unknown rule set'],
    [withField(0, 'classic+faceup'), 'the only option is +facedown'],
    [withField(0, 'classic+facedown+facedown'), 'the only option is +facedown'],
    [withField(0, 'classic+'), 'the only option is +facedown'],
    [withField(1, '-1'), 'whole number'],
    [withField(1, '1.5'), 'whole number'],
    [withField(1, 'three'), 'whole number'],
    [withField(1, '1e3'), 'whole number'],
    [withField(1, '03'), 'without leading zeros'],
    [withField(1, '5'), 'never has more than 4 redeals'],
    [withField(0, 'strict').replace(' 3 ', ' 4 '), 'never has more than 3 redeals'],
    [withField(0, 'casual').replace(' 3 ', ' 10 '), 'never has more than 9 redeals'],
    [withField(2, 'AAAAKKK'), '8 ranks'],
    [withField(2, 'AAAAKKKKK'), '8 ranks'],
    [withField(2, 'AAAAKKK1'), 'Foundation KC has "1"'],
    [withField(2, 'aAAAKKKK'), 'Foundation AS has "a"'],
    [withField(2, '0AAAKKKK'), 'not a rank'],
    [withField(2, '2AAAKKKK'), '2S appears 3 times'],
    [withField(3, piles.slice(0, 15).join('/')), '16 piles'],
    [withField(3, [...piles, '-'].join('/')), '16 piles'],
    [withPile(1, ''), 'Pile 1'],
    [withPile(1, '8D6HTH6D9HJ'), 'Pile 1'],
    [withPile(2, 'KDJC7D7H4SXD'), 'Pile 2 has "XD", which is not a card'],
    [withPile(2, 'KDJC7D7H4S1D'), 'not a card'],
    [withPile(2, 'KDJC7D7H4SAd'), 'not a card'],
    [withPile(2, 'KDJC7D7H4Sad'), 'face-down card "ad", but the game is not dealt face down'],
    [withPile(3, '6SQCQCTD5S'), 'QD appears 1 time across piles and foundations'],
    [withPile(3, '6SQCQCTD5SQDQD'), 'QD appears 3 times'],
    [withPile(16, '4SAHTC6H2C9HAH'), 'AH appears 3 times'],
    [withPile(1, '-'), '6H appears 1 time'],
    [
      withField(0, 'classic+facedown').replace('/4SAHTC6H2C9H', '/4SAHTC6H2C9h'),
      'Pile 16 has a face-down top card (9h)',
    ],
    [withField(0, 'casual+facedown').replace('8D6HTH6D9HJD/', '8D6HTH6D9HjD/'), 'not a card'],
  ])('%j is refused: %s', (text, words) => {
    const error = errorOf(text);
    expect(error).toContain(words);
    expect(error).toMatch(/\.$/);
  });

  test('a classic pile holds at most 13 cards; casual and strict piles have no cap', () => {
    const merged = [[piles[0], piles[1], piles[2]].join(''), '-', '-', ...piles.slice(3)];
    const position = withField(3, merged.join('/'));
    expect(errorOf(position)).toBe('Pile 1 holds 18 cards; a classic pile holds at most 13.');
    expect(parsePosition(position.replace('classic', 'casual')).ok).toBe(true);
    expect(parsePosition(position.replace('classic', 'strict')).ok).toBe(true);
  });

  test('a won position and a position with foundations overlapping are valid', () => {
    expect(parsePosition('strict 0 KKKKAAAA -/-/-/-/-/-/-/-/-/-/-/-/-/-/-/-').ok).toBe(true);
    // Both copies of the 5-9 of spades home, one in each foundation: legal, though the suit can never finish.
    const overlap = parsePosition('casual 0 9KKK5AAA 2S3S4STSJSQSASKS/-/-/-/-/-/-/-/-/-/-/-/-/-/-/-');
    expect(overlap.ok).toBe(true);
  });

  test('parsing never throws, on any string or on mutations of a valid position', () => {
    fc.assert(
      fc.property(anyTextArb, (text) => {
        const parsed = parsePosition(text);
        if (!parsed.ok) expect(parsed.error.reason).toMatch(/\.$/);
      }),
      { numRuns: 300 },
    );
    const alphabet = [...'AKQJT98765432SHDCshdc-/ +0123456789abcdefghijklmnopqrstuvwxyz'];
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            at: fc.nat(),
            kind: fc.constantFrom('delete', 'insert', 'replace'),
            ch: fc.constantFrom(...alphabet),
          }),
          { minLength: 1, maxLength: 4 },
        ),
        (edits) => {
          let text = DEAL;
          for (const { at, kind, ch } of edits) {
            const i = at % (text.length + 1);
            if (kind === 'delete') text = text.slice(0, i) + text.slice(i + 1);
            else if (kind === 'insert') text = text.slice(0, i) + ch + text.slice(i);
            else text = text.slice(0, i) + ch + text.slice(i + 1);
          }
          const parsed = parsePosition(text);
          if (parsed.ok) expect(parsePosition(formatPosition(parsed.value))).toEqual(parsed);
          else expect(parsed.error.reason).toMatch(/\.$/);
        },
      ),
      { numRuns: 500 },
    );
  });

  test('parse(format(position)) is the position, for positions reached by play', () => {
    fc.assert(
      fc.property(playedArb, (position) => {
        const text = formatPosition(position);
        const parsed = parsePosition(text);
        if (!parsed.ok) throw new Error(`${parsed.error.reason}\n${text}`);
        expect(parsed.value).toEqual(position);
        expect(formatPosition(parsed.value)).toBe(text);
      }),
      { numRuns: 60 },
    );
  });
});

describe('cards', () => {
  test('upper case is face up, lower case face down, mixed case and other letters are not cards', () => {
    const up = parseCard('TD');
    const down = parseCard('td');
    if (up === undefined || down === undefined) throw new Error('TD and td are cards');
    expect([suitOf(up), rankOf(up), isFaceDown(up)]).toEqual(['D', 10, false]);
    expect([suitOf(down), rankOf(down), isFaceDown(down)]).toEqual(['D', 10, true]);
    expect(faceUp(down)).toBe(up);
    expect([formatCard(up), formatCard(down)]).toEqual(['TD', 'td']);
    for (const text of ['Td', 'tD', '1D', '10', 'TX', 'T', 'TDD', '', 'a\u017f', '\u212aS']) {
      expect(parseCard(text), text).toBeUndefined();
    }
  });
});

describe('move notation', () => {
  test('every card move and the redeal round-trip', () => {
    for (let from = 0; from < 24; from++) {
      for (let to = 0; to < 24; to++) {
        const move = cardMove(from, to);
        expect(parseMove(formatMove(move))).toEqual({ ok: true, value: move });
      }
    }
    expect(formatMove(REDEAL)).toBe('R');
    expect(parseMove('R')).toEqual({ ok: true, value: REDEAL });
  });

  test('the section 8 examples, case-insensitive and trimmed', () => {
    expect(parseMove('10-14')).toEqual({ ok: true, value: cardMove(9, 13) });
    expect(parseMove('10-AS')).toEqual({ ok: true, value: cardMove(9, 16) });
    expect(parseMove('AS-KS')).toEqual({ ok: true, value: cardMove(16, 20) });
    expect(parseMove('KH-7')).toEqual({ ok: true, value: cardMove(21, 6) });
    expect(parseMove(' kh-7 ')).toEqual({ ok: true, value: cardMove(21, 6) });
    expect(parseMove('r')).toEqual({ ok: true, value: REDEAL });
  });

  test.each([
    ['', 'is not a move'],
    ['10', 'is not a move'],
    ['1-2-3', 'is not a move'],
    ['0-1', '"0" in "0-1" is not a place'],
    ['17-1', 'is not a place'],
    ['01-2', 'is not a place'],
    ['1-AX', '"AX" in "1-AX" is not a place'],
    ['1 - 2', 'is not a place'],
    ['RR', 'is not a move'],
    ['k\u017f-1', 'is not a place'],
  ])('%j is refused: %s', (text, words) => {
    const parsed = parseMove(text);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error.reason).toContain(words);
  });

  test('parsing a move never throws', () => {
    fc.assert(
      fc.property(anyTextArb, (text) => {
        const parsed = parseMove(text);
        if (parsed.ok) expect(parseMove(formatMove(parsed.value))).toEqual(parsed);
      }),
      { numRuns: 300 },
    );
  });
});
