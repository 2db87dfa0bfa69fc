// Statistics as stored: read rule key by rule key, so one damaged entry never costs the others.

import type { Decoded, RecordCodec } from '../persist/record';
import type { CurrentGame, RuleStats, StatsState } from './reducer';
import { describeStatsKey, isStatsKey, type StatsKey } from './rule-key';

function isCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0;
}

function isBest(value: unknown): value is number | null {
  return value === null || (typeof value === 'number' && Number.isFinite(value) && value >= 0);
}

/** One key's counts, or null when they are not counts or contradict each other (more won than played). */
export function readRuleStats(data: unknown): RuleStats | null {
  if (typeof data !== 'object' || data === null) return null;
  const s = data as Record<keyof RuleStats, unknown>;
  if (!isCount(s.played) || !isCount(s.won) || !isCount(s.currentStreak) || !isCount(s.bestStreak)) return null;
  if (!isBest(s.bestTimeMs) || !isBest(s.fewestMoves)) return null;
  if (s.won > s.played || s.currentStreak > s.bestStreak || s.bestStreak > s.won) return null;
  if ((s.won === 0) !== (s.bestTimeMs === null) || (s.won === 0) !== (s.fewestMoves === null)) return null;
  return {
    played: s.played,
    won: s.won,
    currentStreak: s.currentStreak,
    bestStreak: s.bestStreak,
    bestTimeMs: s.bestTimeMs,
    fewestMoves: s.fewestMoves,
  };
}

function readCurrent(data: unknown): CurrentGame | null | undefined {
  if (data === null) return null;
  if (typeof data !== 'object') return undefined;
  const c = data as Record<keyof CurrentGame, unknown>;
  if (typeof c.id !== 'string' || !isStatsKey(c.key) || typeof c.counted !== 'boolean' || typeof c.won !== 'boolean') {
    return undefined;
  }
  return { id: c.id, key: c.key, counted: c.counted, won: c.won };
}

/** Keeps every readable key; names the ones that are not. */
export function decodeStats(data: unknown): Decoded<StatsState> {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    return { ok: false, why: 'they are not statistics' };
  }
  const { byKey, current } = data as { byKey?: unknown; current?: unknown };
  if (typeof byKey !== 'object' || byKey === null || Array.isArray(byKey)) {
    return { ok: false, why: 'they are not statistics' };
  }
  const kept: Partial<Record<StatsKey, RuleStats>> = {};
  const lost: string[] = [];
  for (const [key, value] of Object.entries(byKey)) {
    const stats = isStatsKey(key) ? readRuleStats(value) : null;
    if (stats !== null && isStatsKey(key)) kept[key] = stats;
    else lost.push(isStatsKey(key) ? describeStatsKey(key) : `"${key}"`);
  }
  const game = readCurrent(current ?? null);
  if (game === undefined) lost.push('the count of the game in progress');
  return { ok: true, value: { byKey: kept, current: game ?? null }, lost: lost.length === 0 ? null : lost.join(', ') };
}

export const STATS_CODEC: RecordCodec<StatsState> = {
  key: 'crescent.stats',
  kind: 'stats',
  version: 1,
  what: 'Your statistics',
  fallback: 'statistics start again from zero',
  encode: (state) => state,
  decode: decodeStats,
};
