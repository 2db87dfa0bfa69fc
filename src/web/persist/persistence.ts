// What the app calls: open the browser's storage once, load everything at start, save after each change.

import type { Game } from '../../engine/index';
import {
  applyGameEvent,
  applyHistory,
  EMPTY_GAMES,
  EMPTY_HISTORY,
  type GameEvent,
  type GameHistory,
  type GameSnapshot,
  type GamesState,
  statsOfGames,
} from '../stats/games';
import type { StatsState } from '../stats/reducer';
import type { Backup } from './backup';
import { GAMES_CODEC, HISTORY_CODEC } from './games-codec';
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
  readonly games: GamesState;
  readonly history: GameHistory;
  /** The statistics counted from `games`. */
  readonly stats: StatsState;
  readonly notices: readonly string[];
}

/** The games and their moves after a change, and a sentence when something could not be read or saved. */
export interface GamesUpdate {
  readonly games: GamesState;
  readonly history: GameHistory;
  readonly notice: string | null;
}

/**
 * How the app uses it: `Persistence.open()` once; `loadAll()` at start (show each notice, resume `game` or
 * deal a new one under `settingsOptions(settings)` with `newGameId()`); `saveGame` after every move, undo,
 * restart and now and then for the clock; `settings.save` on each change; and `recordGame` with `played` (every
 * move or redeal), `won` (on the win), `assisted` and `left` (the tab deals another game). Each event is applied to
 * what is stored at that moment, not to what this page read earlier, so another tab's games and wins are kept.
 * Undo sends no statistics event: a win, once counted, stays counted.
 */
export class Persistence {
  readonly settings: RecordStore<Settings>;
  readonly game: RecordStore<ResumedGame>;
  readonly stats: RecordStore<GamesState>;
  readonly history: RecordStore<GameHistory>;
  /** Set when the browser gave no storage and we keep things in memory instead. */
  readonly storageNotice: string | null;

  constructor(
    private readonly storage: StorageLike,
    storageNotice: string | null = null,
  ) {
    this.settings = new RecordStore(storage, SETTINGS_CODEC);
    this.game = new RecordStore(storage, GAME_CODEC);
    this.stats = new RecordStore(storage, GAMES_CODEC);
    this.history = new RecordStore(storage, HISTORY_CODEC);
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
    const history = this.history.load();
    const game = this.game.load();
    for (const loaded of [settings, stats, history, game]) if (loaded.notice !== null) notices.push(loaded.notice);
    // The choices older versions kept loose in storage join the settings record the first time they are read.
    const loose = foldLooseChoices(settings.value ?? DEFAULT_SETTINGS, this.storage);
    notices.push(...loose.notices);
    if (loose.changed) {
      const unsaved = this.settings.save(loose.settings);
      if (unsaved !== null) notices.push(unsaved);
    }
    const games = stats.value ?? EMPTY_GAMES;
    return {
      settings: loose.settings,
      game: game.value,
      games,
      history: history.value ?? EMPTY_HISTORY,
      stats: statsOfGames(games),
      notices,
    };
  }

  /** What is stored now: another tab may have changed it since this page last looked. */
  readGames(): GamesUpdate {
    const games = this.stats.load();
    const history = this.history.load();
    return {
      games: games.value ?? EMPTY_GAMES,
      history: history.value ?? EMPTY_HISTORY,
      notice: games.notice ?? history.notice,
    };
  }

  /** Saves the game in progress after a move, an undo, a restart or a tick of the clock: null or a notice. */
  saveGame(game: Game, id: string, elapsedMs: number): string | null {
    return this.game.save({ game, id, elapsedMs });
  }

  /**
   * Applies an event to the games stored now and saves them; a game's moves are kept with it (`moves`, when the
   * event is about the game on the table). The new state is returned even when saving failed.
   */
  recordGame(event: GameEvent, moves: GameSnapshot | null = null, now: number = Date.now()): GamesUpdate {
    const games = this.stats.update((stored) => applyGameEvent(stored, event, now), EMPTY_GAMES);
    if (moves === null) {
      const history = this.history.load();
      return { games: games.value, history: history.value ?? EMPTY_HISTORY, notice: games.notice ?? history.notice };
    }
    const history = this.history.update((stored) => applyHistory(stored, games.value, moves, now), EMPTY_HISTORY);
    return { games: games.value, history: history.value, notice: games.notice ?? history.notice };
  }

  /** Everything kept now, for a file: the settings given, the games and their moves as stored. */
  readAll(settings: Settings): Backup {
    const { games, history } = this.readGames();
    return { settings, games, history };
  }

  /** Keeps what an import merged (it holds everything that was stored): null, or why it could not be saved. */
  keepAll(backup: Backup): string | null {
    return this.stats.save(backup.games) ?? this.history.save(backup.history) ?? this.settings.save(backup.settings);
  }
}

/** A fresh name for a new game (not for a restart): unique enough for one player's browser. */
export function newGameId(now: number = Date.now()): string {
  return `${now.toString(36)}-${Math.floor(Math.random() * 36 ** 6).toString(36)}`;
}
