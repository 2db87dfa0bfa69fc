// The game's vocabulary: suits, ranks, cards and their notation (RULES.md section 8).

export const SUITS = ['S', 'H', 'D', 'C'] as const;
export type Suit = (typeof SUITS)[number];

export const RANK_CHARS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K'] as const;
export type RankChar = (typeof RANK_CHARS)[number];

/** A rank as a number: Ace = 1 ... King = 13. */
export type Rank = number;
export const ACE = 1;
export const KING = 13;

export const SUIT_NAMES: Record<Suit, string> = { S: 'spades', H: 'hearts', D: 'diamonds', C: 'clubs' };
export const SUIT_SYMBOLS: Record<Suit, string> = { S: '♠', H: '♥', D: '♦', C: '♣' };
const RANK_NAMES = ['', 'Ace', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'Jack', 'Queen', 'King'];
const RANK_SHORT = ['', 'A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];

/**
 * A card packed in one small integer: bits 0-3 the rank (1-13), bits 4-5 the suit index,
 * bit 6 set when the card lies face down. Packing keeps positions cheap to copy and compare.
 */
export type Card = number;
export const FACE_DOWN = 0x40;

export function makeCard(suitIndex: number, rank: Rank, faceDown = false): Card {
  return (suitIndex << 4) | rank | (faceDown ? FACE_DOWN : 0);
}
export function rankOf(card: Card): Rank {
  return card & 15;
}
export function suitIndexOf(card: Card): number {
  return (card >> 4) & 3;
}
export function suitOf(card: Card): Suit {
  return SUITS[suitIndexOf(card)] as Suit;
}
export function isFaceDown(card: Card): boolean {
  return (card & FACE_DOWN) !== 0;
}
export function faceUp(card: Card): Card {
  return card & ~FACE_DOWN;
}
/** The card's identity (suit and rank) without its face-down flag: 0..63, used as an index. */
export function identityOf(card: Card): number {
  return card & 0x3f;
}

export function rankChar(rank: Rank): RankChar {
  return RANK_CHARS[rank - 1] as RankChar;
}
export function parseRankChar(ch: string): Rank | undefined {
  const i = (RANK_CHARS as readonly string[]).indexOf(ch);
  return i < 0 ? undefined : i + 1;
}

/** `TD`; a face-down card in lower case, `td`. */
export function formatCard(card: Card): string {
  const text = rankChar(rankOf(card)) + suitOf(card);
  return isFaceDown(card) ? text.toLowerCase() : text;
}

/** Parses `TD` (face up) or `td` (face down); mixed case is not a card. */
export function parseCard(text: string): Card | undefined {
  // ASCII only: case folding would also turn the long s (U+017F) into S.
  if (text.length !== 2 || !/^[\x21-\x7e]{2}$/.test(text)) return undefined;
  const upper = text.toUpperCase();
  const faceDown = text === text.toLowerCase() && text !== upper;
  if (!faceDown && text !== upper) return undefined;
  const rank = parseRankChar(upper[0] as string);
  const suitIndex = (SUITS as readonly string[]).indexOf(upper[1] as string);
  if (rank === undefined || suitIndex < 0) return undefined;
  return makeCard(suitIndex, rank, faceDown);
}

/** "9 of clubs", "Queen of hearts": for labels and screen readers. */
export function cardName(card: Card): string {
  return `${RANK_NAMES[rankOf(card)]} of ${SUIT_NAMES[suitOf(card)]}`;
}
/** "9♣", "10♦": for short texts. */
export function cardSymbol(card: Card): string {
  return RANK_SHORT[rankOf(card)] + SUIT_SYMBOLS[suitOf(card)];
}

/**
 * Whether two cards may lie on each other in a pile: same suit, ranks one apart, Ace and King adjacent.
 * Face-down flags count as a different suit, so callers pass face-up cards or bare identities.
 */
export function fitsOnPile(card: Card, onto: Card): boolean {
  if (((card ^ onto) & 0x30) !== 0) return false;
  const d = rankOf(card) - rankOf(onto);
  return d === 1 || d === -1 || d === 12 || d === -12;
}
/** The rank one below on a pile, where ranks wrap: below an Ace lies a King. */
export function pileRankBelow(rank: Rank): Rank {
  return rank === ACE ? KING : rank - 1;
}
/** The rank one above on a pile, where ranks wrap: above a King lies an Ace. */
export function pileRankAbove(rank: Rank): Rank {
  return rank === KING ? ACE : rank + 1;
}
