// What the solver's answer means for the player: the honest hint, "can I still win?", and solutions kept along the way.

import {
  failure,
  formatPosition,
  type Game,
  hint,
  type Move,
  type Parsed,
  type Position,
  parsed,
  parseMove,
} from '../../engine/index';
import type { SolveResult } from '../../solver/solve';
import { positionsAlong, stillWins } from './line';

/** The solver's winning moves as engine moves, or a sentence when one does not read (a solver bug, never shown as advice). */
export function solutionMoves(answer: Pick<SolveResult, 'solution'>): Parsed<Move[], 'SOLUTION_MOVE_UNREADABLE'> {
  const moves: Move[] = [];
  for (const [i, text] of (answer.solution ?? []).entries()) {
    const move = parseMove(text);
    if (!move.ok) {
      return failure(
        'SOLUTION_MOVE_UNREADABLE',
        `The solver's move ${i + 1} (${text}) does not read: ${move.error.reason}`,
      );
    }
    moves.push(move.value);
  }
  return parsed(moves);
}

/**
 * Winning lines found so far, by position: after a win is found from one position, every position along it
 * has the rest of that line as its win, so following the hint (or undoing back onto the line) needs no new
 * search. A remembered rest is replayed through the engine before it is given out, and forgotten if it no
 * longer wins from there.
 */
export class SolutionMemo {
  private readonly lines = new Map<string, { readonly moves: readonly Move[]; readonly from: number }>();

  /**
   * Remembers a win from `position`, and the rest of it from every position it passes. `along`, the position
   * before each move in notation, comes from the worker that replayed the line; without it the line is replayed here.
   */
  remember(position: Position, moves: readonly Move[], along: readonly string[] | null = null): void {
    if (along !== null && along.length === moves.length) {
      this.keep(along, moves);
      return;
    }
    const replayed = positionsAlong(position, moves);
    if (replayed.ok) this.keep(replayed.value, moves);
  }

  /** A known win from this position, checked by replaying it through the engine, or null. */
  winFrom(position: Position): readonly Move[] | null {
    const key = formatPosition(position);
    const known = this.lines.get(key);
    if (known === undefined) return null;
    const rest = known.moves.slice(known.from);
    if (stillWins(position, rest)) return rest;
    this.lines.delete(key);
    return null;
  }

  private keep(keys: readonly string[], moves: readonly Move[]): void {
    for (const [from, key] of keys.entries()) this.lines.set(key, { moves, from });
  }
}

/** What the solver settled about positions it did not win: a proven loss, or no answer within a budget. */
export class AnswerMemo {
  private readonly answers = new Map<string, { readonly answer: SolveResult; readonly budgetMs: number }>();

  /** Keeps a loss for good, and an undecided answer for searches of at most the budget it had. */
  remember(position: string, answer: SolveResult, budgetMs: number): void {
    if (answer.result === 'win') return;
    if (this.answers.get(position)?.answer.result === 'loss') return;
    this.answers.set(position, { answer, budgetMs });
  }

  /** A proven loss, or an undecided answer of a search given at least `budgetMs`, or null. */
  answerFor(position: string, budgetMs: number): SolveResult | null {
    const known = this.answers.get(position);
    if (known === undefined) return null;
    return known.answer.result === 'loss' || known.budgetMs >= budgetMs ? known.answer : null;
  }
}

/** The honest hint: a move from a found win, a proven loss, or the rule-book hint when the solver could not decide. */
export type HonestHint =
  | { readonly kind: 'win'; readonly move: Move; readonly length: number }
  | { readonly kind: 'loss' }
  | { readonly kind: 'undecided'; readonly move: Move | null; readonly seconds: number };

/** The hint a solver answer (or a remembered win) gives. */
export function honestHint(position: Position, answer: SolveResult | null, known: readonly Move[] | null): HonestHint {
  const win = known ?? (answer?.result === 'win' ? unwrap(solutionMoves(answer)) : null);
  const first = win?.[0];
  if (win !== null && first !== undefined) return { kind: 'win', move: first, length: win.length };
  if (answer?.result === 'loss') return { kind: 'loss' };
  return {
    kind: 'undecided',
    move: hint(position)?.move ?? null,
    seconds: Math.round((answer?.timeMs ?? 0) / 100) / 10,
  };
}

function unwrap<T>(parsed: Parsed<T>): T | null {
  return parsed.ok ? parsed.value : null;
}

/** The positions undo can go back to, nearest first: the position before the last move, then the one before that. */
export function undoPositions(game: Game): Position[] {
  return game.history.map((entry) => entry.before).reverse();
}
