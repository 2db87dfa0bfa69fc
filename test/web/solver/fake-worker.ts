// A fake solver worker for the app's solver tests: it records what it is asked, and answers or fails when a test says so.

import type { SolveResult } from '../../../src/solver/solve';
import {
  type AppSolveRequest,
  type AppSolveResponse,
  SolverClient,
  type WorkerLike,
  type WorkerMessage,
} from '../../../src/web/solver/client';
import { solveResult } from './solve-results';

export class FakeWorker implements WorkerLike {
  onmessage: ((event: MessageEvent<WorkerMessage>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  readonly requests: AppSolveRequest[] = [];
  terminated = false;
  constructor(private readonly events: string[] = []) {}
  postMessage(message: AppSolveRequest): void {
    this.requests.push(message);
  }
  terminate(): void {
    this.terminated = true;
    this.events.push('terminate');
  }
  answer(id: number, result: SolveResult['result'], solution: string[] = []): void {
    const answer = solveResult(result, solution);
    this.onmessage?.({ data: { id, ok: true, input: 'x', answer } } as MessageEvent<AppSolveResponse>);
  }
  /** The worker found the search's token revoked and ended it. */
  endCancelled(id: number): void {
    this.onmessage?.({ data: { id, cancelled: true } } as MessageEvent<WorkerMessage>);
  }
}

/** A solver client whose workers are fakes, each added to `workers` as it is made; its cancel tokens do nothing. */
export function fakeClient(workers: FakeWorker[]): SolverClient {
  const make = () => {
    const worker = new FakeWorker();
    workers.push(worker);
    return worker;
  };
  return new SolverClient(make, () => {}, { create: () => null, revoke: () => {} });
}

/** Timers run by hand: `advance(ms)` moves the clock on and runs every task that falls due, in order. */
export class ManualTimers {
  private now = 0;
  private nextHandle = 1;
  private readonly tasks = new Map<number, { readonly at: number; readonly task: () => void }>();
  set = (task: () => void, ms: number): number => {
    const handle = this.nextHandle++;
    this.tasks.set(handle, { at: this.now + ms, task });
    return handle;
  };
  clear = (handle: unknown): void => {
    this.tasks.delete(handle as number);
  };
  /** How many tasks wait. */
  get waiting(): number {
    return this.tasks.size;
  }
  advance(ms: number): void {
    const until = this.now + ms;
    for (;;) {
      const due = [...this.tasks].filter(([, t]) => t.at <= until).sort((a, b) => a[1].at - b[1].at)[0];
      if (due === undefined) break;
      this.tasks.delete(due[0]);
      this.now = due[1].at;
      due[1].task();
    }
    this.now = until;
  }
}
