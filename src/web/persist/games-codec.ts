// The games and their moves as stored: read game by game, so one damaged record never costs the others; statistics
// of the older versions (totals) are read and carried over as a tally.

import { failure, ok } from '../../engine/index';
import { isCalendarDate } from '../core/calendar';
import {
  type CarriedTally,
  carryOver,
  type GameHistory,
  type GameMoves,
  type GamesState,
  type PlayedGame,
  trimHistory,
} from '../stats/games';
import { isStatsKey } from '../stats/rule-key';
import type { Decoded, RecordCodec } from './record';
import { decodeStats, FIRST_VERSION, readByKey, readDailyStats, readRuleStats, STATS_VERSION } from './stats-codec';

/** The version of the games record: every game its own record (2 and 1 were totals). */
export const GAMES_VERSION = 3;
/** A bound on a kept line of moves, far past any game played by hand. */
const MAX_LINE_CHARACTERS = 200_000;

const RESULTS = ['playing', 'won', 'lost'] as const;
const CARRIED = ['played', 'decided', null] as const;

function isTable(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isTime(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0;
}

function isCount(value: unknown): value is number {
  return isTime(value) && Number.isInteger(value);
}

function isName(value: unknown): value is string {
  return typeof value === 'string' && value !== '' && value.length <= 100;
}

/** One game's record, or null when it is not one or contradicts itself. */
export function readPlayedGame(data: unknown): PlayedGame | null {
  if (!isTable(data)) return null;
  const g = data as Record<keyof PlayedGame, unknown>;
  if (!isName(g.id) || !isStatsKey(g.key) || typeof g.counts !== 'boolean' || typeof g.start !== 'string') return null;
  if (typeof g.played !== 'boolean' || (!g.played && (g.result !== 'playing' || g.assisted))) return null;
  if (g.start.length > 1000 || (g.daily !== null && !isCalendarDate(g.daily))) return null;
  if (!isTime(g.startedAt) || (g.decidedAt !== null && !isTime(g.decidedAt))) return null;
  if (!(RESULTS as readonly unknown[]).includes(g.result) || typeof g.assisted !== 'boolean') return null;
  if (!(CARRIED as readonly unknown[]).includes(g.carried)) return null;
  const won = g.result === 'won';
  if (won && g.carried !== 'decided' && (!isTime(g.wonMs) || !isCount(g.wonMoves))) return null;
  if (!won && (g.wonMs !== null || g.wonMoves !== null)) return null;
  if ((g.result !== 'playing' || g.assisted) && g.decidedAt === null) return null;
  return {
    id: g.id,
    key: g.key,
    counts: g.counts,
    played: g.played,
    start: g.start,
    daily: g.daily,
    startedAt: g.startedAt,
    decidedAt: g.decidedAt,
    result: g.result as PlayedGame['result'],
    assisted: g.assisted,
    wonMs: (g.wonMs as number | null) ?? null,
    wonMoves: (g.wonMoves as number | null) ?? null,
    carried: g.carried as PlayedGame['carried'],
  };
}

function readCarried(data: unknown, lost: string[]): CarriedTally | null {
  if (!isTable(data) || !isName(data.id) || !isTable(data.byKey) || !isTable(data.daily)) return null;
  const byKey = readByKey(data.byKey, (v) => readRuleStats(v), lost, 'the totals of ');
  const daily = readByKey(data.daily, readDailyStats, lost, 'the deal of the day streak of ');
  return { id: data.id, byKey, daily };
}

/** "1 game", "3 games". */
function games(n: number): string {
  return n === 1 ? '1 game' : `${n} games`;
}

/** Reads the games of this version record by record; the ones that cannot be read are counted in `lost`. */
export function decodeGames(data: unknown): Decoded<GamesState, 'NOT_STATISTICS'> {
  if (!isTable(data) || !Array.isArray(data.games) || !Array.isArray(data.carried)) {
    return failure('NOT_STATISTICS', 'they are not statistics');
  }
  const lost: string[] = [];
  const seen = new Set<string>();
  const kept: PlayedGame[] = [];
  let unreadable = 0;
  for (const item of data.games) {
    const game = readPlayedGame(item);
    if (game === null || seen.has(game.id)) unreadable++;
    else {
      seen.add(game.id);
      kept.push(game);
    }
  }
  if (unreadable > 0) lost.push(`${games(unreadable)} of the list`);
  const carried: CarriedTally[] = [];
  for (const item of data.carried) {
    const tally = readCarried(item, lost);
    if (tally === null) lost.push('totals of an older version');
    else carried.push(tally);
  }
  return ok({ kept: { games: kept, carried }, lost: lost.length === 0 ? null : lost.join(', ') });
}

/** Any version: the totals of versions 1 and 2 carried over, version 3 read game by game. */
export function decodeAnyStats(data: unknown, version: number): Decoded<GamesState, 'NOT_STATISTICS'> {
  if (version === FIRST_VERSION || version === STATS_VERSION) {
    const old = decodeStats(data, version);
    return old.ok ? ok({ kept: carryOver(old.value.kept), lost: old.value.lost }) : old;
  }
  return decodeGames(data);
}

export const GAMES_CODEC: RecordCodec<GamesState> = {
  key: 'crescent.stats',
  kind: 'stats',
  version: GAMES_VERSION,
  readsFrom: FIRST_VERSION,
  what: 'Your statistics',
  plural: true,
  fallback: 'statistics start again from zero',
  encode: (state) => state,
  decode: decodeAnyStats,
};

function readMoves(data: unknown): GameMoves | null {
  if (!isTable(data)) return null;
  const m = data as Record<keyof GameMoves, unknown>;
  if (typeof m.line !== 'string' || m.line.length > MAX_LINE_CHARACTERS) return null;
  if (!isCount(m.moveCount) || !isTime(m.elapsedMs) || !isTime(m.updatedAt) || typeof m.final !== 'boolean')
    return null;
  return { line: m.line, moveCount: m.moveCount, elapsedMs: m.elapsedMs, updatedAt: m.updatedAt, final: m.final };
}

/** Reads the kept moves game by game. */
export function decodeHistory(data: unknown): Decoded<GameHistory, 'NOT_A_HISTORY'> {
  if (!isTable(data)) return failure('NOT_A_HISTORY', 'it is not a list of games');
  const kept: Record<string, GameMoves> = {};
  let unreadable = 0;
  for (const [id, value] of Object.entries(data)) {
    const moves = isName(id) ? readMoves(value) : null;
    if (moves === null) unreadable++;
    else kept[id] = moves;
  }
  return ok({ kept, lost: unreadable === 0 ? null : `the moves of ${games(unreadable)}` });
}

export const HISTORY_CODEC: RecordCodec<GameHistory> = {
  key: 'crescent.history',
  kind: 'history',
  version: 1,
  what: 'The moves of your last games',
  plural: true,
  fallback: 'the list of games goes on without them',
  encode: (history) => history,
  decode: decodeHistory,
};

export { trimHistory };
