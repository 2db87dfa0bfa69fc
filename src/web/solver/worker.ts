// The app's solver worker: answers a search request and, for a win, the positions along it, so the page never replays a solution.

import type { Position } from '../../engine/index';
import { readInput } from '../../solver/protocol';
import { lastPhaseSearch } from '../../solver/review';
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
 * With no redeal left, the decoupled search of the last phase first gets its share of the time ("Can I still
 * win?" after a losing move, the review's own way of proving a loss); a loss it proves is the answer, and
 * otherwise the solver's search has the rest.
 */
function lastPhaseFirst(
  position: Position,
  request: AppSolveRequest,
  now: () => number,
  suitGames: SharedSuitGames,
): SolveResult {
  const limits = {
    timeLimitMs: request.timeLimitMs,
    nodeLimit: request.nodeLimit,
    memoryMb: request.memoryMb ?? BROWSER_MEMORY_MB,
    now,
  };
  if (position.redeals > 0) return solve(position, limits);
  const started = now();
  const phase = lastPhaseSearch(position, limits, now, suitGames);
  const spent = now() - started;
  if (phase.result === 'loss') {
    const proof: SolveResult = {
      result: 'loss',
      solution: null,
      nodes: phase.work,
      positions: phase.peakStoredLeaves,
      peakBytes: 0,
      stoppedBy: null,
      fewestInPiles: 0,
      timeMs: spent,
    };
    return proof;
  }
  const answer = solve(position, {
    ...limits,
    timeLimitMs: request.timeLimitMs === undefined ? undefined : Math.max(0, request.timeLimitMs - spent),
  });
  return { ...answer, nodes: answer.nodes + phase.work, timeMs: answer.timeMs + spent };
}

/**
 * The answer to one request: the solver's, with the positions before each winning move (a win only). `now` is
 * the solver's clock (a cancellable one throws SearchCancelled out of here); the solver's protocol answers the
 * same request the same way, but with its own clock only. `suitGames` are those of the asks before (the
 * worker's own by default).
 */
export function answerRequest(
  request: AppSolveRequest,
  now?: () => number,
  suitGames: SharedSuitGames = workerSuitGames,
): AppSolveResponse {
  const { id, input } = request;
  const start = readInput(input);
  if (!start.ok) return { id, ok: false, input, error: start.error.reason };
  const answer = lastPhaseFirst(start.value.position, request, now ?? Date.now, suitGames);
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
