// The app's solver broker: the one registry of what the solver knows about positions and of the searches it is running.

import { formatPosition, type Move, type Position } from '../../engine/index';
import type { ReviewProbe } from '../../solver/review';
import type { SolveResult } from '../../solver/solve';
import { AnswerMemo, SolutionMemo, solutionMoves } from './advice';
import { type SearchAnswer, SolverClient } from './client';

/**
 * Why a search runs: `ahead` thinks ahead of the player, `dealt` searches a deal from the winnable lists from its
 * start as it is dealt, `asked` answers the player (a hint, "Can I still win?", its undos, the verdict, a live deal).
 */
export type Purpose = 'ahead' | 'dealt' | 'asked';

/** A search the broker runs: why, of what (the input sent, and the position in notation it is about), its answer. */
export interface Running {
  readonly purpose: Purpose;
  readonly input: string;
  readonly about: string;
  readonly result: Promise<SearchAnswer>;
}

/** What is known about a position for a search of some budget: a win's moves, or a settled loss or undecided answer. */
export type Known =
  | { readonly kind: 'win'; readonly moves: readonly Move[] }
  | { readonly kind: 'answer'; readonly answer: SolveResult };

/** The solver's input for a position: its notation. */
export function inputOf(position: Position): string {
  return formatPosition(position);
}

/** What a game review, in its own worker, tells the registry: that it runs, and the wins it found. */
export interface ReviewTracker {
  /** A review began (`stop` ends it); returns how to say that it ended. */
  began(stop: () => void): () => void;
  /** What the review decided about the position `at`: a win it found is known from then on. */
  decided(at: Position, probe: ReviewProbe): void;
}

export class SolverBroker implements ReviewTracker {
  private made: SolverClient | null = null;
  private readonly wins = new SolutionMemo();
  private readonly answers = new AnswerMemo();
  /** The searches running, by purpose: the worker runs one of them; the others were cancelled by it and end soon. */
  private readonly running = new Map<Purpose, Running>();
  /** The reviews running in their own workers, each by how to end it. */
  private readonly reviews = new Set<() => void>();

  constructor(private readonly makeClient: () => SolverClient = () => new SolverClient()) {}

  /** The worker client, made (and its worker started) at the first search, so nothing solver-related runs at load. */
  private get client(): SolverClient {
    this.made ??= this.makeClient();
    return this.made;
  }

  /** Whether a search or a review is running (never starts a worker). */
  get busy(): boolean {
    return this.made?.busy === true || this.reviews.size > 0;
  }

  /** A known win from this position, replayed through the engine before it is given out, or null. */
  winFrom(position: Position): readonly Move[] | null {
    return this.wins.winFrom(position);
  }

  /** What is known about `at` for a search of `budget`: a win, a proven loss, or an undecided answer at least as long. */
  known(at: Position, budget: number): Known | null {
    const moves = this.wins.winFrom(at);
    if (moves !== null) return { kind: 'win', moves };
    const answer = this.answers.answerFor(inputOf(at), budget);
    return answer === null ? null : { kind: 'answer', answer };
  }

  /** Keeps what a search settled about `at`: a win along its whole line, a loss, or no answer within `budget`. */
  keep(at: Position, result: SearchAnswer, budget: number): void {
    if (result.kind !== 'answer') return;
    const { answer } = result;
    if (answer.result !== 'win') {
      this.answers.remember(inputOf(at), answer, budget);
      return;
    }
    const moves = solutionMoves(answer);
    if (moves.ok) this.wins.remember(at, moves.value, result.along);
  }

  /**
   * Searches `input` (a position in notation, or a game's code) for at most `budget`, registered under `purpose`
   * while it runs. Given `at`, the position the input stands for, its answer is kept about it. A new search cancels
   * the one the worker runs. `forMove`: the search is for a move to play (a hint, or thinking ahead for one).
   */
  search(
    input: string,
    budget: number,
    purpose: Purpose,
    at: Position | null = null,
    forMove = false,
  ): Promise<SearchAnswer> {
    const result = this.client.solve(input, budget, { ahead: purpose === 'ahead', forMove });
    const running: Running = { purpose, input, about: at === null ? input : inputOf(at), result };
    this.running.set(purpose, running);
    void result.then((answer) => {
      if (this.running.get(purpose) === running) this.running.delete(purpose);
      if (at !== null) this.keep(at, answer, budget);
    });
    return result;
  }

  /** The running search of the position `about` (in notation) under one of `purposes`, for a client to join; or null. */
  joinable(about: string, purposes: readonly Purpose[]): Promise<SearchAnswer> | null {
    for (const purpose of purposes) {
      const running = this.running.get(purpose);
      if (running?.about === about) return running.result;
    }
    return null;
  }

  /** Whether the worker is on the dealt deal's search (a move by hand does not make it stale). */
  get dealtRunning(): boolean {
    const dealt = this.running.get('dealt');
    return dealt !== undefined && this.made?.running?.input === dealt.input;
  }

  /** Stops the search the worker runs, whatever it is for. */
  cancel(): void {
    this.made?.cancel();
  }

  /** Stops the search the worker runs only if it thinks ahead. */
  cancelAhead(): void {
    this.made?.cancelAhead();
  }

  began(stop: () => void): () => void {
    this.reviews.add(stop);
    return () => this.reviews.delete(stop);
  }

  decided(at: Position, probe: ReviewProbe): void {
    if (probe.verdict !== 'win') return;
    const moves = solutionMoves(probe);
    if (moves.ok && moves.value.length > 0) this.wins.remember(at, moves.value);
  }

  /** Ends the searches, the reviews and the workers. */
  dispose(): void {
    for (const stop of this.reviews) stop();
    this.reviews.clear();
    this.made?.dispose();
  }
}
