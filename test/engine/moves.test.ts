// The moves of RULES.md sections 2-4 for every rule set: the seed examples, each refusal's exact text and the check order.

import { describe, expect, test } from 'vitest';
import {
  checkMove,
  destinations,
  formatPosition,
  legalMoves,
  play,
  REDEAL,
  RULE_SET_IDS,
  type RuleSetId,
} from '../../src/engine/index';
import { layout } from './layout';
import { movesText, mv, pileText, reasonOf, slowLegalMoves } from './support';

const SUITS = 'SHDC';
const RANKS = 'A23456789TJQK';
const ALL_CARDS = [...SUITS].flatMap((s) => [...RANKS].map((r) => r + s));

// The refusals section 4 leaves to the engine: each says what would be legal instead.
const EMPTY_SOURCE = 'This pile is empty; move a top card from another pile';
const NO_GIVE_BACK = 'A foundation card moves only to the other foundation of its suit';
const NO_TRADE = 'A foundation card moves only back onto a pile';
const FOUNDATION_FULL = 'This foundation is full; choose another destination';

describe('the redeal (section 2)', () => {
  test.each(RULE_SET_IDS)('%s: the seed example 2H 9C JD JD becomes 9C JD JD 2H', (rules) => {
    // Strict redeals only when nothing moves, so the example pile stands alone there.
    const position = layout({ rules, piles: { 1: '2H9CJDJD' } });
    const result = play(position, REDEAL);
    if (!result.ok) throw new Error(result.error.reason);
    expect(pileText(result.value, 1)).toBe('9CJDJD2H');
    expect(result.value.redeals).toBe(position.redeals - 1);
  });

  test.each(RULE_SET_IDS)('%s: all piles turn at once, piles of 0 or 1 cards stay as they are', (rules) => {
    const position = layout({
      rules,
      piles: { 1: '2H9CJDJD', 2: '5S', 3: '-', 4: 'QC3D', 5: '4H4H7C' },
    });
    const result = play(position, REDEAL);
    if (!result.ok) throw new Error(result.error.reason);
    const after = result.value;
    expect([1, 2, 3, 4, 5].map((n) => pileText(after, n))).toEqual(['9CJDJD2H', '5S', '-', '3DQC', '4H7C4H']);
    for (let n = 6; n <= 16; n++) {
      const before = pileText(position, n);
      const expected = before === '-' ? '-' : before.slice(2) + before.slice(0, 2);
      expect(pileText(after, n)).toBe(expected);
    }
    expect(after.foundations).toEqual(position.foundations);
  });
});

describe('onto a pile (section 2)', () => {
  /** Which cards may go onto `target` (a pile of one card), trying every card as the top of another pile. */
  function acceptedBy(rules: RuleSetId, target: string): string[] {
    return ALL_CARDS.filter((card) => {
      // One Ace and one King of each suit are bases, so only one copy of them can lie in the piles.
      if (card === target && (card[0] === 'A' || card[0] === 'K')) return false;
      const position = layout({ rules, piles: { 1: target, 2: card } });
      return checkMove(position, mv('2-1')) === null;
    });
  }

  test.each(RULE_SET_IDS)('%s: 9C on top accepts only 8C and TC', (rules) => {
    expect(acceptedBy(rules, '9C')).toEqual(['8C', 'TC']);
  });

  test.each(RULE_SET_IDS)('%s: KH accepts QH and AH (ranks wrap on piles)', (rules) => {
    expect(acceptedBy(rules, 'KH')).toEqual(['AH', 'QH']);
  });

  test.each(RULE_SET_IDS)('%s: AS goes onto KS and KS onto AS', (rules) => {
    const position = layout({ rules, piles: { 1: 'KS', 2: 'AS' } });
    expect(reasonOf(position, '2-1')).toBeNull();
    expect(reasonOf(position, '1-2')).toBeNull();
  });

  test.each(RULE_SET_IDS)('%s: 6C goes onto 5C or 7C, and its destinations say so', (rules) => {
    const position = layout({ rules, piles: { 1: '6C', 2: '5C', 3: '7C', 4: '6H' } });
    expect(reasonOf(position, '1-2')).toBeNull();
    expect(reasonOf(position, '1-3')).toBeNull();
    expect(reasonOf(position, '1-4')).toBe('Must be the same suit');
    expect(destinations(position, 0).filter((to) => to < 16)).toEqual([1, 2]);
  });

  test.each(RULE_SET_IDS)('%s: piles may zigzag', (rules) => {
    const position = layout({ rules, piles: { 1: '7H8H7H', 2: '6H', 3: '5H' } });
    const first = play(position, mv('2-1'));
    if (!first.ok) throw new Error(first.error.reason);
    const second = play(first.value, mv('3-1'));
    if (!second.ok) throw new Error(second.error.reason);
    expect(pileText(second.value, 1)).toBe('7H8H7H6H5H');
  });
});

describe('the classic 13-card cap', () => {
  const full = '2S2S3S3S4S4S5S5S6S6S7S7STC';
  const twelve = '2S2S3S3S4S4S5S5S6S6S7STC';

  test('classic refuses a 14th card with the source text; casual and strict have no cap', () => {
    for (const rules of RULE_SET_IDS) {
      const position = layout({ rules, piles: { 1: full, 2: '9C' } });
      expect(reasonOf(position, '2-1')).toBe(
        rules === 'classic' ? 'This pile is full; choose another destination' : null,
      );
    }
  });

  test('classic accepts a 13th card', () => {
    const position = layout({ rules: 'classic', piles: { 1: twelve, 2: '9C' } });
    const result = play(position, mv('2-1'));
    if (!result.ok) throw new Error(result.error.reason);
    expect(result.value.piles[0]).toHaveLength(13);
  });

  test('the cap is checked after suit and rank', () => {
    const position = layout({ rules: 'classic', piles: { 1: full, 2: '9H', 3: '2C' } });
    expect(reasonOf(position, '2-1')).toBe('Must be the same suit');
    expect(reasonOf(position, '3-1')).toBe('Must be one rank higher or lower');
  });

  test('no legal move targets a full classic pile', () => {
    const position = layout({ rules: 'classic', piles: { 1: full, 2: '9C', 3: 'JC' } });
    expect(movesText(legalMoves(position)).filter((m) => m.endsWith('-1'))).toEqual([]);
  });
});

describe('foundations (section 2)', () => {
  test.each(RULE_SET_IDS)('%s: an Ace foundation builds up and a King foundation down, by suit', (rules) => {
    const position = layout({ rules, foundations: '4A...K..', piles: { 1: '5S', 2: 'QH' } });
    expect(reasonOf(position, '1-AS')).toBeNull();
    expect(reasonOf(position, '2-KH')).toBeNull();
    expect(reasonOf(position, '2-AH')).toBe('This foundation takes the 2 of hearts next');
    expect(reasonOf(position, '2-KS')).toBe('Must be the same suit');
  });

  test.each(RULE_SET_IDS)('%s: foundations never wrap', (rules) => {
    // The Ace foundation of spades is complete (topped by the King), the King foundation of hearts down to the Ace.
    const position = layout({ rules, foundations: 'KQ..QA..', piles: { 1: 'AS', 2: 'KH' } });
    expect(reasonOf(position, '1-AS')).toBe(FOUNDATION_FULL);
    expect(reasonOf(position, '2-KH')).toBe(FOUNDATION_FULL);
  });

  test.each(RULE_SET_IDS)('%s: the base never moves', (rules) => {
    const position = layout({ rules, foundations: 'A......K', piles: { 1: 'QS', 2: '2C' } });
    for (const move of ['AS-1', 'AS-KS', 'AS-2', 'KC-2', 'KC-AC', 'KC-1']) {
      expect(reasonOf(position, move)).toBe('The foundation base is locked');
    }
  });
});

describe('empty piles stay empty', () => {
  test.each(RULE_SET_IDS)('%s: nothing is placed on an empty pile, even one just emptied', (rules) => {
    const position = layout({ rules, piles: { 1: '-', 2: '9C', 3: 'TC', 4: 'TH' } });
    expect(reasonOf(position, '2-1')).toBe('Cannot place on an empty pile');
    const emptied = play(position, mv('2-3'));
    if (!emptied.ok) throw new Error(emptied.error.reason);
    expect(pileText(emptied.value, 2)).toBe('-');
    expect(reasonOf(emptied.value, '3-2')).toBe('Cannot place on an empty pile');
    expect(reasonOf(emptied.value, '2-3')).toBe(EMPTY_SOURCE);
  });
});

/**
 * One position for the refusal table: 9C on pile 1 over 5C, 8C on 2, pile 3 empty, 7H on 4, 2C on 5, a full
 * 13-card pile topped by TC on 6, 6H on 7; foundations AS base, AH 5 meeting KH 6, diamonds complete both ways,
 * AC 8, KS 8, KC Q.
 */
function table(rules: RuleSetId, redeals = 3) {
  return layout({
    rules,
    redeals,
    foundations: 'A5K886AQ',
    piles: { 1: '5C9C', 2: '8C', 3: '-', 4: '7H', 5: '2C', 6: '2S2S3S3S4S4S5S5S6S6S7S7STC', 7: '6H' },
  });
}

/** Move, then the expected refusal (null: legal) in classic, casual and strict; the first failing check wins. */
const REFUSALS: readonly [string, string | null, string | null, string | null][] = [
  // 1. two different places, before anything else
  ['1-1', ...same('Choose a different place to move the card to')],
  ['3-3', ...same('Choose a different place to move the card to')],
  ['AS-AS', ...same('Choose a different place to move the card to')],
  // 2. a card that may leave
  ['3-1', ...same(EMPTY_SOURCE)],
  ['3-AS', ...same(EMPTY_SOURCE)],
  ['AS-1', ...same('The foundation base is locked')],
  ['AS-3', ...same('The foundation base is locked')],
  ['AS-KS', ...same('The foundation base is locked')],
  ['AS-KH', ...same('The foundation base is locked')],
  // 3. the rule set has this kind of move
  ['AH-7', NO_GIVE_BACK, null, NO_GIVE_BACK],
  ['AH-3', NO_GIVE_BACK, 'Cannot place on an empty pile', NO_GIVE_BACK],
  ['AH-1', NO_GIVE_BACK, 'Must be the same suit', NO_GIVE_BACK],
  ['AC-1', NO_GIVE_BACK, null, NO_GIVE_BACK],
  ['AC-5', NO_GIVE_BACK, 'Must be one rank higher or lower', NO_GIVE_BACK],
  ['KH-4', NO_GIVE_BACK, null, NO_GIVE_BACK],
  ['AH-KH', null, NO_TRADE, null],
  ['KH-AH', null, NO_TRADE, null],
  ['KD-AD', FOUNDATION_FULL, NO_TRADE, FOUNDATION_FULL],
  ['AD-KD', FOUNDATION_FULL, NO_TRADE, FOUNDATION_FULL],
  ['KS-AS', 'This foundation takes the 2 of spades next', NO_TRADE, 'This foundation takes the 2 of spades next'],
  ['AH-KC', 'Must be the same suit', NO_TRADE, 'Must be the same suit'],
  // 4. the destination pile: not empty, same suit, one rank apart, then (classic) room
  ['1-3', ...same('Cannot place on an empty pile')],
  ['4-1', ...same('Must be the same suit')],
  ['5-1', ...same('Must be one rank higher or lower')],
  ['2-1', ...same(null)],
  ['1-2', ...same(null)],
  ['1-6', 'This pile is full; choose another destination', null, null],
  ['4-6', ...same('Must be the same suit')],
  ['5-6', ...same('Must be one rank higher or lower')],
  ['2-6', ...same('Must be one rank higher or lower')],
  ['6-1', ...same(null)],
  // 4. the destination foundation: same suit, not full, exactly the rank it needs
  ['4-AC', ...same('Must be the same suit')],
  ['4-AD', ...same('Must be the same suit')],
  ['1-AC', ...same(null)],
  ['5-AC', ...same('This foundation takes the 9 of clubs next')],
  ['1-KC', ...same('This foundation takes the Jack of clubs next')],
  ['6-KC', ...same('This foundation takes the Jack of clubs next')],
  ['7-AH', ...same(null)],
  ['7-KH', ...same('This foundation takes the 5 of hearts next')],
  ['6-KS', ...same('Must be the same suit')],
];

function same(reason: string | null): [string | null, string | null, string | null] {
  return [reason, reason, reason];
}

describe('refusals and their order (section 4)', () => {
  for (const [move, ...expected] of REFUSALS) {
    test.each(RULE_SET_IDS.map((rules, i) => [rules, expected[i] ?? null] as const))(
      `${move} under %s: %s`,
      (rules, reason) => {
        const position = table(rules);
        const before = formatPosition(position);
        expect(reasonOf(position, move)).toBe(reason);
        const result = play(position, mv(move));
        expect(result.ok).toBe(reason === null);
        if (!result.ok) expect(result.error.reason).toBe(reason);
        expect(formatPosition(position)).toBe(before);
      },
    );
  }

  test('each refusal carries its stable code', () => {
    const position = table('classic');
    const codes = ['1-1', '3-1', 'AS-1', 'AH-7', '1-3', '4-1', '5-1', '1-6', 'KD-AD', '5-AC'].map(
      (m) => checkMove(position, mv(m))?.code,
    );
    expect(codes).toEqual([
      'SAME_PLACE',
      'EMPTY_SOURCE',
      'BASE_LOCKED',
      'NO_GIVE_BACK',
      'EMPTY_PILE',
      'WRONG_SUIT',
      'WRONG_RANK',
      'PILE_FULL',
      'FOUNDATION_FULL',
      'FOUNDATION_NEEDS',
    ]);
    expect(checkMove(table('casual'), mv('AH-KH'))?.code).toBe('NO_TRADE');
  });

  test('legalMoves agrees with the refusal table', () => {
    for (const [i, rules] of RULE_SET_IDS.entries()) {
      const legal = new Set(movesText(legalMoves(table(rules))));
      for (const [move, ...expected] of REFUSALS) {
        if (expected[i] === null) expect(legal.has(move), `${move} under ${rules}`).toBe(true);
        else expect(legal.has(move), `${move} under ${rules}`).toBe(false);
      }
    }
  });
});

describe('redeal refusals', () => {
  test('none left: classic and strict say redeals, casual says shuffles', () => {
    expect(checkMove(table('classic', 0), REDEAL)?.reason).toBe('No redeals left');
    expect(checkMove(table('casual', 0), REDEAL)?.reason).toBe('No shuffles left');
    // Strict checks the allowance first, though cards can move here too.
    expect(checkMove(table('strict', 0), REDEAL)?.reason).toBe('No redeals left');
    expect(checkMove(table('strict', 0), REDEAL)?.code).toBe('NO_REDEALS');
  });

  test('classic and casual redeal while cards can still move', () => {
    expect(checkMove(table('classic'), REDEAL)).toBeNull();
    expect(checkMove(table('casual'), REDEAL)).toBeNull();
  });

  const strictRefusal = 'You may redeal only when no card can move and no trade can free one';

  test('strict refuses a redeal while a pile card can move onto a pile', () => {
    const position = layout({ rules: 'strict', piles: { 1: '4D9C', 2: 'TC', 3: 'QH5H' } });
    expect(checkMove(position, REDEAL)?.reason).toBe(strictRefusal);
    expect(checkMove(position, REDEAL)?.code).toBe('REDEAL_NOT_BLOCKED');
  });

  test('strict refuses a redeal while a pile card can move onto a foundation', () => {
    const position = layout({ rules: 'strict', foundations: '.....J..', piles: { 1: '4D9C', 2: 'TH' } });
    expect(reasonOf(position, '2-KH')).toBeNull();
    expect(checkMove(position, REDEAL)?.reason).toBe(strictRefusal);
  });

  test('strict allows a redeal when nothing can move', () => {
    const position = layout({ rules: 'strict', piles: { 1: '4D9C', 2: 'QH5H' } });
    expect(legalMoves(position).filter((m) => m.kind === 'card')).toEqual([]);
    expect(checkMove(position, REDEAL)).toBeNull();
  });

  // Spades meet (AS 5, KS 6): one copy of each spade is home, the other thirteen are buried in piles 1 and 2.
  const buried = { 1: 'AS2S3S4S5S6S7H', 2: '7S8S9STSJSQSKS4H' };

  test('strict refuses a redeal while a useful trade exists, and allows it when trading is for its own sake', () => {
    const useless = layout({ rules: 'strict', foundations: '5...6...', piles: buried });
    expect(movesText(legalMoves(useless))).toEqual(['AS-KS', 'KS-AS', 'R']);
    expect(checkMove(useless, REDEAL)).toBeNull();
    const useful = layout({
      rules: 'strict',
      foundations: '5...6...',
      piles: { 1: '7H6S5S4S3S2SAS', 2: '7S8S9STSJSQSKS4H' },
    });
    expect(movesText(legalMoves(useful))).toEqual(['AS-KS', 'KS-AS']);
    expect(checkMove(useful, REDEAL)?.reason).toBe(strictRefusal);
  });
});

describe('foundation trading (classic, strict)', () => {
  test.each(['classic', 'strict'] as const)('%s: trades only when they continue the other foundation', (rules) => {
    const apart = layout({ rules, foundations: '5...9...', piles: { 1: 'QD' } });
    expect(reasonOf(apart, 'AS-KS')).toBe('This foundation takes the 8 of spades next');
    expect(reasonOf(apart, 'KS-AS')).toBe('This foundation takes the 6 of spades next');
    const meeting = layout({ rules, foundations: '5...6...', piles: { 1: 'AS2S3S4S5S6S7H', 2: '7S8S9STSJSQSKS4H' } });
    const down = play(meeting, mv('AS-KS'));
    if (!down.ok) throw new Error(down.error.reason);
    expect([down.value.foundations[0], down.value.foundations[4]]).toEqual([4, 5]);
    const up = play(meeting, mv('KS-AS'));
    if (!up.ok) throw new Error(up.error.reason);
    expect(up.value.foundations[0]).toBe(6);
    expect(up.value.foundations[4]).toBe(7);
  });

  test('casual never trades, even between meeting foundations', () => {
    const meeting = layout({
      rules: 'casual',
      foundations: '5...6...',
      piles: { 1: 'AS2S3S4S5S6S7H', 2: '7S8S9STSJSQSKS4H' },
    });
    expect(reasonOf(meeting, 'AS-KS')).toBe(NO_TRADE);
    expect(movesText(legalMoves(meeting)).filter((m) => m.includes('S-'))).toEqual([]);
  });

  test('casual gives back onto a pile that accepts the card, and the card plays on as a pile card', () => {
    const position = layout({ rules: 'casual', foundations: '7.......', piles: { 1: '8S', 2: '6S' } });
    const back = play(position, mv('AS-1'));
    if (!back.ok) throw new Error(back.error.reason);
    expect(pileText(back.value, 1)).toBe('8S7S');
    expect(back.value.foundations[0]).toBe(6);
    expect(reasonOf(back.value, '1-2')).toBeNull();
    expect(reasonOf(back.value, '1-AS')).toBeNull();
  });
});

describe('the order of legalMoves', () => {
  test.each(['classic', 'strict'] as const)(
    '%s: trades of two suits list by source, like every other kind',
    (rules) => {
      // Spades meet (AS 5, KS 6) and hearts meet (AH 7, KH 8); the other copies lie buried under quiet tops.
      const position = layout({
        rules,
        redeals: 0,
        foundations: '57..68..',
        piles: { 1: 'AS2S3S4S5S6S7D', 2: '7S8S9STSJSQSKS4D', 3: 'AH2H3H4H5H6H7H5C', 4: '8H9HTHJHQHKH9C' },
      });
      expect(movesText(legalMoves(position))).toEqual(['AS-KS', 'AH-KH', 'KS-AS', 'KH-AH']);
      expect(movesText(legalMoves(position))).toEqual(movesText(slowLegalMoves(position)));
    },
  );
});
