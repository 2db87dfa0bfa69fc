// Dealing version 1 and game codes (RULES.md section 8): SplitMix64, Fisher-Yates, `CR1-<rules>-<deal>`.

import { ACE, type Card, FACE_DOWN, KING, makeCard } from './cards';
import { failure, type Parsed, type Position, parsed } from './position';
import type { GameOptions } from './rules';
import { FACEDOWN, redealAllowance, variantByLetter, variantOf } from './variants';

const MASK64 = (1n << 64n) - 1n;
export const DEAL_LETTERS = 7;
/** 26^7: deal numbers run from 0 to DEAL_COUNT - 1. */
export const DEAL_COUNT = 26 ** DEAL_LETTERS;

/** SplitMix64 with its state set to the seed; each call returns the next 64-bit draw. */
export function splitMix64(seed: bigint): () => bigint {
  let state = seed & MASK64;
  return () => {
    state = (state + 0x9e3779b97f4a7c15n) & MASK64;
    let z = state;
    z = ((z ^ (z >> 30n)) * 0xbf58476d1ce4e5b9n) & MASK64;
    z = ((z ^ (z >> 27n)) * 0x94d049bb133111ebn) & MASK64;
    return z ^ (z >> 31n);
  };
}

/** The 96 cards in canonical order: deck 1 without its Aces and Kings, then deck 2. */
export function canonicalCards(): Card[] {
  const cards: Card[] = [];
  for (let deck = 1; deck <= 2; deck++) {
    for (let s = 0; s < 4; s++) {
      for (let r = ACE; r <= KING; r++) {
        if (deck === 1 && (r === ACE || r === KING)) continue;
        cards.push(makeCard(s, r));
      }
    }
  }
  return cards;
}

export function isDealNumber(n: number): boolean {
  return Number.isInteger(n) && n >= 0 && n < DEAL_COUNT;
}

/** The 16 piles of deal n, dealing version 1. */
export function dealPiles(n: number): Card[][] {
  if (!isDealNumber(n)) throw new RangeError(`Deal numbers run from 0 to ${DEAL_COUNT - 1}, not ${n}.`);
  const cards = canonicalCards();
  const next = splitMix64(BigInt(n));
  for (let i = cards.length - 1; i >= 1; i--) {
    const j = Number(next() % BigInt(i + 1));
    const t = cards[i] as Card;
    cards[i] = cards[j] as Card;
    cards[j] = t;
  }
  const piles: Card[][] = [];
  for (let p = 0; p < 16; p++) piles.push(cards.slice(6 * p, 6 * p + 6));
  return piles;
}

/** The starting position of deal n under the given options. */
export function dealPosition(n: number, options: GameOptions): Position {
  const piles = dealPiles(n).map((pile) =>
    options.facedown ? pile.map((card, i) => (i === pile.length - 1 ? card : card | FACE_DOWN)) : pile,
  );
  return {
    rules: options.rules,
    facedown: options.facedown === true,
    redeals: redealAllowance(options),
    foundations: [1, 1, 1, 1, KING, KING, KING, KING],
    piles,
  };
}

export interface GameCode {
  readonly options: GameOptions;
  readonly deal: number;
}

/** The letter (with `D` for face-down) that names these options in a game code. */
export function rulesLetter(options: GameOptions): string {
  const letter = variantOf(options).letter;
  return options.facedown ? `${letter}${FACEDOWN.letter}` : letter;
}

/** Why a rules letter was refused. */
export type RulesLetterCode = 'UNKNOWN_RULES_LETTER';
/** Why a game code was refused. */
export type GameCodeCode = 'NOT_TEXT' | 'NOT_A_GAME_CODE' | RulesLetterCode | 'BAD_DEAL_LETTERS';

/** Parses a rules letter such as `N`, `HD` (case-insensitive). */
export function parseRulesLetter(text: string): Parsed<GameOptions, RulesLetterCode> {
  const upper = text.trim().toUpperCase();
  const variant = variantByLetter(upper.slice(0, 1));
  const rest = upper.slice(1);
  if (variant === undefined || (rest !== '' && rest !== FACEDOWN.letter)) {
    return failure(
      'UNKNOWN_RULES_LETTER',
      `"${text}" is not a rules letter: use N (classic), F (classic Four), E, M or H (casual Easy, Medium, Hard) or S (strict), with D after it for face-down dealing.`,
    );
  }
  return parsed(rest === FACEDOWN.letter ? { ...variant.options, facedown: true } : variant.options);
}

export function formatDealNumber(n: number): string {
  if (!isDealNumber(n)) throw new RangeError(`Deal numbers run from 0 to ${DEAL_COUNT - 1}, not ${n}.`);
  let text = '';
  let rest = n;
  for (let i = 0; i < DEAL_LETTERS; i++) {
    text = String.fromCharCode(65 + (rest % 26)) + text;
    rest = Math.floor(rest / 26);
  }
  return text;
}

export function formatGameCode(code: GameCode): string {
  return `CR1-${rulesLetter(code.options)}-${formatDealNumber(code.deal)}`;
}

/** Parses `CR1-N-AAAAAAB`: case-insensitive, surrounding spaces ignored. */
export function parseGameCode(input: string): Parsed<GameCode, GameCodeCode> {
  if (typeof input !== 'string') return failure('NOT_TEXT', 'A game code must be text.');
  const trimmed = input.trim();
  // Case folds only over printable ASCII without spaces: other scripts have letters whose upper case is A-Z
  // (the dotless i becomes I), and a space inside a code is junk, not a separator.
  const text = /^[\x21-\x7e]*$/.test(trimmed) ? trimmed.toUpperCase() : '';
  const parts = text.split('-');
  if (parts.length !== 3 || parts[0] !== 'CR1') {
    return failure('NOT_A_GAME_CODE', `"${trimmed}" is not a game code: a code looks like CR1-N-AAAAAAB.`);
  }
  const options = parseRulesLetter(parts[1] as string);
  if (!options.ok) return options;
  const dealText = parts[2] as string;
  if (!/^[A-Z]{7}$/.test(dealText)) {
    return failure('BAD_DEAL_LETTERS', `The deal part of a game code is 7 letters A to Z, not "${dealText}".`);
  }
  let deal = 0;
  for (const ch of dealText) deal = deal * 26 + (ch.charCodeAt(0) - 65);
  return parsed({ options: options.value, deal });
}
