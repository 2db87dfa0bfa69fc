// The solver in a Node worker thread: answers SolveRequest messages from `crescent study`.

import { parentPort } from 'node:worker_threads';
import { handleRequest, type SolveRequest } from './protocol';

parentPort?.on('message', (request: SolveRequest) => {
  parentPort?.postMessage(handleRequest(request));
});
