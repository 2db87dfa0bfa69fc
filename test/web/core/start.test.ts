// Starting a game: ?code= and ?position= links, bad values, and the New game dialog's answers.

import { describe, expect, it } from 'vitest';
import { dealPosition, formatPosition, gameCode } from '../../../src/engine/index';
import {
  choiceFromOptions,
  choiceOptions,
  DEFAULT_CHOICE,
  gameFromChoice,
  startFromUrl,
} from '../../../src/web/core/start';
import { STUCK } from '../fixtures';

const half = () => 0.5;

describe('startFromUrl', () => {
  it('opens the deal of a ?code= link, case-insensitively', () => {
    const start = startFromUrl('?code=cr1-sd-aaaaaab', { rules: 'classic' }, half);
    expect(start.problem).toBeNull();
    expect(gameCode(start.game)).toBe('CR1-SD-AAAAAAB');
  });

  it('opens a ?position= link, with + written as + or as a space', () => {
    const text = formatPosition(STUCK);
    const encoded = startFromUrl(`?position=${encodeURIComponent(text)}`, { rules: 'classic' }, half);
    expect(encoded.problem).toBeNull();
    expect(formatPosition(encoded.game.position)).toBe(text);
    expect(gameCode(encoded.game)).toBeNull();
    // Typed by hand: every space written as +, and the + of +facedown left as it is.
    const facedown = formatPosition(dealPosition(5, { rules: 'casual', facedown: true }));
    const plussed = startFromUrl(`?position=${facedown.replaceAll(' ', '+')}`, { rules: 'classic' }, half);
    expect(plussed.problem).toBeNull();
    expect(formatPosition(plussed.game.position)).toBe(facedown);
  });

  it('deals a fresh game and says what was wrong with a bad code or position', () => {
    const badCode = startFromUrl('?code=CR1-X-AAAAAAB', { rules: 'classic' }, half);
    expect(badCode.problem).toMatch(/^The game code in the link could not be opened: .+ A new game was dealt\.$/);
    expect(gameCode(badCode.game)).toMatch(/^CR1-N-[A-Z]{7}$/);
    const badPosition = startFromUrl('?position=classic%203', { rules: 'strict' }, half);
    expect(badPosition.problem).toMatch(/^The position in the link could not be opened: A position has 4 fields/);
    expect(badPosition.game.options.rules).toBe('strict');
  });

  it('deals a random game when the link names none', () => {
    const first = startFromUrl('', { rules: 'classic' }, () => 0);
    const last = startFromUrl('', { rules: 'classic' }, () => 0.999999999);
    expect(first.problem).toBeNull();
    expect(gameCode(first.game)).toBe('CR1-N-AAAAAAA');
    expect(gameCode(last.game)).toMatch(/^CR1-N-Z/);
  });
});

describe('the New game dialog', () => {
  it('keeps only the options each rule set has', () => {
    const all = { ...DEFAULT_CHOICE, four: true, difficulty: 'hard' as const, facedown: true };
    expect(choiceOptions({ ...all, rules: 'classic' })).toEqual({ rules: 'classic', four: true, facedown: true });
    expect(choiceOptions({ ...all, rules: 'casual' })).toEqual({ rules: 'casual', difficulty: 'hard', facedown: true });
    expect(choiceOptions({ ...all, rules: 'strict', facedown: false })).toEqual({ rules: 'strict' });
  });

  it('deals a typed code, or refuses it with the engine sentence', () => {
    const typed = gameFromChoice({ ...DEFAULT_CHOICE, code: ' cr1-f-aaaaabc ' }, half);
    expect(typed.ok && gameCode(typed.value)).toBe('CR1-F-AAAAABC');
    const bad = gameFromChoice({ ...DEFAULT_CHOICE, code: 'hello' }, half);
    expect(bad).toEqual({
      ok: false,
      error: { code: 'NOT_A_GAME_CODE', reason: '"hello" is not a game code: a code looks like CR1-N-AAAAAAB.' },
    });
  });

  it('deals a random game under the chosen options, and starts from the current options', () => {
    const random = gameFromChoice({ ...DEFAULT_CHOICE, rules: 'casual', difficulty: 'easy' }, half);
    expect(random.ok && gameCode(random.value)).toMatch(/^CR1-E-[A-Z]{7}$/);
    expect(choiceFromOptions({ rules: 'classic', four: true })).toEqual({ ...DEFAULT_CHOICE, four: true });
  });
});
