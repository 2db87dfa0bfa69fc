// The worker client with a fake worker: one search at a time, cancel by terminating, a failed worker replaced.

import { describe, expect, it } from 'vitest';
import type { SolveRequest, SolveResponse } from '../../src/solver/protocol';
import type { SolveResult } from '../../src/solver/solve';
import { SolverClient, type WorkerLike } from '../../src/web/solver/client';

class FakeWorker implements WorkerLike {
  onmessage: ((event: MessageEvent<SolveResponse>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  readonly requests: SolveRequest[] = [];
  terminated = false;
  postMessage(message: SolveRequest): void {
    this.requests.push(message);
  }
  terminate(): void {
    this.terminated = true;
  }
  answer(id: number, result: SolveResult['result']): void {
    const answer: SolveResult = {
      result,
      solution: result === 'win' ? [] : null,
      nodes: 1,
      positions: 1,
      timeMs: 5,
      peakBytes: 0,
      stoppedBy: result === 'unknown' ? 'time' : null,
      fewestInPiles: 0,
    };
    this.onmessage?.({ data: { id, ok: true, input: 'x', answer } } as MessageEvent<SolveResponse>);
  }
}

function setup() {
  const workers: FakeWorker[] = [];
  const client = new SolverClient(() => {
    const worker = new FakeWorker();
    workers.push(worker);
    return worker;
  });
  return { client, workers };
}

describe('SolverClient', () => {
  it('sends the input and budget, and settles with the answer of that search', async () => {
    const { client, workers } = setup();
    const pending = client.solve('CR1-N-AAAAAAB', 1500);
    expect(client.busy).toBe(true);
    const worker = workers[0] as FakeWorker;
    const request = worker.requests[0] as SolveRequest;
    expect(request).toMatchObject({ input: 'CR1-N-AAAAAAB', timeLimitMs: 1500 });
    worker.answer(request.id, 'loss');
    const answer = await pending;
    expect(answer.kind === 'answer' && answer.answer.result).toBe('loss');
    expect(client.busy).toBe(false);
  });

  it('cancels a running search by terminating its worker, and the next search gets a fresh one', async () => {
    const { client, workers } = setup();
    const first = client.solve('a', 1000);
    const second = client.solve('b', 1000);
    expect(await first).toEqual({ kind: 'cancelled' });
    expect(workers[0]?.terminated).toBe(true);
    const fresh = workers[1] as FakeWorker;
    fresh.answer((fresh.requests[0] as SolveRequest).id, 'win');
    expect((await second).kind).toBe('answer');
    const third = client.solve('c', 1000);
    client.cancel();
    expect(await third).toEqual({ kind: 'cancelled' });
  });

  it('ignores a late answer of an old search, and reports a refused input', async () => {
    const { client, workers } = setup();
    const pending = client.solve('nonsense', 1000);
    const worker = workers[0] as FakeWorker;
    const id = (worker.requests[0] as SolveRequest).id;
    worker.answer(id + 99, 'win');
    worker.onmessage?.({
      data: { id, ok: false, input: 'nonsense', error: 'Bad code.' },
    } as MessageEvent<SolveResponse>);
    expect(await pending).toEqual({ kind: 'error', error: 'Bad code.' });
  });

  it('turns a failed worker into a sentence and replaces it', async () => {
    const { client, workers } = setup();
    const pending = client.solve('a', 1000);
    workers[0]?.onerror?.({ message: 'out of memory', preventDefault() {} } as ErrorEvent);
    expect(await pending).toEqual({ kind: 'error', error: 'The solver stopped: out of memory.' });
    void client.solve('b', 1000);
    expect(workers.length).toBe(2);
  });
});
