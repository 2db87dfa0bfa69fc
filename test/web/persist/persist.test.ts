// Stored data: round trips, and garbage, truncated JSON, old and foreign versions, bad moves and a full storage.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canUndo,
  checkMove,
  formatMove,
  formatPosition,
  type Game,
  gameFromPosition,
  hint,
  newGame,
  parseMove,
  playMove,
  REDEAL,
  undo,
} from '../../../src/engine/index';
import { MemoryStorage } from '../../../src/web/persist/memory-storage';
import { Persistence } from '../../../src/web/persist/persistence';
import { asideKeys, sealEnvelope } from '../../../src/web/persist/record';
import { snapshotGame } from '../../../src/web/persist/saved-game';
import { DEFAULT_SETTINGS, type Settings, settingsOptions } from '../../../src/web/persist/settings';
import type { StorageLike } from '../../../src/web/persist/storage';
import {
  applyGameEvent,
  EMPTY_GAMES,
  type GameEvent,
  type GameSnapshot,
  type GamesState,
} from '../../../src/web/stats/games';
import { EMPTY_STATS, reduceStats, type StatsState } from '../../../src/web/stats/reducer';
import type { StatsKey } from '../../../src/web/stats/rule-key';

const GAME_KEY = 'crescent.game';
const STATS_KEY = 'crescent.stats';
const SETTINGS_KEY = 'crescent.settings';

/** A game played by following the engine's hint for a number of steps (a redeal among them where the hint says so). */
function playedGame(steps: number, options = { rules: 'casual' as const }): Game {
  let game = newGame({ options, deal: 12345 });
  for (let i = 0; i < steps; i++) {
    const next = hint(game.position);
    if (next === null) break;
    const step = playMove(game, next.move);
    if (!step.ok) throw new Error(step.error.reason);
    game = step.value;
  }
  return game;
}

function statsWithWins(): StatsState {
  let state = EMPTY_STATS;
  for (const [id, key] of [
    ['a', 'classic'],
    ['b', 'casual-hard'],
  ] as const) {
    state = reduceStats(state, { type: 'moved', game: { id, key } });
    state = reduceStats(state, { type: 'won', game: { id, key }, elapsedMs: 90_000, moves: 150 });
  }
  return reduceStats(state, { type: 'moved', game: { id: 'c', key: 'strict' } });
}

/** A game on a table, as the app tells the statistics about it. */
function snap(id: string, key: StatsKey, daily: string | null = null): GameSnapshot {
  return { id, key, counts: true, start: 'CR1-N-AAAAAAB', daily, moveCount: 150, elapsedMs: 90_000, line: '3-KD' };
}

/** The games of `statsWithWins` as game records: two wins, and a game of strict under way. */
function gamesWithWins(): GamesState {
  const events: GameEvent[] = [
    { type: 'played', game: snap('a', 'classic') },
    { type: 'won', game: snap('a', 'classic') },
    { type: 'played', game: snap('b', 'casual-hard') },
    { type: 'won', game: snap('b', 'casual-hard') },
    { type: 'played', game: snap('c', 'strict') },
  ];
  return events.reduce((state, event, i) => applyGameEvent(state, event, 1_000 + i), EMPTY_GAMES);
}

describe('round trips', () => {
  it('gives back the settings it saved', () => {
    const storage = new MemoryStorage();
    const settings: Settings = {
      ...DEFAULT_SETTINGS,
      rules: 'casual',
      difficulty: 'hard',
      fourColour: true,
      display: 'top',
    };
    expect(new Persistence(storage).settings.save(settings)).toBeNull();
    const loaded = new Persistence(storage).loadAll();
    expect(loaded.settings).toEqual(settings);
    expect(loaded.notices).toEqual([]);
  });

  it('reads settings saved before the redeal question existed as asking it', () => {
    const storage = new MemoryStorage();
    const { askBeforeRedeal: _, ...older } = { ...DEFAULT_SETTINGS, rules: 'strict' as const };
    storage.setItem(SETTINGS_KEY, sealEnvelope('settings', 1, older));
    const loaded = new Persistence(storage).loadAll();
    expect(loaded.settings).toEqual({ ...DEFAULT_SETTINGS, rules: 'strict', askBeforeRedeal: true });
    expect(loaded.notices).toEqual([]);
  });

  it('gives back the statistics it saved, counted as before', () => {
    const storage = new MemoryStorage();
    const games = gamesWithWins();
    expect(new Persistence(storage).stats.save(games)).toBeNull();
    const loaded = new Persistence(storage).loadAll();
    expect(loaded.games).toEqual(games);
    expect(loaded.stats).toEqual({ ...statsWithWins(), current: null });
  });

  it('gives back assisted games, the deal of the day streaks and the marks of the game under way', () => {
    const storage = new MemoryStorage();
    let games = applyGameEvent(gamesWithWins(), { type: 'won', game: snap('d', 'classic', '2026-12-01') }, 2_000);
    games = applyGameEvent(games, { type: 'assisted', game: snap('e', 'classic', '2026-12-02') }, 2_001);
    expect(new Persistence(storage).stats.save(games)).toBeNull();
    const loaded = new Persistence(storage).loadAll();
    expect(loaded.games).toEqual(games);
    expect(loaded.games.games.at(-1)).toMatchObject({ id: 'e', assisted: true, daily: '2026-12-02' });
    expect(loaded.stats.daily.classic).toMatchObject({ played: 2, won: 1, streak: 0, lastWon: '2026-12-01' });
    expect(loaded.notices).toEqual([]);
  });

  it('reads statistics of the first format in full: nothing assisted, no daily streak yet, and saves them anew', () => {
    const storage = new MemoryStorage();
    const first = {
      byKey: {
        classic: { played: 3, won: 2, currentStreak: 1, bestStreak: 2, bestTimeMs: 98_000, fewestMoves: 158 },
        strict: { played: 1, won: 0, currentStreak: 0, bestStreak: 0, bestTimeMs: null, fewestMoves: null },
      },
      current: { id: 'g1', key: 'classic', counted: true, won: false },
    };
    const raw = sealEnvelope('stats', 1, first);
    storage.setItem(STATS_KEY, raw);
    const persistence = new Persistence(storage);
    const loaded = persistence.loadAll();
    expect(loaded.notices).toEqual([]);
    expect(loaded.stats).toEqual({
      byKey: {
        classic: { ...first.byKey.classic, assisted: 0 },
        strict: { ...first.byKey.strict, assisted: 0 },
      },
      daily: {},
      current: null,
    });
    // The game under way is a game record whose being played the carried totals already count.
    expect(loaded.games.games).toEqual([expect.objectContaining({ id: 'g1', carried: 'played', result: 'playing' })]);
    // Nothing was set aside: the old record was read, not refused.
    expect(storage.getItem(asideKeys(STATS_KEY)[0] as string)).toBeNull();
    expect(storage.getItem(STATS_KEY)).toBe(raw);
    // The next save writes the current format, with the same counts.
    const after = persistence.recordGame({ type: 'played', game: snap('g1', 'classic') }, snap('g1', 'classic'));
    expect(after.notice).toBeNull();
    expect(JSON.parse(storage.getItem(STATS_KEY) as string).version).toBe(3);
    expect(new Persistence(storage).loadAll().stats).toEqual(loaded.stats);
  });

  it('sets aside statistics of the current format that lack their deal of the day table', () => {
    const storage = new MemoryStorage();
    const raw = sealEnvelope('stats', 2, { byKey: {}, current: null });
    storage.setItem(STATS_KEY, raw);
    const loaded = new Persistence(storage).loadAll();
    expect(loaded.stats).toEqual(EMPTY_STATS);
    expect(loaded.notices[0]).toContain('the deal of the day streaks');
    expect(storage.getItem(asideKeys(STATS_KEY)[0] as string)).toBe(raw);
  });

  it('resumes a game with its position, counter, time and whole undo history', () => {
    const storage = new MemoryStorage();
    const game = playedGame(40);
    expect(game.line.length).toBe(40);
    expect(new Persistence(storage).saveGame(game, 'g1', 123_456)).toBeNull();
    const loaded = new Persistence(storage).loadAll();
    expect(loaded.notices).toEqual([]);
    const resumed = loaded.game;
    expect(resumed?.id).toBe('g1');
    expect(resumed?.elapsedMs).toBe(123_456);
    expect(formatPosition(resumed?.game.position ?? game.start)).toBe(formatPosition(game.position));
    expect(resumed?.game.moveCount).toBe(game.moveCount);
    expect(resumed?.game.history.length).toBe(game.history.length);
    // Undo all the way back gives the same positions as undoing the original game.
    let a = game;
    let b = resumed?.game as Game;
    while (canUndo(a)) {
      a = undo(a);
      b = undo(b);
      expect(formatPosition(b.position)).toBe(formatPosition(a.position));
    }
    expect(canUndo(b)).toBe(false);
  });

  it('rebuilds a classic game whose redeal cleared the undo history', () => {
    let game = newGame({ options: { rules: 'classic', four: true }, deal: 7 });
    const first = hint(game.position);
    if (first === null) throw new Error('deal 7 has a hint');
    for (const move of [first.move, REDEAL]) {
      const step = playMove(game, move);
      if (!step.ok) throw new Error(step.error.reason);
      game = step.value;
    }
    const storage = new MemoryStorage();
    new Persistence(storage).saveGame(game, 'g', 0);
    const resumed = new Persistence(storage).loadAll().game;
    expect(resumed?.game.history).toEqual([]);
    expect(resumed?.game.line.map(formatMove)).toEqual([formatMove(first.move), 'R']);
    expect(resumed?.game.options).toEqual({ rules: 'classic', four: true });
  });

  it('resumes a game started from a position rather than a deal', () => {
    const storage = new MemoryStorage();
    const played = playedGame(10);
    let game = gameFromPosition(played.position);
    const next = hint(game.position);
    if (next !== null) {
      const step = playMove(game, next.move);
      if (step.ok) game = step.value;
    }
    new Persistence(storage).saveGame(game, 'p', 5);
    const resumed = new Persistence(storage).loadAll().game;
    expect(resumed?.game.deal).toBeNull();
    expect(formatPosition(resumed?.game.start ?? game.position)).toBe(formatPosition(played.position));
    expect(formatPosition(resumed?.game.position ?? game.start)).toBe(formatPosition(game.position));
  });

  it('makes a new game with only the options the rule set has', () => {
    expect(settingsOptions({ ...DEFAULT_SETTINGS, rules: 'strict', four: true, difficulty: 'hard' })).toEqual({
      rules: 'strict',
    });
    expect(settingsOptions({ ...DEFAULT_SETTINGS, rules: 'casual', difficulty: 'easy', facedown: true })).toEqual({
      rules: 'casual',
      difficulty: 'easy',
      facedown: true,
    });
  });
});

describe('unreadable data', () => {
  const cases: [string, string, (storage: MemoryStorage) => string][] = [
    ['garbage', 'hello, this is not JSON', () => 'not valid data'],
    ['truncated JSON', '', (s) => (s.getItem(STATS_KEY) as string).slice(0, 40)],
    ['an old version', '', () => sealEnvelope('stats', 0, { byKey: {} })],
    ['a newer version', '', () => sealEnvelope('stats', 4, { byKey: {}, somethingNew: true })],
    ['foreign data', '', () => JSON.stringify({ theme: 'dark', user: 42 })],
    ['another record kind', '', () => sealEnvelope('settings', 1, DEFAULT_SETTINGS)],
    ['wrong types', '', () => sealEnvelope('stats', 1, { byKey: [1, 2, 3] })],
  ];

  for (const [name, fixed, make] of cases) {
    it(`sets ${name} aside, tells the player, and starts statistics afresh without throwing`, () => {
      const storage = new MemoryStorage();
      new Persistence(storage).stats.save(gamesWithWins());
      const raw = fixed === '' ? make(storage) : fixed;
      storage.setItem(STATS_KEY, raw);
      const persistence = new Persistence(storage);
      const loaded = persistence.loadAll();
      expect(loaded.stats).toEqual(EMPTY_STATS);
      expect(loaded.notices).toHaveLength(1);
      expect(loaded.notices[0]).toMatch(/^Your statistics could not be read because .+; statistics start again/);
      // "Your statistics" is plural: the reason agrees with it.
      expect(loaded.notices[0]).toMatch(/^Your statistics could not be read because they (are|were|have) /);
      expect(loaded.notices[0]).toMatch(/kept aside\.$/);
      expect(storage.getItem(asideKeys(STATS_KEY)[0] as string)).toBe(raw);
      // The next save may go ahead: the old data is safe aside.
      expect(persistence.stats.save(EMPTY_GAMES)).toBeNull();
    });
  }

  it('names why in words: cut short, older, newer, not ours', () => {
    const notice = (raw: string) => {
      const storage = new MemoryStorage();
      storage.setItem(SETTINGS_KEY, raw);
      return new Persistence(storage).loadAll().notices[0];
    };
    expect(notice('{"app":"crescent","kind":"sett')).toContain('not valid data, perhaps cut short');
    expect(notice(sealEnvelope('settings', 0, {}))).toContain('older version of Crescent');
    expect(notice(sealEnvelope('settings', 9, {}))).toContain('newer version of Crescent');
    expect(notice('[1,2,3]')).toContain('not written by Crescent');
    expect(notice('null')).toContain('not written by Crescent');
  });

  it('keeps the readable statistics and sets the whole record aside when one rule key is damaged', () => {
    const storage = new MemoryStorage();
    const good = statsWithWins();
    const damaged = { ...good, byKey: { ...good.byKey, 'casual-hard': { played: 1, won: 5 }, bogus: {} } };
    const raw = sealEnvelope('stats', 1, damaged);
    storage.setItem(STATS_KEY, raw);
    const loaded = new Persistence(storage).loadAll();
    expect(loaded.stats.byKey.classic).toEqual(good.byKey.classic);
    expect(loaded.stats.byKey['casual-hard']).toBeUndefined();
    expect(loaded.games.games).toEqual([expect.objectContaining({ id: 'c', key: 'strict', carried: 'played' })]);
    expect(loaded.notices).toEqual([
      'Part of your statistics could not be read (Casual Hard, "bogus") and the rest was kept; the old data was kept aside.',
    ]);
    expect(storage.getItem(`${STATS_KEY}.unreadable`)).toBe(raw);
  });

  it('keeps the readable settings and names the fields that fell back to their defaults', () => {
    const storage = new MemoryStorage();
    storage.setItem(
      SETTINGS_KEY,
      sealEnvelope('settings', 1, { ...DEFAULT_SETTINGS, rules: 'strict', fourColour: 'yes', display: 7 }),
    );
    const loaded = new Persistence(storage).loadAll();
    expect(loaded.settings).toEqual({ ...DEFAULT_SETTINGS, rules: 'strict' });
    expect(loaded.notices[0]).toContain('(display, four-colour suits)');
  });

  it('refuses a saved game whose move is illegal, naming the move and the engine reason', () => {
    const storage = new MemoryStorage();
    const game = playedGame(12);
    const saved = snapshotGame(game, 'g', 1000);
    // Move 5 replaced by a move onto an empty place or of a wrong suit: whatever the engine says, we repeat.
    const before = playedGame(4);
    const bad = parseMove('1-2');
    if (!bad.ok) throw new Error(bad.error.reason);
    const refusal = checkMove(before.position, bad.value);
    expect(refusal).toEqual({ code: 'WRONG_SUIT', reason: 'Must be the same suit' });
    const line = [...saved.line];
    line[4] = '1-2';
    storage.setItem(GAME_KEY, sealEnvelope('game', 1, { ...saved, line }));
    const loaded = new Persistence(storage).loadAll();
    expect(loaded.game).toBeNull();
    expect(loaded.notices).toEqual([
      `The saved game could not be read because its move 5 (1-2) is refused: ${refusal?.reason}; play goes on with a new game, and the old data was kept aside.`,
    ]);
  });

  it('refuses a saved game whose moves no longer reach its saved position or counter', () => {
    const game = playedGame(6);
    const saved = snapshotGame(game, 'g', 0);
    const storage = new MemoryStorage();
    storage.setItem(GAME_KEY, sealEnvelope('game', 1, { ...saved, line: saved.line.slice(0, -1) }));
    expect(new Persistence(storage).loadAll().notices[0]).toContain('no longer lead to the position');
    storage.setItem(GAME_KEY, sealEnvelope('game', 1, { ...saved, moveCount: saved.moveCount + 1 }));
    expect(new Persistence(storage).loadAll().notices[0]).toContain('does not match its moves');
  });

  it('refuses saved games with bad parts, each with its own reason', () => {
    const saved = snapshotGame(playedGame(3), 'g', 0);
    const reasons: [object, string][] = [
      [{ ...saved, options: { rules: 'freecell' } }, 'rule set is unknown'],
      [{ ...saved, deal: -1 }, 'deal number is not a deal'],
      [{ ...saved, deal: null, start: 'classic 3 nonsense' }, 'start position is not valid'],
      [{ ...saved, line: 'R R R' }, 'not a list of moves'],
      [{ ...saved, line: ['R', 'up-down'] }, 'move 2 ("up-down") is not a move'],
      [{ ...saved, elapsedMs: -5 }, 'time is not a duration'],
      [{ ...saved, id: 3 }, 'no game name'],
    ];
    for (const [data, reason] of reasons) {
      const storage = new MemoryStorage();
      storage.setItem(GAME_KEY, sealEnvelope('game', 1, data));
      const loaded = new Persistence(storage).loadAll();
      expect(loaded.game).toBeNull();
      expect(loaded.notices[0]).toContain(reason);
    }
  });

  it('never throws and never loses the old statistics, whatever is stored', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.json(),
          fc.jsonValue().map((v) => sealEnvelope('stats', 1, v)),
        ),
        (raw) => {
          const storage = new MemoryStorage();
          storage.setItem(STATS_KEY, raw);
          const persistence = new Persistence(storage);
          const loaded = persistence.loadAll();
          persistence.stats.save(loaded.games);
          const kept = [STATS_KEY, ...asideKeys(STATS_KEY)].some((k) => storage.getItem(k) === raw);
          // Either the raw value was read in full (and written back in the same form) or it is kept somewhere.
          expect(kept || loaded.notices.length === 0).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('leaves keys that are not ours alone', () => {
    const storage = new MemoryStorage();
    storage.setItem('other-app', 'whatever');
    storage.setItem(GAME_KEY, 'garbage');
    new Persistence(storage).loadAll();
    expect(storage.getItem('other-app')).toBe('whatever');
  });

  it('keeps a second unreadable copy beside the first instead of writing over it', () => {
    const storage = new MemoryStorage();
    storage.setItem(STATS_KEY, 'first bad');
    new Persistence(storage).loadAll();
    storage.setItem(STATS_KEY, 'second bad');
    new Persistence(storage).loadAll();
    const [one, two] = asideKeys(STATS_KEY) as [string, string];
    expect([storage.getItem(one), storage.getItem(two)]).toEqual(['first bad', 'second bad']);
  });
});

describe('a full or broken storage', () => {
  it('reports a save that does not fit and keeps the old record', () => {
    const storage = new MemoryStorage();
    const persistence = new Persistence(storage);
    persistence.stats.save(gamesWithWins());
    storage.quota = storage.used();
    const notice = persistence.saveGame(playedGame(20), 'g', 0);
    expect(notice).toBe("The saved game could not be saved because the browser's storage is full.");
    expect(new Persistence(storage).loadAll().games).toEqual(gamesWithWins());
  });

  it('leaves unreadable statistics in place, and refuses to write over them, when they cannot be set aside', () => {
    const storage = new MemoryStorage();
    storage.setItem(STATS_KEY, 'damaged statistics');
    storage.quota = storage.used();
    const persistence = new Persistence(storage);
    const loaded = persistence.loadAll();
    expect(loaded.notices[0]).toMatch(/left in place and will not be written over\.$/);
    expect(persistence.stats.save(gamesWithWins())).toContain('cannot be saved');
    storage.quota = Number.POSITIVE_INFINITY;
    expect(persistence.stats.save(gamesWithWins())).toContain('cannot be saved');
    expect(storage.getItem(STATS_KEY)).toBe('damaged statistics');
  });

  it('turns a storage that throws on every call into notices', () => {
    const broken: StorageLike = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      removeItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    const persistence = new Persistence(broken);
    const loaded = persistence.loadAll();
    expect(loaded.settings).toEqual(DEFAULT_SETTINGS);
    expect(loaded.stats).toEqual(EMPTY_STATS);
    expect(loaded.game).toBeNull();
    expect(loaded.notices).toHaveLength(4);
    expect(persistence.saveGame(playedGame(1), 'g', 0)).toBe(
      'The saved game cannot be saved without writing over data that could not be read or set aside.',
    );
  });

  it('falls back to memory with a notice where the browser gives no storage', () => {
    const persistence = Persistence.open(null);
    const loaded = persistence.loadAll();
    expect(loaded.notices).toEqual([
      'This browser does not let the page keep data, so games, settings and statistics last only while the page is open.',
    ]);
    expect(persistence.settings.save(DEFAULT_SETTINGS)).toBeNull();
  });
});
