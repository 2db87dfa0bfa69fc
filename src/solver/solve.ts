// The solver's answer: search, then turn a win into notation and replay it through the engine before reporting it.

import { formatMove, isWon, type Move, type Position, play } from '../engine/index';
import { make } from './make-unmake';
import { search } from './portfolio';
import { engineMoves } from './save-load';
import type { SearchOutcome, SolveLimits } from './search';
import { PackedState } from './state';

export type { SolveLimits } from './search';
export type { StopReason } from './search-end';

/** The solver's answer: the search's figures (see SearchOutcome), with a win's moves in notation. */
export interface SolveResult
  extends Pick<SearchOutcome, 'result' | 'nodes' | 'positions' | 'peakBytes' | 'stoppedBy' | 'fewestInPiles'> {
  /** The winning moves in RULES.md notation (win only), replayed to a won position through the engine. */
  readonly solution: readonly string[] | null;
  readonly timeMs: number;
}

/** The engine moves of a packed winning line, expanded from the start position (macro moves become trades + a play). */
export function lineToMoves(position: Position, line: readonly number[]): Move[] {
  const state = new PackedState(position);
  const moves: Move[] = [];
  for (const packed of line) {
    moves.push(...engineMoves(state, packed));
    make(state, packed);
  }
  return moves;
}

/**
 * Plays the moves through the engine's checked `play` and throws unless every one is legal and the last
 * leaves the game won: a solution that does not replay is a solver bug, never an answer.
 */
export function replaySolution(position: Position, moves: readonly Move[]): void {
  let current = position;
  moves.forEach((move, i) => {
    const step = play(current, move);
    if (!step.ok) {
      throw new Error(
        `Solver bug: move ${i + 1} (${formatMove(move)}) of its solution is refused: ${step.error.reason}`,
      );
    }
    current = step.value;
  });
  if (!isWon(current)) throw new Error('Solver bug: its solution replays without winning the game.');
}

export function solve(position: Position, limits: SolveLimits = {}): SolveResult {
  return solveGame(position, position, limits);
}

/**
 * Solves the smaller game that has `fewer` redeals less than `position`: a win there is a win of the position
 * (redeals left are only ever read by the redeal itself, so every move of the smaller game's line is legal in
 * the real one, and the line is replayed through the engine from the real position before it is reported).
 * Anything else says nothing of the real game and is answered `unknown`. Hard deals are often won without
 * their last redeal or two, in a game far smaller than the whole.
 */
export function solveWithFewerRedeals(position: Position, fewer: number, limits: SolveLimits = {}): SolveResult {
  const problem = fewerRedealsProblem(position, fewer);
  if (problem !== null) throw new RangeError(problem);
  const answer = solveGame({ ...position, redeals: position.redeals - fewer }, position, limits);
  return answer.result === 'win' ? answer : { ...answer, result: 'unknown' };
}

/** Why the position has no smaller game with `fewer` redeals less, or null when it has one. */
export function fewerRedealsProblem(position: Position, fewer: number): string | null {
  if (Number.isInteger(fewer) && fewer >= 1 && fewer <= position.redeals) return null;
  return position.redeals === 0
    ? 'This game has no redeal left, so there is no smaller game with fewer.'
    : `This game has ${position.redeals} redeals left, so a smaller game has from 1 to ${position.redeals} fewer redeals, not ${fewer}.`;
}

/** Searches `game` and replays a win's line from `real`, the position the answer is about. */
function solveGame(game: Position, real: Position, limits: SolveLimits): SolveResult {
  const now = limits.now ?? Date.now;
  const started = now();
  const outcome: SearchOutcome = search(game, limits);
  let solution: string[] | null = null;
  if (outcome.result === 'win') {
    const moves = lineToMoves(game, outcome.line ?? []);
    replaySolution(real, moves);
    solution = moves.map(formatMove);
  }
  return {
    result: outcome.result,
    solution,
    nodes: outcome.nodes,
    positions: outcome.positions,
    timeMs: now() - started,
    peakBytes: outcome.peakBytes,
    stoppedBy: outcome.stoppedBy,
    fewestInPiles: outcome.fewestInPiles,
  };
}
