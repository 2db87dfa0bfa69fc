// A strict position decided phase by phase with the decoupled search: each phase's redeals come only where nothing else can move.

import { formatCard, formatPosition, type Position, play, REDEAL, RULE_SETS } from '../../engine/index';
import { type PhaseOutcome, type StuckAnswer, searchPhase } from '../decoupled';
import type { StopReason, Verdict } from '../search-end';
import { SharedSuitGames } from '../shared-suit-games';

export interface StrictPhasesLimits {
  /** Stop with `unknown` after this much work, over every phase searched. */
  readonly nodeLimit?: number;
  /** Stop with `unknown` at this time, in the clock's milliseconds. */
  readonly deadline?: number;
  /** The leaf states each phase's search may keep at once. */
  readonly maxStoredLeaves?: number;
  readonly now?: () => number;
  /** Suit games for the last phases, shared with searches before and after this one. */
  readonly suitGames?: SharedSuitGames;
}

export interface StrictPhasesOutcome {
  readonly result: Verdict;
  /** All work, every phase's search counted. */
  readonly work: number;
  /** Distinct positions after a redeal searched (each phase's start but the first). */
  readonly redealStarts: number;
  /** Of those, how many had no redeal left (last phases). */
  readonly lastPhases: number;
  readonly stoppedBy: StopReason | null;
}

/**
 * Under strict rules a redeal may be played only where no card can move and no useful trade is open, and
 * whether a card can move is a question about one suit at a time. So the decoupled search of a phase with a
 * redeal left (decoupled.ts, with no suit game asked) meets every position where the redeal is the only move as
 * the product of each suit's stuck leaf states, and each is searched on from its redeal: the last phase by the
 * decoupled search with its suit games, an earlier one by this search again. A position after a redeal is
 * searched once, by its exact text with its piles in order of their texts (no rule reads which pile is which).
 * The position is won when a phase is won or a position after a redeal is won, and lost when every phase
 * reached ran out without one: the same game, every line of it, with no hash and nothing relaxed.
 */
export function searchStrictPhases(position: Position, limits: StrictPhasesLimits = {}): StrictPhasesOutcome {
  if (RULE_SETS[position.rules].redealWhen !== 'blocked')
    throw new Error(`The search of strict phases plays strict rules, not ${position.rules}'s.`);
  const now = limits.now ?? Date.now;
  const suitGames = limits.suitGames ?? new SharedSuitGames();
  const known = new Map<string, Verdict>();
  let redealStarts = 0;
  let lastPhases = 0;
  const timing = {
    ...(limits.deadline === undefined ? {} : { deadline: limits.deadline }),
    ...(limits.maxStoredLeaves === undefined ? {} : { maxStoredLeaves: limits.maxStoredLeaves }),
    now,
  };
  const phase = (start: Position, nodeLimit: number): PhaseOutcome =>
    start.redeals === 0
      ? searchPhase(start, { ...timing, nodeLimit, suitGames: suitGames.for(start) })
      : searchPhase(start, { ...timing, nodeLimit, atStuck });
  const atStuck = (stuck: Position, nodeLimit: number): StuckAnswer => {
    const redealt = play(stuck, REDEAL);
    if (!redealt.ok) throw new Error(`Solver bug: a stuck position refused its redeal: ${redealt.error.reason}`);
    const start = redealt.value;
    const key = keyOf(start);
    const verdict = known.get(key);
    if (verdict !== undefined) return { result: verdict, work: 0, stoppedBy: null };
    redealStarts++;
    if (start.redeals === 0) lastPhases++;
    const outcome = phase(start, nodeLimit);
    if (outcome.result !== 'unknown') known.set(key, outcome.result);
    return { result: outcome.result, work: outcome.work, stoppedBy: outcome.stoppedBy };
  };
  const outcome = phase(position, limits.nodeLimit ?? Number.POSITIVE_INFINITY);
  return { result: outcome.result, work: outcome.work, redealStarts, lastPhases, stoppedBy: outcome.stoppedBy };
}

/** A position's text with its piles in the order of their texts: positions that differ only in which pile is which share it. */
function keyOf(position: Position): string {
  const piles = position.piles.map((pile) => pile.map(formatCard).join('')).sort();
  return `${formatPosition({ ...position, piles: [] })}|${piles.join('/')}`;
}
