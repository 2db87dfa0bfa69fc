// The worker client with a fake worker: one search at a time, cancel by revoking its token and terminating, a warm spare, searches counted.

import { describe, expect, it } from 'vitest';
import type { SolveResult } from '../../../src/solver/solve';
import { WATCHDOG_MARGIN_MS } from '../../../src/web/core/worker-watch';
import type { CancelTokens } from '../../../src/web/solver/cancel-token';
import {
  type AppSolveRequest,
  type AppSolveResponse,
  type SearchAnswer,
  SolverClient,
  type WorkerMessage,
} from '../../../src/web/solver/client';
import { FakeWorker, ManualTimers } from './fake-worker';

/**
 * A client with fake workers and cancel tokens (`token-1`, `token-2`, ...); `idle()` runs what the client left for
 * an idle moment (starting its spare); `events` lists the workers terminated and the tokens revoked, in order.
 */
function setup() {
  const workers: FakeWorker[] = [];
  const waiting: (() => void)[] = [];
  const events: string[] = [];
  const timers = new ManualTimers();
  let made = 0;
  const tokens: CancelTokens = {
    create: () => `token-${++made}`,
    revoke: (token) => events.push(`revoke ${token}`),
  };
  const client = new SolverClient(
    () => {
      const worker = new FakeWorker(events);
      workers.push(worker);
      return worker;
    },
    (task) => waiting.push(task),
    tokens,
    timers,
  );
  const idle = () => {
    for (const task of waiting.splice(0)) task();
  };
  return { client, workers, idle, events, timers };
}

/** What the search has settled with so far (undefined while it runs), read after the promise's callbacks ran. */
function watch(pending: Promise<SearchAnswer>): () => Promise<SearchAnswer | undefined> {
  let settled: SearchAnswer | undefined;
  void pending.then((answer) => {
    settled = answer;
  });
  return async () => {
    await Promise.resolve();
    return settled;
  };
}

const STOPPED = { kind: 'error', error: 'The solver stopped; try again.' };

describe('SolverClient', () => {
  it('sends the input and budget, and settles with the answer of that search', async () => {
    const { client, workers } = setup();
    const pending = client.solve('CR1-N-AAAAAAB', 1500);
    expect(client.busy).toBe(true);
    const worker = workers[0] as FakeWorker;
    const request = worker.requests[0] as AppSolveRequest;
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
    fresh.answer((fresh.requests[0] as AppSolveRequest).id, 'win');
    expect((await second).kind).toBe('answer');
    const third = client.solve('c', 1000);
    client.cancel();
    expect(await third).toEqual({ kind: 'cancelled' });
  });

  it('gives each search a cancel token, revoked before its worker is terminated, or once it is answered', async () => {
    const { client, workers, events } = setup();
    const first = client.solve('a', 1000);
    const worker = workers[0] as FakeWorker;
    expect(worker.requests[0]?.cancelToken).toBe('token-1');
    client.cancel();
    expect(await first).toEqual({ kind: 'cancelled' });
    // The token first: the search ends at its next check, where the terminated worker would run on for 2 s.
    expect(events).toEqual(['revoke token-1', 'terminate']);
    const second = client.solve('b', 1000);
    const fresh = workers[1] as FakeWorker;
    expect(fresh.requests[0]?.cancelToken).toBe('token-2');
    fresh.answer((fresh.requests[0] as AppSolveRequest).id, 'loss');
    expect((await second).kind).toBe('answer');
    expect(events).toEqual(['revoke token-1', 'terminate', 'revoke token-2']);
    // The worker that answered stays for the next search.
    expect(fresh.terminated).toBe(false);
  });

  it('asks a search again without a token when its worker ended it for a token the page had not revoked', async () => {
    const { client, workers, events } = setup();
    const pending = client.solve('a', 1500);
    const worker = workers[0] as FakeWorker;
    const { id } = worker.requests[0] as AppSolveRequest;
    worker.endCancelled(id);
    expect(client.busy).toBe(true);
    expect(events).toEqual(['revoke token-1']);
    expect(worker.requests[1]).toEqual({ id, input: 'a', timeLimitMs: 1500 });
    worker.answer(id, 'win');
    expect((await pending).kind).toBe('answer');
    // Later searches go without a token at all.
    void client.solve('b', 1000);
    expect(worker.requests[2]?.cancelToken).toBeUndefined();
    expect(events).toEqual(['revoke token-1']);
  });

  it('says when a search is for a move to play, and says it again when the search is asked again', () => {
    const { client, workers } = setup();
    void client.solve('hint', 2000, { forMove: true });
    const worker = workers[0] as FakeWorker;
    const { id } = worker.requests[0] as AppSolveRequest;
    expect(worker.requests[0]).toMatchObject({ input: 'hint', forMove: true });
    worker.endCancelled(id);
    expect(worker.requests[1]).toEqual({ id, input: 'hint', timeLimitMs: 2000, forMove: true });
    void client.solve('asked', 2000);
    expect(worker.requests[2]?.forMove).toBeUndefined();
  });

  it('sends no token where none can be made', () => {
    const worker = new FakeWorker();
    const client = new SolverClient(
      () => worker,
      () => {},
      { create: () => null, revoke: () => {} },
    );
    void client.solve('a', 1000);
    expect(worker.requests[0]).toEqual({ id: 1, input: 'a', timeLimitMs: 1000 });
  });

  it('ignores a late answer of an old search, and reports a refused input', async () => {
    const { client, workers } = setup();
    const pending = client.solve('nonsense', 1000);
    const worker = workers[0] as FakeWorker;
    const id = (worker.requests[0] as AppSolveRequest).id;
    worker.answer(id + 99, 'win');
    worker.onmessage?.({
      data: { id, ok: false, input: 'nonsense', error: 'Bad code.' },
    } as MessageEvent<AppSolveResponse>);
    expect(await pending).toEqual({ kind: 'error', error: 'Bad code.' });
  });

  it('turns a failed worker into a sentence and replaces it', async () => {
    const { client, workers } = setup();
    const pending = client.solve('a', 1000);
    workers[0]?.onerror?.({ message: 'out of memory', preventDefault() {} } as ErrorEvent);
    expect(await pending).toEqual(STOPPED);
    void client.solve('b', 1000);
    expect(workers.length).toBe(2);
  });

  it('keeps a spare worker started when idle, which takes over after a cancel, and ignores the old worker', async () => {
    const { client, workers, idle } = setup();
    client.warm();
    expect(workers.length).toBe(1);
    idle();
    expect(workers.length).toBe(2);
    const [first, spare] = workers as [FakeWorker, FakeWorker];
    const cancelled = client.solve('a', 1000);
    const asked = client.solve('b', 1000);
    expect(await cancelled).toEqual({ kind: 'cancelled' });
    expect(first.terminated).toBe(true);
    // The spare got the second search at once; no third worker was needed.
    expect(spare.requests.map((r) => r.input)).toEqual(['b']);
    expect(workers.length).toBe(2);
    // A message from the terminated worker is not an answer to the search now running.
    first.answer((spare.requests[0] as AppSolveRequest).id, 'loss');
    expect(client.busy).toBe(true);
    spare.answer((spare.requests[0] as AppSolveRequest).id, 'win');
    expect(await asked).toMatchObject({ kind: 'answer', along: null });
    idle();
    expect(workers.length).toBe(3);
  });

  it('counts the searches it sends, and passes on the positions along a win', async () => {
    const { client, workers } = setup();
    expect(client.searches).toBe(0);
    const pending = client.solve('a', 1000);
    const worker = workers[0] as FakeWorker;
    const id = (worker.requests[0] as AppSolveRequest).id;
    const answer: SolveResult = {
      result: 'win',
      solution: ['1-AS'],
      nodes: 1,
      positions: 1,
      timeMs: 5,
      peakBytes: 0,
      stoppedBy: null,
      fewestInPiles: 0,
    };
    worker.onmessage?.({
      data: { id, ok: true, input: 'a', answer, along: ['P'] },
    } as unknown as MessageEvent<AppSolveResponse>);
    expect(await pending).toEqual({ kind: 'answer', answer, along: ['P'] });
    void client.solve('b', 1000);
    expect(client.searches).toBe(2);
  });

  it('cancels a search ahead on cancelAhead, but never a search the player asked for', async () => {
    const { client, workers } = setup();
    const asked = client.solve('asked', 1000);
    client.cancelAhead();
    expect(client.running).toEqual({ input: 'asked', ahead: false });
    expect(workers[0]?.terminated).toBe(false);
    const ahead = client.solve('ahead', 1000, { ahead: true });
    expect(await asked).toEqual({ kind: 'cancelled' });
    expect(client.running).toEqual({ input: 'ahead', ahead: true });
    client.cancelAhead();
    expect(await ahead).toEqual({ kind: 'cancelled' });
    expect(client.busy).toBe(false);
  });

  it('drops a spare that fails before it is used, and starts another when needed', async () => {
    const { client, workers, idle } = setup();
    client.warm();
    idle();
    workers[1]?.onerror?.({ message: 'would not load', preventDefault() {} } as ErrorEvent);
    expect(workers[1]?.terminated).toBe(true);
    void client.solve('a', 1000);
    client.cancel();
    void client.solve('b', 1000);
    // Neither the failed spare nor the cancelled worker gets the search: a new one does.
    expect(workers.length).toBe(3);
    expect(workers[2]?.requests.map((r) => r.input)).toEqual(['b']);
  });

  it('ends a search whose worker goes silent past its budget and margin, and starts a fresh worker', async () => {
    const { client, workers, timers } = setup();
    const settled = watch(client.solve('a', 2000));
    timers.advance(2000 + WATCHDOG_MARGIN_MS - 1);
    expect(await settled()).toBeUndefined();
    timers.advance(1);
    expect(await settled()).toEqual(STOPPED);
    expect(workers[0]?.terminated).toBe(true);
    expect(client.busy).toBe(false);
    const fresh = workers[workers.length - 1] as FakeWorker;
    expect(fresh.terminated).toBe(false);
    const next = client.solve('b', 2000);
    expect(fresh.requests.map((r) => r.input)).toEqual(['b']);
    fresh.answer((fresh.requests[0] as AppSolveRequest).id, 'loss');
    expect((await next).kind).toBe('answer');
    // An answered search leaves no watchdog behind.
    expect(timers.waiting).toBe(0);
  });

  it('ends a search whose worker answers nonsense with the same sentence, without throwing', async () => {
    const { client, workers } = setup();
    const malformed: unknown[] = [
      null,
      7,
      { id: 1 },
      { id: 1, ok: true, input: 'a', answer: null },
      { id: 1, ok: true, input: 'a', answer: { result: 'maybe' } },
      { id: 1, ok: true, input: 'a', answer: { result: 'win', solution: 'no' } },
      { id: 1, ok: true, input: 'a', answer: { result: 'win', solution: ['1-AS'] }, along: 3 },
      { id: 1, ok: false, input: 'a', error: {} },
    ];
    for (const data of malformed) {
      const pending = client.solve('a', 1000);
      const worker = workers[workers.length - 1] as FakeWorker;
      const { id } = worker.requests[worker.requests.length - 1] as AppSolveRequest;
      const message = data !== null && typeof data === 'object' && 'id' in data ? { ...data, id } : data;
      worker.onmessage?.({ data: message } as MessageEvent<WorkerMessage>);
      expect(await pending, JSON.stringify(data)).toEqual(STOPPED);
      expect(worker.terminated).toBe(true);
    }
  });
});
