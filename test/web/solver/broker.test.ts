// The solver broker's registry: what is known about a position, and which running search a question may join.

import { describe, expect, it } from 'vitest';
import { formatMove, formatPosition, type Move, play } from '../../../src/engine/index';
import { SolverBroker } from '../../../src/web/solver/broker';
import { TWO_PLACES } from '../fixtures';
import { type FakeWorker, fakeClient } from './fake-worker';
import { winFrom } from './solve-results';

function setup() {
  const workers: FakeWorker[] = [];
  const broker = new SolverBroker(() => fakeClient(workers));
  const answer = (result: 'win' | 'loss', moves: readonly Move[] = []) => {
    const worker = workers.at(-1) as FakeWorker;
    worker.answer(worker.requests.at(-1)?.id ?? 0, result, moves.map(formatMove));
  };
  return { broker, answer, workers };
}

const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe('the solver broker', () => {
  it('lets a question join the search ahead of its position, then knows its win along the whole line', async () => {
    const { broker, answer } = setup();
    const input = formatPosition(TWO_PLACES);
    const win = winFrom(TWO_PLACES) as Move[];
    const running = broker.search(input, 2_000, 'ahead', TWO_PLACES);
    expect(broker.joinable(input, ['ahead', 'dealt'])).toBe(running);
    expect(broker.joinable(input, ['dealt'])).toBeNull();
    expect(broker.known(TWO_PLACES, 2_000)).toBeNull();
    answer('win', win);
    await flush();
    expect(broker.joinable(input, ['ahead'])).toBeNull();
    expect(broker.known(TWO_PLACES, 2_000)).toEqual({ kind: 'win', moves: win });
    const next = play(TWO_PLACES, win[0] as Move);
    if (!next.ok) throw new Error(next.error.reason);
    expect(broker.winFrom(next.value)).toEqual(win.slice(1));
  });

  it('keeps a loss for any budget, and knows no more of a search that had no position', async () => {
    const { broker, answer } = setup();
    void broker.search(formatPosition(TWO_PLACES), 2_000, 'asked', TWO_PLACES);
    answer('loss');
    await flush();
    expect(broker.known(TWO_PLACES, 60_000)).toMatchObject({ kind: 'answer', answer: { result: 'loss' } });
    const fresh = setup();
    void fresh.broker.search(formatPosition(TWO_PLACES), 2_000, 'asked');
    fresh.answer('loss');
    await flush();
    expect(fresh.broker.known(TWO_PLACES, 2_000)).toBeNull();
  });

  it("knows while the worker runs the dealt deal's search, and not once another search took its place", async () => {
    const { broker } = setup();
    expect(broker.busy).toBe(false);
    const dealt = broker.search('CR1-N-AAAAAAH', 10_000, 'dealt', TWO_PLACES);
    expect(broker.dealtRunning).toBe(true);
    expect(broker.joinable(formatPosition(TWO_PLACES), ['dealt'])).toBe(dealt);
    void broker.search(formatPosition(TWO_PLACES), 2_000, 'asked', TWO_PLACES);
    expect(await dealt).toEqual({ kind: 'cancelled' });
    expect(broker.dealtRunning).toBe(false);
    expect(broker.busy).toBe(true);
  });
});
