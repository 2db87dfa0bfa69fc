// A position decided phase by phase with exact keys: every position with a redeal left played out, and each last phase by the decoupled search.

import { formatPosition, isWon, legalMoves, type Position, playLegal, RULE_SETS } from '../engine/index';
import { searchPhase } from './decoupled';
import type { StopReason, Verdict } from './search-end';

/**
 * Every line of a game is a run of positions with redeals left, then (unless it is won or stuck first) a
 * redeal that spends the last one, then a last phase without a redeal. This search plays every legal move of
 * the engine from every position with a redeal left, keeping each by its full text (no hash), and hands each
 * position the last redeal leads to, once per distinct one, to the decoupled search (decoupled.ts), which plays
 * the last phase as a whole and whose loss is a proof. So the game is won exactly when some position played
 * here is won or some last phase is; when every position was played and every last phase lost, no line wins:
 * the loss is a proof, and no answer in it rests on a hash. It pays where the positions with a redeal left are
 * few: late in a game, or under strict rules, where a redeal comes only at a dead end.
 */

export interface ByPhasesLimits {
  /** Stop with `unknown` after this much work: positions played here plus the decoupled searches' work. */
  readonly nodeLimit?: number;
  /** Stop with `unknown` at this time, in the clock's milliseconds. */
  readonly deadline?: number;
  /** Stop with `unknown` once this many positions are kept at once (their texts are the memory this search holds). */
  readonly maxPositions?: number;
  /** Each decoupled search's bound on the leaf states it keeps (its memory). */
  readonly maxStoredLeaves?: number;
  readonly now?: () => number;
}

export interface ByPhasesOutcome {
  readonly result: Verdict;
  /** Distinct positions with a redeal left played. */
  readonly positions: number;
  /** The most positions kept at once (finished layers are freed). */
  readonly peakPositions: number;
  /** Distinct last phases searched (positions after the last redeal, boundaries of meeting foundations merged). */
  readonly lastPhases: number;
  /** All work: positions played plus the decoupled searches' work. */
  readonly work: number;
  readonly stoppedBy: StopReason | null;
}

/**
 * The text of a position with no redeal left, the same for every boundary between two meeting foundations
 * where trades are allowed: trades move that boundary both ways, so those positions reach each other and are
 * won or lost together (the decoupled search treats them as one). The boundary written is the lowest, the Ace
 * foundation at its base.
 */
export function lastPhaseKey(position: Position): string {
  if (!RULE_SETS[position.rules].trades) return formatPosition(position);
  const foundations = [...position.foundations];
  for (let suit = 0; suit < 4; suit++) {
    if (foundations[suit + 4] === (foundations[suit] as number) + 1) {
      foundations[suit] = 1;
      foundations[suit + 4] = 2;
    }
  }
  return formatPosition({ ...position, foundations });
}

/** Each position the search by phases keeps costs about this many bytes (its text in a set, and the position). */
const BYTES_PER_POSITION = 1024;

/** The search by phases' limits from a solve's budgets: its time from now, its work, its memory in positions. */
export function phasesLimits(limits: { timeLimitMs?: number; nodeLimit?: number; memoryMb?: number }): ByPhasesLimits {
  const bytes = (limits.memoryMb ?? 1024) * 2 ** 20;
  return {
    ...(limits.nodeLimit === undefined ? {} : { nodeLimit: limits.nodeLimit }),
    ...(limits.timeLimitMs === undefined ? {} : { deadline: Date.now() + limits.timeLimitMs }),
    maxPositions: Math.floor(bytes / BYTES_PER_POSITION),
    maxStoredLeaves: Math.floor(bytes / 256),
  };
}

/** Decides `position` phase by phase within the limits: `win`, `loss` (proved) or `unknown` (a limit ended it). */
export function searchByPhases(position: Position, limits: ByPhasesLimits = {}): ByPhasesOutcome {
  const now = limits.now ?? Date.now;
  const nodeLimit = limits.nodeLimit ?? Number.POSITIVE_INFINITY;
  const maxPositions = limits.maxPositions ?? 2_000_000;
  // The last phases searched, by key: all come from positions with one redeal left and as many cards in piles
  // (a redeal moves none), so each layer keeps its own and they are freed with it.
  let lastSeen = new Set<string>();
  let lastPhases = 0;
  let work = 0;
  let kept = 0;
  let played = 0;
  let peak = 0;
  const end = (result: ByPhasesOutcome['result'], stoppedBy: ByPhasesOutcome['stoppedBy'] = null) => ({
    result,
    positions: 0,
    peakPositions: 0,
    lastPhases,
    work,
    stoppedBy,
  });

  /** The last phase from `start` (no redeal left): 'win', 'loss' or why it stopped. */
  const lastPhase = (start: Position): 'win' | 'loss' | StopReason => {
    if (isWon(start)) return 'win';
    const key = lastPhaseKey(start);
    if (lastSeen.has(key)) return 'loss';
    lastSeen.add(key);
    lastPhases++;
    kept++;
    const phase = searchPhase(start, {
      nodeLimit: nodeLimit - work,
      ...(limits.deadline === undefined ? {} : { deadline: limits.deadline }),
      ...(limits.maxStoredLeaves === undefined ? {} : { maxStoredLeaves: limits.maxStoredLeaves }),
      now,
    });
    work += phase.work;
    if (phase.result === 'unknown') return phase.stoppedBy ?? 'nodes';
    return phase.result;
  };

  if (position.redeals === 0) {
    const answer = lastPhase(position);
    return answer === 'win' || answer === 'loss' ? end(answer) : end('unknown', answer);
  }
  // Layer by layer over a measure no move raises (see `layerOf`): a layer's positions reach only their own
  // layer or a lower one, so once a layer is played out none of its positions is met again, and its texts
  // are freed. The positions kept at once are those of the layer being played and the lower ones found.
  const giveBack = RULE_SETS[position.rules].giveBack;
  const layers = new Map<number, { seen: Set<string>; open: Position[]; last: Set<string> }>();
  const enter = (p: Position, text: string): boolean => {
    const at = layerOf(p, giveBack);
    let layer = layers.get(at);
    if (layer === undefined) {
      layer = { seen: new Set(), open: [], last: new Set() };
      layers.set(at, layer);
    }
    if (layer.seen.has(text)) return true;
    if (kept >= maxPositions) return false;
    layer.seen.add(text);
    layer.open.push(p);
    kept++;
    played++;
    peak = Math.max(peak, kept);
    return true;
  };
  const finish = (result: ByPhasesOutcome['result'], stoppedBy: ByPhasesOutcome['stoppedBy'] = null) => ({
    ...end(result, stoppedBy),
    positions: played,
    peakPositions: peak,
  });
  enter(position, formatPosition(position));
  while (layers.size > 0) {
    const at = Math.max(...layers.keys());
    const layer = layers.get(at) as { seen: Set<string>; open: Position[]; last: Set<string> };
    lastSeen = layer.last;
    while (layer.open.length > 0) {
      const p = layer.open.pop() as Position;
      if (isWon(p)) return finish('win');
      if (++work > nodeLimit) return finish('unknown', 'nodes');
      if ((work & 255) === 0 && limits.deadline !== undefined && now() >= limits.deadline) {
        return finish('unknown', 'time');
      }
      for (const move of legalMoves(p)) {
        const next = playLegal(p, move);
        if (next.redeals === 0) {
          // Only the redeal that spends the last one leads here: the last phase is searched as a whole.
          const answer = lastPhase(next);
          if (answer === 'win') return finish('win');
          if (answer !== 'loss') return finish('unknown', answer);
          continue;
        }
        if (!enter(next, formatPosition(next))) return finish('unknown', 'memory');
      }
    }
    kept -= layer.seen.size + layer.last.size;
    layers.delete(at);
  }
  return finish('loss');
}

/**
 * A measure no move raises: redeals left, then (where no card comes back from a foundation) the cards in
 * piles. A redeal spends one, a play home takes a card out of the piles, a move between piles or a trade
 * keeps both; only a give-back puts a card back, so under casual rules the measure is the redeals alone.
 */
export function layerOf(position: Position, giveBack: boolean): number {
  const cards = giveBack ? 0 : position.piles.reduce((n, pile) => n + pile.length, 0);
  return position.redeals * 1000 + cards;
}
