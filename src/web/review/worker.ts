// The review's own Web Worker: a review searches for many seconds, so it never holds up the hint's worker.

import { answerReview, type ReviewMessage, type ReviewRequest } from './protocol';

const scope = globalThis as unknown as {
  onmessage: ((event: MessageEvent<ReviewRequest>) => void) | null;
  postMessage(message: ReviewMessage): void;
};

scope.onmessage = (event) => {
  try {
    answerReview(event.data, (message) => scope.postMessage(message));
  } catch (error) {
    scope.postMessage({ kind: 'error', error: error instanceof Error ? error.message : 'The review stopped.' });
  }
};
