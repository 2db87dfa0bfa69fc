// The statistics' two charts as data and plain SVG geometry: games won and lost day by day, and the times of the wins
// under each rule set; the view draws the shapes and writes the same numbers as a table.

import { localDate } from '../core/calendar';
import type { PlayedGame } from './games';
import { describeStatsKey, STATS_KEYS, type StatsKey } from './rule-key';

/** How many days with games the first chart shows, the latest last. */
export const CHART_DAYS = 14;

/** The games decided on one date. */
export interface DayOutcome {
  readonly date: string;
  readonly won: number;
  readonly lost: number;
  /** Games the solver played moves in: never a win. */
  readonly assisted: number;
}

/** The player's own wins under one rule key, their times sorted from the quickest. */
export interface WinTimes {
  readonly key: StatsKey;
  readonly rules: string;
  readonly times: readonly number[];
}

/** Counted games with a known moment of decision (those carried over from totals have none). */
function decided(games: readonly PlayedGame[]): PlayedGame[] {
  return games.filter((g) => g.counts && g.decidedAt !== null && g.decidedAt > 0);
}

/** Won, lost and assisted games on each of the last `days` dates that had any, in date order. */
export function outcomesByDay(
  games: readonly PlayedGame[],
  days = CHART_DAYS,
  dateOf: (ms: number) => string = (ms) => localDate(new Date(ms)),
): DayOutcome[] {
  const byDate = new Map<string, { won: number; lost: number; assisted: number }>();
  for (const game of decided(games)) {
    const date = dateOf(game.decidedAt as number);
    const day = byDate.get(date) ?? { won: 0, lost: 0, assisted: 0 };
    if (game.assisted) day.assisted++;
    else if (game.result === 'won') day.won++;
    else if (game.result === 'lost') day.lost++;
    else continue;
    byDate.set(date, day);
  }
  return [...byDate.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .slice(-days)
    .map(([date, day]) => ({ date, ...day }));
}

/** The player's own wins (not assisted), by rule key in the statistics' order. */
export function winTimesByRules(games: readonly PlayedGame[]): WinTimes[] {
  return STATS_KEYS.map((key) => ({
    key,
    rules: describeStatsKey(key),
    times: games
      .filter((g) => g.counts && g.key === key && g.result === 'won' && !g.assisted && g.wonMs !== null)
      .map((g) => g.wonMs as number)
      .sort((a, b) => a - b),
  })).filter((row) => row.times.length > 0);
}

/** The middle time (the lower middle of an even count). */
export function medianOf(times: readonly number[]): number {
  return times[Math.floor((times.length - 1) / 2)] ?? 0;
}

/** A rectangle of the chart, and what it stands for. */
export interface Bar {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
  readonly part: 'won' | 'lost' | 'assisted';
}

export interface BarChart {
  readonly width: number;
  readonly height: number;
  readonly bars: readonly Bar[];
  /** The largest day's total, which the top of the plot stands for. */
  readonly top: number;
  /** Where each day's label goes under its column. */
  readonly labels: readonly { readonly x: number; readonly text: string }[];
}

const PLOT_TOP = 8;
const LABEL_ROOM = 18;
const AXIS_ROOM = 24;
/** The room a date label (MM-DD) takes at the chart's text size. */
const LABEL_WIDTH = 44;

/** Stacked columns, won at the foot, then lost, then assisted, all scaled to the largest day. */
export function dayBars(days: readonly DayOutcome[], width = 320, height = 160): BarChart {
  const top = Math.max(1, ...days.map((d) => d.won + d.lost + d.assisted));
  const plotHeight = height - PLOT_TOP - LABEL_ROOM;
  const slot = (width - AXIS_ROOM) / Math.max(1, days.length);
  const barWidth = Math.max(2, Math.min(28, slot * 0.7));
  const labelStep = Math.max(1, Math.ceil(LABEL_WIDTH / slot));
  const bars: Bar[] = [];
  const labels: { x: number; text: string }[] = [];
  days.forEach((day, i) => {
    const x = AXIS_ROOM + i * slot + (slot - barWidth) / 2;
    let base = height - LABEL_ROOM;
    for (const part of ['won', 'lost', 'assisted'] as const) {
      const h = (day[part] / top) * plotHeight;
      if (h > 0) bars.push({ x, y: base - h, width: barWidth, height: h, part });
      base -= h;
    }
    // Every column's date would overlap on a narrow chart: every few columns are named, counted from the last.
    if ((days.length - 1 - i) % labelStep === 0) labels.push({ x: x + barWidth / 2, text: day.date.slice(5) });
  });
  return { width, height, bars, top, labels };
}

export interface Dot {
  readonly cx: number;
  readonly cy: number;
}

export interface DotChart {
  readonly width: number;
  readonly height: number;
  readonly rows: readonly { readonly y: number; readonly rules: string; readonly dots: readonly Dot[] }[];
  /** The slowest win, which the right end of the plot stands for. */
  readonly right: number;
  readonly plotLeft: number;
}

const ROW_HEIGHT = 28;
const DOT_LEFT = 12;

/** One row per rule set, a dot per win placed by its time from 0 to the slowest win. */
export function timeDots(rows: readonly WinTimes[], width = 320): DotChart {
  const right = Math.max(1, ...rows.flatMap((r) => r.times));
  const plotWidth = width - DOT_LEFT * 2;
  return {
    width,
    height: Math.max(1, rows.length) * ROW_HEIGHT + LABEL_ROOM,
    right,
    plotLeft: DOT_LEFT,
    rows: rows.map((row, i) => {
      const y = i * ROW_HEIGHT + ROW_HEIGHT / 2 + 4;
      return { y, rules: row.rules, dots: row.times.map((t) => ({ cx: DOT_LEFT + (t / right) * plotWidth, cy: y })) };
    }),
  };
}
