// Keeps the app's memory: saves the game after every change and on page hide, counts statistics, stores settings.

import { useEffect, useRef, useState } from 'preact/hooks';
import { lineLength } from '../../engine/index';
import type { Boot } from '../core/boot';
import { elapsed, type Session } from '../core/session';
import type { CalendarDate } from '../daily/calendar';
import { newGameId, type Persistence } from '../persist/persistence';
import type { Settings } from '../persist/settings';
import type { CurrentGame, GameRef, StatsEvent, StatsState } from '../stats/reducer';
import { statsKeyOf } from '../stats/rule-key';

/** How often a running clock is saved, so a crash loses at most this much time. */
const CLOCK_SAVE_MS = 10_000;

export interface Memory {
  readonly settings: Settings;
  readonly stats: StatsState;
  /**
   * How statistics count the game on the table: whether it is assisted, which date's deal of the day it is;
   * null while it is not counted yet, and always for a game from a position (never counted).
   */
  readonly counting: CurrentGame | null;
  /** The last thing storage could not do, in one sentence, until the player dismisses it. */
  readonly notice: string | null;
  changeSettings(settings: Settings): void;
  /**
   * A new game is about to be put on the table (not a restart): it gets a new name for statistics, and
   * `daily` when it is that date's deal of the day, and is `assisted` when it comes with moves the player did
   * not play (taken over from a solution), so it never counts as a win.
   */
  dealt(session: Session, daily?: CalendarDate, assisted?: boolean): void;
  resetStats(): void;
  dismissNotice(): void;
}

function begun(session: Session): boolean {
  return lineLength(session.game) > 0 || session.game.moveCount > 0;
}

/** Only deals are counted: a game opened from a position (a link one move from the end, say) never is. */
function counted(session: Session): boolean {
  return session.game.deal !== null;
}

export function usePersistence(
  persistence: Persistence,
  boot: Boot,
  initial: { readonly settings: Settings; readonly stats: StatsState; readonly notice: string | null },
  session: Session,
): Memory {
  const [settings, setSettings] = useState(initial.settings);
  const [stats, setStats] = useState(initial.stats);
  const [notice, setNotice] = useState<string | null>(initial.notice);
  const id = useRef(boot.id);
  // While true, the saved game from before the link is left in storage: nothing has been played here yet.
  const holdSave = useRef(boot.fromLink);
  const latestStats = useRef(initial.stats);
  const latest = useRef(session);
  latest.current = session;
  const seenSerial = useRef(session.change.serial);
  const daily = useRef<CalendarDate | null>(null);

  const warn = (text: string | null) => {
    if (text !== null) setNotice(text);
  };
  const record = (event: StatsEvent) => {
    const result = persistence.recordStats(latestStats.current, event);
    latestStats.current = result.stats;
    setStats(result.stats);
    warn(result.notice);
  };
  const ref = (s: Session): GameRef => ({ id: id.current, key: statsKeyOf(s.game.options), daily: daily.current });
  // A game statistics do not count ends the one before; said once, not at every move.
  const uncounted = () => {
    if (latestStats.current.current !== null) record({ type: 'uncounted' });
  };
  const save = (s: Session) => {
    if (holdSave.current && !begun(s)) return;
    holdSave.current = false;
    warn(persistence.saveGame(s.game, id.current, elapsed(s.clock, performance.now())));
  };

  // The game on the table at start is the current one for statistics (a link's only once it is played).
  useEffect(() => {
    if (!boot.fromLink) {
      if (counted(session)) record({ type: 'started', game: ref(session) });
      else uncounted();
    }
    save(session);
  }, []);

  // Every change of the table: count it, then save it.
  useEffect(() => {
    const change = session.change;
    if (change.serial === seenSerial.current) return;
    seenSerial.current = change.serial;
    if (change.kind === 'move' && !change.undone && !counted(session)) uncounted();
    else if (change.kind === 'move' && !change.undone) {
      if (change.assisted) record({ type: 'assisted', game: ref(session) });
      record({ type: 'moved', game: ref(session) });
      if (session.status === 'won') {
        record({
          type: 'won',
          game: ref(session),
          elapsedMs: session.clock.banked,
          moves: session.game.moveCount,
        });
      }
    }
    save(session);
  }, [session.change]);

  // Hidden pages may be closed without warning: save when hidden, and now and then while the clock runs.
  useEffect(() => {
    const hidden = () => {
      if (document.visibilityState === 'hidden') save(latest.current);
    };
    const leaving = () => save(latest.current);
    document.addEventListener('visibilitychange', hidden);
    window.addEventListener('pagehide', leaving);
    const timer = setInterval(() => {
      if (latest.current.clock.since !== null) save(latest.current);
    }, CLOCK_SAVE_MS);
    return () => {
      document.removeEventListener('visibilitychange', hidden);
      window.removeEventListener('pagehide', leaving);
      clearInterval(timer);
    };
  }, []);

  const current = stats.current;
  return {
    settings,
    stats,
    counting: current !== null && current.id === id.current ? current : null,
    notice,
    changeSettings(next) {
      setSettings(next);
      warn(persistence.settings.save(next));
    },
    dealt(next, date, assisted = false) {
      id.current = newGameId();
      daily.current = date ?? null;
      holdSave.current = false;
      if (counted(next)) record({ type: 'started', game: ref(next) });
      else uncounted();
      if (counted(next) && assisted) record({ type: 'assisted', game: ref(next) });
    },
    resetStats: () => record({ type: 'reset' }),
    dismissNotice: () => setNotice(null),
  };
}
