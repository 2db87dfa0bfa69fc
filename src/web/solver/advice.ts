// What the solver's answer means for the player: the honest hint, "can I still win?", and solutions kept along the way.

import {
  formatPosition,
  type Game,
  hint,
  type Move,
  type Parsed,
  type Position,
  parseMove,
  play,
} from '../../engine/index';
import type { SolveResult } from '../../solver/solve';

/** The solver's winning moves as engine moves, or a sentence when one does not read (a solver bug, never shown as advice). */
export function solutionMoves(answer: SolveResult): Parsed<Move[]> {
  const moves: Move[] = [];
  for (const [i, text] of (answer.solution ?? []).entries()) {
    const move = parseMove(text);
    if (!move.ok) return { ok: false, error: `The solver's move ${i + 1} (${text}) does not read: ${move.error}` };
    moves.push(move.value);
  }
  return { ok: true, value: moves };
}

/**
 * Winning lines found so far, by position: after a win is found from one position, every position along it
 * has the rest of that line as its win, so following the hint needs no new search.
 */
export class SolutionMemo {
  private readonly lines = new Map<string, readonly Move[]>();

  /** Remembers a win from `position`, and the rest of it from every position it passes (each step replayed by the engine). */
  remember(position: Position, moves: readonly Move[]): void {
    let current = position;
    for (let i = 0; i < moves.length; i++) {
      this.lines.set(formatPosition(current), moves.slice(i));
      const step = play(current, moves[i] as Move);
      if (!step.ok) return;
      current = step.position;
    }
  }

  /** A known win from this position, or null. */
  winFrom(position: Position): readonly Move[] | null {
    return this.lines.get(formatPosition(position)) ?? null;
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

/** "1 undo", "3 undos". */
export function undos(n: number): string {
  return n === 1 ? '1 undo' : `${n} undos`;
}

/** "2 s", "1.5 s". */
export function seconds(ms: number): string {
  return `${Math.round(ms / 100) / 10} s`;
}

/** The positions undo can go back to, nearest first: the position before the last move, then the one before that. */
export function undoPositions(game: Game): Position[] {
  return game.history.map((entry) => entry.before).reverse();
}
