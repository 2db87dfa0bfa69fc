// Keeps the app's memory: saves the game after every change and on page hide, counts statistics, stores settings.

import { useEffect, useRef, useState } from 'preact/hooks';
import { lineLength } from '../../engine/index';
import type { Boot } from '../core/boot';
import { elapsed, type Session } from '../core/session';
import { newGameId, type Persistence } from '../persist/persistence';
import type { Settings } from '../persist/settings';
import type { StatsEvent, StatsState } from '../stats/reducer';
import { statsKeyOf } from '../stats/rule-key';

/** How often a running clock is saved, so a crash loses at most this much time. */
const CLOCK_SAVE_MS = 10_000;

export interface Memory {
  readonly settings: Settings;
  readonly stats: StatsState;
  /** The last thing storage could not do, in one sentence, until the player dismisses it. */
  readonly notice: string | null;
  changeSettings(settings: Settings): void;
  /** A new game is about to be put on the table (not a restart): it gets a new name for statistics. */
  dealt(session: Session): void;
  resetStats(): void;
  dismissNotice(): void;
}

function begun(session: Session): boolean {
  return lineLength(session.game) > 0 || session.game.moveCount > 0;
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

  const warn = (text: string | null) => {
    if (text !== null) setNotice(text);
  };
  const record = (event: StatsEvent) => {
    const result = persistence.recordStats(latestStats.current, event);
    latestStats.current = result.stats;
    setStats(result.stats);
    warn(result.notice);
  };
  const ref = (s: Session) => ({ id: id.current, key: statsKeyOf(s.game.options) });
  const save = (s: Session) => {
    if (holdSave.current && !begun(s)) return;
    holdSave.current = false;
    warn(persistence.saveGame(s.game, id.current, elapsed(s.clock, performance.now())));
  };

  // The game on the table at start is the current one for statistics (a link's only once it is played).
  useEffect(() => {
    if (!boot.fromLink) record({ type: 'started', game: ref(session) });
    save(session);
  }, []);

  // Every change of the table: count it, then save it.
  useEffect(() => {
    const change = session.change;
    if (change.serial === seenSerial.current) return;
    seenSerial.current = change.serial;
    if (change.kind === 'move' && !change.undone) {
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

  return {
    settings,
    stats,
    notice,
    changeSettings(next) {
      setSettings(next);
      warn(persistence.settings.save(next));
    },
    dealt(next) {
      id.current = newGameId();
      holdSave.current = false;
      record({ type: 'started', game: ref(next) });
    },
    resetStats: () => record({ type: 'reset' }),
    dismissNotice: () => setNotice(null),
  };
}
