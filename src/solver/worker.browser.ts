// The solver in a browser Web Worker: answers SolveRequest messages from the app.

import { handleRequest, type SolveRequest } from './protocol';

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<SolveRequest>) => void) | null;
  postMessage(message: unknown): void;
};
/** A browser tab (a phone's above all) cannot spare the command line's 1 GiB: searches here keep to this unless asked otherwise. */
const BROWSER_MEMORY_MB = 256;

scope.onmessage = (event) => {
  const request = event.data;
  scope.postMessage(handleRequest({ ...request, memoryMb: request.memoryMb ?? BROWSER_MEMORY_MB }));
};
