// Playing a packed move on the packed state and taking it back, keeping its hashes up to date through push and pop.

import { foundationSuitIndex, PILE_COUNT, topUnder } from '../engine/index';
import { FIRST_FOUNDATION, isRedeal, MACRO, moveFrom, moveTo, redealSet } from './packed-moves';
import type { PackedState } from './state';

/** Takes the top card of place `from` (a pile or a foundation) and puts it on place `to`: a card move, or its undoing. */
function shiftCard(state: PackedState, from: number, to: number): void {
  let card: number;
  if (from < PILE_COUNT) {
    card = state.pop(from);
  } else {
    const f = from - FIRST_FOUNDATION;
    const top = state.foundations[f] as number;
    card = (foundationSuitIndex(f) << 4) | top;
    state.foundations[f] = topUnder(f, top);
  }
  if (to < PILE_COUNT) state.push(to, card);
  else state.foundations[to - FIRST_FOUNDATION] = card & 15;
}

/** Plays a move from generate (either set). */
export function make(state: PackedState, move: number): void {
  if (isRedeal(move)) {
    state.turnPiles(1, redealSet(move));
    return;
  }
  if (move & MACRO) {
    const from = moveFrom(move);
    const s = moveTo(move) - FIRST_FOUNDATION;
    const card = state.pop(from);
    const d = state.macroDepth++ * 2;
    state.macroUndo[d] = state.foundations[s] as number;
    state.macroUndo[d + 1] = state.foundations[s + 4] as number;
    state.foundations[s] = card & 15;
    state.foundations[s + 4] = card & 15;
    return;
  }
  shiftCard(state, moveFrom(move), moveTo(move));
}

/** Takes back the move just made with make(). */
export function unmake(state: PackedState, move: number): void {
  if (isRedeal(move)) {
    state.turnPiles(-1, redealSet(move));
    return;
  }
  if (move & MACRO) {
    const from = moveFrom(move);
    const s = moveTo(move) - FIRST_FOUNDATION;
    const d = --state.macroDepth * 2;
    const card = (s << 4) | (state.foundations[s] as number);
    state.foundations[s] = state.macroUndo[d] as number;
    state.foundations[s + 4] = state.macroUndo[d + 1] as number;
    state.push(from, card);
    return;
  }
  shiftCard(state, moveTo(move), moveFrom(move));
}
