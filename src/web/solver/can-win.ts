// "Can I still win?" as a client of the broker: yes with the win's length, or no with the undos back to a winnable position.

import type { Game } from '../../engine/index';
import { couldNotDecide, SOLVER_WORDS, undosUnknown } from '../core/words';
import { undoPositions } from './advice';
import { inputOf } from './broker';
import type { SearchAnswer } from './client';
import { BUDGETS, type SolverContext, solverOff } from './context';

/** How many undos take the game back to a position the solver wins, within the budget. */
async function undosToWin(
  ctx: SolverContext,
  game: Game,
  input: string,
): Promise<{ undos: number | null; why: string } | 'cancelled'> {
  const { broker, clock } = ctx;
  const began = clock.now();
  const earlier = undoPositions(game);
  for (const [i, before] of earlier.entries()) {
    const left = BUDGETS.undos - (clock.now() - began);
    if (left <= 0) break;
    const known = broker.known(before, BUDGETS.undoStep);
    if (known?.kind === 'win') return { undos: i + 1, why: '' };
    if (known?.kind === 'answer' && known.answer.result === 'loss') continue;
    const result = await broker.search(inputOf(before), Math.min(BUDGETS.undoStep, left), 'asked', before);
    if (result.kind === 'cancelled' || ctx.board.about !== input) return 'cancelled';
    if (result.kind === 'answer' && result.answer.result === 'win') return { undos: i + 1, why: '' };
  }
  return { undos: null, why: earlier.length === 0 ? SOLVER_WORDS.noUndoBack : undosUnknown(BUDGETS.undos) };
}

/** Answers "Can I still win?" about the position on the table, in the panel. */
export function askCanWin(ctx: SolverContext): void {
  const { broker, board } = ctx;
  const host = ctx.host();
  if (solverOff(host)) {
    host.note(SOLVER_WORDS.faceDownOff);
    return;
  }
  if (host.status === 'won') return;
  ctx.stopShowing();
  const { game } = host;
  const at = game.position;
  const input = inputOf(at);
  board.about = input;
  const known = broker.known(at, BUDGETS.canWin);
  if (known?.kind === 'win') {
    board.show({ kind: 'yes', length: known.moves.length });
    return;
  }
  const what = SOLVER_WORDS.askingCanWin;
  // The deal's own search from its start, begun as it was dealt, answers this at its start.
  const running = broker.joinable(input, ['dealt']);
  const asked: Promise<SearchAnswer> =
    known !== null
      ? Promise.resolve({ kind: 'answer', answer: known.answer, along: null })
      : running !== null
        ? board.follow(running, what)
        : board.follow(broker.search(input, BUDGETS.canWin, 'asked', at), what);
  void asked.then(async (result) => {
    if (result.kind === 'cancelled' || board.about !== input) return;
    if (result.kind === 'error') {
      board.show({ kind: 'note', text: result.error });
      return;
    }
    const { answer } = result;
    if (answer.result === 'win') {
      const moves = broker.winFrom(at);
      board.show(
        moves === null ? { kind: 'note', text: SOLVER_WORDS.winDidNotReplay } : { kind: 'yes', length: moves.length },
      );
      return;
    }
    if (answer.result === 'unknown') {
      board.show({ kind: 'undecided', text: couldNotDecide(answer.timeMs) });
      return;
    }
    board.working(SOLVER_WORDS.countingUndos);
    const back = await undosToWin(ctx, game, input);
    if (back === 'cancelled' || board.about !== input) return;
    board.show({ kind: 'no', ...back });
  });
}
