// A game's review: the last position from which a win was found, the move that lost it, and the first position proved lost.

import { formatMove, isWon, type Move, type Position, play, status } from '../engine/index';
import { type PhaseOutcome, searchPhase } from './decoupled';
import { phasesMemory, searchByPhases } from './phases';
import type { Verdict } from './search-end';
import { SharedSuitGames } from './shared-suit-games';
import { type SolveLimits, type SolveResult, solve } from './solve';

/**
 * With no redeal left, the decoupled search first gets this share of a position's time and the solver's search
 * the rest: the decoupled search decides a lost last phase early or not at all, and a win needs the search's line
 * anyway. On the tuning seed this order decided the same last-phase positions as the search first for half the
 * time (docs/WINNABILITY.md, the decoupled search).
 */
export const DECOUPLED_SHARE = 0.25;

/** What one position of the game was found to be. */
export interface ReviewProbe {
  /** The position after this many steps of the game's record (moves and redeals alike). */
  readonly step: number;
  readonly verdict: Verdict;
  /**
   * How it was decided: `search` the solver's own search, `stuck` no move left, `followed` the game's next
   * moves are the start of a win found before it, `decoupled` a loss of the last phase by the decoupled search,
   * `phases` a loss with a redeal left by the search by phases (both with exact keys).
   */
  readonly method: 'search' | 'stuck' | 'followed' | 'decoupled' | 'phases' | null;
  /** A loss by the solver's search (64-bit keys) that the search by phases proved again with exact keys. */
  readonly confirmed: boolean;
  /** A win's moves from this position, in notation. */
  readonly solution: readonly string[] | null;
  /** Which budget ended an undecided search. */
  readonly stoppedBy: string | null;
  readonly timeMs: number;
  readonly nodes: number;
}

export interface Review {
  /** Steps in the game's record. */
  readonly steps: number;
  /**
   * `won`: the game was won; `turning-point`: a win was found after `lastWin.step` steps and the position one
   * step later was proved lost; `lost-from-start`: the deal itself was proved lost; `still-winnable`: the last
   * position has a win; `undecided`: no adjacent win and loss were found within the budgets.
   */
  readonly outcome: 'won' | 'turning-point' | 'lost-from-start' | 'still-winnable' | 'undecided';
  /** The latest position with a found win. */
  readonly lastWin: ReviewProbe | null;
  /** The earliest position proved lost. */
  readonly firstLoss: ReviewProbe | null;
  /** With `turning-point`: the losing step's number, 1 for the record's first (it is played after `lastWin.step` steps). */
  readonly losingStep: number | null;
  /** Every position searched, in the order searched. */
  readonly probes: readonly ReviewProbe[];
}

export interface ReviewLimits extends SolveLimits {
  /** The most positions searched (default 32): where undecided positions crowd the gap, the review ends undecided. */
  readonly maxProbes?: number;
  /**
   * Positions of the same game that an earlier review decided (its wins and losses): taken as found, not searched
   * again, so a second review with a larger budget searches only the gap the first one left.
   */
  readonly known?: readonly ReviewProbe[];
  /** Called after each position is decided or given up on. */
  readonly onProbe?: (probe: ReviewProbe, known: { lastWin: number; firstLoss: number }) => void;
}

/** The positions of a game: its start, then the one after each step of the record. Throws on an illegal step. */
export function gamePositions(start: Position, moves: readonly Move[]): Position[] {
  const positions = [start];
  moves.forEach((move, i) => {
    const step = play(positions[i] as Position, move);
    if (!step.ok) throw new RangeError(`Step ${i + 1} (${formatMove(move)}) is not legal: ${step.error.reason}`);
    positions.push(step.value);
  });
  return positions;
}

/**
 * Decides one position within the budget as `solveWithProofs` does; a loss of the solver's search with a redeal left
 * is then proved again by phases where the time allows (`confirmed`).
 */
export function reviewPosition(
  position: Position,
  step: number,
  limits: SolveLimits,
  suitGames: SharedSuitGames = new SharedSuitGames(),
): ReviewProbe {
  const now = limits.now ?? Date.now;
  const started = now();
  const probe = (
    verdict: ReviewProbe['verdict'],
    method: ReviewProbe['method'],
    more: Partial<ReviewProbe> = {},
  ): ReviewProbe => ({
    step,
    verdict,
    method,
    confirmed: false,
    solution: null,
    stoppedBy: null,
    nodes: 0,
    ...more,
    timeMs: now() - started,
  });
  if (isWon(position)) return probe('win', 'search', { solution: [] });
  if (status(position) === 'stuck') return probe('loss', 'stuck');
  const answer = solveWithProofs(position, limits, now, suitGames);
  if (answer.proof !== null) return probe('loss', answer.proof, { nodes: answer.nodes });
  if (answer.result === 'win') return probe('win', 'search', { solution: answer.solution, nodes: answer.nodes });
  if (answer.result === 'unknown') return probe('unknown', null, { stoppedBy: answer.stoppedBy, nodes: answer.nodes });
  if (position.redeals === 0) return probe('loss', 'search', { nodes: answer.nodes });
  // With a redeal left the search keeps positions by 64-bit keys: the search by phases, with exact keys, proves
  // the loss again where it can, within a share of the time and never past the position's time limit.
  const again = searchByPhases(position, {
    ...(limits.timeLimitMs === undefined
      ? {}
      : { deadline: Math.min(now() + limits.timeLimitMs * DECOUPLED_SHARE, started + limits.timeLimitMs) }),
    ...(limits.nodeLimit === undefined ? {} : { nodeLimit: limits.nodeLimit }),
    ...phasesMemory(limits.memoryMb),
    now,
    suitGames,
  });
  if (again.result === 'win') throw new Error('Solver bug: the search and the search by phases disagree.');
  return probe('loss', 'search', { nodes: answer.nodes + again.work, confirmed: again.result === 'loss' });
}

/**
 * The decoupled search of a position's last phase within its share of the budgets: `DECOUPLED_SHARE` of the
 * time, the node limit and memory as given; with the suit games of searches before it when given.
 */
export function lastPhaseSearch(
  position: Position,
  limits: SolveLimits,
  now: () => number,
  suitGames?: SharedSuitGames,
): PhaseOutcome {
  return searchPhase(position, {
    ...(suitGames === undefined ? {} : { suitGames: suitGames.for(position) }),
    ...(limits.timeLimitMs === undefined ? {} : { deadline: now() + limits.timeLimitMs * DECOUPLED_SHARE }),
    ...(limits.nodeLimit === undefined ? {} : { nodeLimit: limits.nodeLimit }),
    maxStoredLeaves: Math.max(100_000, ((limits.memoryMb ?? 1024) * 2 ** 20) / 256),
    now,
  });
}

/**
 * With one redeal left, the solver's search first gets this share of a position's time and the search by phases
 * the rest: the search finds a win's line in milliseconds where there is one, and the search by phases proves,
 * with exact keys, losses the search does not finish (each last phase the redeal leads to falls to the decoupled
 * search, where the search plays it position by position). Chosen on the tuning seed (docs/WINNABILITY.md, "A
 * game's review").
 */
export const SEARCH_FIRST_SHARE = 0.25;

/**
 * How a loss was proved with exact keys: `decoupled` the decoupled search of the last phase, `phases` the search by
 * phases; null for any other answer (a win, unknown, or a loss of the solver's search, whose keys are 64-bit).
 */
export type ExactProof = 'decoupled' | 'phases' | null;

/** The answer, and which search with exact keys proved it if it is such a loss. */
export type ProvedResult = SolveResult & { readonly proof: ExactProof };

/**
 * A position's answer as a review, "Can I still win?" and `crescent solve` give it. With no redeal left the
 * decoupled search of the last phase first gets its share of the budgets (`lastPhaseSearch`: it decides a lost
 * last phase within a small part of it, or not at all), and a loss it proves is the answer; with one redeal left
 * the solver's search first gets `SEARCH_FIRST_SHARE` of them, and the search by phases the rest. Otherwise (and after
 * the decoupled search) the solver's search has the rest, and finds a win's line. A win the search by phases
 * finds has no line, and is answered unknown: a win is given with its line or not at all.
 */
export function solveWithProofs(
  position: Position,
  limits: SolveLimits,
  now: () => number = limits.now ?? Date.now,
  suitGames?: SharedSuitGames,
): ProvedResult {
  if (isWon(position) || position.redeals > 1) return { ...solve(position, { ...limits, now }), proof: null };
  if (position.redeals === 1) return searchThenPhases(position, limits, now, suitGames);
  const started = now();
  const phase = lastPhaseSearch(position, limits, now, suitGames);
  const spent = now() - started;
  if (phase.result === 'loss') {
    return {
      result: 'loss',
      solution: null,
      nodes: phase.work,
      positions: phase.peakStoredLeaves,
      peakBytes: 0,
      stoppedBy: null,
      fewestInPiles: 0,
      timeMs: spent,
      proof: 'decoupled',
    };
  }
  const answer = solve(position, { ...limits, ...rest(limits, spent, phase.work), now });
  if (answer.result === 'loss' && phase.result === 'win')
    throw new Error('Solver bug: the search and the decoupled search disagree.');
  return {
    ...answer,
    nodes: answer.nodes + phase.work,
    timeMs: answer.timeMs + spent,
    stoppedBy: answer.stoppedBy ?? (answer.result === 'unknown' ? phase.stoppedBy : null),
    proof: null,
  };
}

/** The budgets a second search has after a first one spent `spentMs` and `work` of them. */
function rest(limits: SolveLimits, spentMs: number, work: number): Pick<SolveLimits, 'timeLimitMs' | 'nodeLimit'> {
  return {
    ...(limits.timeLimitMs === undefined ? {} : { timeLimitMs: Math.max(0, limits.timeLimitMs - spentMs) }),
    ...(limits.nodeLimit === undefined ? {} : { nodeLimit: Math.max(1, limits.nodeLimit - work) }),
  };
}

/** With one redeal left: the solver's search within `SEARCH_FIRST_SHARE` of the budgets, then the search by phases. */
function searchThenPhases(
  position: Position,
  limits: SolveLimits,
  now: () => number,
  suitGames?: SharedSuitGames,
): ProvedResult {
  const started = now();
  const answer = solve(position, {
    ...limits,
    now,
    ...(limits.timeLimitMs === undefined ? {} : { timeLimitMs: limits.timeLimitMs * SEARCH_FIRST_SHARE }),
    ...(limits.nodeLimit === undefined
      ? {}
      : { nodeLimit: Math.max(1, Math.floor(limits.nodeLimit * SEARCH_FIRST_SHARE)) }),
  });
  if (answer.result !== 'unknown') return { ...answer, proof: null };
  const phases = searchByPhases(position, {
    ...(limits.timeLimitMs === undefined ? {} : { deadline: started + limits.timeLimitMs }),
    ...(limits.nodeLimit === undefined ? {} : { nodeLimit: Math.max(1, limits.nodeLimit - answer.nodes) }),
    ...phasesMemory(limits.memoryMb),
    now,
    ...(suitGames === undefined ? {} : { suitGames }),
  });
  const timeMs = now() - started;
  const nodes = answer.nodes + phases.work;
  if (phases.result === 'loss') return { ...answer, result: 'loss', nodes, timeMs, stoppedBy: null, proof: 'phases' };
  // A win without its line, or no answer: unknown, stopped by the budget that ended the search by phases (a win
  // found ends it early, and the search's own budget ran out before).
  return { ...answer, nodes, timeMs, stoppedBy: phases.stoppedBy ?? answer.stoppedBy, proof: null };
}

/**
 * Reviews a game. A position reachable from a lost one is lost, and one from which a winnable one is reachable
 * is winnable, so along the game the found wins come before the proved losses: a search between the latest
 * win and the earliest loss halves the gap each time, about log2(steps) searches for the whole game. A win's
 * line that the game then followed decides the positions it passed through without a search.
 */
export function reviewGame(start: Position, moves: readonly Move[], limits: ReviewLimits = {}): Review {
  const positions = gamePositions(start, moves);
  const steps = moves.length;
  const probes: ReviewProbe[] = [];
  const known = new Map<number, ReviewProbe>();
  let lastWin = -1;
  let firstLoss = steps + 1;
  // The game's last phases, and those the search by phases confirms a loss with, ask many of the same suit
  // games: their answers carry from one position to the next.
  const suitGames = new SharedSuitGames();
  const record = (probe: ReviewProbe) => {
    known.set(probe.step, probe);
    if (probe.verdict === 'win' && probe.step > lastWin) lastWin = probe.step;
    if (probe.verdict === 'loss' && probe.step < firstLoss) firstLoss = probe.step;
  };
  const decide = (step: number) => {
    const probe = reviewPosition(positions[step] as Position, step, limits, suitGames);
    probes.push(probe);
    record(probe);
    if (probe.verdict === 'win') followWin(probe);
    limits.onProbe?.(probe, { lastWin, firstLoss });
  };
  // The game's next moves, as long as they are the win's, keep the position winnable.
  const followWin = (probe: ReviewProbe) => {
    const line = probe.solution ?? [];
    let step = probe.step;
    let at = 0;
    while (step < steps && at < line.length && formatMove(moves[step] as Move) === line[at]) {
      step++;
      at++;
      record({ ...probe, step, method: 'followed', solution: line.slice(at), timeMs: 0, nodes: 0 });
    }
  };
  const end = (outcome: Review['outcome']): Review => {
    const win = lastWin >= 0 ? (known.get(lastWin) ?? null) : null;
    const loss = firstLoss <= steps ? (known.get(firstLoss) ?? null) : null;
    return {
      steps,
      outcome,
      lastWin: win,
      firstLoss: loss,
      losingStep: outcome === 'turning-point' ? lastWin + 1 : null,
      probes,
    };
  };
  if (isWon(positions[steps] as Position)) return end('won');
  for (const probe of limits.known ?? []) {
    if (probe.verdict === 'unknown' || probe.step < 0 || probe.step > steps) continue;
    record(probe);
    if (probe.verdict === 'win') followWin(probe);
  }
  if (!known.has(steps)) decide(steps);
  if (lastWin === steps) return end('still-winnable');
  // Bisect the gap between the latest win and the earliest loss; an undecided position is stepped around.
  for (;;) {
    if (firstLoss === lastWin + 1) return end(lastWin < 0 ? 'lost-from-start' : 'turning-point');
    // The middle of the widest stretch of unsearched positions in the gap: undecided positions split the gap too.
    const marks = [lastWin];
    for (let step = lastWin + 1; step < firstLoss; step++) if (known.has(step)) marks.push(step);
    marks.push(firstLoss);
    let pick = -1;
    let widest = 0;
    for (let i = 1; i < marks.length; i++) {
      const from = marks[i - 1] as number;
      const width = (marks[i] as number) - from - 1;
      if (width > widest) {
        widest = width;
        pick = lastWin < 0 && from < 0 ? 0 : from + Math.ceil(width / 2);
      }
    }
    if (pick < 0 || probes.length >= (limits.maxProbes ?? 32)) return end('undecided');
    decide(pick);
  }
}
