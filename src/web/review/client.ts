// Starts a review in a fresh worker, passes its progress on, and ends it (the worker with it) when cancelled.

import type { ReviewMessage, ReviewRequest } from './protocol';

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
): () => void {
  const worker = makeWorker();
  let over = false;
  const end = () => {
    over = true;
    worker.terminate();
  };
  worker.onmessage = (event) => {
    if (over) return;
    const message = event.data;
    if (message === null || typeof message !== 'object' || !('kind' in message)) {
      end();
      listen({ kind: 'error', error: 'The review stopped; try again.' });
      return;
    }
    if (message.kind !== 'progress') end();
    listen(message);
  };
  worker.onerror = () => {
    if (over) return;
    end();
    listen({ kind: 'error', error: 'The review stopped; try again.' });
  };
  worker.postMessage(request);
  return end;
}
