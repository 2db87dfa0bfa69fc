// Winnable deals as a client of the broker: a deal from the shipped lists, searched as it is dealt, or one found live.

import { type Game, type GameOptions, newGame } from '../../engine/index';
import { lookingForDeal } from '../core/words';
import type { WinnableDeals } from '../winnable/lists';
import { inputOf } from './broker';
import { BUDGETS, type SolverContext, startInput } from './context';
import { searchWinnableDeal } from './live-deal';

/** Deals a deal proven winnable: from the shipped lists, or found by a live search when they have none left. */
export function dealWinnable(
  ctx: SolverContext,
  deals: WinnableDeals,
  options: GameOptions,
  start: (game: Game, note: string) => void,
  random: () => number,
): void {
  const { broker, board } = ctx;
  ctx.stopShowing();
  board.about = null;
  const current = ctx.host().game.deal;
  const listed = deals.pick(options, random, new Set(current === null ? [] : [current]));
  if (listed !== null) {
    const game = newGame({ options, deal: listed });
    start(game, '');
    // Its win is searched for at once, from its start with the study's budget, so the first hint and "Can I still
    // win?" know it. Not in a face-down game: the solver stays off there until the game ends.
    if (!options.facedown) void broker.search(startInput(game), BUDGETS.dealt, 'dealt', game.start);
    return;
  }
  const began = ctx.clock.now();
  void searchWinnableDeal(
    options,
    (code) => broker.search(code, BUDGETS.liveDeal, 'asked'),
    random,
    (tried) => board.show({ kind: 'working', what: lookingForDeal(tried), since: began }),
  ).then((found) => {
    if (found.kind === 'cancelled') return;
    if (found.kind === 'failed') {
      board.about = inputOf(ctx.host().game.position);
      board.show({ kind: 'note', text: found.reason });
      return;
    }
    deals.remember(options, found.deal);
    board.show(null);
    const game = newGame({ options, deal: found.deal });
    // The search's win is from the deal's start: the first hint needs no search.
    broker.keep(game.start, { kind: 'answer', answer: found.answer, along: found.along }, BUDGETS.liveDeal);
    start(game, '');
  });
}
