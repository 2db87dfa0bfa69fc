// A position decided phase by phase with exact keys: every position with a redeal left played out, and each last phase by the decoupled search.

import { formatPosition, isWon, legalMoves, type Position, playLegal, RULE_SETS } from '../engine/index';
import { searchPhase } from './decoupled';

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
  /** Stop with `unknown` once this many positions are kept (their texts are the memory this search holds). */
  readonly maxPositions?: number;
  /** Each decoupled search's bound on the leaf states it keeps (its memory). */
  readonly maxStoredLeaves?: number;
  readonly now?: () => number;
}

export interface ByPhasesOutcome {
  readonly result: 'win' | 'loss' | 'unknown';
  /** Distinct positions with a redeal left played. */
  readonly positions: number;
  /** Distinct last phases searched (positions after the last redeal, boundaries of meeting foundations merged). */
  readonly lastPhases: number;
  /** All work: positions played plus the decoupled searches' work. */
  readonly work: number;
  readonly stoppedBy: 'nodes' | 'time' | 'memory' | null;
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

/** Decides `position` phase by phase within the limits: `win`, `loss` (proved) or `unknown` (a limit ended it). */
export function searchByPhases(position: Position, limits: ByPhasesLimits = {}): ByPhasesOutcome {
  const now = limits.now ?? Date.now;
  const nodeLimit = limits.nodeLimit ?? Number.POSITIVE_INFINITY;
  const maxPositions = limits.maxPositions ?? 2_000_000;
  const seen = new Set<string>();
  const lastSeen = new Set<string>();
  let work = 0;
  const end = (result: ByPhasesOutcome['result'], stoppedBy: ByPhasesOutcome['stoppedBy'] = null) => ({
    result,
    positions: seen.size,
    lastPhases: lastSeen.size,
    work,
    stoppedBy,
  });

  /** The last phase from `start` (no redeal left): 'win', 'loss' or why it stopped. */
  const lastPhase = (start: Position): 'win' | 'loss' | 'nodes' | 'time' | 'memory' => {
    if (isWon(start)) return 'win';
    const key = lastPhaseKey(start);
    if (lastSeen.has(key)) return 'loss';
    lastSeen.add(key);
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
  const stack: Position[] = [position];
  seen.add(formatPosition(position));
  while (stack.length > 0) {
    const p = stack.pop() as Position;
    if (isWon(p)) return end('win');
    if (++work > nodeLimit) return end('unknown', 'nodes');
    if ((work & 255) === 0 && limits.deadline !== undefined && now() >= limits.deadline) return end('unknown', 'time');
    for (const move of legalMoves(p)) {
      const next = playLegal(p, move);
      if (next.redeals === 0) {
        // Only the redeal that spends the last one leads here: the last phase is searched as a whole.
        const answer = lastPhase(next);
        if (answer === 'win') return end('win');
        if (answer !== 'loss') return end('unknown', answer);
        continue;
      }
      const text = formatPosition(next);
      if (seen.has(text)) continue;
      if (seen.size >= maxPositions) return end('unknown', 'memory');
      seen.add(text);
      stack.push(next);
    }
  }
  return end('loss');
}
