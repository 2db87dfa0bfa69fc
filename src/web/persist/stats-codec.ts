// Statistics as older versions stored them, as totals: read rule key by rule key, so one damaged entry never costs the
// others. Version 2 added assisted games, the deal of the day's streaks and the current game's assisted and daily marks;
// version 1 is still read, as counts with nothing assisted and no daily streak yet.

import { failure, ok } from '../../engine/index';
import { isCalendarDate } from '../core/calendar';
import type { CurrentGame, DailyStats, RuleStats, StatsState } from '../stats/reducer';
import { describeStatsKey, isStatsKey, type StatsKey } from '../stats/rule-key';
import type { Decoded } from './record';

/** The last version stored as totals (now read to be carried over), and the first, with no assisted games. */
export const STATS_VERSION = 2;
export const FIRST_VERSION = 1;

function isCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0;
}

function isBest(value: unknown): value is number | null {
  return value === null || (typeof value === 'number' && Number.isFinite(value) && value >= 0);
}

/** One key's counts, or null when they are not counts or contradict each other (more won than played). */
export function readRuleStats(data: unknown, version = STATS_VERSION): RuleStats | null {
  if (typeof data !== 'object' || data === null) return null;
  const s = data as Record<keyof RuleStats, unknown>;
  if (!isCount(s.played) || !isCount(s.won) || !isCount(s.currentStreak) || !isCount(s.bestStreak)) return null;
  if (!isBest(s.bestTimeMs) || !isBest(s.fewestMoves)) return null;
  const assisted = version === FIRST_VERSION ? 0 : s.assisted;
  if (!isCount(assisted)) return null;
  if (s.won + assisted > s.played || s.currentStreak > s.bestStreak || s.bestStreak > s.won) return null;
  if ((s.won === 0) !== (s.bestTimeMs === null) || (s.won === 0) !== (s.fewestMoves === null)) return null;
  return {
    played: s.played,
    won: s.won,
    currentStreak: s.currentStreak,
    bestStreak: s.bestStreak,
    bestTimeMs: s.bestTimeMs,
    fewestMoves: s.fewestMoves,
    assisted,
  };
}

/** One key's deal-of-the-day streak, or null when it is not one or contradicts itself. */
export function readDailyStats(data: unknown): DailyStats | null {
  if (typeof data !== 'object' || data === null) return null;
  const d = data as Record<keyof DailyStats, unknown>;
  if (!isCount(d.played) || !isCount(d.won) || !isCount(d.streak) || !isCount(d.bestStreak)) return null;
  if (d.lastWon !== null && !isCalendarDate(d.lastWon)) return null;
  if (d.won > d.played || d.streak > d.bestStreak || d.bestStreak > d.won) return null;
  if ((d.won === 0) !== (d.lastWon === null)) return null;
  return { played: d.played, won: d.won, streak: d.streak, bestStreak: d.bestStreak, lastWon: d.lastWon };
}

function readCurrent(data: unknown, version: number): CurrentGame | null | undefined {
  if (data === null) return null;
  if (typeof data !== 'object') return undefined;
  const c = data as Record<keyof CurrentGame, unknown>;
  if (typeof c.id !== 'string' || !isStatsKey(c.key) || typeof c.counted !== 'boolean' || typeof c.won !== 'boolean') {
    return undefined;
  }
  const [assisted, daily] = version === FIRST_VERSION ? [false, null] : [c.assisted, c.daily];
  if (typeof assisted !== 'boolean' || (daily !== null && !isCalendarDate(daily))) return undefined;
  return { id: c.id, key: c.key, counted: c.counted, won: c.won, assisted, daily };
}

/** Reads a table of rule keys entry by entry: the readable ones kept, the others named in `lost`. */
export function readByKey<T>(
  table: unknown,
  read: (value: unknown) => T | null,
  lost: string[],
  what = '',
): Partial<Record<StatsKey, T>> {
  const kept: Partial<Record<StatsKey, T>> = {};
  if (typeof table !== 'object' || table === null || Array.isArray(table)) return kept;
  for (const [key, value] of Object.entries(table)) {
    const stats = isStatsKey(key) ? read(value) : null;
    if (stats !== null && isStatsKey(key)) kept[key] = stats;
    else lost.push(`${what}${isStatsKey(key) ? describeStatsKey(key) : `"${key}"`}`);
  }
  return kept;
}

function isTable(value: unknown): boolean {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Keeps every readable key; names the ones that are not. */
export function decodeStats(data: unknown, version = STATS_VERSION): Decoded<StatsState, 'NOT_STATISTICS'> {
  if (!isTable(data)) return failure('NOT_STATISTICS', 'they are not statistics');
  const { byKey, daily, current } = data as { byKey?: unknown; daily?: unknown; current?: unknown };
  if (!isTable(byKey)) return failure('NOT_STATISTICS', 'they are not statistics');
  const lost: string[] = [];
  const kept = readByKey(byKey, (value) => readRuleStats(value, version), lost);
  if (version !== FIRST_VERSION && !isTable(daily)) lost.push('the deal of the day streaks');
  const days = readByKey(daily, readDailyStats, lost, 'the deal of the day streak of ');
  const game = readCurrent(current ?? null, version);
  if (game === undefined) lost.push('the count of the game in progress');
  const value: StatsState = { byKey: kept, daily: days, current: game ?? null };
  return ok({ kept: value, lost: lost.length === 0 ? null : lost.join(', ') });
}
