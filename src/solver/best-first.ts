// A greedy best-first search over saved packed states: finds wins by always growing the most promising position.

import { foundationNeeds, PILE_COUNT, type Position } from '../engine/index';
import type { Clock } from './clock';
import { blockedInChain, DeadTest, forcedSuits } from './dead';
import { make, unmake } from './make-unmake';
import { generateSearch } from './moves-gen';
import { MAX_MOVES, PILE_STRIDE } from './packed-moves';
import { load, save, savedSize } from './save-load';
import type { SearchEnd } from './search-end';
import { SplitTest } from './split';
import { PackedState } from './state';
import { SEEN_DONE, TABLE_FULL, TranspositionTable } from './table';

/**
 * Cards lying over a card of their suit that their foundation needs first, in suits whose foundations hold
 * 14 or more cards (each card left has one destination then: see dead.ts; under give-back only roughly so,
 * which is fine for an estimate). Each such card has to be moved out of the way by a pile move.
 */
function inversions(state: PackedState): number {
  const forced = forcedSuits(state);
  if (forced === 0) return 0;
  let count = 0;
  for (let p = 0; p < PILE_COUNT; p++) count += blockedInChain(state, p, forced, 0, null);
  return count;
}
/** The estimate's scratch space: each best-first search owns one. */
export class EstimateScratch {
  /** Per card identity, the shallowest depth of any copy of it in a pile (64: none). */
  readonly depths = new Int16Array(64);
  /** Per suit, the shallowest depth of any of its cards in a pile (64: none). */
  readonly suitDepths = new Int16Array(4);
}

/** The weights of the estimate's terms (portfolio.ts runs best-first searches with several of them side by side). */
export interface Weights {
  readonly pile: number;
  readonly redeal: number;
  readonly inversion: number;
  readonly depth: number;
}
/**
 * The default weights, the best of those tried on ordinary deals: a redeal spent costs most, since spending
 * redeals early throws away later chances; a card a foundation needs next costs a little per card over it.
 */
export const WEIGHTS: Weights = { pile: 16, redeal: 120, inversion: 24, depth: 1 };

/**
 * How far a position looks from a win, lower first: the cards in piles, how deep the cards the foundations
 * need next lie, the inversions, and the redeals spent. Only the order of the
 * search depends on it, never an answer.
 */
export function estimate(state: PackedState, scratch: EstimateScratch, w: Weights = WEIGHTS): number {
  const { depths, suitDepths } = scratch;
  depths.fill(64);
  suitDepths.fill(64);
  for (let p = 0; p < PILE_COUNT; p++) {
    const len = state.lengths[p] as number;
    const base = p * PILE_STRIDE;
    const from = len > 64 ? len - 64 : 0;
    for (let i = from; i < len; i++) {
      const card = state.cards[base + i] as number;
      const depth = len - 1 - i;
      if (depth < (depths[card] as number)) depths[card] = depth;
      if (depth < (suitDepths[card >> 4] as number)) suitDepths[card >> 4] = depth;
    }
  }
  let buried = 0;
  for (let s = 0; s < 4; s++) {
    const a = state.foundations[s] as number;
    const k = state.foundations[s + 4] as number;
    if (state.trades && k === a + 1) {
      const d = suitDepths[s] as number;
      buried += d === 64 ? 0 : d;
      continue;
    }
    const up = foundationNeeds(s, a);
    const down = foundationNeeds(s + 4, k);
    if (up !== 0) buried += Math.min(depths[(s << 4) | up] as number, 24);
    if (down !== 0) buried += Math.min(depths[(s << 4) | down] as number, 24);
  }
  return state.inPiles * w.pile + w.depth * buried + w.inversion * inversions(state) + (10 - state.redeals) * w.redeal;
}

/** The first arena and index sizes, halved to fit a small memory cap; both double as the search grows. */
const FIRST_ARENA_BYTES = 1 << 22;
const SMALLEST_ARENA_BYTES = 1 << 12;
const FIRST_NODES = 1 << 16;
const SMALLEST_NODES = 1 << 8;
/** Index bytes per saved position: its offset, its parent and its move. */
const INDEX_BYTES = 10;

/**
 * Greedy best-first search: a bucket queue keyed by `estimate`, newest first within a bucket. Every position
 * it generates is saved (with its parent and move, for the line); the table skips a position already queued
 * with at least as many redeals left (the dominance the depth-first search uses), the dead test drops positions
 * that can never be won as they are generated and the separate-games test as they leave the queue, so a queue
 * that runs dry without a win has searched everything reachable: a loss.
 * It can be run in slices: `run` stops at a node budget or a deadline and the next call goes on from there.
 */
export class BestFirst {
  private readonly state: PackedState;
  private readonly scratch = new EstimateScratch();
  private readonly dead = new DeadTest();
  private readonly table: TranspositionTable;
  private readonly memoryBytes: number;
  private arena: Uint8Array;
  private used = 0;
  private offsets: Int32Array;
  private parents: Int32Array;
  private viaMove: Int16Array;
  private count = 0;
  private readonly buckets: number[][] = [];
  private lowest = Number.POSITIVE_INFINITY;
  private readonly moves = new Int32Array(MAX_MOVES);
  /** Positions generated so far. */
  nodes = 0;
  fewestInPiles: number;
  /** The winning line as packed moves, once `run` has answered 'win'. */
  line: number[] | null = null;
  /** Set when `run` stopped because the memory cap was reached: it cannot go on. */
  full = false;

  /** `smallerGame`: the search plays the smaller game of state.ts, as its `split` must. */
  constructor(
    position: Position,
    memoryBytes: number,
    private readonly weights: Weights = WEIGHTS,
    private readonly split: SplitTest = new SplitTest(),
    smallerGame = false,
  ) {
    this.state = new PackedState(position, { smallerGame });
    this.memoryBytes = memoryBytes;
    // The table may grow to a quarter of the cap (in whole MiB from 1 MiB up, so that larger caps search as
    // they always did); the first arena and index fit in what is left of it.
    const tableMb = memoryBytes / 4 / 2 ** 20;
    this.table = new TranspositionTable(tableMb >= 1 ? Math.floor(tableMb) : tableMb);
    let arenaBytes = FIRST_ARENA_BYTES;
    let nodes = FIRST_NODES;
    while (arenaBytes > SMALLEST_ARENA_BYTES && this.table.peakBytes + arenaBytes + nodes * INDEX_BYTES > memoryBytes) {
      arenaBytes /= 2;
      nodes = Math.max(SMALLEST_NODES, nodes / 2);
    }
    this.arena = new Uint8Array(arenaBytes);
    this.offsets = new Int32Array(nodes);
    this.parents = new Int32Array(nodes);
    this.viaMove = new Int16Array(nodes);
    this.fewestInPiles = this.state.inPiles;
    this.table.visit(this.state.hashA(), this.state.hashB(), this.state.redeals);
    this.add(-1, 0);
  }

  /** Distinct positions kept. */
  get positions(): number {
    return this.table.size;
  }

  /** Bytes held: the saved positions, their index and the table. */
  get peakBytes(): number {
    return this.arena.byteLength + this.offsets.byteLength * 2 + this.viaMove.byteLength + this.table.peakBytes;
  }

  /** Saves the current state as a child of `parent` reached by `move`; false when memory is at its cap. */
  private add(parent: number, move: number): boolean {
    const state = this.state;
    if (this.used + savedSize(state) > this.arena.length) {
      if (this.peakBytes + this.arena.length > this.memoryBytes) return false;
      const grown = new Uint8Array(this.arena.length * 2);
      grown.set(this.arena);
      this.arena = grown;
    }
    if (this.count === this.offsets.length) {
      // The index doubles: 10 more bytes a position (offset, parent, move), old and new held while copying.
      if (this.peakBytes + INDEX_BYTES * this.offsets.length > this.memoryBytes) return false;
      const n = this.offsets.length * 2;
      const o = new Int32Array(n);
      o.set(this.offsets);
      this.offsets = o;
      const p = new Int32Array(n);
      p.set(this.parents);
      this.parents = p;
      const m = new Int16Array(n);
      m.set(this.viaMove);
      this.viaMove = m;
    }
    const index = this.count++;
    this.offsets[index] = this.used;
    this.parents[index] = parent;
    this.viaMove[index] = move;
    this.used = save(state, this.arena, this.used);
    const h = estimate(state, this.scratch, this.weights);
    let bucket = this.buckets[h];
    if (bucket === undefined) {
      bucket = [];
      this.buckets[h] = bucket;
    }
    bucket.push(index);
    if (h < this.lowest) this.lowest = h;
    return true;
  }

  private lineTo(index: number, last: number): number[] {
    const line = [last];
    for (let i = index; i > 0; i = this.parents[i] as number) line.push(this.viaMove[i] as number);
    return line.reverse();
  }

  /**
   * Searches on until a win, the queue runs dry, `nodes` reaches `nodeLimit`, the clock passes `deadline`,
   * or memory is full. Every position generated is counted into the clock and the deadline is looked at
   * after each, so a slice never runs on past it by more than the clock's interval.
   */
  run(nodeLimit: number, deadline: number, clock: Clock): SearchEnd {
    const state = this.state;
    const moves = this.moves;
    if (state.inPiles === 0 && this.count === 1) {
      this.line = [];
      return 'win';
    }
    if (this.full) return 'stopped';
    clock.deadline = deadline;
    for (;;) {
      while (this.lowest < this.buckets.length && (this.buckets[this.lowest]?.length ?? 0) === 0) this.lowest++;
      if (this.lowest >= this.buckets.length) return 'exhausted';
      const index = (this.buckets[this.lowest] as number[]).pop() as number;
      load(state, this.arena, this.offsets[index] as number);
      // The separate-games test judges a position as it leaves the queue, not as it is generated: most
      // positions generated are never expanded, and its small searches are what the search spends most on.
      // Every position is still judged before its moves are, so a queue run dry is still a complete search.
      const before = this.split.nodes;
      const lost = this.split.lost(state, nodeLimit - this.nodes - 1);
      // The separate-games test's small searches count as positions searched.
      this.nodes += this.split.nodes - before;
      if (lost) {
        if (this.nodes >= nodeLimit || clock.over()) return 'stopped';
        continue;
      }
      const n = generateSearch(state, moves, 0);
      for (let i = 0; i < n; i++) {
        const move = moves[i] as number;
        make(state, move);
        this.nodes++;
        clock.count();
        if (state.inPiles === 0) {
          this.line = this.lineTo(index, move);
          return 'win';
        }
        if (!this.dead.isDead(state)) {
          if (state.inPiles < this.fewestInPiles) this.fewestInPiles = state.inPiles;
          const seen = this.table.visit(state.hashA(), state.hashB(), state.redeals);
          if (seen === TABLE_FULL || (seen !== SEEN_DONE && !this.add(index, move))) {
            // Memory is at its cap: this search cannot go on (the caller answers unknown).
            this.full = true;
            return 'stopped';
          }
        }
        unmake(state, move);
      }
      // A position's moves are all looked at before stopping: it has left the queue, and the moves of one
      // position take microseconds (the separate-games test's searches stop at the deadline too).
      if (this.nodes >= nodeLimit || clock.over()) return 'stopped';
    }
  }
}
