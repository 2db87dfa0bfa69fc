// The message a solver worker answers (the same in Node worker_threads and a browser Web Worker): pure.

import {
  dealPosition,
  formatGameCode,
  type GameCodeCode,
  type Parsed,
  type Position,
  type PositionCode,
  parseGameCode,
  parsePosition,
} from '../engine/index';
import { ok } from '../engine/result';
import { drawProblem } from './draws';
import { phasesLimits, searchByPhases } from './phases';
import { fewerRedealsProblem, type SolveResult, solve, solveWithFewerRedeals } from './solve';

export interface SolveRequest {
  readonly id: number;
  /** A game code (`CR1-N-AAAAAAB`) or a position in notation. */
  readonly input: string;
  readonly timeLimitMs?: number;
  readonly nodeLimit?: number;
  readonly memoryMb?: number;
  /** Solve the smaller game with this many redeals fewer: only its win says anything (see solveWithFewerRedeals). */
  readonly fewerRedeals?: number;
  /** Search with this seeded draw of weightings in place of the portfolio's best-first searches (draws.ts). */
  readonly draw?: number;
  /** Prove a loss again by the search by phases (phases.ts), with exact keys, within the same budgets. */
  readonly confirmLoss?: boolean;
}

export type SolveResponse =
  | {
      readonly id: number;
      readonly ok: true;
      readonly input: string;
      readonly answer: SolveResult;
      /** With `confirmLoss`: whether the search by phases proved the loss again. */
      readonly confirmed?: boolean;
    }
  | { readonly id: number; readonly ok: false; readonly input: string; readonly error: string };

/** The position a game code or position text stands for (with the code, formatted), or the engine's problem with it. */
export function readInput(
  input: string,
): Parsed<{ position: Position; code: string | null }, GameCodeCode | PositionCode> {
  const text = input.trim();
  if (/^cr\d/i.test(text)) {
    const code = parseGameCode(text);
    if (!code.ok) return code;
    return ok({ position: dealPosition(code.value.deal, code.value.options), code: formatGameCode(code.value) });
  }
  const position = parsePosition(text);
  if (!position.ok) return position;
  return ok({ position: position.value, code: null });
}

export function handleRequest(request: SolveRequest): SolveResponse {
  const read = readInput(request.input);
  if (!read.ok) return { id: request.id, ok: false, input: request.input, error: read.error.reason };
  const limits = {
    ...(request.timeLimitMs === undefined ? {} : { timeLimitMs: request.timeLimitMs }),
    ...(request.nodeLimit === undefined ? {} : { nodeLimit: request.nodeLimit }),
    ...(request.memoryMb === undefined ? {} : { memoryMb: request.memoryMb }),
    ...(request.draw === undefined ? {} : { draw: request.draw }),
  };
  const { position } = read.value;
  const fewer = request.fewerRedeals;
  const problem =
    (fewer === undefined ? null : fewerRedealsProblem(position, fewer)) ??
    (request.draw === undefined ? null : drawProblem(request.draw));
  if (problem !== null) return { id: request.id, ok: false, input: request.input, error: problem };
  const answer = fewer === undefined ? solve(position, limits) : solveWithFewerRedeals(position, fewer, limits);
  if (!request.confirmLoss || answer.result !== 'loss' || fewer !== undefined) {
    return { id: request.id, ok: true, input: request.input, answer };
  }
  const again = confirmLoss(position, request);
  if (again === 'win') {
    return {
      id: request.id,
      ok: false,
      input: request.input,
      error: 'Solver bug: a loss of the search is a win of the search by phases.',
    };
  }
  return { id: request.id, ok: true, input: request.input, answer, confirmed: again === 'loss' };
}

/** The search by phases on a position the solver's search proved lost, within the request's budgets. */
export function confirmLoss(position: Position, limits: Pick<SolveRequest, 'timeLimitMs' | 'nodeLimit' | 'memoryMb'>) {
  return searchByPhases(position, phasesLimits(limits)).result;
}
