// What the app calls: open the browser's storage once, load everything at start, save after each change.

import type { Game } from '../../engine/index';
import { STATS_CODEC } from '../stats/codec';
import { EMPTY_STATS, reduceStats, type StatsEvent, type StatsState } from '../stats/reducer';
import { MemoryStorage } from './memory-storage';
import { RecordStore } from './record';
import { GAME_CODEC, type ResumedGame } from './saved-game';
import { DEFAULT_SETTINGS, foldLooseChoices, SETTINGS_CODEC, type Settings } from './settings';
import { browserStorage, type StorageLike } from './storage';

/** Everything read at start, and one sentence for each thing that could not be. */
export interface LoadedState {
  readonly settings: Settings;
  /** The game to resume, or null to deal a new one. */
  readonly game: ResumedGame | null;
  readonly stats: StatsState;
  readonly notices: readonly string[];
}

/**
 * How the app uses it: `Persistence.open()` once; `loadAll()` at start (show each notice, resume `game` or
 * deal a new one under `settingsOptions(settings)` with `newGameId()`); `saveGame` after every move, undo,
 * restart and now and then for the clock; `settings.save` on each change; and `recordStats` with
 * `started` (new game, or the same id on restart), `moved` (every move or redeal) and `won` (on the win).
 * Undo sends no statistics event: a win, once counted, stays counted.
 */
export class Persistence {
  readonly settings: RecordStore<Settings>;
  readonly game: RecordStore<ResumedGame>;
  readonly stats: RecordStore<StatsState>;
  /** Set when the browser gave no storage and we keep things in memory instead. */
  readonly storageNotice: string | null;

  constructor(
    private readonly storage: StorageLike,
    storageNotice: string | null = null,
  ) {
    this.settings = new RecordStore(storage, SETTINGS_CODEC);
    this.game = new RecordStore(storage, GAME_CODEC);
    this.stats = new RecordStore(storage, STATS_CODEC);
    this.storageNotice = storageNotice;
  }

  /** The page's localStorage, or memory (with a notice) where the browser gives none. */
  static open(storage: StorageLike | null = browserStorage()): Persistence {
    if (storage !== null) return new Persistence(storage);
    return new Persistence(
      new MemoryStorage(),
      'This browser does not let the page keep data, so games, settings and statistics last only while the page is open.',
    );
  }

  loadAll(): LoadedState {
    const notices: string[] = [];
    if (this.storageNotice !== null) notices.push(this.storageNotice);
    const settings = this.settings.load();
    const stats = this.stats.load();
    const game = this.game.load();
    for (const loaded of [settings, stats, game]) if (loaded.notice !== null) notices.push(loaded.notice);
    // The choices older versions kept loose in storage join the settings record the first time they are read.
    const loose = foldLooseChoices(settings.value ?? DEFAULT_SETTINGS, this.storage);
    notices.push(...loose.notices);
    if (loose.changed) {
      const unsaved = this.settings.save(loose.settings);
      if (unsaved !== null) notices.push(unsaved);
    }
    return {
      settings: loose.settings,
      game: game.value,
      stats: stats.value ?? EMPTY_STATS,
      notices,
    };
  }

  /** Saves the game in progress after a move, an undo, a restart or a tick of the clock: null or a notice. */
  saveGame(game: Game, id: string, elapsedMs: number): string | null {
    return this.game.save({ game, id, elapsedMs });
  }

  /** Applies a statistics event and saves the result; the new state is returned even when saving failed. */
  recordStats(state: StatsState, event: StatsEvent): { readonly stats: StatsState; readonly notice: string | null } {
    const stats = reduceStats(state, event);
    return { stats, notice: this.stats.save(stats) };
  }
}

/** A fresh name for a new game (not for a restart): unique enough for one player's browser. */
export function newGameId(now: number = Date.now()): string {
  return `${now.toString(36)}-${Math.floor(Math.random() * 36 ** 6).toString(36)}`;
}
