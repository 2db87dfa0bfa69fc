// Every game played as its own record, keyed by the game's name: statistics are counted from these records, so two
// tabs, or an import, merge by name exactly (no win counted twice, none lost), and the last games keep their moves.

import type { CalendarDate } from '../core/calendar';
import {
  type CurrentGame,
  type DailyStats,
  type GameRef,
  type RuleStats,
  reduceStats,
  type StatsState,
} from './reducer';
import { STATS_KEYS, type StatsKey } from './rule-key';

/** How many games keep their moves (for their replay and review) and show in the list of games. */
export const HISTORY_LIMIT = 100;

/** How a game stands: still open, won, or lost (left for another game without a win). */
export type GameResult = 'playing' | 'won' | 'lost';

/** One game as the statistics keep it, for as long as they count it. */
export interface PlayedGame {
  /** The game's name: the same across reloads, restarts and tabs. */
  readonly id: string;
  readonly key: StatsKey;
  /** Whether statistics count it: a deal, not a position, and not cleared by a reset. */
  readonly counts: boolean;
  /** Its first move was made (a deal of the day is kept from its deal, for its date, before it is played). */
  readonly played: boolean;
  /** Its game code, or its start position for a game from a position; empty while unknown. */
  readonly start: string;
  readonly daily: CalendarDate | null;
  /** When its first move was made (milliseconds since 1970). */
  readonly startedAt: number;
  /** When it was won, left, or taken over by the solver; null while it is open. */
  readonly decidedAt: number | null;
  readonly result: GameResult;
  /** The solver played a move in it: never a win. */
  readonly assisted: boolean;
  /** The time and moves of its win, kept as they were when it was won. */
  readonly wonMs: number | null;
  readonly wonMoves: number | null;
  /**
   * Already in a tally carried over from an older version: `played` (its being played is counted there) or
   * `decided` (its result too); what happens to it later still counts.
   */
  readonly carried: 'played' | 'decided' | null;
}

/** Counts an older version kept as totals, named so that a merge takes them once. */
export interface CarriedTally {
  readonly id: string;
  readonly byKey: StatsState['byKey'];
  readonly daily: StatsState['daily'];
}

/** The moves of one of the last games: enough to replay it. */
export interface GameMoves {
  /** The moves in notation, separated by spaces. */
  readonly line: string;
  readonly moveCount: number;
  readonly elapsedMs: number;
  readonly updatedAt: number;
  /** Won: these are the winning moves, and nothing played after replaces them. */
  readonly final: boolean;
}

/** Everything statistics and the list of games stand on. */
export interface GamesState {
  readonly games: readonly PlayedGame[];
  readonly carried: readonly CarriedTally[];
}

/** The moves of the last games, by game name. */
export type GameHistory = Readonly<Record<string, GameMoves>>;

export const EMPTY_GAMES: GamesState = { games: [], carried: [] };
export const EMPTY_HISTORY: GameHistory = {};

/** The game on a tab's table, as it is when something happens to it. */
export interface GameSnapshot {
  readonly id: string;
  readonly key: StatsKey;
  /** A deal (counted), not a position. */
  readonly counts: boolean;
  readonly start: string;
  readonly daily: CalendarDate | null;
  readonly moveCount: number;
  readonly elapsedMs: number;
  readonly line: string;
}

export type GameEvent =
  /** A game was dealt with something to remember before its first move: the date whose deal of the day it is. */
  | { readonly type: 'dealt'; readonly game: GameSnapshot }
  /** A move (or a redeal) was made in the game. */
  | { readonly type: 'played'; readonly game: GameSnapshot }
  | { readonly type: 'won'; readonly game: GameSnapshot }
  /** The solver played a move in it: it is played, and can no longer be won. */
  | { readonly type: 'assisted'; readonly game: GameSnapshot }
  /** The tab showing it moved on to another game: played and not won, it is lost. */
  | { readonly type: 'left'; readonly id: string }
  /** The player confirmed a reset: nothing so far counts any more (the games stay in the list). */
  | { readonly type: 'reset' };

function newRecord(game: GameSnapshot, now: number): PlayedGame {
  return {
    id: game.id,
    key: game.key,
    counts: game.counts,
    played: false,
    start: game.start,
    daily: game.daily,
    startedAt: now,
    decidedAt: null,
    result: 'playing',
    assisted: false,
    wonMs: null,
    wonMoves: null,
    carried: null,
  };
}

/** The record of a game after this change of it; a won game does not change. */
function changeGame(record: PlayedGame | undefined, event: GameEvent, now: number): PlayedGame | undefined {
  if (event.type === 'left') {
    if (record === undefined || record.result !== 'playing') return record;
    // A game the solver played in was decided then: its streak ended at that moment.
    return { ...record, result: 'lost', decidedAt: record.decidedAt ?? now };
  }
  if (event.type === 'reset') return record;
  const game = event.game;
  const fresh = newRecord(game, now);
  if (event.type === 'dealt') return record ?? fresh;
  const before = record ?? fresh;
  if (before.result === 'won') return before;
  const named = before.start === '' ? { ...before, start: game.start } : before;
  const known = named.played ? named : { ...named, played: true, startedAt: now };
  if (event.type === 'won') {
    return {
      ...known,
      result: 'won',
      decidedAt: known.assisted ? known.decidedAt : now,
      wonMs: Math.max(0, Math.round(game.elapsedMs)),
      wonMoves: game.moveCount,
    };
  }
  if (event.type === 'assisted' && !known.assisted) {
    return { ...known, assisted: true, decidedAt: known.decidedAt ?? now };
  }
  return known;
}

/** The games after one event; `now` is when it happened. */
export function applyGameEvent(state: GamesState, event: GameEvent, now: number): GamesState {
  if (event.type === 'reset') {
    return { games: state.games.map((g) => (g.counts ? { ...g, counts: false } : g)), carried: [] };
  }
  const id = event.type === 'left' ? event.id : event.game.id;
  const index = state.games.findIndex((g) => g.id === id);
  const before = index < 0 ? undefined : state.games[index];
  const after = changeGame(before, event, now);
  if (after === undefined || after === before) return state;
  const games = index < 0 ? [...state.games, after] : state.games.map((g, i) => (i === index ? after : g));
  return { ...state, games: keepCounted(games) };
}

/** Games that no longer count and are older than the last HISTORY_LIMIT are forgotten; counted ones stay. */
function keepCounted(games: readonly PlayedGame[]): readonly PlayedGame[] {
  if (games.length <= HISTORY_LIMIT) return games;
  const recent = new Set(newestFirst(games).slice(0, HISTORY_LIMIT));
  return games.filter((g) => (g.counts && g.played) || recent.has(g));
}

export function newestFirst(games: readonly PlayedGame[]): PlayedGame[] {
  return [...games].sort((a, b) => b.startedAt - a.startedAt || (a.id < b.id ? 1 : -1));
}

/** The moves kept after an event: the game's own updated, won moves kept as won, only the last games kept. */
export function applyHistory(history: GameHistory, games: GamesState, game: GameSnapshot, now: number): GameHistory {
  const before = history[game.id];
  if (before?.final) return history;
  const record = games.games.find((g) => g.id === game.id);
  const final = record?.result === 'won';
  const moves: GameMoves = {
    line: game.line,
    moveCount: game.moveCount,
    elapsedMs: Math.max(0, Math.round(game.elapsedMs)),
    updatedAt: now,
    final,
  };
  const next = { ...history, [game.id]: moves };
  // Only a game new to the list can push the oldest one out.
  return before === undefined ? trimHistory(next, games) : next;
}

/** Keeps the moves of the newest HISTORY_LIMIT games (by when they started), and of no game not in the list. */
export function trimHistory(history: GameHistory, games: GamesState): GameHistory {
  const keep = new Set(
    newestFirst(games.games)
      .slice(0, HISTORY_LIMIT)
      .map((g) => g.id),
  );
  const kept: Record<string, GameMoves> = {};
  for (const [id, moves] of Object.entries(history)) if (keep.has(id)) kept[id] = moves;
  return kept;
}

/** Of two records of one game, what both together know: a win beats all, the solver's help is never forgotten. */
function mergeGame(a: PlayedGame, b: PlayedGame): PlayedGame {
  const wonBy = (g: PlayedGame) => g.result === 'won';
  // A clean win by the player in one copy is theirs; help the other copy saw came before it in another tab.
  const winner = wonBy(a) && !a.assisted ? a : wonBy(b) && !b.assisted ? b : wonBy(a) ? a : wonBy(b) ? b : null;
  const lost = a.result === 'lost' ? a : b.result === 'lost' ? b : null;
  const chosen = winner ?? lost ?? ((a.decidedAt ?? 0) >= (b.decidedAt ?? 0) ? a : b);
  const decidedAt =
    chosen.result === 'playing' && a.decidedAt !== null && b.decidedAt !== null
      ? Math.min(a.decidedAt, b.decidedAt)
      : (chosen.decidedAt ?? a.decidedAt ?? b.decidedAt);
  return {
    ...chosen,
    counts: a.counts || b.counts,
    played: a.played || b.played,
    start: chosen.start !== '' ? chosen.start : a.start !== '' ? a.start : b.start,
    startedAt: Math.min(a.startedAt || b.startedAt, b.startedAt || a.startedAt),
    assisted: winner !== null && !winner.assisted ? false : a.assisted || b.assisted,
    decidedAt,
    carried: a.carried ?? b.carried,
  };
}

/** Two stores of games as one: every game and every carried tally of either, each once. */
export function mergeGames(a: GamesState, b: GamesState): GamesState {
  const byId = new Map<string, PlayedGame>();
  for (const game of [...a.games, ...b.games]) {
    const known = byId.get(game.id);
    byId.set(game.id, known === undefined ? game : mergeGame(known, game));
  }
  const carried = new Map<string, CarriedTally>();
  for (const tally of [...a.carried, ...b.carried]) carried.set(tally.id, tally);
  return { games: [...byId.values()], carried: [...carried.values()] };
}

/** Two sets of kept moves as one: won moves first, else the later. */
export function mergeHistory(a: GameHistory, b: GameHistory, games: GamesState): GameHistory {
  const merged: Record<string, GameMoves> = { ...a };
  for (const [id, moves] of Object.entries(b)) {
    const known = merged[id];
    if (
      known === undefined ||
      (moves.final && !known.final) ||
      (moves.final === known.final && moves.updatedAt > known.updatedAt)
    ) {
      merged[id] = moves;
    }
  }
  return trimHistory(merged, games);
}

function addRule(a: RuleStats | undefined, b: RuleStats): RuleStats {
  if (a === undefined) return b;
  const least = (x: number | null, y: number | null) => (x === null ? y : y === null ? x : Math.min(x, y));
  return {
    played: a.played + b.played,
    won: a.won + b.won,
    currentStreak: Math.max(a.currentStreak, b.currentStreak),
    bestStreak: Math.max(a.bestStreak, b.bestStreak),
    bestTimeMs: least(a.bestTimeMs, b.bestTimeMs),
    fewestMoves: least(a.fewestMoves, b.fewestMoves),
    assisted: a.assisted + b.assisted,
  };
}

function addDaily(a: DailyStats | undefined, b: DailyStats): DailyStats {
  if (a === undefined) return b;
  const later = (a.lastWon ?? '') >= (b.lastWon ?? '') ? a : b;
  return {
    played: a.played + b.played,
    won: a.won + b.won,
    streak: later.streak,
    bestStreak: Math.max(a.bestStreak, b.bestStreak),
    lastWon: later.lastWon,
  };
}

/** The carried tallies added up: counts summed, bests the best of each. */
function carriedTotals(carried: readonly CarriedTally[]): StatsState {
  const byKey: Partial<Record<StatsKey, RuleStats>> = {};
  const daily: Partial<Record<StatsKey, DailyStats>> = {};
  for (const tally of carried) {
    for (const key of STATS_KEYS) {
      const rule = tally.byKey[key];
      if (rule !== undefined) byKey[key] = addRule(byKey[key], rule);
      const day = tally.daily[key];
      if (day !== undefined) daily[key] = addDaily(daily[key], day);
    }
  }
  return { byKey, daily, current: null };
}

/** The order statistics meet games in: the decided ones as they were decided, then the open ones. */
function inOrder(games: readonly PlayedGame[]): PlayedGame[] {
  const when = (g: PlayedGame) => g.decidedAt ?? Number.POSITIVE_INFINITY;
  return games
    .filter((g) => g.counts && g.played)
    .sort((a, b) => when(a) - when(b) || a.startedAt - b.startedAt || (a.id < b.id ? -1 : 1));
}

/** Counts one game into the statistics with the counting rules of the reducer. */
function countGame(state: StatsState, game: PlayedGame): StatsState {
  const ref: GameRef = { id: game.id, key: game.key, daily: game.daily };
  let next: StatsState;
  if (game.carried === null) {
    next = reduceStats({ ...state, current: null }, { type: 'moved', game: ref });
  } else {
    // Its being played (and, when decided, its result) is already in the carried tally.
    const decided = game.carried === 'decided';
    const current: CurrentGame = {
      ...ref,
      daily: game.daily,
      counted: true,
      won: decided && game.result === 'won',
      assisted: decided && game.assisted,
    };
    next = { ...state, current };
  }
  if (game.assisted) next = reduceStats(next, { type: 'assisted', game: ref });
  if (game.result === 'won') {
    next = reduceStats(next, { type: 'won', game: ref, elapsedMs: game.wonMs ?? 0, moves: game.wonMoves ?? 0 });
  }
  // Lost: leaving it ends its streaks. Open: it is played, and ends nothing yet.
  return game.result === 'lost' ? reduceStats(next, { type: 'uncounted' }) : { ...next, current: null };
}

/** The statistics: the carried tallies, then every counted game in the order its result came. */
export function statsOfGames(state: GamesState): StatsState {
  return inOrder(state.games).reduce(countGame, carriedTotals(state.carried));
}

/** How statistics see one game (for the table's dialogs and share line), or null when it is not counted. */
export function standingOf(
  state: GamesState,
  id: string,
): { readonly assisted: boolean; readonly daily: CalendarDate | null } | null {
  const game = state.games.find((g) => g.id === id);
  return game === undefined || !game.counts ? null : { assisted: game.assisted, daily: game.daily };
}

/**
 * Statistics of an older version as one carried tally: their game in progress becomes a game record whose being
 * played (and result, if it had one) the tally already holds. The tally's name comes from its contents, so two tabs
 * that read the same old statistics carry them over once.
 */
export function carryOver(old: StatsState): GamesState {
  const body = { byKey: old.byKey, daily: old.daily };
  const tally: CarriedTally = { id: `carried-${hashText(JSON.stringify(body))}`, ...body };
  const empty = Object.keys(old.byKey).length === 0 && Object.keys(old.daily).length === 0;
  const current = old.current;
  const games: PlayedGame[] = [];
  if (current?.counted) {
    const decided = current.won || current.assisted;
    games.push({
      id: current.id,
      key: current.key,
      counts: true,
      played: true,
      start: '',
      daily: current.daily,
      startedAt: 0,
      decidedAt: decided ? 0 : null,
      result: current.won ? 'won' : 'playing',
      assisted: current.assisted,
      wonMs: null,
      wonMoves: null,
      carried: decided ? 'decided' : 'played',
    });
  } else if (current !== null && current.daily !== null) {
    // A deal of the day not yet played keeps its date.
    games.push({ ...newRecord({ ...current, counts: true, start: '', moveCount: 0, elapsedMs: 0, line: '' }, 0) });
  }
  return { games, carried: empty ? [] : [tally] };
}

/** A short stable name for a text (FNV-1a, 32 bits, base 36). */
function hashText(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}
