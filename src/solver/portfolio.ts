// The solver's schedule: which searches run, in what order and with what share of the budgets, from one table of tuning.

import { type Position, RULE_SETS } from '../engine/index';
import { BestFirst, WEIGHTS, type Weights } from './best-first';
import { Clock } from './clock';
import { drawWeightings, portfolioDraws } from './draws';
import { DepthFirst, type PassResult, type SearchOutcome, type SolveLimits } from './search';
import type { StopReason } from './search-end';
import { SplitTest } from './split';

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
  /**
   * The smaller game (state.ts) goes first, for this share: under give-back the game without give-backs, under
   * classic rules the game whose redeals wait for a dead end. Most wins need neither a give-back nor an early
   * redeal, and the smaller game finds them sooner (classic, 8 million positions a deal: 26 of 40 hard study
   * deals won against 18 without it; the tuning set's same 199 of 200 in 40% fewer positions). A quarter rather
   * than half leaves the real game more of a hard deal's budget (casual Hard's tuning deals at 8 million
   * positions: 3 more won, 12% fewer positions in all).
   */
  smallerGameShare: 0.25,
  /** ...and at most these positions, since the real game that follows has many more. */
  smallerGameNodes: 4_000_000,
  /**
   * The separate-games test's games in the last exhaustive pass: single suits with up to three redeals left.
   * Pairs of suits (lab/split-lab.ts) are not judged: their small searches took the positions that the pass's
   * few late wins needed, and cut too little to pay for them.
   */
  exhaustiveSuitRedeals: 3,
  /**
   * Hard deals are heavy-tailed: a weighting lost on one deal often wins another at once, so many run side by
   * side. The first eleven are the default and its neighbours; cheap redeals (30) and dear inversions (48) win
   * study deals that none of the others wins in far more positions. The other 59 are draws 1, 2 and 3 of
   * draws.ts (twenty at a time from piles 8-40, redeals 0-480, inversions 0-96 and depth 0-12, a repeat
   * dropped), all kept: far from the default, they win quickly many deals that the neighbours leave open long
   * after, and each later draw won deals the earlier ones left open (docs/WINNABILITY.md, the portfolio).
   * Memory parts are fractions of the best-first half and sum to at most 1.
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
  // Strict has no smaller game: its redeals wait for a dead end already, and it has no give-back. Nor has
  // classic with no redeal left, where waiting for a dead end changes nothing.
  const rules = RULE_SETS[position.rules];
  if (rules.redealWhen === 'blocked' || (!rules.giveBack && position.redeals === 0)) {
    return searchGame(position, limits, false, clock);
  }
  const started = clock.time;
  const timeLimit = limits.timeLimitMs ?? Number.POSITIVE_INFINITY;
  const nodeLimit = limits.nodeLimit ?? Number.POSITIVE_INFINITY;
  const smaller = searchGame(
    position,
    {
      ...limits,
      timeLimitMs: timeLimit * TUNING.smallerGameShare,
      nodeLimit: Math.min(nodeLimit * TUNING.smallerGameShare, TUNING.smallerGameNodes),
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
 * The exhaustive pass: a depth-first pass from the start with no slack, the separate-games test widened to
 * single suits with up to `suitRedeals` left. Its 'exhausted' is a loss; it stops at `nodeBudget` positions,
 * at `deadline` or when its table of `tableMb` MiB is full.
 */
export function exhaustivePass(
  dfs: DepthFirst,
  split: SplitTest,
  nodeBudget: number,
  deadline: number,
  tableMb: number,
  suitRedeals: number = TUNING.exhaustiveSuitRedeals,
): PassResult {
  dfs.restart();
  split.widen(suitRedeals);
  return dfs.pass(Number.POSITIVE_INFINITY, nodeBudget, deadline, tableMb);
}

type Answer = SearchOutcome['result'];

/** What the searches of one game have found so far: the figures its answer reports. */
interface Tally {
  /** The most distinct positions any one table kept, and the most bytes held at once. */
  positions: number;
  peakBytes: number;
  /** The limit of the whole search that a pass met, if one did. */
  stoppedBy: StopReason | null;
  line: readonly number[] | null;
  /** Positions the best-first searches generated, the fewest cards in piles they met, and the bytes they hold. */
  bestNodes: number;
  bestFewest: number;
  bestBytes: number;
}

/**
 * Searches one game to a win, a proven loss, or the end of its budget: a quick exhaustive pass, then rounds
 * of win-finding searches, then one exhaustive pass with the rest. With `smallerGame` the game is the
 * smaller one of state.ts: its wins are wins, but its `loss` only means that game is lost.
 */
function searchGame(position: Position, limits: SolveLimits, smallerGame: boolean, clock: Clock): SearchOutcome {
  const game = new GameSearch(position, limits, smallerGame, clock);
  return game.answer(game.startWon() ?? game.quickPass() ?? game.winFinding() ?? game.lastPass());
}

/** One game's schedule: its phases, each answering or leaving the game to the next, over one tally. */
class GameSearch {
  private readonly started: number;
  private readonly timeLimit: number;
  private readonly nodeLimit: number;
  private readonly memoryMb: number;
  private readonly split: SplitTest;
  private readonly dfs: DepthFirst;
  private readonly tally: Tally = {
    positions: 0,
    peakBytes: 0,
    stoppedBy: null,
    line: null,
    bestNodes: 0,
    bestFewest: Number.POSITIVE_INFINITY,
    bestBytes: 0,
  };

  constructor(
    private readonly position: Position,
    private readonly limits: SolveLimits,
    private readonly smallerGame: boolean,
    private readonly clock: Clock,
  ) {
    this.started = clock.read();
    this.timeLimit = limits.timeLimitMs ?? Number.POSITIVE_INFINITY;
    this.nodeLimit = limits.nodeLimit ?? Number.POSITIVE_INFINITY;
    this.memoryMb = limits.memoryMb ?? TUNING.memoryMb;
    this.split = new SplitTest(smallerGame, clock);
    this.dfs = new DepthFirst(position, smallerGame, this.split, clock);
  }

  /** Positions searched by all the searches so far. */
  private get nodes(): number {
    return this.dfs.nodes + this.tally.bestNodes;
  }

  /** The answer with the tally's figures. */
  answer(result: Answer): SearchOutcome {
    const tally = this.tally;
    return {
      result,
      line: result === 'win' ? tally.line : null,
      nodes: this.nodes,
      positions: tally.positions,
      peakBytes: tally.peakBytes + this.split.peakBytes,
      stoppedBy: result === 'unknown' ? (tally.stoppedBy ?? 'time') : null,
      fewestInPiles: result === 'win' ? 0 : Math.min(this.dfs.fewestInPiles, tally.bestFewest),
      longestClockGap: this.clock.longestGap,
    };
  }

  /** A depth-first pass's figures into the tally, and the limit it met if it is the whole search's. */
  private record(result: PassResult, deadline: number): PassResult {
    const tally = this.tally;
    tally.positions = Math.max(tally.positions, result.tableSize);
    tally.peakBytes = Math.max(tally.peakBytes, result.tableBytes + tally.bestBytes);
    if (result.limit === 'nodes' && this.nodes >= this.nodeLimit) tally.stoppedBy = 'nodes';
    if (result.limit === 'time' && deadline >= this.started + this.timeLimit) tally.stoppedBy = 'time';
    if (result.limit === 'memory') tally.stoppedBy = 'memory';
    if (result.end === 'win') tally.line = this.dfs.line;
    return result;
  }

  /** The best-first searches' figures into the tally. */
  private recordBestFirst(bests: readonly (BestFirst | null)[]): void {
    const tally = this.tally;
    tally.bestNodes = 0;
    tally.bestBytes = 0;
    for (const best of bests) {
      if (best === null) continue;
      tally.bestNodes += best.nodes;
      tally.bestBytes += best.peakBytes;
      tally.bestFewest = Math.min(tally.bestFewest, best.fewestInPiles);
      tally.positions = Math.max(tally.positions, best.positions);
    }
    tally.peakBytes = Math.max(tally.peakBytes, tally.bestBytes);
  }

  /** A start position already won. */
  startWon(): Answer | null {
    if (!this.dfs.won) return null;
    this.tally.line = [];
    return 'win';
  }

  /** A short exhaustive pass, which settles small positions outright. */
  quickPass(): Answer | null {
    const deadline = this.started + this.timeLimit;
    const budget = Math.min(TUNING.quickPassNodes, this.nodeLimit - this.dfs.nodes);
    const { end } = this.record(this.dfs.pass(Number.POSITIVE_INFINITY, budget, deadline, this.memoryMb), deadline);
    if (end === 'win') return 'win';
    if (end === 'exhausted') return 'loss';
    return this.tally.stoppedBy === null ? null : 'unknown';
  }

  /**
   * Win-finding rounds: each round gives each best-first search and each slack pass a node budget that doubles
   * every round; a pass that ran to its end is not repeated, and the best-first searches go on from where they
   * stopped.
   */
  winFinding(): Answer | null {
    const { dfs, clock, memoryMb } = this;
    dfs.restart();
    const findUntil = this.started + this.timeLimit * TUNING.winFindingShare;
    const findNodes = dfs.nodes + (this.nodeLimit - dfs.nodes) * TUNING.winFindingShare;
    // While the best-first searches hold half the memory, the slack passes' tables get the other half. Each
    // best-first search keeps its own part: one that fills it early leaves its budget to the others, which
    // did better than one pool they all draw on (docs/WINNABILITY.md, the portfolio).
    const runs = this.limits.draw === undefined ? TUNING.bestFirstRuns : drawnRuns(this.limits.draw);
    // Each search is made when it first runs, so an easy deal won in the first round does not pay for the
    // stores of the searches it never reached. They are dropped when this phase ends, which frees their memory
    // for the last pass's table.
    const bests: (BestFirst | null)[] = runs.map(() => null);
    const finished = new Set<number>();
    for (let budget = TUNING.roundStartNodes; ; budget *= 2) {
      if (this.nodes >= findNodes || clock.read() >= findUntil) break;
      if (bests.every((best) => best?.full) && finished.size === TUNING.passSlacks.length) break;
      for (const [i, run] of runs.entries()) {
        if (bests[i]?.full || this.nodes >= findNodes || clock.time >= findUntil) continue;
        const best =
          bests[i] ??
          new BestFirst(
            this.position,
            (run.memory * memoryMb * 2 ** 20) / 2,
            run.weights,
            this.split,
            this.smallerGame,
          );
        bests[i] = best;
        const share = run.share * budget;
        const end = best.run(best.nodes + Math.min(share, findNodes - this.nodes), findUntil, clock);
        this.recordBestFirst(bests);
        if (end === 'win') {
          this.tally.line = best.line;
          return 'win';
        }
        if (end === 'exhausted') return 'loss';
      }
      for (const slack of TUNING.passSlacks) {
        if (finished.has(slack)) continue;
        if (this.nodes >= findNodes || clock.time >= findUntil) break;
        const budgetLeft = Math.max(1, Math.min(budget, Math.floor(findNodes - this.nodes)));
        const { end, cut } = this.record(dfs.pass(slack, budgetLeft, findUntil, memoryMb / 2), findUntil);
        if (end === 'win') return 'win';
        if (end === 'exhausted' && !cut) return 'loss';
        if (end === 'exhausted') finished.add(slack);
        if (this.tally.stoppedBy === 'memory') return 'unknown';
        if (end === 'stopped') dfs.restart();
      }
    }
    return null;
  }

  /** The exhaustive pass with the rest of the budgets and all the memory. */
  lastPass(): Answer {
    this.tally.bestBytes = 0;
    this.tally.stoppedBy = null;
    const deadline = this.started + this.timeLimit;
    const result = exhaustivePass(this.dfs, this.split, this.nodeLimit - this.nodes, deadline, this.memoryMb);
    const { end } = this.record(result, deadline);
    if (end === 'win') return 'win';
    if (end === 'exhausted') return 'loss';
    return 'unknown';
  }
}
