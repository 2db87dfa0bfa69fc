// The solver's worker client: one search at a time in a Web Worker with a time budget, a warm spare worker for after a cancel.

import type { SolveRequest, SolveResponse } from '../../solver/protocol';
import type { SolveResult } from '../../solver/solve';
import { isRecord, PAGE_TIMERS, stoppedSentence, type Timers, Watchdog } from '../core/worker-watch';
import { BLOB_TOKENS, type CancelTokens } from './cancel-token';

/**
 * What the app's worker is asked: the solver's request, the search's cancel token (see cancel-token.ts), and
 * `forMove`, that the answer is wanted for a move to play (a hint, or thinking ahead for one), so with a redeal
 * left the solver's search keeps the whole budget for a win's line (worker.ts).
 */
export type AppSolveRequest = SolveRequest & { readonly cancelToken?: string; readonly forMove?: boolean };

/** What the app's worker answers: the solver's response and, for a win, the position before each of its moves. */
export type AppSolveResponse = SolveResponse & { readonly along?: readonly string[] };

/** What the app's worker sends: an answer, or word that a search ended because its cancel token was found revoked. */
export type WorkerMessage = AppSolveResponse | { readonly id: number; readonly cancelled: true };

/** What a search ends with: the solver's answer, a refused input, or a cancel (a newer search or the player). */
export type SearchAnswer =
  | { readonly kind: 'answer'; readonly answer: SolveResult; readonly along: readonly string[] | null }
  | { readonly kind: 'error'; readonly error: string }
  | { readonly kind: 'cancelled' };

/** The part of a Worker the client uses, so tests can give it a fake. */
export interface WorkerLike {
  onmessage: ((event: MessageEvent<WorkerMessage>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
  postMessage(message: AppSolveRequest): void;
  terminate(): void;
}

export function browserWorker(): WorkerLike {
  return new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' }) as unknown as WorkerLike;
}

const RESULTS: readonly unknown[] = ['win', 'loss', 'unknown'] satisfies SolveResult['result'][];

const isTexts = (value: unknown): value is readonly string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/** The worker's message if it has the shape the client reads (a worker may be broken or replaced), else null. */
export function readWorkerMessage(data: unknown): WorkerMessage | null {
  if (!isRecord(data) || typeof data.id !== 'number') return null;
  if (data.cancelled === true) return data as WorkerMessage;
  if (data.ok === false) return typeof data.error === 'string' ? (data as WorkerMessage) : null;
  if (data.ok !== true || !isRecord(data.answer) || !RESULTS.includes(data.answer.result)) return null;
  const { solution } = data.answer;
  if (solution !== null && solution !== undefined && !isTexts(solution)) return null;
  if (data.along !== undefined && !isTexts(data.along)) return null;
  return data as WorkerMessage;
}

/** Runs `task` when the page is idle (or soon, where there is no idle callback). */
export function whenIdle(task: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => task(), { timeout: 2_000 });
  else setTimeout(task, 50);
}

/** The names of the performance marks each search and each cancel leave, so tests and the benchmark can count them. */
export const SEARCH_MARK = 'crescent-solver-search';
export const CANCEL_MARK = 'crescent-solver-cancel';

export interface SearchOptions {
  /** A search the player did not ask for (thinking ahead): `cancelAhead` stops it, and only it. */
  readonly ahead?: boolean;
  /** A search for a move to play (AppSolveRequest's `forMove`). */
  readonly forMove?: boolean;
}

/** The search a worker is running: its request, its cancel token, and how to settle it. */
interface RunningSearch {
  readonly id: number;
  readonly input: string;
  readonly timeLimitMs: number;
  readonly ahead: boolean;
  readonly forMove: boolean;
  readonly token: string | null;
  readonly settle: (answer: SearchAnswer) => void;
}

/**
 * Runs searches in one worker. A new search cancels the one running: its cancel token is revoked, which ends the
 * search within CHECK_EVERY_MS, and its worker is terminated (a worker cannot read a message inside its search
 * loop, and Chromium lets a terminated one run on for 2 s); the spare worker, started when the page is idle, takes
 * its place, so a search after a cancel never waits for a worker to load. The page's thread never searches. If a
 * worker ever ends a search for a token the page did not revoke, tokens do not work in this browser: that search
 * is asked again, and the later ones too, without one.
 */
export class SolverClient {
  private worker: WorkerLike | null = null;
  private spare: WorkerLike | null = null;
  private sparing = false;
  private disposed = false;
  private nextId = 1;
  private pending: RunningSearch | null = null;
  /** Ends the running search when its worker says nothing within its budget and a margin. */
  private readonly watchdog: Watchdog;
  /** Cleared when a token was found revoked that the page had not revoked (see the class comment). */
  private tokensWork = true;
  /** How many searches were sent to a worker: a hint answered from what is known adds none. */
  searches = 0;

  constructor(
    private readonly makeWorker: () => WorkerLike = browserWorker,
    private readonly later: (task: () => void) => void = whenIdle,
    private readonly tokens: CancelTokens = BLOB_TOKENS,
    timers: Timers = PAGE_TIMERS,
  ) {
    this.watchdog = new Watchdog(() => {
      if (this.worker !== null) this.fail(this.worker);
    }, timers);
  }

  /** Starts the worker ahead of the first search (and the spare when idle), so their script is loaded by then. */
  warm(): void {
    this.ensure();
  }

  /** Whether a search is running. */
  get busy(): boolean {
    return this.pending !== null;
  }

  /** The input of the running search and whether it is a search ahead, or null. */
  get running(): { readonly input: string; readonly ahead: boolean } | null {
    return this.pending === null ? null : { input: this.pending.input, ahead: this.pending.ahead };
  }

  /** Searches `input` (a game code or a position in notation) for at most `timeLimitMs`. */
  solve(input: string, timeLimitMs: number, options: SearchOptions = {}): Promise<SearchAnswer> {
    this.cancel();
    const worker = this.ensure();
    const id = this.nextId++;
    this.searches++;
    const ahead = options.ahead === true;
    globalThis.performance?.mark?.(SEARCH_MARK, { detail: { input, ahead } });
    const token = this.tokensWork ? this.tokens.create() : null;
    return new Promise((settle) => {
      const forMove = options.forMove === true;
      this.pending = { id, input, timeLimitMs, ahead, forMove, token, settle };
      this.watchdog.arm(timeLimitMs);
      worker.postMessage({
        id,
        input,
        timeLimitMs,
        ...(forMove ? { forMove } : {}),
        ...(token === null ? {} : { cancelToken: token }),
      });
    });
  }

  /** Stops the running search (it answers `cancelled`); the spare worker takes over. */
  cancel(): void {
    const pending = this.takePending();
    if (pending === null) return;
    this.worker?.terminate();
    this.worker = null;
    globalThis.performance?.mark?.(CANCEL_MARK, { detail: { input: pending.input, ahead: pending.ahead } });
    pending.settle({ kind: 'cancelled' });
  }

  /** Stops the running search only if it is a search ahead (a search the player asked for goes on). */
  cancelAhead(): void {
    if (this.pending?.ahead === true) this.cancel();
  }

  /** Ends the workers for good, cancelling any search. */
  dispose(): void {
    this.disposed = true;
    this.cancel();
    this.worker?.terminate();
    this.worker = null;
    this.spare?.terminate();
    this.spare = null;
  }

  private ensure(): WorkerLike {
    if (this.worker === null) {
      this.worker = this.spare ?? this.start();
      this.spare = null;
      this.wire(this.worker);
    }
    this.keepSpare();
    return this.worker;
  }

  private start(): WorkerLike {
    const worker = this.makeWorker();
    // A spare that fails before it is used is dropped; the next one is started when needed.
    worker.onerror = (event) => {
      event.preventDefault?.();
      if (this.spare === worker) this.spare = null;
      worker.terminate();
    };
    return worker;
  }

  /** Starts a spare worker when the page is idle, unless there is one. */
  private keepSpare(): void {
    if (this.spare !== null || this.sparing || this.disposed) return;
    this.sparing = true;
    this.later(() => {
      this.sparing = false;
      if (this.spare === null && !this.disposed) this.spare = this.start();
    });
  }

  /** The running search, now no longer running; its token is revoked (which also ends its search, if it goes on). */
  private takePending(): RunningSearch | null {
    const pending = this.pending;
    this.pending = null;
    this.watchdog.stop();
    if (pending !== null && pending.token !== null) this.tokens.revoke(pending.token);
    return pending;
  }

  private wire(worker: WorkerLike): void {
    worker.onmessage = (event) => {
      if (this.worker !== worker) return;
      const response = readWorkerMessage(event.data);
      if (response === null) {
        this.fail(worker);
        return;
      }
      const running = this.pending;
      if (running === null || response.id !== running.id) return;
      if ('cancelled' in response) {
        // Not cancelled here: checking the token does not work in this browser. The search is asked again without.
        this.tokensWork = false;
        if (running.token !== null) this.tokens.revoke(running.token);
        this.pending = { ...running, token: null };
        this.watchdog.arm(running.timeLimitMs);
        const { id, input, timeLimitMs, forMove } = running;
        worker.postMessage({ id, input, timeLimitMs, ...(forMove ? { forMove } : {}) });
        return;
      }
      const pending = this.takePending();
      pending?.settle(
        response.ok
          ? { kind: 'answer', answer: response.answer, along: response.along ?? null }
          : { kind: 'error', error: response.error },
      );
    };
    worker.onerror = (event) => {
      // A worker that fails (out of memory, a script that would not load) is replaced.
      event.preventDefault?.();
      if (this.worker === worker) this.fail(worker);
    };
  }

  /** Ends the worker that failed, went silent or answered nonsense, with its search, and starts a fresh one. */
  private fail(worker: WorkerLike): void {
    const pending = this.takePending();
    worker.terminate();
    this.worker = null;
    pending?.settle({ kind: 'error', error: stoppedSentence('solver') });
    if (pending !== null && !this.disposed) this.ensure();
  }
}
