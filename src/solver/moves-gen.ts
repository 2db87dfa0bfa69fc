// Move generation over the packed state: exactly the engine's legal moves, or the search's reduced set of them.

import {
  baseRank,
  FOUNDATION_COUNT,
  fitsOnPile,
  foundationNeeds,
  foundationSuitIndex,
  KING,
  PILE_COUNT,
} from '../engine/index';
import { FIRST_FOUNDATION, MACRO, PILE_STRIDE, REDEAL_MOVE } from './packed-moves';
import type { PackedState } from './state';
import { stubbornMoves } from './stubborn';

/** Two of the search's reductions that tests and small games may turn off to compare (both on in the solver). */
export interface Reductions {
  /** Whether the moves are cut to a stubborn set where one applies (stubborn.ts). */
  readonly partialOrder: boolean;
  /** Whether a forced home play is the only move tried where there is one (forcedHomePlay below). */
  readonly forcedPlays: boolean;
}

/** The reductions the solver's searches use: all of them. */
export const ALL_REDUCTIONS: Reductions = { partialOrder: true, forcedPlays: true };

/** Exactly the engine's legal moves (as ints), in no particular order, written at `at`; returns how many. */
export function generateAll(state: PackedState, out: Int32Array, at: number): number {
  return generate(state, out, at, false, ALL_REDUCTIONS);
}

/** The moves the search tries, written at `at`: the legal moves with the reductions argued at `generate`. */
export function generateSearch(
  state: PackedState,
  out: Int32Array,
  at: number,
  reductions: Reductions = ALL_REDUCTIONS,
): number {
  return generate(state, out, at, true, reductions);
}

/**
 * Writes the moves of `state` at `at` and returns how many. With `reduced`, the moves the search tries: equal
 * to the legal moves except for these reductions, each argued here:
 * - Trades are not generated; instead, in a suit whose foundations meet, each pile top of that suit gets
 *   one macro move onto the foundations (the trades it needs, then the card). Why this loses no win: a
 *   trade is legal only in a meeting suit (a card continues the other foundation exactly when they meet),
 *   and while a suit meets, its boundary is read by nothing but which of its pile cards a foundation
 *   takes: pile moves, give-backs (casual has no trades anyway) and the strict redeal test do not read it
 *   (a meeting suit with a pile top of its suit always has a useful trade, which forbids the strict
 *   redeal whatever the boundary; without such a pile top none of its cards can reach a foundation at
 *   any boundary). So any winning line, with its trades deleted and each foundation play of a meeting
 *   suit replaced by the macro move, stays legal and wins; the hash merges the boundaries likewise.
 *   The macro's result does not depend on the boundary: the card of rank r always leaves tops (r, r).
 * - Under trades, when both foundations of a suit take the card (tops r-1 and r+1), only one play is
 *   tried: either result holds 13 cards of the suit in meeting foundations, the same state above.
 * - A redeal that changes no pile (every pile 0-1 cards, or two equal cards) is skipped: it leads to this
 *   very position with one redeal fewer, which can do nothing this one cannot (redeals left only add
 *   options: no rule reads them except to allow a redeal).
 * - A forced home play (forcedHomePlay below) is the only move tried where there is one.
 * - Where no redeal can come before a dead end, only the moves of a stubborn set are tried (stubborn.ts).
 * The last two may be turned off in `reductions`.
 */
function generate(state: PackedState, out: Int32Array, at: number, reduced: boolean, reductions: Reductions): number {
  if (reduced && reductions.forcedPlays) {
    const forced = forcedHomePlay(state);
    if (forced >= 0) {
      out[at] = forced;
      return 1;
    }
  }
  let n = at;
  let pileMoves = false;
  let suitsOnTop = 0;
  const cap = state.cap;
  for (let from = 0; from < PILE_COUNT; from++) {
    const card = state.top(from);
    if (card < 0) continue;
    const s = card >> 4;
    const r = card & 15;
    suitsOnTop |= 1 << s;
    if (reduced && state.trades && state.meets(s)) {
      out[n++] = MACRO | (from << 5) | (FIRST_FOUNDATION + s);
      // The real plays of a meeting suit exist only at the right boundary; the strict redeal test needs them.
      if (state.foundationTakes(card)) pileMoves = true;
    } else {
      let played = false;
      for (let f = s; f < FOUNDATION_COUNT; f += 4) {
        if (foundationNeeds(f, state.foundations[f] as number) === r) {
          pileMoves = true;
          if (reduced && state.trades && played) continue;
          played = true;
          out[n++] = (from << 5) | (FIRST_FOUNDATION + f);
        }
      }
    }
    for (let to = 0; to < PILE_COUNT; to++) {
      if (to === from) continue;
      const len = state.lengths[to] as number;
      if (len === 0 || len >= cap) continue;
      if (fitsOnPile(card, state.cards[to * PILE_STRIDE + len - 1] as number)) {
        out[n++] = (from << 5) | to;
        pileMoves = true;
      }
    }
  }
  let usefulTrade = false;
  if (state.trades) {
    for (let s = 0; s < 4; s++) {
      if (!state.meets(s)) continue;
      if ((suitsOnTop >> s) & 1) usefulTrade = true;
      if (reduced) continue;
      if ((state.foundations[s] as number) > 1) out[n++] = ((FIRST_FOUNDATION + s) << 5) | (FIRST_FOUNDATION + s + 4);
      if ((state.foundations[s + 4] as number) < KING) {
        out[n++] = ((FIRST_FOUNDATION + s + 4) << 5) | (FIRST_FOUNDATION + s);
      }
    }
  }
  if (state.giveBack) {
    for (let f = 0; f < FOUNDATION_COUNT; f++) {
      const top = state.foundations[f] as number;
      if (top === baseRank(f)) continue;
      const card = (foundationSuitIndex(f) << 4) | top;
      for (let to = 0; to < PILE_COUNT; to++) {
        const len = state.lengths[to] as number;
        if (len === 0 || len >= cap) continue;
        if (fitsOnPile(card, state.cards[to * PILE_STRIDE + len - 1] as number)) {
          out[n++] = ((FIRST_FOUNDATION + f) << 5) | to;
        }
      }
    }
  }
  if (state.redeals > 0 && (!state.redealBlocked || (!pileMoves && !usefulTrade))) {
    if (!reduced || redealChangesPiles(state)) out[n++] = REDEAL_MOVE;
  }
  if (reduced && reductions.partialOrder) return stubbornMoves(state, out, at, n - at);
  return n - at;
}

/**
 * A home play that loses nothing, or -1: with no redeal left and no give-back, a pile top that a foundation
 * takes while the other foundation of its suit is complete. Then the search tries that play alone. Why no
 * win is lost: the suit's cards left in piles are one copy each of the ranks above the open foundation's
 * top, all bound for it in order (every other rank is home twice), and no foundation card ever comes back.
 * Take a winning line and delete the card X's moves; where the line puts a card of the suit onto a card
 * already home in the new line, which can only be the chain's next card (the rank on the other side is home,
 * and past the chain's end lies a card home twice), play that card home instead and delete its later moves
 * too. Every other move meets the same tops (the cards taken out only ever lay on top: whatever was put on
 * them was taken out too), a pile the line builds on is not empty, caps see fewer cards, and with no redeal
 * left no pile turns (a redeal could bring another card up where a card taken out lay at the bottom). The
 * new line is shorter and wins as well (docs/WINNABILITY.md, reduction 7).
 */
export function forcedHomePlay(state: PackedState): number {
  if (state.giveBack || state.redeals !== 0) return -1;
  for (let s = 0; s < 4; s++) {
    const aceTop = state.foundations[s] as number;
    const kingTop = state.foundations[s + 4] as number;
    // One foundation complete (the Ace one at the King, the King one at the Ace): the other takes the rest.
    const open = aceTop === KING ? s + 4 : kingTop === 1 ? s : -1;
    if (open < 0) continue;
    const needs = foundationNeeds(open, state.foundations[open] as number);
    if (needs === 0) continue;
    const card = (s << 4) | needs;
    for (let from = 0; from < PILE_COUNT; from++) {
      if (state.top(from) === card) return (from << 5) | (FIRST_FOUNDATION + open);
    }
  }
  return -1;
}

/** Whether a redeal would move any card (face-down flags aside, which the solver ignores). */
export function redealChangesPiles(state: PackedState): boolean {
  // A relaxed game's first redeal, with more to come, leads into free redeals even when it turns nothing.
  const first = state.firstRedealNext;
  if (first && state.redeals >= 2) return true;
  return turnablePiles(state, first ? (state.relaxed?.fixedPiles ?? 0) : 0) !== 0;
}

/** The piles outside `skip` that a redeal would change (3+ cards, or two different cards), as a bit mask. */
export function turnablePiles(state: PackedState, skip: number): number {
  let set = 0;
  for (let p = 0; p < PILE_COUNT; p++) {
    const len = state.lengths[p] as number;
    if ((skip >> p) & 1) continue;
    if (len >= 3 || (len === 2 && state.cards[p * PILE_STRIDE] !== state.cards[p * PILE_STRIDE + 1])) set |= 1 << p;
  }
  return set;
}
