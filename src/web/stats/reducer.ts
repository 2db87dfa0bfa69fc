// Statistics as a pure reducer over game events, so the counting rules (played, abandoned, restarted, won) are testable.

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
}

export const EMPTY_RULE_STATS: RuleStats = {
  played: 0,
  won: 0,
  currentStreak: 0,
  bestStreak: 0,
  bestTimeMs: null,
  fewestMoves: null,
};

/** A game as statistics know it: a name that survives reloads and restarts, and the key it counts under. */
export interface GameRef {
  readonly id: string;
  readonly key: StatsKey;
}

/** The game being played, and how far it has been counted. */
export interface CurrentGame extends GameRef {
  /** Counted as played (its first move was made). */
  readonly counted: boolean;
  /** Counted as won: nothing that happens to this game later changes the statistics. */
  readonly won: boolean;
}

export interface StatsState {
  readonly byKey: Readonly<Partial<Record<StatsKey, RuleStats>>>;
  readonly current: CurrentGame | null;
}

export const EMPTY_STATS: StatsState = { byKey: {}, current: null };

export type StatsEvent =
  /** A game is put on the table: a new deal, a code or a position. Restarting the same game is the same id. */
  | { readonly type: 'started'; readonly game: GameRef }
  /** A move or redeal was made in the game. */
  | { readonly type: 'moved'; readonly game: GameRef }
  | { readonly type: 'won'; readonly game: GameRef; readonly elapsedMs: number; readonly moves: number }
  /** The player confirmed a reset: every count goes back to zero. */
  | { readonly type: 'reset' };

export function statsFor(state: StatsState, key: StatsKey): RuleStats {
  return state.byKey[key] ?? EMPTY_RULE_STATS;
}

/** Won divided by played, or null when nothing was played. */
export function winRate(stats: RuleStats): number | null {
  return stats.played === 0 ? null : stats.won / stats.played;
}

function update(state: StatsState, key: StatsKey, change: (stats: RuleStats) => RuleStats): StatsState {
  return { ...state, byKey: { ...state.byKey, [key]: change(statsFor(state, key)) } };
}

/** The game in the event becomes the current one; a different current game, played and not won, is a loss. */
function makeCurrent(state: StatsState, game: GameRef): StatsState {
  const current = state.current;
  if (current !== null && current.id === game.id) return state;
  let next = state;
  if (current?.counted && !current.won) {
    next = update(next, current.key, (s) => ({ ...s, currentStreak: 0 }));
  }
  return { ...next, current: { id: game.id, key: game.key, counted: false, won: false } };
}

/** Counts the current game as played, once. */
function countPlayed(state: StatsState): StatsState {
  const current = state.current;
  if (current === null || current.counted) return state;
  const next = update(state, current.key, (s) => ({ ...s, played: s.played + 1 }));
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
      if (current.won) return next;
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
      return { ...counted, current: { ...current, won: true } };
    }
    case 'reset': {
      // The game on the table is counted afresh from its next move, unless it is already won.
      const current = state.current;
      return { byKey: {}, current: current === null ? null : { ...current, counted: current.won } };
    }
  }
}
