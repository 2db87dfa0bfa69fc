// Games as records keyed by name: counted as the reducer counts, two tabs on one storage never lose a game or a win,
// merges are exact (an import or a second reading adds nothing twice), and older statistics are carried over once.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../../../src/web/persist/memory-storage';
import { Persistence } from '../../../src/web/persist/persistence';
import { sealEnvelope } from '../../../src/web/persist/record';
import {
  applyGameEvent,
  applyHistory,
  carryOver,
  EMPTY_GAMES,
  EMPTY_HISTORY,
  type GameEvent,
  type GamesState,
  HISTORY_LIMIT,
  mergeGames,
  statsOfGames,
} from '../../../src/web/stats/games';
import { EMPTY_STATS, reduceStats, type StatsEvent, type StatsState, statsFor } from '../../../src/web/stats/reducer';
import type { StatsKey } from '../../../src/web/stats/rule-key';
import { snap } from './game-snapshot';

const apply = (events: readonly GameEvent[], from: GamesState = EMPTY_GAMES, t0 = 1_000) =>
  events.reduce((state, event, i) => applyGameEvent(state, event, t0 + i), from);
const counts = (state: GamesState) => {
  const { byKey, daily } = statsOfGames(state);
  return { byKey, daily };
};

describe('counting from game records', () => {
  it('counts as the reducer counts, for any one tab playing game after game', () => {
    const keys: StatsKey[] = ['classic', 'strict'];
    const step = fc.oneof(
      fc.record({
        kind: fc.constant('new' as const),
        key: fc.constantFrom(...keys),
        daily: fc.constantFrom(null, '2026-12-01', '2026-12-02', '2026-12-04'),
      }),
      fc.record({ kind: fc.constant('move' as const) }),
      fc.record({ kind: fc.constant('assist' as const) }),
      fc.record({
        kind: fc.constant('win' as const),
        ms: fc.integer({ min: 1, max: 999_999 }),
        moves: fc.integer({ min: 1, max: 500 }),
      }),
    );
    fc.assert(
      fc.property(fc.array(step, { maxLength: 40 }), (steps) => {
        let old: StatsState = EMPTY_STATS;
        let games: GamesState = EMPTY_GAMES;
        let n = 0;
        let game = { id: 'g0', key: 'classic' as StatsKey, daily: null as string | null };
        const now = () => 1_000 + n++;
        for (const s of steps) {
          const ref = game;
          const shot = snap(ref.id, { key: ref.key, daily: ref.daily });
          let oldEvents: StatsEvent[] = [];
          let newEvents: GameEvent[] = [];
          if (s.kind === 'new') {
            game = { id: `g${n + 1}`, key: s.key, daily: s.daily };
            oldEvents = [{ type: 'started', game }];
            newEvents = [{ type: 'left', id: ref.id }];
            if (s.daily !== null)
              newEvents.push({ type: 'dealt', game: snap(game.id, { key: s.key, daily: s.daily }) });
          } else if (s.kind === 'move') {
            oldEvents = [{ type: 'moved', game: ref }];
            newEvents = [{ type: 'played', game: shot }];
          } else if (s.kind === 'assist') {
            oldEvents = [{ type: 'assisted', game: ref }];
            newEvents = [{ type: 'assisted', game: shot }];
          } else if (s.kind === 'win') {
            oldEvents = [{ type: 'won', game: ref, elapsedMs: s.ms, moves: s.moves }];
            newEvents = [{ type: 'won', game: { ...shot, elapsedMs: s.ms, moveCount: s.moves } }];
          }
          old = oldEvents.reduce(reduceStats, old);
          for (const event of newEvents) games = applyGameEvent(games, event, now());
        }
        expect(counts(games)).toEqual({ byKey: old.byKey, daily: old.daily });
      }),
      { numRuns: 300 },
    );
  });

  it('keeps the win of a game left in one tab and won in another, and counts it once', () => {
    const games = apply([
      { type: 'played', game: snap('x') },
      { type: 'left', id: 'x' },
      { type: 'won', game: snap('x') },
      { type: 'won', game: snap('x', { elapsedMs: 1 }) },
    ]);
    expect(statsFor(statsOfGames(games), 'classic')).toMatchObject({ played: 1, won: 1, bestTimeMs: 200_000 });
  });

  it('forgets the oldest games that no longer count past the last hundred, and keeps every counted one', () => {
    const events: GameEvent[] = [];
    for (let i = 0; i < HISTORY_LIMIT + 20; i++)
      events.push({ type: 'played', game: snap(`g${i}`, { counts: i % 2 === 0 }) });
    const games = apply(events);
    expect(games.games.filter((g) => g.counts)).toHaveLength((HISTORY_LIMIT + 20) / 2);
    expect(games.games.filter((g) => !g.counts).map((g) => g.id)).not.toContain('g1');
    expect(statsFor(statsOfGames(games), 'classic').played).toBe((HISTORY_LIMIT + 20) / 2);
  });
});

describe('two tabs on one storage', () => {
  it('keeps a win made in one tab when the other, still showing the game, makes a move', () => {
    const storage = new MemoryStorage();
    const tabA = new Persistence(storage);
    const tabB = new Persistence(storage);
    tabA.loadAll();
    tabB.loadAll();
    tabA.recordGame({ type: 'played', game: snap('x') }, snap('x'));
    tabB.recordGame({ type: 'played', game: snap('x') }, snap('x'));
    tabA.recordGame({ type: 'won', game: snap('x') }, snap('x'));
    const afterB = tabB.recordGame({ type: 'played', game: snap('x', { line: '3-KD' }) }, snap('x', { line: '3-KD' }));
    expect(statsFor(statsOfGames(afterB.games), 'classic')).toMatchObject({ played: 1, won: 1 });
    // The winning moves are kept, not the other tab's line.
    expect(afterB.history.x?.line).toBe('3-KD 5-AH');
    expect(statsFor(new Persistence(storage).loadAll().stats, 'classic')).toMatchObject({ played: 1, won: 1 });
  });

  it('keeps the games of both tabs, each with its moves, whichever writes last', () => {
    const storage = new MemoryStorage();
    const tabA = new Persistence(storage);
    const tabB = new Persistence(storage);
    tabA.recordGame({ type: 'played', game: snap('a') }, snap('a'));
    tabB.recordGame({ type: 'played', game: snap('b', { key: 'strict' }) }, snap('b', { key: 'strict' }));
    tabA.recordGame(
      { type: 'played', game: snap('a', { line: '3-KD 5-AH 7-9' }) },
      snap('a', { line: '3-KD 5-AH 7-9' }),
    );
    const loaded = new Persistence(storage).loadAll();
    expect(loaded.games.games.map((g) => g.id).sort()).toEqual(['a', 'b']);
    expect(Object.keys(loaded.history).sort()).toEqual(['a', 'b']);
    expect(statsFor(loaded.stats, 'strict').played).toBe(1);
  });
});

describe('merging', () => {
  const mine = apply([
    { type: 'played', game: snap('a') },
    { type: 'won', game: snap('a') },
    { type: 'played', game: snap('b') },
    { type: 'left', id: 'b' },
  ]);
  const theirs = apply(
    [
      { type: 'played', game: snap('c', { key: 'strict' }) },
      { type: 'won', game: snap('c', { key: 'strict' }) },
      { type: 'won', game: snap('b') },
    ],
    EMPTY_GAMES,
    5_000,
  );

  it('is exact: a copy merged into itself, or an older copy of itself, adds nothing', () => {
    expect(counts(mergeGames(mine, mine))).toEqual(counts(mine));
    const older = apply([{ type: 'played', game: snap('a') }]);
    expect(counts(mergeGames(mine, older))).toEqual(counts(mine));
    expect(counts(mergeGames(older, mine))).toEqual(counts(mine));
  });

  it('takes every game of both once, in either order, a win over a loss of the same game', () => {
    const merged = mergeGames(mine, theirs);
    expect(counts(mergeGames(theirs, mine))).toEqual(counts(merged));
    expect(statsFor(statsOfGames(merged), 'classic')).toMatchObject({ played: 2, won: 2 });
    expect(statsFor(statsOfGames(merged), 'strict')).toMatchObject({ played: 1, won: 1 });
  });

  it('never turns a game the solver played in into a win', () => {
    const helped = apply([
      { type: 'assisted', game: snap('h') },
      { type: 'won', game: snap('h') },
    ]);
    const open = apply([{ type: 'played', game: snap('h') }]);
    const merged = mergeGames(open, helped);
    expect(statsFor(statsOfGames(merged), 'classic')).toMatchObject({ played: 1, won: 0, assisted: 1 });
  });

  it('carries older totals over once, however many tabs read them', () => {
    const old: StatsState = {
      byKey: {
        classic: {
          played: 5,
          won: 3,
          currentStreak: 2,
          bestStreak: 2,
          bestTimeMs: 90_000,
          fewestMoves: 130,
          assisted: 0,
        },
      },
      daily: {},
      current: { id: 'x', key: 'classic', counted: true, won: false, assisted: false, daily: null },
    };
    const one = carryOver(old);
    const two = carryOver(old);
    expect(counts(mergeGames(one, two))).toEqual({ byKey: old.byKey, daily: {} });
    // The game under way is counted once as played, and its win goes on the streak.
    const won = applyGameEvent(mergeGames(one, two), { type: 'won', game: snap('x', { elapsedMs: 80_000 }) }, 9_000);
    expect(statsFor(statsOfGames(won), 'classic')).toEqual({
      played: 5,
      won: 4,
      currentStreak: 3,
      bestStreak: 3,
      bestTimeMs: 80_000,
      fewestMoves: 120,
      assisted: 0,
    });
  });

  it('reads statistics of the previous version and counts them as they were', () => {
    const storage = new MemoryStorage();
    const v2 = {
      byKey: {
        strict: {
          played: 2,
          won: 1,
          currentStreak: 0,
          bestStreak: 1,
          bestTimeMs: 300_000,
          fewestMoves: 170,
          assisted: 1,
        },
      },
      daily: { strict: { played: 1, won: 1, streak: 1, bestStreak: 1, lastWon: '2026-12-01' } },
      current: { id: 'y', key: 'strict', counted: true, won: true, assisted: false, daily: null },
    };
    storage.setItem('crescent.stats', sealEnvelope('stats', 2, v2));
    const loaded = new Persistence(storage).loadAll();
    expect(loaded.notices).toEqual([]);
    expect(loaded.stats).toEqual({ ...v2, current: null });
    // The won game under way stays won: winning it again after an undo counts nothing more.
    const again = applyGameEvent(loaded.games, { type: 'won', game: snap('y', { key: 'strict' }) }, 9_000);
    expect(statsOfGames(again)).toEqual({ ...v2, current: null });
  });
});

describe('a damaged record', () => {
  it('refuses the one game that does not read, in a sentence, and keeps the rest', () => {
    const storage = new MemoryStorage();
    const games = apply([
      { type: 'won', game: snap('a') },
      { type: 'played', game: snap('b') },
    ]);
    const damaged = { ...games, games: [games.games[0], { ...games.games[1], startedAt: 'yesterday' }] };
    storage.setItem('crescent.stats', sealEnvelope('stats', 3, damaged));
    const loaded = new Persistence(storage).loadAll();
    expect(loaded.notices).toEqual([
      'Part of your statistics could not be read (1 game of the list) and the rest was kept; the old data was kept aside.',
    ]);
    expect(loaded.games.games.map((g) => g.id)).toEqual(['a']);
    expect(statsFor(loaded.stats, 'classic')).toMatchObject({ played: 1, won: 1 });
  });
});

describe('a deal of the day not played yet', () => {
  it('keeps its date from the statistics of the previous version, and counts it only from its first move', () => {
    const games = carryOver({
      byKey: {},
      daily: {},
      current: { id: 'd', key: 'classic', counted: false, won: false, assisted: false, daily: '2026-12-01' },
    });
    expect(games.games).toEqual([expect.objectContaining({ id: 'd', daily: '2026-12-01', played: false })]);
    expect(statsOfGames(games)).toEqual(EMPTY_STATS);
    const won = applyGameEvent(games, { type: 'won', game: snap('d', { daily: '2026-12-01' }) }, 9_000);
    expect(statsOfGames(won).daily.classic).toMatchObject({ played: 1, won: 1, streak: 1, lastWon: '2026-12-01' });
  });
});

describe('moves of the last games', () => {
  it('keeps the winning moves of a won game and the moves of the last hundred games only', () => {
    let games = EMPTY_GAMES;
    let history = EMPTY_HISTORY;
    for (let i = 0; i <= HISTORY_LIMIT; i++) {
      const shot = snap(`g${i}`);
      games = applyGameEvent(games, { type: i === 0 ? 'won' : 'played', game: shot }, 1_000 + i);
      history = applyHistory(history, games, shot, 1_000 + i);
    }
    expect(Object.keys(history)).toHaveLength(HISTORY_LIMIT);
    expect(history.g0).toBeUndefined();
    const won = applyGameEvent(games, { type: 'won', game: snap('g5') }, 9_000);
    history = applyHistory(history, won, snap('g5'), 9_000);
    history = applyHistory(history, won, snap('g5', { line: '' }), 9_001);
    expect(history.g5).toMatchObject({ line: '3-KD 5-AH', final: true });
  });
});
