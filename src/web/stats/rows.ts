// The statistics table as plain rows of text, so what the view shows is decided (and tested) without a browser.

import type { CalendarDate } from '../core/calendar';
import { dailyStatsFor, dailyStreakOn, type StatsState, statsFor, winRate } from './reducer';
import { describeStatsKey, STATS_KEYS, type StatsKey } from './rule-key';

export interface StatisticsRow {
  readonly key: StatsKey;
  readonly rules: string;
  readonly played: number;
  readonly won: number;
  readonly winRate: string;
  readonly currentStreak: number;
  readonly bestStreak: number;
  readonly bestTime: string;
  readonly fewestMoves: string;
  /** Games the solver played moves in: played, never won. */
  readonly assisted: number;
}

/** The deal of the day under one rule key. */
export interface DailyRow {
  readonly key: StatsKey;
  readonly rules: string;
  readonly played: number;
  readonly won: number;
  /** As it stands today: 0 once a day has gone by without a win. */
  readonly currentStreak: number;
  readonly bestStreak: number;
  readonly lastWon: string;
}

/** Shown where there is nothing to measure yet (no win, no game). */
export const NOT_YET = '–';

/** "4:05", "1:02:09": minutes and seconds, with hours when there are any. */
export function formatDuration(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}

export function formatWinRate(rate: number | null): string {
  return rate === null ? NOT_YET : `${Math.round(rate * 100)}%`;
}

/** What every row starts with: the rule key, its words, and the games played and won under it. */
type RowStart = Pick<StatisticsRow, 'key' | 'rules' | 'played' | 'won'>;

/** One row for each rule key whose tally has a game played, in the order of STATS_KEYS. */
function rowsPlayed<T extends { readonly played: number; readonly won: number }, R>(
  tallyOf: (key: StatsKey) => T,
  rest: (tally: T, start: RowStart) => R,
): R[] {
  return STATS_KEYS.map((key) => ({ key, tally: tallyOf(key) }))
    .filter(({ tally }) => tally.played > 0)
    .map(({ key, tally }) => rest(tally, { key, rules: describeStatsKey(key), played: tally.played, won: tally.won }));
}

/** One row for each rule key with at least one game played, in the order of STATS_KEYS. */
export function statisticsRows(state: StatsState): StatisticsRow[] {
  return rowsPlayed(
    (key) => statsFor(state, key),
    (s, start) => ({
      ...start,
      winRate: formatWinRate(winRate(s)),
      currentStreak: s.currentStreak,
      bestStreak: s.bestStreak,
      bestTime: s.bestTimeMs === null ? NOT_YET : formatDuration(s.bestTimeMs),
      fewestMoves: s.fewestMoves === null ? NOT_YET : String(s.fewestMoves),
      assisted: s.assisted,
    }),
  );
}

/** One row for each rule key whose deal of the day was played, with its streak as it stands on `today`. */
export function dailyRows(state: StatsState, today: CalendarDate): DailyRow[] {
  return rowsPlayed(
    (key) => dailyStatsFor(state, key),
    (d, start) => ({
      ...start,
      currentStreak: dailyStreakOn(d, today),
      bestStreak: d.bestStreak,
      lastWon: d.lastWon ?? NOT_YET,
    }),
  );
}
