// The exact depth-first search over the packed state: move ordering, slack cuts, dead-position tests and a transposition table.

import { PILE_COUNT, type Position } from '../engine/index';
import type { Clock } from './clock';
import { DeadTest } from './dead';
import { make, unmake } from './make-unmake';
import { generateSearch } from './moves-gen';
import { MACRO, MAX_MOVES, moveFrom, moveTo, PILE_STRIDE, REDEAL_MOVE } from './packed-moves';
import type { SearchEnd, StopReason, Verdict } from './search-end';
import type { SplitTest } from './split';
import { PackedState } from './state';
import { SEEN_DONE, TABLE_FULL, TranspositionTable } from './table';

export interface SolveLimits {
  /** Stop with `unknown` after this many milliseconds. */
  readonly timeLimitMs?: number;
  /** Stop with `unknown` after this many positions. */
  readonly nodeLimit?: number;
  /** The transposition table's memory cap in MiB (default 1024). */
  readonly memoryMb?: number;
  /** The clock, in milliseconds; Date.now when absent (a parameter so tests and workers can pass their own). */
  readonly now?: () => number;
  /**
   * Search with this seeded draw of distant weightings (draws.ts) as the only best-first searches, in place of
   * the portfolio's: another set of chances at a hard deal, its answers as sound as the portfolio's.
   */
  readonly draw?: number;
}

/** What the search found, before its line is turned into notation and replayed. */
export interface SearchOutcome {
  readonly result: Verdict;
  /** The winning line as packed moves, in order (win only). */
  readonly line: readonly number[] | null;
  readonly nodes: number;
  /** Distinct positions stored in the table. */
  readonly positions: number;
  readonly peakBytes: number;
  readonly stoppedBy: StopReason | null;
  /** The fewest cards left in piles at any position searched: how close the search came. */
  readonly fewestInPiles: number;
  /** The most positions searched between two readings of the clock (see clock.ts). */
  readonly longestClockGap: number;
}

/** How a pass ended, and when stopped which of its limits it met: its node budget, its deadline or its table. */
export interface PassResult {
  readonly end: SearchEnd;
  /** Whether the slack cut any line: an exhausted pass that cut nothing searched everything. */
  readonly cut: boolean;
  readonly limit: StopReason | null;
  /** The pass's table: distinct positions kept and its peak bytes. */
  readonly tableSize: number;
  readonly tableBytes: number;
}

/** Whether a foundation takes the card now, or at once after trades. */
function goesHome(state: PackedState, card: number): boolean {
  return (state.trades && state.meets(card >> 4)) || state.foundationTakes(card);
}

/** The card under a pile's top, or -1. */
function secondCard(state: PackedState, p: number): number {
  const n = state.lengths[p] as number;
  return n < 2 ? -1 : (state.cards[p * PILE_STRIDE + n - 2] as number);
}

/**
 * A move's promise, higher first: foundation plays, then pile moves that uncover a card a foundation takes,
 * then other pile moves, give-backs and last the redeal. Ordering only decides how fast a win is found.
 */
function score(state: PackedState, move: number): number {
  if (move === REDEAL_MOVE) return 0;
  const from = moveFrom(move);
  const to = moveTo(move);
  if (from >= PILE_COUNT) return 100; // a give-back
  const below = secondCard(state, from);
  const uncovers = below >= 0 && goesHome(state, below) ? 500 : 0;
  if (move & MACRO || to >= PILE_COUNT) return 3000 + uncovers;
  // A move that empties a pile loses a place to build on for good; a long pile gains a buried card.
  const empties = below < 0 ? -50 : 0;
  const buries = -(state.lengths[to] as number);
  return 1000 + uncovers + empties + buries;
}

/** Whether a move brings a card home or redeals: these reset a pass's slack. */
function isProgress(move: number): boolean {
  return move === REDEAL_MOVE || (move & MACRO) !== 0 || (moveFrom(move) < PILE_COUNT && moveTo(move) >= PILE_COUNT);
}

/**
 * Depth-first passes over one game from its start position. Each pass has a table of its own; the counts
 * (`nodes`, `fewestInPiles`) and the move stacks carry over from pass to pass. The separate-games test is
 * shared with the caller's other searches, and its small searches' positions count as this search's.
 */
export class DepthFirst {
  private state: PackedState;
  private readonly dead = new DeadTest();
  /** Positions searched by all passes so far, the separate-games test's small searches included. */
  nodes = 0;
  fewestInPiles: number;
  /** The winning line as packed moves, once a pass has answered 'win'. */
  line: number[] | null = null;

  private capacity = 256;
  /** The move lists of the current line, packed: depth d's list starts at bases[d] and has counts[d] moves. */
  private moves = new Int32Array(this.capacity * 16 + MAX_MOVES);
  private bases = new Int32Array(this.capacity);
  private scores = new Int32Array(MAX_MOVES);
  private counts = new Int32Array(this.capacity);
  private next = new Int32Array(this.capacity);
  private path = new Int32Array(this.capacity);
  private slacks = new Int32Array(this.capacity);

  /** `smallerGame`: the smaller game of state.ts (no give-backs, or redeals only at dead ends), whose losses prove nothing. */
  constructor(
    private readonly position: Position,
    private readonly smallerGame: boolean,
    private readonly split: SplitTest,
    private readonly clock: Clock,
  ) {
    this.state = this.fresh();
    this.fewestInPiles = this.state.inPiles;
  }

  private fresh(): PackedState {
    return new PackedState(this.position, { smallerGame: this.smallerGame });
  }

  /** Whether the start position is already won. */
  get won(): boolean {
    return this.state.inPiles === 0;
  }

  /** Goes back to the start position: a stopped pass leaves its moves made. */
  restart(): void {
    this.state = this.fresh();
  }

  /**
   * One pass. With a finite slack a line is cut after `slack` moves in a row without progress; the table
   * skips a position seen with at least as many redeals and at least as much slack left (whatever the lower
   * one could reach, the higher one reached). It stops at `nodeBudget` positions, at `deadline` or when its
   * table of `tableMb` MiB is full.
   */
  pass(slack: number, nodeBudget: number, deadline: number, tableMb: number): PassResult {
    const state = this.state;
    const clock = this.clock;
    const limited = Number.isFinite(slack);
    const table = new TranspositionTable(tableMb);
    const passNodes = this.nodes;
    clock.deadline = deadline;
    const close = (end: PassResult['end'], cut: boolean, limit: PassResult['limit'] = null): PassResult => ({
      end,
      cut,
      limit,
      tableSize: table.size,
      tableBytes: table.peakBytes,
    });
    const startSlack = limited ? slack : 0;
    table.visit(state.hashA(), state.hashB(), state.redeals, startSlack);
    this.nodes++;
    let cut = false;
    let depth = 0;
    this.slacks[0] = startSlack;
    this.order(0);
    while (depth >= 0) {
      if ((this.next[depth] as number) >= (this.counts[depth] as number)) {
        depth--;
        if (depth >= 0) unmake(state, this.path[depth] as number);
        continue;
      }
      const move = this.moves[(this.bases[depth] as number) + (this.next[depth] as number)] as number;
      this.next[depth] = (this.next[depth] as number) + 1;
      let left = 0;
      if (limited) {
        left = isProgress(move) ? slack : (this.slacks[depth] as number) - 1;
        if (left < 0) {
          cut = true;
          continue;
        }
      }
      make(state, move);
      this.path[depth] = move;
      this.nodes++;
      clock.count();
      if (state.inPiles < this.fewestInPiles) this.fewestInPiles = state.inPiles;
      if (state.inPiles === 0) {
        this.line = Array.from(this.path.subarray(0, depth + 1));
        return close('win', cut);
      }
      if (this.nodes - passNodes >= nodeBudget) return close('stopped', cut, 'nodes');
      if (clock.over()) return close('stopped', cut, 'time');
      // The separate-games test may search only what leaves the next position within the budget.
      if (this.dead.isDead(state) || this.splitLost(nodeBudget - (this.nodes - passNodes) - 1)) {
        unmake(state, move);
        continue;
      }
      const seen = table.visit(state.hashA(), state.hashB(), state.redeals, left);
      if (seen === SEEN_DONE) {
        unmake(state, move);
        continue;
      }
      if (seen === TABLE_FULL) return close('stopped', cut, 'memory');
      this.stored(state);
      depth++;
      if (depth + 1 >= this.capacity) this.growStacks();
      this.slacks[depth] = left;
      this.order(depth);
    }
    return close('exhausted', cut);
  }

  /** Each position a pass stores as new, before its moves are searched: nothing here (lab/observed-search.ts measures them). */
  protected stored(_state: PackedState): void {}

  /** The separate-games test on the current state; its small searches' positions count as searched. */
  private splitLost(affordable: number): boolean {
    const before = this.split.nodes;
    const lost = this.split.lost(this.state, affordable);
    this.nodes += this.split.nodes - before;
    return lost;
  }

  /** Generates depth's moves after the previous depth's list and sorts them best first. */
  private order(depth: number): void {
    const base = depth === 0 ? 0 : (this.bases[depth - 1] as number) + (this.counts[depth - 1] as number);
    this.bases[depth] = base;
    if (this.moves.length < base + MAX_MOVES) {
      const grown = new Int32Array(2 * (base + MAX_MOVES));
      grown.set(this.moves);
      this.moves = grown;
    }
    const moves = this.moves;
    const state = this.state;
    const n = generateSearch(state, moves, base);
    this.counts[depth] = n;
    this.next[depth] = 0;
    if (this.scores.length < n) this.scores = new Int32Array(n);
    const scores = this.scores;
    for (let i = 0; i < n; i++) scores[i] = score(state, moves[base + i] as number);
    // Insertion sort, best first: lists are short.
    for (let i = 1; i < n; i++) {
      const m = moves[base + i] as number;
      const s = scores[i] as number;
      let j = i - 1;
      while (j >= 0 && (scores[j] as number) < s) {
        scores[j + 1] = scores[j] as number;
        moves[base + j + 1] = moves[base + j] as number;
        j--;
      }
      scores[j + 1] = s;
      moves[base + j + 1] = m;
    }
  }

  private growStacks(): void {
    this.capacity *= 2;
    const grow = (a: Int32Array) => {
      const b = new Int32Array(this.capacity);
      b.set(a);
      return b;
    };
    this.counts = grow(this.counts);
    this.bases = grow(this.bases);
    this.next = grow(this.next);
    this.path = grow(this.path);
    this.slacks = grow(this.slacks);
  }
}
