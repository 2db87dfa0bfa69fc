// The exact search: a depth-first search over the packed state with move ordering and a transposition table.

import { PILE_COUNT, type Position, RULE_SETS } from '../engine/index';
import { BestFirst, WEIGHTS, type Weights } from './best-first';
import { Clock } from './clock';
import { isDead } from './dead';
import { MACRO, MAX_MOVES, moveFrom, moveTo, PILE_STRIDE, REDEAL_MOVE } from './packed-moves';
import { SplitTest } from './split';
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
}

export type StopReason = 'time' | 'nodes' | 'memory';

/** What the search found, before its line is turned into notation and replayed. */
export interface SearchOutcome {
  readonly result: 'win' | 'loss' | 'unknown';
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

const DEFAULT_MEMORY_MB = 1024;

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
 * The slack of each win-finding pass: how many moves in a row may bring no card home. A pass with small
 * slack sees only lines that keep making progress, which is where wins usually are, and so finds them
 * long before an exhaustive search would leave a bad early choice.
 */
const PASS_SLACKS = [0, 1, 2, 3, 4, 6];
/**
 * The share of the budget the win-finding rounds may use before the exhaustive search takes the rest. On
 * deals 0-199 at 10 s the last exhaustive pass proved no deal lost, and its only wins (strict 54, 132, 163
 * with the earlier weightings, after 7.9-8.3 s) the weightings below find in 0.3-2.2 s; more win-finding
 * time wins deals instead: 0.9 against 0.75 left 11 casual Hard deals undecided against 16, and classic and
 * strict as many (2 and 1). Small positions are settled by the quick pass and the slack passes first.
 */
const WIN_FINDING_SHARE = 0.9;
/** The node budget of each win-finding pass in the first round. */
const ROUND_START_NODES = 20_000;
/**
 * The best-first searches of the win-finding rounds: their estimate's weights, the share of a round (in slack
 * passes' node budgets) and of the best-first memory each gets. Hard deals are heavy-tailed: a weighting that
 * is lost on one deal often wins another in a fraction of a second. The nine classic deals of 0-199 that an
 * earlier set of seven weightings left undecided at 10 s (and deal 20 at 300 s), each given 15 s (deal 30: 40 s) to one
 * best-first search alone per weighting: deal 20 was won with redeal 240 in 0.14 s, 30 with depth 4 in
 * 0.04 s, 46 with depth 0 in 0.09 s, 51 and 70 with depth 4 in 0.06 and 0.01 s, 120 with depth 4 and pile
 * 24 in 0.5 s or depth 8 in 0.5 s, 167 with redeal 240 in 1.3 s, 193 with depth 8 in 0.12 s; 185 by none of
 * 17 weightings. Of the six earlier variants the set below keeps redeal 60, pile 32 and inversion 12 (there
 * they won deal 120, deals 30 and 120, deals 20 and 120) and drops pile 24 and redeal 30 (deal 30 only, in
 * 1.3 s and 7 s) and inversion 48 (none); the default (best on ordinary deals), depth 4 and redeal 240 get
 * larger shares. On deals 0-199 at 10 s, with 75% of the budget to these rounds, it left undecided: classic 2
 * (was 9), strict 1 (was 9), casual Hard 16 (was 18), casual Medium and Easy none, as before. Deal 193 is
 * among the two classic ones: inside the portfolio the depth 8 search shares the separate-games memo and its
 * budgets with the others, so it does not repeat its lone search move for move.
 */
const BEST_FIRST_RUNS: readonly { readonly weights: Weights; readonly share: number; readonly memory: number }[] = [
  { weights: WEIGHTS, share: 3, memory: 0.2 },
  { weights: { ...WEIGHTS, depth: 4 }, share: 2, memory: 0.1 },
  { weights: { ...WEIGHTS, redeal: 240 }, share: 2, memory: 0.1 },
  { weights: { ...WEIGHTS, depth: 0 }, share: 1, memory: 0.1 },
  { weights: { ...WEIGHTS, depth: 8 }, share: 1, memory: 0.1 },
  { weights: { ...WEIGHTS, depth: 4, pile: 24 }, share: 1, memory: 0.1 },
  { weights: { ...WEIGHTS, redeal: 60 }, share: 1, memory: 0.1 },
  { weights: { ...WEIGHTS, pile: 32 }, share: 1, memory: 0.1 },
  { weights: { ...WEIGHTS, inversion: 12 }, share: 1, memory: 0.1 },
];
/** The budget of the first, exhaustive pass. */
const QUICK_PASS_NODES = 20_000;

type PassEnd = 'win' | 'exhausted' | 'stopped';

/**
 * Under give-back (casual) the search first looks for a win in the smaller game without give-backs, for at
 * most this share of the time and node budgets and NO_GIVE_BACK_NODES positions. Give-backs multiply the
 * positions, and most wins need none: on 28 casual Hard deals (0-199) the solver left undecided at 10 s, a
 * solver with give-backs switched off won 14. Measured on casual Hard deals 0-199 at 10 s (bench:solver):
 * shares 0.25 / 0.4 / 0.5 (1.2 M / 2.5 M / 4 M positions) left 22 / 20 / 19 deals undecided, against 31
 * without this first search.
 */
const NO_GIVE_BACK_SHARE = 0.5;
const NO_GIVE_BACK_NODES = 4_000_000;

/** Searches the position to a win, a proven loss, or the end of its budget. */
export function search(position: Position, limits: SolveLimits = {}): SearchOutcome {
  const clock = new Clock(limits.now ?? Date.now);
  if (!RULE_SETS[position.rules].giveBack) return searchGame(position, limits, false, clock);
  const started = clock.time;
  const timeLimit = limits.timeLimitMs ?? Number.POSITIVE_INFINITY;
  const nodeLimit = limits.nodeLimit ?? Number.POSITIVE_INFINITY;
  const smaller = searchGame(
    position,
    {
      ...limits,
      timeLimitMs: timeLimit * NO_GIVE_BACK_SHARE,
      nodeLimit: Math.min(nodeLimit * NO_GIVE_BACK_SHARE, NO_GIVE_BACK_NODES),
    },
    true,
    clock,
  );
  // Its win is a win of the real game (it plays only moves the rules allow); its loss proves nothing.
  if (smaller.result === 'win') return smaller;
  const rest = searchGame(
    position,
    { ...limits, timeLimitMs: Math.max(0, timeLimit - (clock.read() - started)), nodeLimit: nodeLimit - smaller.nodes },
    false,
    clock,
  );
  return {
    ...rest,
    nodes: rest.nodes + smaller.nodes,
    positions: Math.max(rest.positions, smaller.positions),
    peakBytes: Math.max(rest.peakBytes, smaller.peakBytes),
    fewestInPiles: Math.min(rest.fewestInPiles, smaller.fewestInPiles),
  };
}

/**
 * Searches the game to a win, a proven loss, or the end of its budget. With `skipGiveBacks` the game is the
 * smaller one without give-backs (state.ts): its wins are wins, but its `loss` only means that game is lost.
 */
function searchGame(position: Position, limits: SolveLimits, skipGiveBacks: boolean, clock: Clock): SearchOutcome {
  const started = clock.read();
  const timeLimit = limits.timeLimitMs ?? Number.POSITIVE_INFINITY;
  const nodeLimit = limits.nodeLimit ?? Number.POSITIVE_INFINITY;
  const memoryMb = limits.memoryMb ?? DEFAULT_MEMORY_MB;
  const fresh = () => new PackedState(position, undefined, skipGiveBacks);
  let state = fresh();
  const split = new SplitTest(skipGiveBacks, clock);
  /** The separate-games test on the current state; its small searches' positions count as searched. */
  const splitLost = (affordable: number): boolean => {
    const before = split.nodes;
    const lost = split.lost(state, affordable);
    nodes += split.nodes - before;
    return lost;
  };
  let fewestInPiles = state.inPiles;
  let nodes = 0;
  let positions = 0;
  let peakBytes = 0;
  let stoppedBy: StopReason | null = null;
  let line: number[] | null = null;
  /** Positions the best-first searches generated (they keep their own counts). */
  let bestNodes = 0;
  /** The bytes the best-first searches hold together: they live beside the slack passes' tables. */
  let bestBytes = 0;

  let capacity = 256;
  /** The move lists of the current line, packed: depth d's list starts at bases[d] and has counts[d] moves. */
  let moves = new Int32Array(capacity * 16 + MAX_MOVES);
  let bases = new Int32Array(capacity);
  let scores = new Int32Array(MAX_MOVES);
  let counts = new Int32Array(capacity);
  let next = new Int32Array(capacity);
  let path = new Int32Array(capacity);
  let slacks = new Int32Array(capacity);
  const order = (depth: number): void => {
    const base = depth === 0 ? 0 : (bases[depth - 1] as number) + (counts[depth - 1] as number);
    bases[depth] = base;
    if (moves.length < base + MAX_MOVES) {
      const grown = new Int32Array(2 * (base + MAX_MOVES));
      grown.set(moves);
      moves = grown;
    }
    const n = state.generateSearch(moves, base);
    counts[depth] = n;
    next[depth] = 0;
    if (scores.length < n) scores = new Int32Array(n);
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
  };
  const growStacks = (): void => {
    capacity *= 2;
    const grow = (a: Int32Array) => {
      const b = new Int32Array(capacity);
      b.set(a);
      return b;
    };
    counts = grow(counts);
    bases = grow(bases);
    next = grow(next);
    path = grow(path);
    slacks = grow(slacks);
  };

  /**
   * One depth-first pass with a table of its own. With a finite slack a line is cut after `slack` moves in
   * a row without progress; the table skips a position seen with at least as many redeals and at least as
   * much slack left (whatever the lower one could reach, the higher one reached). A pass that ends without
   * a win and cut nothing searched everything: a loss.
   */
  const pass = (
    slack: number,
    nodeBudget: number,
    deadline: number,
    tableMb: number,
  ): { end: PassEnd; cut: boolean } => {
    const limited = Number.isFinite(slack);
    const table = new TranspositionTable(tableMb);
    const passNodes = nodes;
    clock.deadline = deadline;
    const close = (end: PassEnd, cut: boolean) => {
      positions = Math.max(positions, table.size);
      peakBytes = Math.max(peakBytes, table.peakBytes + bestBytes);
      return { end, cut };
    };
    const startSlack = limited ? slack : 0;
    table.visit(state.hashA(), state.hashB(), state.redeals, startSlack);
    nodes++;
    let cut = false;
    let depth = 0;
    slacks[0] = startSlack;
    order(0);
    while (depth >= 0) {
      if ((next[depth] as number) >= (counts[depth] as number)) {
        depth--;
        if (depth >= 0) state.unmake(path[depth] as number);
        continue;
      }
      const move = moves[(bases[depth] as number) + (next[depth] as number)] as number;
      next[depth] = (next[depth] as number) + 1;
      let left = 0;
      if (limited) {
        left = isProgress(move) ? slack : (slacks[depth] as number) - 1;
        if (left < 0) {
          cut = true;
          continue;
        }
      }
      state.make(move);
      path[depth] = move;
      nodes++;
      clock.count();
      if (state.inPiles < fewestInPiles) fewestInPiles = state.inPiles;
      if (state.inPiles === 0) {
        line = Array.from(path.subarray(0, depth + 1));
        return close('win', cut);
      }
      if (nodes - passNodes >= nodeBudget) {
        if (nodes + bestNodes >= nodeLimit) stoppedBy = 'nodes';
        return close('stopped', cut);
      }
      if (clock.over()) {
        if (deadline >= started + timeLimit) stoppedBy = 'time';
        return close('stopped', cut);
      }
      // The separate-games test may search only what leaves the next position within the budget.
      if (isDead(state) || splitLost(nodeBudget - (nodes - passNodes) - 1)) {
        state.unmake(move);
        continue;
      }
      const seen = table.visit(state.hashA(), state.hashB(), state.redeals, left);
      if (seen === SEEN_DONE) {
        state.unmake(move);
        continue;
      }
      if (seen === TABLE_FULL) {
        stoppedBy = 'memory';
        return close('stopped', cut);
      }
      depth++;
      if (depth + 1 >= capacity) growStacks();
      slacks[depth] = left;
      order(depth);
    }
    return close('exhausted', cut);
  };

  const finish = (result: SearchOutcome['result']): SearchOutcome => ({
    result,
    line: result === 'win' ? line : null,
    nodes: nodes + bestNodes,
    positions,
    peakBytes: peakBytes + split.peakBytes,
    stoppedBy: result === 'unknown' ? (stoppedBy ?? 'time') : null,
    fewestInPiles: result === 'win' ? 0 : fewestInPiles,
    longestClockGap: clock.longestGap,
  });
  if (state.inPiles === 0) {
    line = [];
    return finish('win');
  }
  // A short exhaustive pass first: small positions are settled outright, without the slack passes' repeats.
  const first = pass(
    Number.POSITIVE_INFINITY,
    Math.min(QUICK_PASS_NODES, nodeLimit - nodes),
    started + timeLimit,
    memoryMb,
  );
  if (first.end === 'win') return finish('win');
  if (first.end === 'exhausted') return finish('loss');
  if (stoppedBy !== null) return finish('unknown');
  state = fresh();
  // Win-finding rounds: each round gives each best-first search and each slack pass a node budget that
  // doubles every round, so an easy deal is won by whichever way finds it first and no single way eats the
  // budget; a pass that ran to its end is not repeated. The best-first searches go on from where they stopped.
  const findUntil = started + timeLimit * WIN_FINDING_SHARE;
  const findNodes = nodes + (nodeLimit - nodes) * WIN_FINDING_SHARE;
  // While the best-first searches hold half the memory, the slack passes' tables get the other half.
  const bests = BEST_FIRST_RUNS.map(
    (run) => new BestFirst(position, (run.memory * memoryMb * 2 ** 20) / 2, run.weights, split, skipGiveBacks),
  );
  const total = () => nodes + bestNodes;
  const record = () => {
    bestNodes = 0;
    bestBytes = 0;
    for (const best of bests) {
      bestNodes += best.nodes;
      bestBytes += best.peakBytes;
      fewestInPiles = Math.min(fewestInPiles, best.fewestInPiles);
      positions = Math.max(positions, best.positions);
    }
    peakBytes = Math.max(peakBytes, bestBytes);
  };
  const finished = new Set<number>();
  for (let budget = ROUND_START_NODES; ; budget *= 2) {
    if (total() >= findNodes || clock.read() >= findUntil) break;
    if (bests.every((best) => best.full) && finished.size === PASS_SLACKS.length) break;
    for (const [i, best] of bests.entries()) {
      if (best.full || total() >= findNodes || clock.time >= findUntil) continue;
      const share = (BEST_FIRST_RUNS[i]?.share ?? 1) * budget;
      const end = best.run(best.nodes + Math.min(share, findNodes - total()), findUntil, clock);
      record();
      if (end === 'win') {
        line = best.line;
        return finish('win');
      }
      if (end === 'exhausted') return finish('loss');
    }
    for (const slack of PASS_SLACKS) {
      if (finished.has(slack)) continue;
      if (total() >= findNodes || clock.time >= findUntil) break;
      const budgetLeft = Math.max(1, Math.min(budget, Math.floor(findNodes - total())));
      const { end, cut } = pass(slack, budgetLeft, findUntil, memoryMb / 2);
      if (end === 'win') return finish('win');
      if (end === 'exhausted' && !cut) return finish('loss');
      if (end === 'exhausted') finished.add(slack);
      if (stoppedBy === 'memory') return finish('unknown');
      // A stopped pass leaves moves made: the next pass starts from a fresh copy of the root.
      if (end === 'stopped') state = fresh();
    }
  }
  // The exhaustive search takes the rest, with all the memory: the best-first searches are dropped here (the
  // array is emptied, so nothing keeps them alive and their memory is free for the pass's table).
  bests.length = 0;
  bestBytes = 0;
  stoppedBy = null;
  state = fresh();
  const { end } = pass(Number.POSITIVE_INFINITY, nodeLimit - total(), started + timeLimit, memoryMb);
  if (end === 'win') return finish('win');
  if (end === 'exhausted') return finish('loss');
  return finish('unknown');
}
