// The app's solver worker: answers a search request and, for a win, the positions along it, so the page never replays a solution.

import type { Position } from '../../engine/index';
import { readInput } from '../../solver/protocol';
import { solveWithProofs } from '../../solver/review';
import { SharedSuitGames } from '../../solver/shared-suit-games';
import { type SolveResult, solve } from '../../solver/solve';
import { solutionMoves } from './advice';
import { cancellableClock, SearchCancelled, tokenLive } from './cancel-token';
import type { AppSolveRequest, AppSolveResponse, WorkerMessage } from './client';
import { positionsAlong } from './line';

/** A browser tab (a phone's above all) cannot spare the command line's 1 GiB: searches here keep to this unless asked otherwise. */
export const BROWSER_MEMORY_MB = 256;

/** The most bytes the suit games kept between a tab's asks may hold before they start afresh. */
export const BROWSER_SUIT_GAME_BYTES = 32 * 2 ** 20;

/**
 * The suit games this worker's decoupled searches go on with: a player asks again after an undo or a few more
 * moves of the same game, and those last phases ask many of the same suit games.
 */
const workerSuitGames = new SharedSuitGames(BROWSER_SUIT_GAME_BYTES);

/**
 * The request's answer within its budgets, with the browser's memory cap where it names none: as `crescent solve`
 * gives it, except that a search for a move (`forMove`) with a redeal left is the solver's search alone, with the
 * whole time for a win's line (the decoupled search first still decides a last phase, within a quarter of it).
 */
function answerWithin(
  position: Position,
  request: AppSolveRequest,
  now: () => number,
  suitGames: SharedSuitGames,
): SolveResult {
  const limits = {
    ...(request.timeLimitMs === undefined ? {} : { timeLimitMs: request.timeLimitMs }),
    ...(request.nodeLimit === undefined ? {} : { nodeLimit: request.nodeLimit }),
    memoryMb: request.memoryMb ?? BROWSER_MEMORY_MB,
    now,
  };
  if (request.forMove === true && position.redeals > 0) return solve(position, limits);
  return solveWithProofs(position, limits, now, suitGames);
}

/**
 * The answer to one request (`answerWithin`), with the positions before each
 * winning move (a win only). `now` is the solver's clock (a cancellable one throws SearchCancelled out of here).
 * `suitGames` are those of the asks before (the worker's own by default).
 */
export function answerRequest(
  request: AppSolveRequest,
  now?: () => number,
  suitGames: SharedSuitGames = workerSuitGames,
): AppSolveResponse {
  const { id, input } = request;
  const start = readInput(input);
  if (!start.ok) return { id, ok: false, input, error: start.error.reason };
  const answer = answerWithin(start.value.position, request, now ?? Date.now, suitGames);
  if (answer.result !== 'win') return { id, ok: true, input, answer };
  const moves = solutionMoves(answer);
  const along = moves.ok ? positionsAlong(start.value.position, moves.value) : null;
  if (along === null || !along.ok) {
    const why = !moves.ok ? moves.error.reason : along?.ok === false ? along.error.reason : '';
    return { id, ok: false, input, error: `The solver's win does not replay: ${why}` };
  }
  return { id, ok: true, input, answer, along: along.value };
}

const scope = globalThis as unknown as {
  onmessage: ((event: MessageEvent<AppSolveRequest>) => void) | null;
  postMessage(message: WorkerMessage): void;
};
// Only inside a worker (a test imports answerRequest in Node, where there is no worker scope to answer).
if (typeof (globalThis as { WorkerGlobalScope?: unknown }).WorkerGlobalScope !== 'undefined') {
  scope.onmessage = (event) => {
    const { cancelToken } = event.data;
    try {
      const clock = cancelToken === undefined ? undefined : cancellableClock(() => tokenLive(cancelToken));
      scope.postMessage(answerRequest(event.data, clock));
    } catch (error) {
      if (!(error instanceof SearchCancelled)) throw error;
      // The page has settled a search it cancelled and is ending this worker; this tells it only if the token
      // failed while the page still waits for the answer (a browser where checking a token does not work).
      scope.postMessage({ id: event.data.id, cancelled: true });
    }
  };
}
