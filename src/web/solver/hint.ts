// The hint as a client of the broker: a move that starts a known win, word that the game is lost, or the rule-book hint.

import { canUndo, type Position } from '../../engine/index';
import { describeHint, hintRuleBookOnly, hintStartsWin, SOLVER_WORDS } from '../core/words';
import { type HonestHint, honestHint } from './advice';
import { inputOf } from './broker';
import type { SearchAnswer } from './client';
import { BUDGETS, type SolverContext, solverOff } from './context';

/** The hint's search of `at`: the search ahead (or of the dealt deal) when it is running for it, else its own. */
async function hintSearch(ctx: SolverContext, at: Position, input: string): Promise<SearchAnswer> {
  const what = SOLVER_WORDS.lookingForWin;
  const running = ctx.broker.joinable(input, ['ahead', 'dealt']);
  if (running !== null) {
    const joined = await ctx.board.follow(running, what);
    // Stopped by something else than the player (another search): ask again.
    if (joined.kind !== 'cancelled' || ctx.board.about !== input) return joined;
  }
  return ctx.board.follow(ctx.broker.search(input, BUDGETS.hint, 'asked', at, true), what);
}

function adviseWith(ctx: SolverContext, at: Position, advice: HonestHint): void {
  const host = ctx.host();
  if (advice.kind === 'win') {
    host.advise(advice.move, `${describeHint(at, advice.move)} ${hintStartsWin(advice.length)}`);
  } else if (advice.kind === 'loss') {
    host.advise(null, SOLVER_WORDS.lost);
    ctx.board.show({ kind: 'lost', canUndo: canUndo(host.game) });
  } else {
    host.advise(advice.move, `${describeHint(at, advice.move)} ${hintRuleBookOnly({ seconds: advice.seconds })}`);
  }
}

/** The honest hint for the position on the table. */
export function askHint(ctx: SolverContext): void {
  const host = ctx.host();
  const at = host.game.position;
  if (solverOff(host)) {
    const rule = honestHint(at, null, null);
    const move = rule.kind === 'undecided' ? rule.move : null;
    host.advise(move, `${describeHint(at, move)} ${hintRuleBookOnly({ faceDown: true })}`);
    return;
  }
  ctx.stopShowing();
  const input = inputOf(at);
  ctx.board.about = input;
  // A win known from an earlier answer (the player followed it, or undid back onto it) needs no search.
  const known = ctx.broker.known(at, BUDGETS.hint);
  if (known !== null) {
    ctx.board.show(null);
    adviseWith(ctx, at, known.kind === 'win' ? honestHint(at, null, known.moves) : honestHint(at, known.answer, null));
    return;
  }
  void hintSearch(ctx, at, input).then((result) => {
    if (result.kind === 'cancelled' || ctx.board.about !== input) return;
    ctx.board.show(null);
    if (result.kind === 'error') {
      ctx.host().note(result.error);
      return;
    }
    adviseWith(ctx, at, honestHint(at, result.answer, ctx.broker.winFrom(at)));
  });
}
