// The deal of the day as the table offers it: today's date, the streak under the rules it would be dealt with, and
// whether it is the game already on the table.

import type { GameOptions } from '../../engine/index';
import type { CalendarDate } from '../core/calendar';
import { dailyStatsFor, dailyStreakOn, type StatsState } from '../stats/reducer';
import { statsKeyOf } from '../stats/rule-key';

export interface DailyOffer {
  readonly date: CalendarDate;
  readonly options: GameOptions;
  /** Dates won in a row under these rules, up to today or yesterday. */
  readonly streak: number;
  /** Today's deal is the game on the table. */
  readonly onTable: boolean;
}

/** What the table offers today under `options`, given the deal-of-the-day date and rules of the game on the table. */
export function dailyOffer(
  date: CalendarDate,
  options: GameOptions,
  stats: StatsState,
  table: { readonly daily: CalendarDate | null; readonly options: GameOptions },
): DailyOffer {
  const key = statsKeyOf(options);
  const streak = dailyStreakOn(dailyStatsFor(stats, key), date);
  return { date, options, streak, onTable: table.daily === date && statsKeyOf(table.options) === key };
}

/** "no streak yet", "a 1-day streak", "a 4-day streak". */
export function streakWords(streak: number): string {
  return streak <= 0 ? 'no streak yet' : `a ${streak}-day streak`;
}
