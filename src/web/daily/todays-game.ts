// The deal of the day as a game on the table: the date's deal from the shipped winnable list of its rules.

import { type Game, type GameOptions, newGame } from '../../engine/index';
import { WINNABLE_DEALS } from '../solver/winnable-data';
import type { CalendarDate } from './calendar';
import { dailyDeal } from './deal-of-the-day';

/** The game for `date` under `options`, or null when these rules ship no winnable list. */
export function dailyGame(date: CalendarDate, options: GameOptions): Game | null {
  const deal = dailyDeal(date, WINNABLE_DEALS.listed(options));
  return deal === null ? null : newGame({ options, deal });
}
