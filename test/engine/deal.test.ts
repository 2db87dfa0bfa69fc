// Dealing version 1 and game codes (RULES.md section 8): golden deals pinned forever, every rules letter, bad codes.

import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  canonicalCards,
  DEAL_COUNT,
  dealPosition,
  formatCard,
  formatGameCode,
  formatPosition,
  type GameOptions,
  isFaceDown,
  parseGameCode,
  parsePosition,
  splitMix64,
} from '../../src/engine/index';
import { ALL_OPTIONS, anyTextArb, dealArb, optionsArb, pileText } from './support';

/** Dealing version 1 is fixed forever: these three deals must never change. */
const GOLDEN: Record<string, string> = {
  'CR1-N-AAAAAAA':
    'classic 3 AAAAKKKK TH2DTHTC7C8H/8D7D4C5D6H9S/2D4D3S3H4SAC/KD3C7SQC2H5D/KHTSQD3S8HQS/9DJSTS4S6C5C/QCAD2SJS9C3D/9DQH8C4HAS2C/8D4H3C7H8S5H/QDQS3H5C6C7C/QH5SJC5SJD6S/2S9H5HJH4DAH/JHKS8S8C2CTD/JD7S9C7D2H6H/TC9S9H6D6DJC/7HKC6S3D4CTD',
  'CR1-N-AAAAAAB':
    'classic 3 AAAAKKKK 8D6HTH6D9HJD/KDJC7D7H4SAD/6SQCQCTD5SQD/JH3HQS8S7D4H/6C8C2H7SKC2H/5D4H6D5H4D5C/3SQSTC9S3HJD/9D5C8H8SQH4C/TS7C4D2C3D3D/6S2D6C9D3CTS/3S5D8H7CQD3C/9S2D8CJSAC7H/TH5HKHJC9CAS/JS4C8D7S5SKS/9CQHTD2SJH2S/4SAHTC6H2C9H',
  'CR1-N-ZZZZZZZ':
    'classic 3 AAAAKKKK AD6D9DQC5SJC/8H8STD6D8CKS/5DTS9C2D4S2H/4HKHKD9S9D4C/5C8C6H2D8H2C/7STC2HTCQH3D/3HASTD7H7CJD/7DTH4HJH4S7D/5S7C5D6S3STS/QS8DJH6C7S3C/2S9H6S8SAH3H/9S4DQC3SJS3C/9HQSJS2S6C5H/4CQD7H9CTHQD/JCAC3DKC2C5C/QH5H6H8DJD4D',
};

function dealOf(code: string) {
  const parsed = parseGameCode(code);
  if (!parsed.ok) throw new Error(parsed.error.reason);
  return dealPosition(parsed.value.deal, parsed.value.options);
}

describe('dealing version 1', () => {
  test.each(Object.entries(GOLDEN))('%s deals exactly the pinned position', (code, position) => {
    expect(formatPosition(dealOf(code))).toBe(position);
  });

  test('CR1-N-AAAAAAB matches the reference piles of the issue', () => {
    const position = dealOf('CR1-N-AAAAAAB');
    expect(pileText(position, 1)).toBe('8D6HTH6D9HJD');
    expect(pileText(position, 16)).toBe('4SAHTC6H2C9H');
  });

  test('the canonical order skips only deck 1 Aces and Kings', () => {
    const cards = canonicalCards().map(formatCard);
    expect(cards).toHaveLength(96);
    expect(cards.slice(0, 11).join('')).toBe('2S3S4S5S6S7S8S9STSJSQS');
    expect(cards.slice(42, 46)).toEqual(['JC', 'QC', 'AS', '2S']);
    expect(cards.slice(56, 58)).toEqual(['KS', 'AH']);
    expect(cards[95]).toBe('KC');
  });

  test('SplitMix64 gives the known first draws for seed 0', () => {
    const next = splitMix64(0n);
    // Reference values of SplitMix64 seeded with 0, as published with the algorithm.
    expect(next()).toBe(0xe220a8397b1dcdafn);
    expect(next()).toBe(0x6e789e6aa1b965f4n);
    expect(next()).toBe(0x06c45d188009454fn);
  });

  test('every deal is valid: 16 piles of 6, each card twice, bases home', () => {
    fc.assert(
      fc.property(dealArb, optionsArb, (deal, options) => {
        const position = dealPosition(deal, options);
        expect(position.piles.every((pile) => pile.length === 6)).toBe(true);
        expect(position.foundations).toEqual([1, 1, 1, 1, 13, 13, 13, 13]);
        expect(parsePosition(formatPosition(position)).ok).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  test('the deal does not depend on the rules letter', () => {
    fc.assert(
      fc.property(dealArb, (deal) => {
        const identities = ALL_OPTIONS.map((options) =>
          dealPosition(deal, options)
            .piles.map((pile) => pile.map((card) => formatCard(card).toUpperCase()).join(''))
            .join('/'),
        );
        expect(new Set(identities).size).toBe(1);
      }),
      { numRuns: 50 },
    );
  });

  test('each rules letter starts its game with its rules and allowance', () => {
    const expected: Record<string, [string, number]> = {
      N: ['classic', 3],
      F: ['classic', 4],
      E: ['casual', 9],
      M: ['casual', 6],
      H: ['casual', 3],
      S: ['strict', 3],
    };
    for (const [letter, [rules, redeals]] of Object.entries(expected)) {
      for (const suffix of ['', 'D']) {
        const position = dealOf(`CR1-${letter}${suffix}-AAAAAAB`);
        expect(position.rules).toBe(rules);
        expect(position.redeals).toBe(redeals);
        expect(position.facedown).toBe(suffix === 'D');
      }
    }
  });
});

describe('game codes', () => {
  test('letters decode to their options and the deal number in base 26', () => {
    const cases: [string, GameOptions, number][] = [
      ['CR1-N-AAAAAAA', { rules: 'classic' }, 0],
      ['CR1-F-AAAAAAB', { rules: 'classic', four: true }, 1],
      ['CR1-E-AAAAABA', { rules: 'casual', difficulty: 'easy' }, 26],
      ['CR1-M-AAAAAAZ', { rules: 'casual', difficulty: 'medium' }, 25],
      ['CR1-H-BAAAAAA', { rules: 'casual', difficulty: 'hard' }, 26 ** 6],
      ['CR1-S-ZZZZZZZ', { rules: 'strict' }, DEAL_COUNT - 1],
      ['CR1-ND-AAAAAAB', { rules: 'classic', facedown: true }, 1],
      ['CR1-FD-AAAAAAB', { rules: 'classic', four: true, facedown: true }, 1],
      ['CR1-ED-AAAAAAB', { rules: 'casual', difficulty: 'easy', facedown: true }, 1],
      ['CR1-MD-AAAAAAB', { rules: 'casual', difficulty: 'medium', facedown: true }, 1],
      ['CR1-HD-AAAAAAB', { rules: 'casual', difficulty: 'hard', facedown: true }, 1],
      ['CR1-SD-AAAAAAB', { rules: 'strict', facedown: true }, 1],
    ];
    for (const [code, options, deal] of cases) {
      const parsed = parseGameCode(code);
      expect(parsed).toEqual({ ok: true, value: { options, deal } });
      expect(formatGameCode({ options, deal })).toBe(code);
    }
  });

  test('codes are case-insensitive and surrounding spaces are ignored', () => {
    for (const text of ['cr1-n-aaaaaab', 'Cr1-nD-AaAaAaB', '  CR1-N-AAAAAAB\t', '\ncr1-s-aaaaaab ']) {
      const parsed = parseGameCode(text);
      expect(parsed.ok, text).toBe(true);
      if (parsed.ok) expect(parsed.value.deal).toBe(1);
    }
  });

  test('casual without a difficulty is Medium', () => {
    expect(formatGameCode({ options: { rules: 'casual' }, deal: 0 })).toBe('CR1-M-AAAAAAA');
  });

  test.each([
    ['', 'is not a game code'],
    ['CR1', 'is not a game code'],
    ['CR2-N-AAAAAAB', 'is not a game code'],
    ['CR1-N-AAAAAAB-X', 'is not a game code'],
    ['CR1--AAAAAAB', 'is not a rules letter'],
    ['CR1-X-AAAAAAB', 'is not a rules letter'],
    ['CR1-NN-AAAAAAB', 'is not a rules letter'],
    ['CR1-DN-AAAAAAB', 'is not a rules letter'],
    ['CR1-NDD-AAAAAAB', 'is not a rules letter'],
    ['CR1- N-AAAAAAB', 'is not'],
    ['CR1-N -AAAAAAB', 'is not'],
    ['CR1-N-AAAAAA', 'is 7 letters A to Z'],
    ['CR1-N-AAAAAAAA', 'is 7 letters A to Z'],
    ['CR1-N-AAAAAA1', 'is 7 letters A to Z'],
    ['CR1-N-AAAA AAB', 'is not a game code'],
    ['CR1-N-AAAAAA\u0131', 'is not'],
    ['CR1-\u017f-AAAAAAB', 'is not'],
    ['CR1 N AAAAAAB', 'is not a game code'],
  ])('%j is refused with a sentence', (code, words) => {
    const parsed = parseGameCode(code);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) {
      expect(parsed.error.reason).toContain(words);
      expect(parsed.error.reason).toMatch(/^[A-Z"].*\.$/);
    }
  });

  test('parse(format(code)) is the code, and parsing never throws', () => {
    fc.assert(
      fc.property(dealArb, optionsArb, (deal, options) => {
        const text = formatGameCode({ deal, options });
        const parsed = parseGameCode(text);
        if (!parsed.ok) throw new Error(parsed.error.reason);
        expect(formatGameCode(parsed.value)).toBe(text);
        expect(parsed.value.deal).toBe(deal);
      }),
    );
    fc.assert(
      fc.property(anyTextArb, (text) => {
        const parsed = parseGameCode(text);
        if (!parsed.ok) expect(parsed.error.reason.length).toBeGreaterThan(0);
      }),
    );
  });

  test('a face-down deal shows only the top card of each pile', () => {
    const position = dealOf('CR1-ND-AAAAAAB');
    for (const pile of position.piles) {
      expect(pile.map(isFaceDown)).toEqual([true, true, true, true, true, false]);
    }
  });
});
