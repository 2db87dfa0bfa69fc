// Starts a review in a fresh worker, passes its progress on (to the solver's registry too), and ends it (the worker
// with it) when cancelled, when its worker fails, answers nonsense or goes silent for longer than a position's search.

import type { Position } from '../../engine/index';
import { isRecord, PAGE_TIMERS, stoppedSentence, type Timers, Watchdog } from '../core/worker-watch';
import type { ReviewTracker } from '../solver/broker';
import { REVIEW_SECONDS_PER_POSITION, type ReviewMessage, type ReviewRequest } from './protocol';

export interface ReviewWorker {
  postMessage(request: ReviewRequest): void;
  terminate(): void;
  onmessage: ((event: { data: ReviewMessage }) => void) | null;
  onerror: ((event: unknown) => void) | null;
}

function browserWorker(): ReviewWorker {
  return new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' }) as unknown as ReviewWorker;
}

/** Runs one review; the returned function cancels it. `listen` hears every message, the last being `done` or `error`. */
export function startReview(
  request: ReviewRequest,
  listen: (message: ReviewMessage) => void,
  makeWorker: () => ReviewWorker = browserWorker,
  timers: Timers = PAGE_TIMERS,
): () => void {
  const worker = makeWorker();
  // The worker says something after each position it searches, each within this budget.
  const budgetMs = request.timeLimitMs ?? REVIEW_SECONDS_PER_POSITION * 1000;
  let over = false;
  const end = () => {
    over = true;
    watchdog.stop();
    worker.terminate();
  };
  const stopped = () => {
    if (over) return;
    end();
    listen({ kind: 'error', error: stoppedSentence('review') });
  };
  const watchdog = new Watchdog(stopped, timers);
  worker.onmessage = (event) => {
    if (over) return;
    const message: unknown = event.data;
    if (!isRecord(message) || !('kind' in message)) {
      stopped();
      return;
    }
    if (message.kind === 'progress') watchdog.arm(budgetMs);
    else end();
    listen(message as ReviewMessage);
  };
  worker.onerror = stopped;
  watchdog.arm(budgetMs);
  worker.postMessage(request);
  return end;
}

/**
 * Runs a review as a client of the solver's registry: the registry knows that it runs until it ends or is
 * cancelled, and learns each win it finds from the position it was found at (`positions[step]`, the game's).
 */
export function startTrackedReview(
  request: ReviewRequest,
  positions: readonly Position[],
  tracker: ReviewTracker,
  listen: (message: ReviewMessage) => void,
  makeWorker: () => ReviewWorker = browserWorker,
  timers: Timers = PAGE_TIMERS,
): () => void {
  let over = () => {};
  const stop = startReview(
    request,
    (message) => {
      if (message.kind === 'progress') {
        const at = positions[message.probe.step];
        if (at !== undefined) tracker.decided(at, message.probe);
      } else over();
      listen(message);
    },
    makeWorker,
    timers,
  );
  over = tracker.began(stop);
  return () => {
    stop();
    over();
  };
}
