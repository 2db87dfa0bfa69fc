// The app's solver worker: answers a search request and, for a win, the positions along it, so the page never replays a solution.

import { handleRequest, readInput, type SolveRequest } from '../../solver/protocol';
import { solutionMoves } from './advice';
import type { AppSolveResponse } from './client';
import { positionsAlong } from './line';

/** A browser tab (a phone's above all) cannot spare the command line's 1 GiB: searches here keep to this unless asked otherwise. */
export const BROWSER_MEMORY_MB = 256;

/** The answer to one request: the solver's, with the positions before each winning move (a win only). */
export function answerRequest(request: SolveRequest): AppSolveResponse {
  const response = handleRequest({ ...request, memoryMb: request.memoryMb ?? BROWSER_MEMORY_MB });
  if (!response.ok || response.answer.result !== 'win') return response;
  const start = readInput(request.input);
  const moves = solutionMoves(response.answer);
  const along = start.ok && moves.ok ? positionsAlong(start.position, moves.value) : null;
  if (along === null || !along.ok) {
    const why = !start.ok ? start.error : !moves.ok ? moves.error : along?.ok === false ? along.error : '';
    return { id: request.id, ok: false, input: request.input, error: `The solver's win does not replay: ${why}` };
  }
  return { ...response, along: along.value };
}

const scope = globalThis as unknown as {
  onmessage: ((event: MessageEvent<SolveRequest>) => void) | null;
  postMessage(message: AppSolveResponse): void;
};
// Only inside a worker (a test imports answerRequest in Node, where there is no worker scope to answer).
if (typeof (globalThis as { WorkerGlobalScope?: unknown }).WorkerGlobalScope !== 'undefined') {
  scope.onmessage = (event) => scope.postMessage(answerRequest(event.data));
}
