// The solver's schedule: which searches run, in what order and with what share of the budgets, from one table of tuning.

import { type Position, RULE_SETS } from '../engine/index';
import { BestFirst, WEIGHTS, type Weights } from './best-first';
import { Clock } from './clock';
import { drawWeightings, portfolioDraws } from './draws';
import { DepthFirst, type SearchOutcome, type SolveLimits, type StopReason } from './search';
import { SplitTest, type SplitTuning } from './split';

/** One best-first search of the win-finding rounds: `share` of a round in slack passes' budgets, `memory` of the best-first half. */
export interface BestFirstRun {
  readonly weights: Weights;
  readonly share: number;
  readonly memory: number;
}

/** The schedule's tuning, chosen by results on the tuning set (deal-sets.ts) and never on the held-out set. */
export const TUNING = {
  /** The transposition tables' memory in MiB when no cap is given. */
  memoryMb: 1024,
  /** A short exhaustive pass first settles small positions outright, without the slack passes' repeats. */
  quickPassNodes: 20_000,
  /** A pass with small slack sees only lines that keep bringing cards home, which is where wins usually are. */
  passSlacks: [0, 1, 2, 3, 4, 6] as readonly number[],
  /** Every round doubles each search's budget from this, so an easy deal is won by whichever way finds it first. */
  roundStartNodes: 20_000,
  /** Win-finding gets most of the budget: on hard deals it wins more deals than the exhaustive pass proves lost. */
  winFindingShare: 0.9,
  /** Under give-back the smaller game without give-backs goes first, for this share: most wins need no give-back. */
  noGiveBackShare: 0.5,
  /** ...and at most these positions, since give-backs multiply the positions of the real game that follows. */
  noGiveBackNodes: 4_000_000,
  /**
   * The separate-games test's games in the last exhaustive pass: single suits with up to three redeals left.
   * Pairs of suits are not judged: their small searches took the positions that the pass's few late wins
   * needed, and cut too little to pay for them.
   */
  exhaustiveSplit: { suitRedeals: 3, pairRedeals: -1 } as SplitTuning,
  /**
   * Hard deals are heavy-tailed: a weighting lost on one deal often wins another at once, so many run side by
   * side. The first eleven are the default and its neighbours; cheap redeals (30) and dear inversions (48) win
   * study deals that none of the others wins in far more positions. The other 59 are draws 1, 2 and 3 of
   * draws.ts (twenty at a time from piles 8-40, redeals 0-480, inversions 0-96 and depth 0-12, a repeat
   * dropped), all kept: far from the default, they win in a few hundred thousand positions many deals that the
   * neighbours leave open at ten million, and each later draw won deals the earlier ones left open
   * (docs/WINNABILITY.md, the portfolio). Memory parts are fractions of the best-first half and sum to at most 1.
   */
  bestFirstRuns: [
    { weights: WEIGHTS, share: 3, memory: 0.05 },
    { weights: { ...WEIGHTS, redeal: 30 }, share: 1, memory: 0.025 },
    { weights: { ...WEIGHTS, inversion: 48 }, share: 1, memory: 0.025 },
    { weights: { ...WEIGHTS, depth: 4 }, share: 2, memory: 0.05 },
    { weights: { ...WEIGHTS, redeal: 240 }, share: 2, memory: 0.05 },
    { weights: { ...WEIGHTS, depth: 0 }, share: 1, memory: 0.05 },
    { weights: { ...WEIGHTS, depth: 8 }, share: 1, memory: 0.05 },
    { weights: { ...WEIGHTS, depth: 4, pile: 24 }, share: 1, memory: 0.05 },
    { weights: { ...WEIGHTS, redeal: 60 }, share: 1, memory: 0.05 },
    { weights: { ...WEIGHTS, pile: 32 }, share: 1, memory: 0.05 },
    { weights: { ...WEIGHTS, inversion: 12 }, share: 1, memory: 0.05 },
    ...portfolioDraws().map((weights) => ({ weights, share: 1, memory: 1 / 120 })),
  ] as readonly BestFirstRun[],
} as const;

/**
 * The memory the solver may hold beyond its cap (`memoryMb`), in MiB: the separate-games test's memo (11 MiB)
 * and its small searches' table (at most 8 MiB), and the searches' smallest first arrays when a very small
 * cap leaves no room for them (under 1 MiB).
 */
export const FIXED_OVERHEAD_MIB = 20;

/** A draw's weightings as the best-first searches of a schedule: equal shares, the memory split evenly. */
export function drawnRuns(draw: number): readonly BestFirstRun[] {
  const weightings = drawWeightings(draw);
  return weightings.map((weights) => ({ weights, share: 1, memory: 1 / weightings.length }));
}

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
      timeLimitMs: timeLimit * TUNING.noGiveBackShare,
      nodeLimit: Math.min(nodeLimit * TUNING.noGiveBackShare, TUNING.noGiveBackNodes),
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
 * Searches one game to a win, a proven loss, or the end of its budget: a quick exhaustive pass, then rounds
 * of win-finding searches, then one exhaustive pass with the rest. With `skipGiveBacks` the game is the
 * smaller one without give-backs (state.ts): its wins are wins, but its `loss` only means that game is lost.
 */
function searchGame(position: Position, limits: SolveLimits, skipGiveBacks: boolean, clock: Clock): SearchOutcome {
  const started = clock.read();
  const timeLimit = limits.timeLimitMs ?? Number.POSITIVE_INFINITY;
  const nodeLimit = limits.nodeLimit ?? Number.POSITIVE_INFINITY;
  const memoryMb = limits.memoryMb ?? TUNING.memoryMb;
  const split = new SplitTest(skipGiveBacks, clock);
  const dfs = new DepthFirst(position, skipGiveBacks, split, clock);
  let positions = 0;
  let peakBytes = 0;
  let stoppedBy: StopReason | null = null;
  let line: readonly number[] | null = null;
  /** Positions the best-first searches generated, and the fewest cards in piles they met. */
  let bestNodes = 0;
  let bestFewest = Number.POSITIVE_INFINITY;
  /** The bytes the best-first searches hold together: they live beside the slack passes' tables. */
  let bestBytes = 0;
  const total = () => dfs.nodes + bestNodes;

  /** A depth-first pass, its table's figures recorded and the limit it met, if it is the whole search's. */
  const pass = (slack: number, nodeBudget: number, deadline: number, tableMb: number) => {
    const result = dfs.pass(slack, nodeBudget, deadline, tableMb);
    positions = Math.max(positions, result.tableSize);
    peakBytes = Math.max(peakBytes, result.tableBytes + bestBytes);
    if (result.limit === 'budget' && total() >= nodeLimit) stoppedBy = 'nodes';
    if (result.limit === 'clock' && deadline >= started + timeLimit) stoppedBy = 'time';
    if (result.limit === 'memory') stoppedBy = 'memory';
    if (result.end === 'win') line = dfs.line;
    return result;
  };
  const finish = (result: SearchOutcome['result']): SearchOutcome => ({
    result,
    line: result === 'win' ? line : null,
    nodes: total(),
    positions,
    peakBytes: peakBytes + split.peakBytes,
    stoppedBy: result === 'unknown' ? (stoppedBy ?? 'time') : null,
    fewestInPiles: result === 'win' ? 0 : Math.min(dfs.fewestInPiles, bestFewest),
    longestClockGap: clock.longestGap,
  });

  if (dfs.won) {
    line = [];
    return finish('win');
  }
  const first = pass(
    Number.POSITIVE_INFINITY,
    Math.min(TUNING.quickPassNodes, nodeLimit - dfs.nodes),
    started + timeLimit,
    memoryMb,
  );
  if (first.end === 'win') return finish('win');
  if (first.end === 'exhausted') return finish('loss');
  if (stoppedBy !== null) return finish('unknown');
  dfs.restart();
  // Win-finding rounds: each round gives each best-first search and each slack pass a node budget that
  // doubles every round; a pass that ran to its end is not repeated, and the best-first searches go on from
  // where they stopped.
  const findUntil = started + timeLimit * TUNING.winFindingShare;
  const findNodes = dfs.nodes + (nodeLimit - dfs.nodes) * TUNING.winFindingShare;
  // While the best-first searches hold half the memory, the slack passes' tables get the other half. Each
  // best-first search keeps its own part: one that fills it early leaves its budget to the others, which
  // did better than one pool they all draw on (docs/WINNABILITY.md, the portfolio).
  const runs = limits.draw === undefined ? TUNING.bestFirstRuns : drawnRuns(limits.draw);
  // Each search is made when it first runs, so an easy deal won in the first round does not pay for the
  // stores of the searches it never reached.
  const bests: (BestFirst | null)[] = runs.map(() => null);
  const bestOf = (i: number, run: BestFirstRun): BestFirst => {
    const made =
      bests[i] ?? new BestFirst(position, (run.memory * memoryMb * 2 ** 20) / 2, run.weights, split, skipGiveBacks);
    bests[i] = made;
    return made;
  };
  const record = () => {
    bestNodes = 0;
    bestBytes = 0;
    for (const best of bests) {
      if (best === null) continue;
      bestNodes += best.nodes;
      bestBytes += best.peakBytes;
      bestFewest = Math.min(bestFewest, best.fewestInPiles);
      positions = Math.max(positions, best.positions);
    }
    peakBytes = Math.max(peakBytes, bestBytes);
  };
  const finished = new Set<number>();
  for (let budget = TUNING.roundStartNodes; ; budget *= 2) {
    if (total() >= findNodes || clock.read() >= findUntil) break;
    if (bests.every((best) => best?.full) && finished.size === TUNING.passSlacks.length) break;
    for (const [i, run] of runs.entries()) {
      if (bests[i]?.full || total() >= findNodes || clock.time >= findUntil) continue;
      const best = bestOf(i, run);
      const share = run.share * budget;
      const end = best.run(best.nodes + Math.min(share, findNodes - total()), findUntil, clock);
      record();
      if (end === 'win') {
        line = best.line;
        return finish('win');
      }
      if (end === 'exhausted') return finish('loss');
    }
    for (const slack of TUNING.passSlacks) {
      if (finished.has(slack)) continue;
      if (total() >= findNodes || clock.time >= findUntil) break;
      const budgetLeft = Math.max(1, Math.min(budget, Math.floor(findNodes - total())));
      const { end, cut } = pass(slack, budgetLeft, findUntil, memoryMb / 2);
      if (end === 'win') return finish('win');
      if (end === 'exhausted' && !cut) return finish('loss');
      if (end === 'exhausted') finished.add(slack);
      if (stoppedBy === 'memory') return finish('unknown');
      if (end === 'stopped') dfs.restart();
    }
  }
  // The exhaustive search takes the rest, with all the memory: the best-first searches are dropped here (the
  // array is emptied, so nothing keeps them alive and their memory is free for the pass's table).
  bests.length = 0;
  bestBytes = 0;
  stoppedBy = null;
  dfs.restart();
  split.widen(TUNING.exhaustiveSplit);
  const { end } = pass(Number.POSITIVE_INFINITY, nodeLimit - total(), started + timeLimit, memoryMb);
  if (end === 'win') return finish('win');
  if (end === 'exhausted') return finish('loss');
  return finish('unknown');
}
