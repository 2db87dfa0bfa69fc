// The packed state written to bytes and read back, and translated to the engine's positions and moves.

import { cardMove, FOUNDATION_COUNT, formatMove, type Move, PILE_COUNT, type Position, REDEAL } from '../engine/index';
import { FIRST_FOUNDATION, MACRO, moveFrom, moveTo, PILE_STRIDE, REDEAL_MOVE } from './packed-moves';
import type { PackedState } from './state';

/** Bytes `save` writes: redeals, 8 foundation tops, and per pile its length then its cards. */
export function savedSize(state: PackedState): number {
  return 1 + FOUNDATION_COUNT + PILE_COUNT + state.inPiles;
}

/** Writes the state compactly at `at`; returns the offset after it. `load` reads it back. */
export function save(state: PackedState, out: Uint8Array, at: number): number {
  let i = at;
  out[i++] = state.redeals;
  for (let f = 0; f < FOUNDATION_COUNT; f++) out[i++] = state.foundations[f] as number;
  const cards = state.cards;
  for (let p = 0; p < PILE_COUNT; p++) {
    const len = state.lengths[p] as number;
    out[i++] = len;
    // A plain loop: a subarray per pile would allocate on every save.
    for (let j = p * PILE_STRIDE, end = j + len; j < end; j++) out[i++] = cards[j] as number;
  }
  return i;
}

/** Replaces the state with one written by `save` (same rules), rebuilding the hashes. */
export function load(state: PackedState, bytes: Uint8Array, at: number): void {
  let i = at;
  state.redeals = bytes[i++] as number;
  for (let f = 0; f < FOUNDATION_COUNT; f++) state.foundations[f] = bytes[i++] as number;
  for (let p = 0; p < PILE_COUNT; p++) {
    const len = bytes[i++] as number;
    state.lengths[p] = len;
    for (let j = p * PILE_STRIDE, end = j + len; j < end; j++) state.cards[j] = bytes[i++] as number;
  }
  state.reindex();
}

/** The engine position the state stands for (all cards face up). */
export function toPosition(state: PackedState): Position {
  const piles: number[][] = [];
  for (let p = 0; p < PILE_COUNT; p++) {
    const len = state.lengths[p] as number;
    piles.push(Array.from(state.cards.subarray(p * PILE_STRIDE, p * PILE_STRIDE + len)));
  }
  return {
    rules: state.rules,
    facedown: state.facedown,
    redeals: state.redeals,
    foundations: Array.from(state.foundations),
    piles,
  };
}

/**
 * The engine moves (in order) that carry out `move` from the state: one move, or for a macro move the
 * trades that slide the boundary followed by the foundation play.
 */
export function engineMoves(state: PackedState, move: number): Move[] {
  if (move === REDEAL_MOVE) return [REDEAL];
  const from = moveFrom(move);
  const to = moveTo(move);
  if (!(move & MACRO)) return [cardMove(from, to)];
  const s = to - FIRST_FOUNDATION;
  const r = state.top(from) & 15;
  const ace = FIRST_FOUNDATION + s;
  const king = FIRST_FOUNDATION + s + 4;
  // An Ace goes onto the King foundation (boundary 1); any other rank r onto the Ace foundation (boundary r-1).
  const target = r === 1 ? 1 : r - 1;
  const moves: Move[] = [];
  let a = state.foundations[s] as number;
  for (; a > target; a--) moves.push(cardMove(ace, king));
  for (; a < target; a++) moves.push(cardMove(king, ace));
  moves.push(cardMove(from, r === 1 ? king : ace));
  return moves;
}

/** The move in notation, for debugging and tests. */
export function moveText(state: PackedState, move: number): string {
  return engineMoves(state, move).map(formatMove).join(' ');
}
