// The solver in a browser Web Worker: answers SolveRequest messages from the app.

import { handleRequest, type SolveRequest } from './protocol';

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<SolveRequest>) => void) | null;
  postMessage(message: unknown): void;
};
scope.onmessage = (event) => {
  scope.postMessage(handleRequest(event.data));
};
