// Statistics as a pure reducer over game events, so the counting rules (played, abandoned, restarted, won, assisted,
// the deal of the day) are testable.

import { type CalendarDate, dayNumber } from '../core/calendar';
import type { StatsKey } from './rule-key';

export interface RuleStats {
  readonly played: number;
  readonly won: number;
  readonly currentStreak: number;
  readonly bestStreak: number;
  /** The quickest win, or null before the first win. */
  readonly bestTimeMs: number | null;
  /** The win in fewest moves, or null before the first win. */
  readonly fewestMoves: number | null;
  /** Games in which the solver played a move for the player: counted as played, never as won. */
  readonly assisted: number;
}

export const EMPTY_RULE_STATS: RuleStats = {
  played: 0,
  won: 0,
  currentStreak: 0,
  bestStreak: 0,
  bestTimeMs: null,
  fewestMoves: null,
  assisted: 0,
};

/** The deal of the day under one rule key: its own streak, of calendar dates won one after another. */
export interface DailyStats {
  readonly played: number;
  readonly won: number;
  /** Dates won in a row, up to `lastWon`. */
  readonly streak: number;
  readonly bestStreak: number;
  /** The latest date whose deal was won, or null before the first. */
  readonly lastWon: CalendarDate | null;
}

export const EMPTY_DAILY_STATS: DailyStats = { played: 0, won: 0, streak: 0, bestStreak: 0, lastWon: null };

/** A game as statistics know it: a name that survives reloads and restarts, and the key it counts under. */
export interface GameRef {
  readonly id: string;
  readonly key: StatsKey;
  /** The date whose deal of the day this game is, when it is one. */
  readonly daily?: CalendarDate | null;
}

/** The game being played, and how far it has been counted. */
export interface CurrentGame extends GameRef {
  /** Counted as played (its first move was made). */
  readonly counted: boolean;
  /** Counted as won: nothing that happens to this game later changes the statistics. */
  readonly won: boolean;
  /** The solver played a move in it: it can no longer count as a win. A restart keeps this. */
  readonly assisted: boolean;
  /** The date whose deal of the day it is, or null. */
  readonly daily: CalendarDate | null;
}

export interface StatsState {
  readonly byKey: Readonly<Partial<Record<StatsKey, RuleStats>>>;
  readonly daily: Readonly<Partial<Record<StatsKey, DailyStats>>>;
  readonly current: CurrentGame | null;
}

export const EMPTY_STATS: StatsState = { byKey: {}, daily: {}, current: null };

export type StatsEvent =
  /** A game is put on the table: a new deal, a code or a position. Restarting the same game is the same id. */
  | { readonly type: 'started'; readonly game: GameRef }
  /** A move or redeal was made in the game. */
  | { readonly type: 'moved'; readonly game: GameRef }
  | { readonly type: 'won'; readonly game: GameRef; readonly elapsedMs: number; readonly moves: number }
  /** The solver played a move for the player (show me): the game is under way and can no longer be won. */
  | { readonly type: 'assisted'; readonly game: GameRef }
  /**
   * A game statistics never count (one opened from a position, not a deal) replaced the one before:
   * that one, played and not won, is lost.
   */
  | { readonly type: 'uncounted' }
  /** The player confirmed a reset: every count goes back to zero. */
  | { readonly type: 'reset' };

export function statsFor(state: StatsState, key: StatsKey): RuleStats {
  return state.byKey[key] ?? EMPTY_RULE_STATS;
}

export function dailyStatsFor(state: StatsState, key: StatsKey): DailyStats {
  return state.daily[key] ?? EMPTY_DAILY_STATS;
}

/** The daily streak as it stands on `today`: still running when the last win was today or yesterday, else 0. */
export function dailyStreakOn(stats: DailyStats, today: CalendarDate): number {
  const last = dayNumber(stats.lastWon);
  const now = dayNumber(today);
  if (last === null || now === null) return 0;
  return now - last <= 1 ? stats.streak : 0;
}

/** Won divided by played, or null when nothing was played. */
export function winRate(stats: RuleStats): number | null {
  return stats.played === 0 ? null : stats.won / stats.played;
}

function update(state: StatsState, key: StatsKey, change: (stats: RuleStats) => RuleStats): StatsState {
  return { ...state, byKey: { ...state.byKey, [key]: change(statsFor(state, key)) } };
}

function updateDaily(state: StatsState, key: StatsKey, change: (stats: DailyStats) => DailyStats): StatsState {
  return { ...state, daily: { ...state.daily, [key]: change(dailyStatsFor(state, key)) } };
}

/** A win of `date`'s deal: the streak goes on from the day before, starts again after a gap, and counts a date once. */
function dailyWin(stats: DailyStats, date: CalendarDate): DailyStats {
  const day = dayNumber(date);
  const last = dayNumber(stats.lastWon);
  if (day === null) return stats;
  if (last !== null && day <= last) {
    // That date is already won, or an earlier date is won late: counted, but the streak is about later dates.
    return day === last ? stats : { ...stats, won: stats.won + 1 };
  }
  const streak = last !== null && day - last === 1 ? stats.streak + 1 : 1;
  return { ...stats, won: stats.won + 1, streak, bestStreak: Math.max(stats.bestStreak, streak), lastWon: date };
}

/** The game in the event becomes the current one; a different current game, played and not won, is a loss. */
function makeCurrent(state: StatsState, game: GameRef): StatsState {
  const current = state.current;
  if (current !== null && current.id === game.id) return state;
  const next = leaveCurrent(state);
  const daily = game.daily ?? null;
  return { ...next, current: { id: game.id, key: game.key, counted: false, won: false, assisted: false, daily } };
}

/** No game is current any more: the one before, played and not won, is a loss (of its daily streak too). */
function leaveCurrent(state: StatsState): StatsState {
  const current = state.current;
  if (current === null) return state;
  if (!current.counted || current.won) return { ...state, current: null };
  return { ...endStreaks(state, current), current: null };
}

/** The game can no longer be won: the streak of its rule key ends, and its daily streak when it is a deal of the day. */
function endStreaks(state: StatsState, game: CurrentGame): StatsState {
  const next = update(state, game.key, (s) => ({ ...s, currentStreak: 0 }));
  // A date already won stays won: losing a second try at its deal does not end the streak.
  if (game.daily === null || dailyStatsFor(next, game.key).lastWon === game.daily) return next;
  return updateDaily(next, game.key, (d) => ({ ...d, streak: 0 }));
}

/** Counts the current game as played, once. */
function countPlayed(state: StatsState): StatsState {
  const current = state.current;
  if (current === null || current.counted) return state;
  let next = update(state, current.key, (s) => ({ ...s, played: s.played + 1 }));
  if (current.daily !== null) next = updateDaily(next, current.key, (d) => ({ ...d, played: d.played + 1 }));
  return { ...next, current: { ...current, counted: true } };
}

function better(best: number | null, value: number): number {
  return best === null ? value : Math.min(best, value);
}

export function reduceStats(state: StatsState, event: StatsEvent): StatsState {
  switch (event.type) {
    case 'started':
      return makeCurrent(state, event.game);
    case 'moved':
      return countPlayed(makeCurrent(state, event.game));
    case 'won': {
      const next = countPlayed(makeCurrent(state, event.game));
      const current = next.current as CurrentGame;
      if (current.won || current.assisted) return next;
      const counted = update(next, current.key, (s) => {
        const streak = s.currentStreak + 1;
        return {
          ...s,
          won: s.won + 1,
          currentStreak: streak,
          bestStreak: Math.max(s.bestStreak, streak),
          bestTimeMs: better(s.bestTimeMs, event.elapsedMs),
          fewestMoves: better(s.fewestMoves, event.moves),
        };
      });
      const daily =
        current.daily === null
          ? counted
          : updateDaily(counted, current.key, (d) => dailyWin(d, current.daily as CalendarDate));
      return { ...daily, current: { ...current, won: true } };
    }
    case 'assisted': {
      const next = countPlayed(makeCurrent(state, event.game));
      const current = next.current as CurrentGame;
      if (current.won || current.assisted) return next;
      // It can no longer be won by the player, so the streak ends now, not only when the game is left.
      const ended = endStreaks(next, current);
      const marked = update(ended, current.key, (s) => ({ ...s, assisted: s.assisted + 1 }));
      return { ...marked, current: { ...current, assisted: true } };
    }
    case 'uncounted':
      return leaveCurrent(state);
    case 'reset': {
      // The game on the table is counted afresh from its next move, unless it is already won.
      const current = state.current;
      return { byKey: {}, daily: {}, current: current === null ? null : { ...current, counted: current.won } };
    }
  }
}
