// The solver's worker client: one search at a time in a Web Worker, with a time budget, cancellable by restarting the worker.

import type { SolveRequest, SolveResponse } from '../../solver/protocol';
import type { SolveResult } from '../../solver/solve';

/** What a search ends with: the solver's answer, a refused input, or a cancel (a newer search or the player). */
export type SearchAnswer =
  | { readonly kind: 'answer'; readonly answer: SolveResult }
  | { readonly kind: 'error'; readonly error: string }
  | { readonly kind: 'cancelled' };

/** The part of a Worker the client uses, so tests can give it a fake. */
export interface WorkerLike {
  onmessage: ((event: MessageEvent<SolveResponse>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
  postMessage(message: SolveRequest): void;
  terminate(): void;
}

export function browserWorker(): WorkerLike {
  return new Worker(new URL('../../solver/worker.browser.ts', import.meta.url), {
    type: 'module',
  }) as unknown as WorkerLike;
}

/**
 * Runs searches in one worker. A new search cancels the one running (a worker cannot be interrupted inside
 * its search loop, so it is terminated and a fresh one started); the page's thread never searches.
 */
export class SolverClient {
  private worker: WorkerLike | null = null;
  private nextId = 1;
  private pending: { readonly id: number; readonly settle: (answer: SearchAnswer) => void } | null = null;

  constructor(private readonly makeWorker: () => WorkerLike = browserWorker) {}

  /** Starts the worker ahead of the first search, so its script is loaded by then. */
  warm(): void {
    this.ensure();
  }

  /** Whether a search is running. */
  get busy(): boolean {
    return this.pending !== null;
  }

  /** Searches `input` (a game code or a position in notation) for at most `timeLimitMs`. */
  solve(input: string, timeLimitMs: number): Promise<SearchAnswer> {
    this.cancel();
    const worker = this.ensure();
    const id = this.nextId++;
    return new Promise((settle) => {
      this.pending = { id, settle };
      worker.postMessage({ id, input, timeLimitMs });
    });
  }

  /** Stops the running search (it answers `cancelled`); the next search gets a fresh worker. */
  cancel(): void {
    const pending = this.pending;
    if (pending === null) return;
    this.pending = null;
    this.worker?.terminate();
    this.worker = null;
    pending.settle({ kind: 'cancelled' });
  }

  /** Ends the worker for good, cancelling any search. */
  dispose(): void {
    this.cancel();
    this.worker?.terminate();
    this.worker = null;
  }

  private ensure(): WorkerLike {
    if (this.worker !== null) return this.worker;
    const worker = this.makeWorker();
    worker.onmessage = (event) => {
      const pending = this.pending;
      const response = event.data;
      if (pending === null || response.id !== pending.id) return;
      this.pending = null;
      pending.settle(
        response.ok ? { kind: 'answer', answer: response.answer } : { kind: 'error', error: response.error },
      );
    };
    worker.onerror = (event) => {
      // A worker that fails (out of memory, a script that would not load) is replaced at the next search.
      event.preventDefault?.();
      const pending = this.pending;
      this.pending = null;
      this.worker?.terminate();
      this.worker = null;
      pending?.settle({ kind: 'error', error: `The solver stopped: ${event.message || 'its worker failed'}.` });
    };
    this.worker = worker;
    return worker;
  }
}
