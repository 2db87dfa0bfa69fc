// The variants table against RULES.md, row by row, and the switches read from it.

import { describe, expect, test } from 'vitest';
import {
  bookPicks,
  choiceOfOptions,
  DEFAULT_VARIANT_CHOICE,
  describeOptions,
  type GameOptions,
  maxRedeals,
  optionsOfChoice,
  parseRulesLetter,
  RULE_SET_IDS,
  redealAllowance,
  rulesLetter,
  VARIANTS,
  variantByLetter,
  variantOf,
  variantsOf,
} from '../../src/engine/index';

describe('the table', () => {
  test('holds the six variants of RULES.md sections 3 and 8, in code-letter order', () => {
    // Stated literally so a wrong row fails here: the letters, options and allowances are RULES.md's, the
    // labels are what the header shows, and the statistics keys are stored data that must never change.
    expect(VARIANTS.map((v) => [v.letter, v.options, v.label, v.short, v.statsKey, v.redeals])).toEqual([
      ['N', { rules: 'classic' }, 'Classic', 'classic', 'classic', 3],
      ['F', { rules: 'classic', four: true }, 'Classic (Crescent Four)', 'classic Four', 'classic-four', 4],
      ['E', { rules: 'casual', difficulty: 'easy' }, 'Casual Easy', 'casual Easy', 'casual-easy', 9],
      ['M', { rules: 'casual', difficulty: 'medium' }, 'Casual Medium', 'casual Medium', 'casual-medium', 6],
      ['H', { rules: 'casual', difficulty: 'hard' }, 'Casual Hard', 'casual Hard', 'casual-hard', 3],
      ['S', { rules: 'strict' }, 'Strict', 'strict', 'strict', 3],
    ]);
  });

  test('gives every rule book a variant, and no two rows a letter, label or key', () => {
    for (const id of RULE_SET_IDS) expect(variantsOf(id).length, id).toBeGreaterThan(0);
    for (const field of ['letter', 'label', 'short', 'statsKey'] as const) {
      expect(new Set(VARIANTS.map((v) => v[field])).size, field).toBe(VARIANTS.length);
    }
  });
});

describe('finding a variant from options', () => {
  test('each row is found from its own options, face-down or not', () => {
    for (const v of VARIANTS) {
      expect(variantOf(v.options)).toBe(v);
      expect(variantOf({ ...v.options, facedown: true })).toBe(v);
    }
  });

  test('options a rule book does not have are ignored, and casual without a difficulty is Medium', () => {
    expect(variantOf({ rules: 'classic', difficulty: 'hard' }).letter).toBe('N');
    expect(variantOf({ rules: 'classic', four: false }).letter).toBe('N');
    expect(variantOf({ rules: 'casual', four: true }).letter).toBe('M');
    expect(variantOf({ rules: 'casual', four: true, difficulty: 'easy' }).letter).toBe('E');
    expect(variantOf({ rules: 'strict', four: true, difficulty: 'easy' }).letter).toBe('S');
  });

  test('a letter names its row; anything else names none', () => {
    for (const v of VARIANTS) expect(variantByLetter(v.letter)).toBe(v);
    for (const text of ['', 'D', 'X', 'n', 'NN']) expect(variantByLetter(text)).toBeUndefined();
  });
});

describe('the switches read from the table', () => {
  test('letters, labels and allowances, with face-down added', () => {
    expect(rulesLetter({ rules: 'casual', difficulty: 'hard', facedown: true })).toBe('HD');
    expect(rulesLetter({ rules: 'classic', four: true })).toBe('F');
    expect(describeOptions({ rules: 'classic', four: true, facedown: true })).toBe(
      'Classic (Crescent Four), face-down',
    );
    expect(describeOptions({ rules: 'casual' })).toBe('Casual Medium');
    expect(redealAllowance({ rules: 'casual', difficulty: 'easy', facedown: true })).toBe(9);
    expect(redealAllowance({ rules: 'classic' })).toBe(3);
  });

  test("a rule book's picks are the options its variants differ in", () => {
    expect(RULE_SET_IDS.map((id) => [id, bookPicks(id)])).toEqual([
      ['classic', ['four']],
      ['casual', ['difficulty']],
      ['strict', []],
    ]);
  });

  test('the most redeals a rule book can have left is its largest allowance', () => {
    expect(RULE_SET_IDS.map((id) => [id, maxRedeals(id)])).toEqual([
      ['classic', 4],
      ['casual', 9],
      ['strict', 3],
    ]);
  });

  test('every letter reads back as its row, and the refusal of a bad letter names each one', () => {
    for (const v of VARIANTS) {
      const plain = parseRulesLetter(v.letter.toLowerCase());
      expect(plain.ok && plain.value).toEqual(v.options);
      const facedown = parseRulesLetter(`${v.letter}D`);
      expect(facedown.ok && facedown.value).toEqual({ ...v.options, facedown: true });
    }
    const bad = parseRulesLetter('X');
    expect(bad.ok).toBe(false);
    if (!bad.ok) for (const v of VARIANTS) expect(bad.error.reason).toMatch(new RegExp(`\\b${v.letter}\\b`));
  });
});

describe('the rules a player picks', () => {
  test('deal only the options the chosen rule book has', () => {
    const all = { ...DEFAULT_VARIANT_CHOICE, four: true, difficulty: 'hard' as const, facedown: true };
    expect(optionsOfChoice({ ...all, rules: 'classic' })).toEqual({ rules: 'classic', four: true, facedown: true });
    expect(optionsOfChoice({ ...all, rules: 'casual' })).toEqual({
      rules: 'casual',
      difficulty: 'hard',
      facedown: true,
    });
    expect(optionsOfChoice({ ...all, rules: 'strict', facedown: false })).toEqual({ rules: 'strict' });
    expect(optionsOfChoice(DEFAULT_VARIANT_CHOICE)).toEqual({ rules: 'classic' });
  });

  test('come back from the options they deal', () => {
    const options: GameOptions[] = VARIANTS.flatMap((v) => [v.options, { ...v.options, facedown: true }]);
    for (const o of options) expect(optionsOfChoice(choiceOfOptions(o))).toEqual(o);
    expect(choiceOfOptions({ rules: 'strict' })).toEqual({
      rules: 'strict',
      four: false,
      difficulty: 'medium',
      facedown: false,
    });
  });
});
