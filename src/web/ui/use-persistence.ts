// Keeps the app's memory: saves the game after every change and on page hide, records every game for the statistics
// and the list of games (merged with what other tabs write), stores settings, and says when another tab plays too.

import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { formatMove, lineLength } from '../../engine/index';
import { elapsed, type Session } from '../core/session';
import type { CalendarDate, DailyStanding } from '../daily/index';
import type { Backup } from '../persist/backup';
import type { Boot } from '../persist/boot';
import { type OtherTab, watchOtherTabs } from '../persist/other-tabs';
import { type GamesUpdate, newGameId, type Persistence } from '../persist/persistence';
import type { Settings } from '../persist/settings';
import { recordStart } from '../replay/record';
import {
  type GameEvent,
  type GameHistory,
  type GameSnapshot,
  type GamesState,
  standingOf,
  statsOfGames,
} from '../stats/games';
import type { StatsState } from '../stats/reducer';
import { statsKeyOf } from '../stats/rule-key';

/** How often a running clock is saved, so a crash loses at most this much time. */
const CLOCK_SAVE_MS = 10_000;

export const SAME_GAME_NOTICE =
  'This game is open in another tab too. Moves made there are not shown here; a win in either tab counts once.';
export const OTHER_GAME_NOTICE =
  'Another tab is playing another game. Both are kept in Your games; a reload opens the one played last.';

export interface Memory {
  readonly settings: Settings;
  readonly stats: StatsState;
  readonly games: GamesState;
  readonly history: GameHistory;
  /**
   * How statistics count the game on the table: whether it is assisted, which date's deal of the day it is;
   * null while it is not counted yet, and always for a game from a position (never counted).
   */
  readonly counting: DailyStanding | null;
  /** The last thing storage could not do, in one sentence, until the player dismisses it. */
  readonly notice: string | null;
  changeSettings(settings: Settings): void;
  /**
   * A new game is about to be put on the table (not a restart): it gets a new name for statistics, and
   * `daily` when it is that date's deal of the day, and is `assisted` when it comes with moves the player did
   * not play (taken over from a solution), so it never counts as a win.
   */
  dealt(session: Session, daily?: CalendarDate, assisted?: boolean): void;
  /** The game on the table's name for statistics. */
  readonly gameId: string;
  /**
   * An unfinished game from the list of games is about to be put back on the table under its own name, so it
   * goes on counting as the same game; the game on the table before it is left, as for a new deal.
   */
  continued(gameId: string): void;
  resetStats(): void;
  /** Everything kept now (settings, games and their moves), for a file. */
  readAll(): Backup;
  /** Keeps everything an import merged and shows it: null, or why it could not be saved. */
  keepAll(backup: Backup): string | null;
  dismissNotice(): void;
}

function begun(session: Session): boolean {
  return lineLength(session.game) > 0 || session.game.moveCount > 0;
}

export function usePersistence(
  persistence: Persistence,
  boot: Boot,
  initial: {
    readonly settings: Settings;
    readonly games: GamesState;
    readonly history: GameHistory;
    readonly notice: string | null;
    /** The saved game a link's game replaces at its first move. */
    readonly savedId: string | null;
  },
  session: Session,
): Memory {
  const [settings, setSettings] = useState(initial.settings);
  const [games, setGames] = useState(initial.games);
  // The moves change at every move: kept aside, so a move redraws the app once, not a second time for them. Whoever
  // shows them (the list of games) reads them when it opens.
  const history = useRef(initial.history);
  const [notice, setNotice] = useState<string | null>(initial.notice);
  const id = useRef(boot.id);
  // While true, the saved game from before the link is left in storage: nothing has been played here yet.
  const holdSave = useRef(boot.fromLink);
  // The game the link's game replaces once it is played: left then, as a new deal leaves the one before.
  const replaced = useRef(boot.fromLink ? initial.savedId : null);
  // Another tab saved its game since this tab last changed its own: saves of the clock alone do not write over it.
  const slotTaken = useRef(false);
  const told = useRef(new Set<string>());
  const latest = useRef(session);
  latest.current = session;
  const seenSerial = useRef(session.change.serial);
  // The date whose deal of the day the game on the table is: kept with its record, so a reload keeps it too.
  const daily = useRef<CalendarDate | null>(initial.games.games.find((g) => g.id === boot.id)?.daily ?? null);

  const warn = (text: string | null) => {
    if (text !== null) setNotice(text);
  };
  const took = (update: GamesUpdate) => {
    history.current = update.history;
    setGames(update.games);
    warn(update.notice);
  };
  const snapshot = (s: Session, elapsedMs = elapsed(s.clock, performance.now())): GameSnapshot => ({
    id: id.current,
    key: statsKeyOf(s.game.options),
    counts: s.game.deal !== null,
    start: recordStart(s.game),
    daily: daily.current,
    moveCount: s.game.moveCount,
    elapsedMs,
    line: s.game.line.map(formatMove).join(' '),
  });
  const record = (event: GameEvent, moves: GameSnapshot | null) => took(persistence.recordGame(event, moves));
  const leave = (gameId: string | null) => {
    if (gameId !== null) record({ type: 'left', id: gameId }, null);
  };
  const save = (s: Session, byTheClock = false) => {
    if (holdSave.current && !begun(s)) return;
    if (byTheClock && slotTaken.current) return;
    holdSave.current = false;
    slotTaken.current = false;
    warn(persistence.saveGame(s.game, id.current, elapsed(s.clock, performance.now())));
  };
  const tellOnce = (what: string, text: string) => {
    if (told.current.has(what)) return;
    told.current.add(what);
    setNotice(text);
  };

  const tabs = useMemo(
    () =>
      watchOtherTabs(
        () => id.current,
        { game: persistence.game.codec.key, games: [persistence.stats.codec.key, persistence.history.codec.key] },
        (other: OtherTab) => {
          if (other.kind === 'games-changed') took(persistence.readGames());
          else if (other.kind === 'same-game') tellOnce(`same ${id.current}`, SAME_GAME_NOTICE);
          else {
            slotTaken.current = true;
            if (other.id === id.current) tellOnce(`same ${id.current}`, SAME_GAME_NOTICE);
            else if (other.id !== null) tellOnce(`other ${other.id}`, OTHER_GAME_NOTICE);
          }
        },
      ),
    [],
  );

  useEffect(() => {
    save(session);
    tabs.announce();
    return () => tabs.stop();
  }, []);

  // Every change of the table: record it, then save it.
  useEffect(() => {
    const change = session.change;
    if (change.serial === seenSerial.current) return;
    seenSerial.current = change.serial;
    if (change.kind === 'move' && !change.undone) {
      leave(replaced.current);
      replaced.current = null;
      const moves = snapshot(session);
      if (change.assisted) record({ type: 'assisted', game: moves }, moves);
      if (session.status === 'won') {
        const won = snapshot(session, session.clock.banked);
        record({ type: 'won', game: won }, won);
      } else record({ type: 'played', game: moves }, moves);
    } else if (games.games.some((g) => g.id === id.current)) {
      // An undo or a restart of a game already kept: its moves follow.
      const moves = snapshot(session);
      record({ type: 'played', game: moves }, moves);
    }
    save(session);
  }, [session.change]);

  // Hidden pages may be closed without warning: save when hidden, and now and then while the clock runs.
  useEffect(() => {
    const hidden = () => {
      if (document.visibilityState === 'hidden') save(latest.current, true);
    };
    const leaving = () => save(latest.current, true);
    document.addEventListener('visibilitychange', hidden);
    window.addEventListener('pagehide', leaving);
    const timer = setInterval(() => {
      if (latest.current.clock.since !== null) save(latest.current, true);
    }, CLOCK_SAVE_MS);
    return () => {
      document.removeEventListener('visibilitychange', hidden);
      window.removeEventListener('pagehide', leaving);
      clearInterval(timer);
    };
  }, []);

  const stats = useMemo(() => statsOfGames(games), [games]);
  return {
    settings,
    stats,
    games,
    history: history.current,
    counting: standingOf(games, id.current),
    notice,
    changeSettings(next) {
      setSettings(next);
      warn(persistence.settings.save(next));
    },
    dealt(next, date, assisted = false) {
      leave(replaced.current ?? id.current);
      replaced.current = null;
      id.current = newGameId();
      daily.current = date ?? null;
      holdSave.current = false;
      if (date !== undefined) record({ type: 'dealt', game: snapshot(next) }, null);
      if (assisted) {
        const moves = snapshot(next);
        record({ type: 'assisted', game: moves }, moves);
      }
      tabs.announce();
    },
    gameId: id.current,
    continued(gameId) {
      if (gameId === id.current) return;
      leave(replaced.current ?? id.current);
      replaced.current = null;
      id.current = gameId;
      daily.current = games.games.find((g) => g.id === gameId)?.daily ?? null;
      holdSave.current = false;
      tabs.announce();
    },
    resetStats: () => record({ type: 'reset' }, null),
    readAll: () => persistence.readAll(settings),
    keepAll(backup) {
      const problem = persistence.keepAll(backup);
      if (problem !== null) return problem;
      setSettings(backup.settings);
      history.current = backup.history;
      setGames(backup.games);
      return null;
    },
    dismissNotice: () => setNotice(null),
  };
}
