// A packed state's exact key: its whole content as a few bytes, with no hash, and the state read back from it.

import { FOUNDATION_COUNT, PILE_COUNT } from '../engine/index';
import { PILE_STRIDE } from './packed-moves';
import type { PackedState } from './state';

/** The longest key: the redeals, eight foundation tops, 16 pile lengths and 104 cards. */
export const MAX_KEY_BYTES = 1 + FOUNDATION_COUNT + PILE_COUNT + 13 * 8;

/**
 * The key holds the redeals left, the eight foundation tops and every non-empty pile (its length, then its
 * cards from the bottom), the piles in sorted order. Two states share a key exactly when they differ only in
 * the order of their piles or, under trades, in the boundary between two meeting foundations. Both are one
 * game: no rule reads which pile is which (any pile top may go onto any pile, and a redeal turns every pile
 * alike), and while a suit's foundations meet, trades move the boundary both ways, so the two positions
 * reach each other (the solver's hash merges the same, moves-gen.ts). A meeting pair is written with the Ace
 * foundation at its base.
 *
 * Writes the state's key into `out` and returns its length.
 */
export function writeKey(state: PackedState, out: Uint8Array): number {
  const order = ORDER;
  let piles = 0;
  for (let p = 0; p < PILE_COUNT; p++) if ((state.lengths[p] as number) > 0) order[piles++] = p;
  // Insertion sort of at most 16 piles by (length, cards from the bottom): the order of their texts.
  for (let i = 1; i < piles; i++) {
    const p = order[i] as number;
    let j = i - 1;
    while (j >= 0 && comparePiles(state, order[j] as number, p) > 0) {
      order[j + 1] = order[j] as number;
      j--;
    }
    order[j + 1] = p;
  }
  let n = 0;
  out[n++] = state.redeals;
  for (let s = 0; s < 4; s++) {
    const ace = state.foundations[s] as number;
    const king = state.foundations[s + 4] as number;
    const meets = state.trades && king === ace + 1;
    out[n++] = meets ? 1 : ace;
    out[n++] = meets ? 2 : king;
  }
  for (let i = 0; i < piles; i++) {
    const p = order[i] as number;
    const len = state.lengths[p] as number;
    out[n++] = len;
    for (let j = p * PILE_STRIDE, end = j + len; j < end; j++) out[n++] = state.cards[j] as number;
  }
  return n;
}

/** Reused per call: the non-empty piles in key order. */
const ORDER = new Int32Array(PILE_COUNT);

/** Orders two piles as their texts in a key order: by length, then card by card from the bottom. */
function comparePiles(state: PackedState, a: number, b: number): number {
  const lengthA = state.lengths[a] as number;
  const lengthB = state.lengths[b] as number;
  if (lengthA !== lengthB) return lengthA - lengthB;
  for (let i = 0; i < lengthA; i++) {
    const d = (state.cards[a * PILE_STRIDE + i] as number) - (state.cards[b * PILE_STRIDE + i] as number);
    if (d !== 0) return d;
  }
  return 0;
}

/** Replaces `state` with the one the key `bytes[at..at + n)` was made from (its piles in the key's order, the empty ones last). */
export function loadKeyBytes(state: PackedState, bytes: Uint8Array, at: number, n: number): void {
  state.redeals = bytes[at] as number;
  for (let s = 0; s < 4; s++) {
    state.foundations[s] = bytes[at + 1 + 2 * s] as number;
    state.foundations[s + 4] = bytes[at + 2 + 2 * s] as number;
  }
  let i = at + 1 + FOUNDATION_COUNT;
  const end = at + n;
  for (let p = 0; p < PILE_COUNT; p++) {
    const len = i < end ? (bytes[i++] as number) : 0;
    state.lengths[p] = len;
    const base = p * PILE_STRIDE;
    for (let j = 0; j < len; j++) state.cards[base + j] = bytes[i++] as number;
  }
  state.reindex();
}
