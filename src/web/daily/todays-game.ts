// The deal of the day as a game on the table: the date's deal from the shipped winnable list of its rules.

import { describeOptions, type Game, type GameOptions, newGame } from '../../engine/index';
import { type CalendarDate, isCalendarDate } from '../core/calendar';
import { WINNABLE_DEALS } from '../winnable/data';
import { dailyDeal } from './deal-of-the-day';

/** The game for `date` under `options`, or null when these rules ship no winnable list. */
export function dailyGame(date: CalendarDate, options: GameOptions): Game | null {
  const deal = dailyDeal(date, WINNABLE_DEALS.listed(options));
  return deal === null ? null : newGame({ options, deal });
}

/** Why `dailyGame` has no game for this date and these rules, in a sentence for the player. */
export function noDailyDeal(date: CalendarDate, options: GameOptions): string {
  if (!isCalendarDate(date)) {
    return `There is no deal of the day for ${date}: deals of the day are drawn for the years 0 to 9999, so check the date this device is set to.`;
  }
  return `There is no deal of the day for ${describeOptions(options)}: these rules have no list of winnable deals.`;
}
