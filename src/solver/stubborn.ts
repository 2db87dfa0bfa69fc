// Stubborn sets: of a position's moves, a closed subset that reaches every position where no move is left.

import { baseRank, FOUNDATION_COUNT, foundationNeeds, PILE_COUNT, pileRankAbove, pileRankBelow } from '../engine/index';
import { isRedeal, PILE_STRIDE } from './packed-moves';
import type { PackedState } from './state';

/*
 * The argument. Call a pile, or the two foundations of one suit taken together, a *place*; every move the
 * search tries (a card move, a macro move onto a meeting suit, a give-back) touches two places. Where no
 * redeal can come before a position with no move at all (no redeal left, or strict, whose redeal needs one),
 * the positions that matter are those *dead ends*: the won position is one (nothing lies in the piles),
 * strict's redeal points are the others, and the search needs each dead end it could reach, nothing more.
 *
 * A set P of places is *closed* when
 *   (a) every move possible now that touches P has both its places in P, and
 *   (b) no sequence of moves that touch no place of P can make possible a move that touches P.
 * Moves outside P change no place of P, so those inside, all within P by (a), stay possible through any
 * such sequence and commute with it (they touch other places: the same tops, lengths and foundations).
 * By (b) no move of P that is not possible now becomes so. These are the two conditions of a stubborn set
 * (Valmari), and a search that from every position tries only the moves of such a set, when there is a
 * move at all, still reaches every dead end the whole game reaches: given a path to a dead end, its first
 * move inside P can be played first (it commutes with the moves before it), and some move inside P must
 * come on the path, since a move of P is possible and none of the moves outside P disables it.
 *
 * (b) is made sure of card by card. Moves outside P only shuffle the cards of piles outside P (and, under
 * give-back, bring cards down from foundations outside P) among those places, so any such card may come
 * to lie on top of a pile outside P. Hence P must hold: every pile outside P with a card that fits onto a
 * top of P's piles or that such a top fits onto (one relation: same suit, ranks one apart, wrapping); the
 * foundations of every suit a top of P's piles belongs to; and for every suit's foundations in P, every
 * pile outside P with a card they take now (any card of the suit once they meet under trades) or, under
 * give-back, a card that one of their tops fits onto. Foundations outside P change only by cards from
 * outside P, and the suit of any top in P has its foundations in P, so nothing else can link P to outside.
 * A redeal among the moves (a strict dead end with redeals left, or any rules with redeals left) leaves the
 * moves as they are: a redeal touches every pile. Beside forced home plays (moves-gen.ts), which keep one
 * move where a win stays as short or shorter, the dead ends are no longer all reached, but the win still is:
 * the commuted path is a shorter win from a position searched (docs/WINNABILITY.md, reduction 8).
 */

/** Place bits: piles 0-15, then the foundations of suit s at bit 16 + s. */
const GROUP = 16;
const ALL_PLACES = (1 << (PILE_COUNT + 4)) - 1;

/** Reused per call: the card identities each pile holds (suits 0-1 in the low word, 2-3 in the high word). */
const holdsLow = new Int32Array(PILE_COUNT);
const holdsHigh = new Int32Array(PILE_COUNT);
/** Each move's two places as a mask, for the moves being filtered. */
let movePlaces = new Int32Array(512);

/** Whether stubborn sets apply: no redeal can come before the position has no move left. */
export function deadEndsOnly(state: PackedState): boolean {
  return state.redeals === 0 || state.redealBlocked;
}

/**
 * With this many cards in piles or more, the sets are not looked for: nearly every card then links to a pile
 * of every set, so they seldom cut anything (docs/WINNABILITY.md, reduction 8).
 */
const MOST_CARDS = 80;

/** Bit of card identity `card` (suit << 4 | rank) in its word: rank + 16 for the second suit of a word. */
function cardBit(card: number): number {
  return 1 << ((card & 15) + ((card & 16) === 0 ? 0 : 16));
}

/** The place of an engine place number: a pile, or the foundations of a suit. */
function placeOf(place: number): number {
  return place < PILE_COUNT ? place : GROUP + ((place - PILE_COUNT) & 3);
}

/**
 * Keeps only the moves of the smallest closed set among `out[at..at+n)` (in place) and returns how many
 * remain. Leaves the moves as they are where the argument above does not apply.
 */
export function stubbornMoves(state: PackedState, out: Int32Array, at: number, n: number): number {
  if (n <= 1 || state.inPiles >= MOST_CARDS || !deadEndsOnly(state)) return n;
  if (movePlaces.length < n) movePlaces = new Int32Array(2 * n);
  for (let i = 0; i < n; i++) {
    const move = out[at + i] as number;
    if (isRedeal(move)) return n;
    movePlaces[i] = (1 << placeOf((move >> 5) & 31)) | (1 << placeOf(move & 31));
  }
  for (let p = 0; p < PILE_COUNT; p++) {
    let low = 0;
    let high = 0;
    const base = p * PILE_STRIDE;
    const len = state.lengths[p] as number;
    for (let i = 0; i < len; i++) {
      const card = state.cards[base + i] as number;
      if (card < 32) low |= cardBit(card);
      else high |= cardBit(card);
    }
    holdsLow[p] = low;
    holdsHigh[p] = high;
  }
  let best = ALL_PLACES;
  let bestCount = n;
  let tried = 0;
  for (let i = 0; i < n && bestCount > 1; i++) {
    const seed = movePlaces[i] as number;
    if ((tried & seed) === seed) continue;
    tried |= seed;
    const closed = closure(state, seed, n, bestCount);
    if (closed === ALL_PLACES) continue;
    let count = 0;
    for (let j = 0; j < n; j++) if (((movePlaces[j] as number) & closed) !== 0) count++;
    if (count < bestCount) {
      best = closed;
      bestCount = count;
    }
  }
  if (bestCount === n) return n;
  let kept = 0;
  for (let i = 0; i < n; i++) {
    if (((movePlaces[i] as number) & best) !== 0) out[at + kept++] = out[at + i] as number;
  }
  return kept;
}

/** The cards that interact with `card` on piles (same suit, ranks one apart, wrapping), added to `masks`. */
function addNeighbours(card: number, masks: Int32Array): void {
  const s = card >> 4;
  const r = card & 15;
  const word = s >> 1;
  masks[word] = (masks[word] as number) | cardBit((s << 4) | pileRankBelow(r)) | cardBit((s << 4) | pileRankAbove(r));
}

/** Reused per closure: the cards that would link a place of the set to a pile outside it, per word. */
const links = new Int32Array(2);

/** The closed set grown from the places in `seed`, or ALL_PLACES once it has as many moves as `stopAt`. */
function closure(state: PackedState, seed: number, n: number, stopAt: number): number {
  let set = seed;
  for (;;) {
    const before = set;
    // (a): every possible move touching the set has its other place in it too.
    let count = 0;
    for (let j = 0; j < n; j++) {
      const places = movePlaces[j] as number;
      if ((places & set) !== 0) {
        set |= places;
        count++;
      }
    }
    if (count >= stopAt) return ALL_PLACES;
    // (b): the suits of the set's pile tops bring their foundations; every linking card brings its pile.
    links[0] = 0;
    links[1] = 0;
    for (let p = 0; p < PILE_COUNT; p++) {
      if (((set >> p) & 1) === 0) continue;
      const top = state.top(p);
      if (top < 0) continue;
      set |= 1 << (GROUP + (top >> 4));
      addNeighbours(top, links);
    }
    for (let s = 0; s < 4; s++) {
      if (((set >> (GROUP + s)) & 1) === 0) continue;
      addFoundationLinks(state, s, links);
    }
    for (let q = 0; q < PILE_COUNT; q++) {
      if ((set >> q) & 1) continue;
      if (
        ((holdsLow[q] as number) & (links[0] as number)) !== 0 ||
        ((holdsHigh[q] as number) & (links[1] as number)) !== 0
      ) {
        set |= 1 << q;
      }
    }
    if (set === before) return set;
    if (set === ALL_PLACES) return set;
  }
}

/** The pile cards that suit s's foundations could take now, or whose tops could be given back onto. */
function addFoundationLinks(state: PackedState, s: number, masks: Int32Array): void {
  const word = s >> 1;
  if (state.trades && state.meets(s)) {
    // Under trades a meeting suit takes any of its cards (the macro move): every card of the suit links.
    masks[word] = (masks[word] as number) | (((s & 1) === 0 ? 0x3ffe : 0x3ffe << 16) as number);
    return;
  }
  for (let f = s; f < FOUNDATION_COUNT; f += 4) {
    const top = state.foundations[f] as number;
    const needs = foundationNeeds(f, top);
    if (needs !== 0) masks[word] = (masks[word] as number) | cardBit((s << 4) | needs);
    if (state.giveBack && top !== baseRank(f)) addNeighbours((s << 4) | top, masks);
  }
}
