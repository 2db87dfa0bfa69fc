// Status (RULES.md section 3, "stuck") and the rule-book hint (section 5) for every rule set.

import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  formatMove,
  hint,
  legalMoves,
  REDEAL,
  RULE_SET_IDS,
  type RuleSetId,
  redealChangesSomething,
  status,
} from '../../src/engine/index';
import { layout } from './layout';
import { movesText, pos } from './support';

// Spades meet (AS 5, KS 6): one copy of each spade is home, the other thirteen lie buried in piles 1 and 2.
const BURIED = { 1: 'AS2S3S4S5S6S7H', 2: '7S8S9STSJSQSKS4H' };
// The same, with a spade (the Ace) on top of pile 1.
const SPADE_ON_TOP = { 1: '7H6S5S4S3S2SAS', 2: '7S8S9STSJSQSKS4H' };

function hintText(position: Parameters<typeof hint>[0]): string | null {
  const h = hint(position);
  return h === null ? null : `${h.kind} ${formatMove(h.move)}`;
}

describe('won', () => {
  test.each(RULE_SET_IDS)('%s: all cards home is won, with no hint', (rules) => {
    const position = pos(`${rules} 1 KKKKAAAA -/-/-/-/-/-/-/-/-/-/-/-/-/-/-/-`);
    expect(status(position)).toBe('won');
    expect(hint(position)).toBeNull();
  });
});

describe('classic status', () => {
  test('nothing moves and no redeals left: stuck, with no hint', () => {
    const position = layout({ rules: 'classic', redeals: 0, piles: { 1: '4D9C', 2: 'QH5H' } });
    expect(movesText(legalMoves(position))).toEqual([]);
    expect(status(position)).toBe('stuck');
    expect(hint(position)).toBeNull();
  });

  test('nothing moves but a redeal is left: playing, and the hint is the redeal', () => {
    const position = layout({ rules: 'classic', redeals: 1, piles: { 1: '4D9C', 2: 'QH5H' } });
    expect(status(position)).toBe('playing');
    expect(hintText(position)).toBe('redeal R');
  });

  test('meeting foundations but no pile card of that suit on top: stuck, though trades stay legal', () => {
    const position = layout({ rules: 'classic', redeals: 0, foundations: '5...6...', piles: BURIED });
    expect(movesText(legalMoves(position))).toEqual(['AS-KS', 'KS-AS']);
    expect(status(position)).toBe('stuck');
    expect(hint(position)).toBeNull();
  });

  test('meeting foundations with a pile card of that suit on top: playing, the hint trades toward it', () => {
    const position = layout({ rules: 'classic', redeals: 0, foundations: '5...6...', piles: SPADE_ON_TOP });
    expect(status(position)).toBe('playing');
    // The Ace of spades needs the Ace foundation brought down to the Ace: trade its top to the King foundation.
    expect(hintText(position)).toBe('trade AS-KS');
  });

  test('a redeal that changes nothing does not keep a game going', () => {
    // Such a redeal needs every pile to hold at most one card or two equal ones, and then a foundation always
    // takes a pile card (the report explains why), so the hint plays that card and never offers the redeal.
    const singles = pos('classic 1 KKQQAAAA KD/KC/-/-/-/-/-/-/-/-/-/-/-/-/-/-');
    const twins = pos('classic 1 K4KKA6AA 5H5H/AH/2H/3H/4H/6H/7H/8H/9H/TH/JH/QH/KH/-/-/-');
    for (const position of [singles, twins]) {
      expect(redealChangesSomething(position)).toBe(false);
      expect(hint(position)?.kind).toBe('foundation');
    }
    expect(redealChangesSomething(layout({ rules: 'classic', piles: { 1: '9C8C' } }))).toBe(true);
    expect(redealChangesSomething(pos('classic 1 KKKQAAAA KC/-/-/-/-/-/-/-/-/-/-/-/-/-/-/-'))).toBe(false);
  });
});

describe('a redeal that would change nothing', () => {
  test('never decides a status: then a foundation always takes a pile card', () => {
    const RANKS = 'A23456789TJQK';
    fc.assert(
      fc.property(
        // Per suit: wholly home, a few cards out at either end, or one rank wholly out (its twins on a pile).
        fc.array(
          fc.oneof(
            fc.constant({ ace: 13, king: 1 }),
            fc.record({ ace: fc.integer({ min: 10, max: 13 }), king: fc.integer({ min: 1, max: 4 }) }),
            fc.integer({ min: 2, max: 12 }).map((m) => ({ ace: m - 1, king: m + 1 })),
          ),
          { minLength: 4, maxLength: 4 },
        ),
        fc.constantFrom(...RULE_SET_IDS),
        fc.boolean(),
        (suits, rules, pairUp) => {
          // Every card left out of the foundations lies alone on a pile, or with its twin when pairUp.
          const groups: string[] = [];
          suits.forEach(({ ace, king }, s) => {
            for (let r = 1; r <= 13; r++) {
              const card = `${RANKS[r - 1]}${'SHDC'[s]}`;
              const left = 2 - (r <= ace ? 1 : 0) - (r >= king ? 1 : 0);
              if (left === 2 && pairUp) groups.push(card + card);
              else for (let i = 0; i < left; i++) groups.push(card);
            }
          });
          if (groups.length === 0 || groups.length > 16) return;
          const foundations = [...suits.map((f) => RANKS[f.ace - 1]), ...suits.map((f) => RANKS[f.king - 1])].join('');
          const piles = [...groups, ...Array<string>(16 - groups.length).fill('-')].join('/');
          const position = pos(`${rules} 1 ${foundations} ${piles}`);
          expect(redealChangesSomething(position)).toBe(false);
          expect(legalMoves(position).some((m) => m.kind === 'card' && m.from < 16 && m.to >= 16)).toBe(true);
          expect(status(position)).toBe('playing');
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('casual status', () => {
  test('nothing moves: stuck only with no shuffles left', () => {
    const none = layout({ rules: 'casual', redeals: 0, piles: { 1: '4D9C', 2: 'QH5H' } });
    expect(status(none)).toBe('stuck');
    expect(hint(none)).toBeNull();
    const one = layout({ rules: 'casual', redeals: 1, piles: { 1: '4D9C', 2: 'QH5H' } });
    expect(status(one)).toBe('playing');
    expect(hintText(one)).toBe('redeal R');
  });

  test('a give-back keeps the game going', () => {
    const position = layout({ rules: 'casual', redeals: 0, foundations: '.5...9..', piles: { 1: '4D9C', 2: 'QH4H' } });
    expect(movesText(legalMoves(position))).toEqual(['AH-2']);
    expect(status(position)).toBe('playing');
    expect(hintText(position)).toBe('move AH-2');
  });

  test('meeting foundations do not keep a casual game going: casual has no trades', () => {
    const position = layout({ rules: 'casual', redeals: 0, foundations: '5...6...', piles: SPADE_ON_TOP });
    expect(movesText(legalMoves(position))).toEqual([]);
    expect(status(position)).toBe('stuck');
  });
});

describe('strict status', () => {
  test('nothing moves: playing while a reshuffle is left (the hint redeals), stuck after', () => {
    const one = layout({ rules: 'strict', redeals: 1, piles: { 1: '4D9C', 2: 'QH5H' } });
    expect(status(one)).toBe('playing');
    expect(hintText(one)).toBe('redeal R');
    const none = layout({ rules: 'strict', redeals: 0, piles: { 1: '4D9C', 2: 'QH5H' } });
    expect(status(none)).toBe('stuck');
  });

  test('trading for its own sake never keeps a game going; a useful trade does', () => {
    const useless = layout({ rules: 'strict', redeals: 0, foundations: '5...6...', piles: BURIED });
    expect(status(useless)).toBe('stuck');
    const useful = layout({ rules: 'strict', redeals: 0, foundations: '5...6...', piles: SPADE_ON_TOP });
    expect(status(useful)).toBe('playing');
    expect(hintText(useful)).toBe('trade AS-KS');
  });

  test('the King foundation trades up toward a high pile card', () => {
    const position = layout({
      rules: 'strict',
      redeals: 0,
      foundations: '5...6...',
      piles: { 1: 'AS2S3S4S5S6S7H', 2: '7S8S9STSJSKS4HQS' },
    });
    expect(hintText(position)).toBe('trade KS-AS');
  });
});

describe('hint order (section 5)', () => {
  // Pile 1: 7S over QD, pile 2: 8S, pile 3: 4H over 6C (the clubs Ace foundation, at 5, needs the 6C), pile 4: 5H.
  const piles = { 1: 'QD7S', 2: '8S', 3: '6C4H', 4: '5H' };

  test.each(RULE_SET_IDS)('%s: a foundation play comes first', (rules) => {
    const position = layout({ rules, foundations: '..25..9.', piles: { ...piles, 5: '6C' } });
    expect(hintText(position)).toBe('foundation 5-AC');
  });

  test.each(RULE_SET_IDS)('%s: then a pile move exposing a card a foundation needs', (rules) => {
    const position = layout({ rules, foundations: '..25..9.', piles });
    expect(movesText(legalMoves(position)).slice(0, 3)).toEqual(['1-2', '2-1', '3-4']);
    expect(hintText(position)).toBe('expose 3-4');
  });

  test('then a redeal (where it is legal), then any legal move', () => {
    const quiet = (rules: RuleSetId, redeals: number) =>
      layout({ rules, redeals, foundations: '..2...9.', piles: { 1: 'QD7S', 2: '8S', 3: 'JD4H', 4: '5H' } });
    expect(hintText(quiet('classic', 1))).toBe('redeal R');
    expect(hintText(quiet('casual', 1))).toBe('redeal R');
    // A strict redeal is not legal while cards move.
    expect(hintText(quiet('strict', 1))).toBe('move 1-2');
    expect(hintText(quiet('classic', 0))).toBe('move 1-2');
    expect(hintText(quiet('casual', 0))).toBe('move 1-2');
  });

  test('the hinted move is legal and the hint changes nothing', () => {
    const position = layout({ rules: 'casual', foundations: '..25..9.', piles });
    const before = JSON.stringify(position);
    const h = hint(position);
    // Pile 3's top card onto pile 4, uncovering the card under it.
    expect(h).toEqual({ kind: 'expose', move: { kind: 'card', from: 2, to: 3 } });
    expect(movesText(legalMoves(position))).toContain(formatMove(h?.move ?? REDEAL));
    expect(JSON.stringify(position)).toBe(before);
  });
});
