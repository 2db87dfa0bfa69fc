// The verdict on a lost game's deal as a client of the broker: searched from its start, with a win to watch when found.

import { type Game, restart } from '../../engine/index';
import { dealUndecided, SOLVER_WORDS } from '../core/words';
import { replayOnward } from '../replay/replayer';
import { solutionMoves } from './advice';
import type { Verdict } from './board';
import type { SearchAnswer } from './client';
import { BUDGETS, type SolverContext, startInput } from './context';

/** The verdict a search from the deal's start gives. */
export function verdictOf(game: Game, result: SearchAnswer): Verdict {
  if (result.kind === 'cancelled') return { kind: 'undecided', text: SOLVER_WORDS.verdictStopped };
  if (result.kind === 'error') return { kind: 'undecided', text: result.error };
  const { answer } = result;
  if (answer.result === 'loss') return { kind: 'unwinnable' };
  const moves = answer.result === 'win' ? solutionMoves(answer) : null;
  const replay = moves?.ok ? replayOnward(restart(game), moves.value) : null;
  if (replay?.ok) return { kind: 'winnable', replay: replay.value };
  return { kind: 'undecided', text: dealUndecided(answer.timeMs) };
}

/** Asks whether the deal of the game on the table could be won from its start; the answer is the board's verdict. */
export function judgeDeal(ctx: SolverContext): void {
  const { game } = ctx.host();
  const input = startInput(game);
  ctx.board.setVerdict({ kind: 'working' });
  void ctx.broker.search(input, BUDGETS.verdict, 'asked').then((result) => {
    if (startInput(ctx.host().game) !== input) return;
    ctx.board.setVerdict(verdictOf(game, result));
  });
}
