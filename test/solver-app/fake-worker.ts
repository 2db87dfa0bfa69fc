// A fake solver worker for the app's solver tests: it records what it is asked, and answers or fails when a test says so.

import type { SolveResult } from '../../src/solver/solve';
import type { AppSolveRequest, AppSolveResponse, WorkerLike, WorkerMessage } from '../../src/web/solver/client';
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
