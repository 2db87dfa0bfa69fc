// Statistics: the counting rules (played on the first move, abandon = loss, restart, undo after a win, streaks, assisted
// games, games never counted, the deal of the day's streak).

import { describe, expect, it } from 'vitest';
import { describeOptions, type GameOptions } from '../../../src/engine/index';
import {
  dailyStatsFor,
  dailyStreakOn,
  EMPTY_STATS,
  type GameRef,
  reduceStats,
  type StatsEvent,
  type StatsState,
  statsFor,
  winRate,
} from '../../../src/web/stats/reducer';
import { dailyRows, formatDuration, statisticsRows } from '../../../src/web/stats/rows';
import {
  describeStatsKey,
  optionsOfStatsKey,
  STATS_KEYS,
  type StatsKey,
  statsKeyOf,
} from '../../../src/web/stats/rule-key';

const game = (id: string, key: StatsKey = 'classic'): GameRef => ({ id, key });
const run = (events: StatsEvent[], from: StatsState = EMPTY_STATS) => events.reduce(reduceStats, from);
const start = (g: GameRef): StatsEvent => ({ type: 'started', game: g });
const move = (g: GameRef): StatsEvent => ({ type: 'moved', game: g });
const win = (g: GameRef, elapsedMs = 60_000, moves = 100): StatsEvent => ({ type: 'won', game: g, elapsedMs, moves });

describe('counting a game', () => {
  it('does not count a game on the table until its first move', () => {
    const a = game('a');
    const state = run([start(a), start(game('b'))]);
    expect(statsFor(state, 'classic').played).toBe(0);
  });

  it('counts a game as played once, at its first move', () => {
    const a = game('a');
    const state = run([start(a), move(a), move(a), move(a)]);
    expect(statsFor(state, 'classic')).toMatchObject({ played: 1, won: 0 });
  });

  it('counts a win with its time and moves, and starts a streak', () => {
    const a = game('a');
    const state = run([start(a), move(a), win(a, 95_000, 140)]);
    expect(statsFor(state, 'classic')).toEqual({
      played: 1,
      won: 1,
      currentStreak: 1,
      bestStreak: 1,
      bestTimeMs: 95_000,
      fewestMoves: 140,
      assisted: 0,
    });
    expect(winRate(statsFor(state, 'classic'))).toBe(1);
  });

  it('counts a game abandoned for a new one as a loss and ends the streak', () => {
    const [a, b, c] = [game('a'), game('b'), game('c')];
    const state = run([start(a), move(a), win(a), start(b), move(b), start(c)]);
    expect(statsFor(state, 'classic')).toMatchObject({ played: 2, won: 1, currentStreak: 0, bestStreak: 1 });
    expect(winRate(statsFor(state, 'classic'))).toBe(0.5);
  });

  it('does not count a restart of the same deal twice', () => {
    const a = game('a');
    const state = run([start(a), move(a), move(a), start(a), move(a), start(a), move(a)]);
    expect(statsFor(state, 'classic')).toMatchObject({ played: 1, won: 0 });
  });

  it('keeps a win when the player undoes after it, plays on and then leaves', () => {
    const [a, b] = [game('a'), game('b')];
    // After the win the app undoes and plays on: more moves and even a second win of the same game.
    const state = run([start(a), move(a), win(a, 50_000, 120), move(a), move(a), win(a, 40_000, 110), start(b)]);
    expect(statsFor(state, 'classic')).toEqual({
      played: 1,
      won: 1,
      currentStreak: 1,
      bestStreak: 1,
      bestTimeMs: 50_000,
      fewestMoves: 120,
      assisted: 0,
    });
  });

  it('counts a stuck game that is abandoned as one loss', () => {
    const [a, b, c] = [game('a'), game('b'), game('c')];
    // Stuck is no event: the game may still be undone and saved, so only leaving it decides.
    const state = run([start(a), move(a), start(b), start(c)]);
    expect(statsFor(state, 'classic')).toMatchObject({ played: 1, won: 0, currentStreak: 0 });
  });

  it('counts a first move of a game not yet started as starting it, abandoning the one before', () => {
    const [a, b] = [game('a'), game('b')];
    const state = run([start(a), move(a), move(b)]);
    expect(statsFor(state, 'classic').played).toBe(2);
    expect(state.current?.id).toBe('b');
  });
});

describe('streaks and bests', () => {
  it('tracks the current and best streak over wins and losses', () => {
    const events: StatsEvent[] = [];
    const results = 'WWLWWWLW';
    for (const [i, r] of [...results].entries()) {
      const g = game(`g${i}`);
      events.push(start(g), move(g));
      if (r === 'W') events.push(win(g));
    }
    events.push(start(game('last')));
    const stats = statsFor(run(events), 'classic');
    expect(stats).toMatchObject({ played: 8, won: 6, currentStreak: 1, bestStreak: 3 });
  });

  it('keeps the best time and the fewest moves apart, each from its own win', () => {
    const [a, b, c] = [game('a'), game('b'), game('c')];
    const state = run([move(a), win(a, 300_000, 90), move(b), win(b, 120_000, 150), move(c), win(c, 200_000, 100)]);
    expect(statsFor(state, 'classic')).toMatchObject({ bestTimeMs: 120_000, fewestMoves: 90, won: 3 });
  });

  it('keeps each rule key apart, face-down dealing included', () => {
    const a = game('a', 'casual-hard');
    const b = game('b', 'casual-hard+facedown');
    const state = run([move(a), win(a), move(b), start(game('c', 'strict'))]);
    expect(statsFor(state, 'casual-hard')).toMatchObject({ played: 1, won: 1, currentStreak: 1 });
    expect(statsFor(state, 'casual-hard+facedown')).toMatchObject({ played: 1, won: 0, currentStreak: 0 });
    expect(statsFor(state, 'strict').played).toBe(0);
  });

  it('has no win rate before any game', () => {
    expect(winRate(statsFor(EMPTY_STATS, 'classic'))).toBeNull();
  });
});

describe('reset', () => {
  it('clears every count and counts the game on the table afresh from its next move', () => {
    const [a, b] = [game('a'), game('b')];
    const state = run([move(a), win(a), move(b), { type: 'reset' }]);
    expect(state.byKey).toEqual({});
    const after = run([move(b)], state);
    expect(statsFor(after, 'classic').played).toBe(1);
  });

  it('does not count again a won game that was on the table at the reset', () => {
    const [a, b] = [game('a'), game('b')];
    const state = run([move(a), win(a), { type: 'reset' }, move(a), win(a), start(b)]);
    expect(statsFor(state, 'classic')).toMatchObject({ played: 0, won: 0 });
  });
});

describe('rule keys', () => {
  const options: GameOptions[] = [
    { rules: 'classic' },
    { rules: 'classic', four: true },
    { rules: 'casual' },
    { rules: 'casual', difficulty: 'easy' },
    { rules: 'casual', difficulty: 'hard', facedown: true },
    { rules: 'strict', facedown: true },
  ];

  it('keeps the stored keys, face-up variants first (saved statistics are filed under them)', () => {
    const base = ['classic', 'classic-four', 'casual-easy', 'casual-medium', 'casual-hard', 'strict'];
    expect(STATS_KEYS).toEqual([...base, ...base.map((key) => `${key}+facedown`)]);
  });

  it('gives every key its own options and back', () => {
    expect(new Set(STATS_KEYS).size).toBe(12);
    for (const key of STATS_KEYS) expect(statsKeyOf(optionsOfStatsKey(key))).toBe(key);
  });

  it('counts casual without a difficulty as Medium, its default', () => {
    expect(statsKeyOf({ rules: 'casual' })).toBe('casual-medium');
  });

  it('names each key as the engine describes its options', () => {
    for (const o of options)
      expect(describeStatsKey(statsKeyOf(o))).toBe(describeOptions({ difficulty: 'medium', ...o }));
  });
});

describe('the statistics table', () => {
  it('lists only rule keys with games, in table order, with rates, streaks and bests as text', () => {
    const [a, b, c] = [game('a', 'strict'), game('b', 'classic'), game('c', 'classic')];
    const state = run([move(a), move(b), win(b, 3_725_000, 210), move(c), start(game('d'))]);
    expect(statisticsRows(state)).toEqual([
      {
        key: 'classic',
        rules: 'Classic',
        played: 2,
        won: 1,
        winRate: '50%',
        currentStreak: 0,
        bestStreak: 1,
        bestTime: '1:02:05',
        fewestMoves: '210',
        assisted: 0,
      },
      {
        key: 'strict',
        rules: 'Strict',
        played: 1,
        won: 0,
        winRate: '0%',
        currentStreak: 0,
        bestStreak: 0,
        bestTime: '–',
        fewestMoves: '–',
        assisted: 0,
      },
    ]);
  });

  it('writes durations as minutes and seconds, with hours when there are any', () => {
    expect([formatDuration(0), formatDuration(59_999), formatDuration(245_000), formatDuration(3_600_000)]).toEqual([
      '0:00',
      '0:59',
      '4:05',
      '1:00:00',
    ]);
  });

  it('has no rows before any game', () => {
    expect(statisticsRows(EMPTY_STATS)).toEqual([]);
  });
});

const assist = (g: GameRef): StatsEvent => ({ type: 'assisted', game: g });

describe('assisted games', () => {
  it('counts a game the solver played in as played and assisted, never as won, and ends the streak', () => {
    const [a, b] = [game('a'), game('b')];
    const state = run([move(a), win(a, 90_000, 150), start(b), move(b), assist(b), move(b), win(b, 98_000, 158)]);
    expect(statsFor(state, 'classic')).toEqual({
      played: 2,
      won: 1,
      currentStreak: 0,
      bestStreak: 1,
      bestTimeMs: 90_000,
      fewestMoves: 150,
      assisted: 1,
    });
  });

  it('counts an assisted game once, through a restart and a reload of the same game', () => {
    const a = game('a');
    const state = run([start(a), move(a), assist(a), assist(a), start(a), move(a), win(a)]);
    expect(statsFor(state, 'classic')).toMatchObject({ played: 1, won: 0, assisted: 1, bestTimeMs: null });
  });

  it('counts a game in which the solver made the first move as played', () => {
    const a = game('a');
    expect(statsFor(run([start(a), assist(a)]), 'classic')).toMatchObject({ played: 1, assisted: 1 });
  });

  it('leaves a win already counted alone when the player undoes and lets the solver play', () => {
    const a = game('a');
    const state = run([move(a), win(a), assist(a), win(a)]);
    expect(statsFor(state, 'classic')).toMatchObject({ played: 1, won: 1, currentStreak: 1, assisted: 0 });
  });

  it('lists assisted games in the table', () => {
    const a = game('a');
    expect(statisticsRows(run([move(a), assist(a)]))[0]).toMatchObject({ played: 1, won: 0, assisted: 1 });
  });
});

describe('games statistics never count', () => {
  it('counts the game left for one from a position as a loss, and nothing of the position game', () => {
    const [a, b] = [game('a'), game('b')];
    const state = run([move(a), win(a), start(b), move(b), { type: 'uncounted' }, { type: 'uncounted' }]);
    expect(statsFor(state, 'classic')).toMatchObject({ played: 2, won: 1, currentStreak: 0 });
    expect(state.current).toBeNull();
  });

  it('changes nothing when no game was current', () => {
    expect(run([{ type: 'uncounted' }])).toEqual(EMPTY_STATS);
  });
});

describe('the deal of the day', () => {
  const daily = (id: string, date: string, key: StatsKey = 'classic'): GameRef => ({ id, key, daily: date });
  const wonDaily = (id: string, date: string): StatsEvent[] => [
    start(daily(id, date)),
    move(daily(id, date)),
    win(daily(id, date)),
  ];

  it('counts a streak of dates won one after another, and starts again after a missed day', () => {
    const state = run([
      ...wonDaily('a', '2026-11-29'),
      ...wonDaily('b', '2026-11-30'),
      ...wonDaily('c', '2026-12-01'),
      ...wonDaily('d', '2026-12-03'),
    ]);
    expect(dailyStatsFor(state, 'classic')).toEqual({
      played: 4,
      won: 4,
      streak: 1,
      bestStreak: 3,
      lastWon: '2026-12-03',
    });
    // The ordinary counts include the daily games too.
    expect(statsFor(state, 'classic')).toMatchObject({ played: 4, won: 4 });
  });

  it('ends the streak when a day is lost, and counts a date won twice once', () => {
    const lost = daily('b', '2026-12-02');
    const state = run([...wonDaily('a', '2026-12-01'), start(lost), move(lost), start(game('x'))]);
    expect(dailyStatsFor(state, 'classic')).toMatchObject({ played: 2, won: 1, streak: 0, bestStreak: 1 });
    const again = run([...wonDaily('c', '2026-12-02'), ...wonDaily('d', '2026-12-02')], state);
    expect(dailyStatsFor(again, 'classic')).toMatchObject({ played: 4, won: 2, streak: 1, lastWon: '2026-12-02' });
  });

  it('keeps the streak when a second try at a date already won is lost', () => {
    const second = daily('b', '2026-12-01');
    const state = run([...wonDaily('a', '2026-12-01'), start(second), move(second), start(game('x'))]);
    expect(dailyStatsFor(state, 'classic')).toMatchObject({ streak: 1, lastWon: '2026-12-01' });
  });

  it('does not count an assisted deal of the day as won, and ends its streak', () => {
    const b = daily('b', '2026-12-02');
    const state = run([...wonDaily('a', '2026-12-01'), start(b), move(b), assist(b), win(b)]);
    expect(dailyStatsFor(state, 'classic')).toMatchObject({ played: 2, won: 1, streak: 0, lastWon: '2026-12-01' });
  });

  it('keeps the streak only while its last win was today or yesterday', () => {
    const stats = dailyStatsFor(run([...wonDaily('a', '2026-12-01'), ...wonDaily('b', '2026-12-02')]), 'classic');
    expect(['2026-12-02', '2026-12-03', '2026-12-04'].map((today) => dailyStreakOn(stats, today))).toEqual([2, 2, 0]);
    expect(dailyRows(run(wonDaily('a', '2026-12-01')), '2026-12-05')).toEqual([
      { key: 'classic', rules: 'Classic', played: 1, won: 1, currentStreak: 0, bestStreak: 1, lastWon: '2026-12-01' },
    ]);
  });

  it('keeps each rule key apart, and a reset clears the daily streaks too', () => {
    const state = run([start(daily('a', '2026-12-01', 'strict')), move(daily('a', '2026-12-01', 'strict'))]);
    expect(dailyStatsFor(state, 'strict').played).toBe(1);
    expect(dailyStatsFor(state, 'classic').played).toBe(0);
    expect(run([{ type: 'reset' }], state).daily).toEqual({});
  });
});
