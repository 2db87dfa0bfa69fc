// The live search for a winnable deal, used when the shipped list has none left: random deals tried in turn, a cap on the tries.

import { DEAL_COUNT, formatGameCode, type GameOptions } from '../../engine/index';
import type { SolveResult } from '../../solver/solve';
import { noWinnableDeal } from '../core/words';
import type { SearchAnswer } from './client';

/** How many deals the live search tries before it gives up and says so. */
export const LIVE_TRIES = 20;

/** How the live search ended: a deal the solver won, a cancel, or a sentence saying why it found none. */
export type LiveDeal =
  | {
      readonly kind: 'found';
      readonly deal: number;
      readonly answer: SolveResult;
      readonly along: readonly string[] | null;
    }
  | { readonly kind: 'cancelled' }
  | { readonly kind: 'failed'; readonly reason: string };

/**
 * Tries random deals, each solved by `solve` (given its game code), until one is won. A cancel ends it; so does the
 * first error (a worker that fails to load would fail every try, and each try would start another worker), and so
 * do `tries` deals without a win.
 */
export async function searchWinnableDeal(
  options: GameOptions,
  solve: (code: string) => Promise<SearchAnswer>,
  random: () => number,
  onTry: (tried: number) => void,
  tries: number = LIVE_TRIES,
): Promise<LiveDeal> {
  for (let tried = 1; tried <= tries; tried++) {
    const deal = Math.min(DEAL_COUNT - 1, Math.floor(random() * DEAL_COUNT));
    onTry(tried);
    const result = await solve(formatGameCode({ options, deal }));
    if (result.kind === 'cancelled') return result;
    if (result.kind === 'error') return { kind: 'failed', reason: noWinnableDeal({ error: result.error }) };
    if (result.answer.result === 'win') return { kind: 'found', deal, answer: result.answer, along: result.along };
  }
  return { kind: 'failed', reason: noWinnableDeal({ tries }) };
}
