// The packed encodings the search works in: a move as one int, and the room each pile has in the card array.

import { PILE_COUNT } from '../engine/index';

/** Room per pile: at most the 96 non-base cards can ever lie in one pile. */
export const PILE_STRIDE = 104;
/** Places as the engine numbers them: piles 0-15, then the foundations. */
export const FIRST_FOUNDATION = PILE_COUNT;
/** A move is an int: card moves are (from << 5) | to with engine places; these flags mark the others. */
export const REDEAL_MOVE = 1023;
/** A pile card onto the meeting foundations of its suit, with whatever trades it takes: `MACRO | (pile << 5) | (16 + suit)`. */
export const MACRO = 1024;
/**
 * A relaxed game's redeal that turns only the piles in `set` (split.ts): REDEAL_MOVE with the set above bit 11.
 * The plain REDEAL_MOVE is the set of every pile (or, for a relaxed game's first redeal, its turning piles).
 */
export function freeRedeal(set: number): number {
  return REDEAL_MOVE | (set << 11);
}
/** Whether a move is a redeal, plain or free. */
export function isRedeal(move: number): boolean {
  return (move & 2047) === REDEAL_MOVE;
}
/** The piles a free redeal turns, or -1 for a plain redeal. */
export function redealSet(move: number): number {
  return move === REDEAL_MOVE ? -1 : move >> 11;
}
/** The most moves one position can have: 16 piles x (15 piles + 2 foundations) + 8 foundations x 16 piles + trades + redeal. */
export const MAX_MOVES = 16 * 17 + 8 * 16 + 8 + 1;

export function isCardMove(move: number): boolean {
  return move < 768;
}
export function moveFrom(move: number): number {
  return (move >> 5) & 31;
}
export function moveTo(move: number): number {
  return move & 31;
}
