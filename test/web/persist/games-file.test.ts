// The file of everything kept (read whole or refused whole, merged without losing a game) and the charts' data.

import { describe, expect, it } from 'vitest';
import { type Backup, mergeBackup, readBackup, writeBackup } from '../../../src/web/persist/backup';
import { sealEnvelope } from '../../../src/web/persist/record';
import { DEFAULT_SETTINGS } from '../../../src/web/persist/settings';
import { dayBars, medianOf, outcomesByDay, timeDots, winTimesByRules } from '../../../src/web/stats/chart';
import {
  applyGameEvent,
  applyHistory,
  EMPTY_GAMES,
  EMPTY_HISTORY,
  type GameEvent,
  statsOfGames,
} from '../../../src/web/stats/games';
import { statsFor } from '../../../src/web/stats/reducer';
import { snap } from '../stats/game-snapshot';

const DAY = 86_400_000;
const dateOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Games with their moves, each event a day after the one before from 2026-12-01. */
function kept(events: readonly GameEvent[]): Backup {
  let games = EMPTY_GAMES;
  let history = EMPTY_HISTORY;
  events.forEach((event, i) => {
    const now = Date.UTC(2026, 11, 1) + i * DAY;
    games = applyGameEvent(games, event, now);
    if (event.type !== 'left' && event.type !== 'reset') history = applyHistory(history, games, event.game, now);
  });
  return { settings: DEFAULT_SETTINGS, games, history };
}

const here = kept([
  { type: 'won', game: snap('a') },
  { type: 'played', game: snap('b') },
]);
const there = kept([
  { type: 'won', game: snap('c', { key: 'strict', elapsedMs: 100_000 }) },
  { type: 'won', game: snap('b') },
]);

describe('the file of everything kept', () => {
  it('reads back what it wrote', () => {
    const read = readBackup(writeBackup(here));
    expect(read).toEqual({ ok: true, value: here });
  });

  it('refuses a damaged file whole, in one sentence, changing nothing', () => {
    const text = writeBackup(here);
    const refusal = (t: string) => {
      const read = readBackup(t);
      return read.ok ? null : read.error;
    };
    expect(refusal(text.slice(0, -30))).toBe(
      'This file could not be imported because it is not valid data, perhaps cut short; nothing was changed.',
    );
    expect(refusal('{"theme":"dark"}')).toBe(
      'This file could not be imported because it is not a Crescent export; nothing was changed.',
    );
    expect(refusal(sealEnvelope('backup', 2, {}))).toMatch(/newer version of Crescent; nothing was changed\.$/);
    const broken = JSON.parse(text);
    broken.data.games.games[0].result = 'maybe';
    expect(refusal(JSON.stringify(broken))).toBe(
      'This file could not be imported because part of it is damaged (1 game of the list); nothing was changed.',
    );
    expect(refusal('\u001b[2J'.repeat(10))).not.toContain('\u001b');
  });

  it('merges a file into what is kept: every game of both, once, and says what came in', () => {
    const { backup, summary } = mergeBackup(here, there);
    expect(backup.games.games.map((g) => g.id).sort()).toEqual(['a', 'b', 'c']);
    expect(Object.keys(backup.history).sort()).toEqual(['a', 'b', 'c']);
    expect(statsFor(statsOfGames(backup.games), 'classic')).toMatchObject({ played: 2, won: 2 });
    expect(statsFor(statsOfGames(backup.games), 'strict')).toMatchObject({ played: 1, won: 1 });
    expect(summary).toBe(
      "Imported 2 games (1 new to this browser) and the file's settings; every game already here was kept.",
    );
    // The same file again adds nothing.
    expect(statsOfGames(mergeBackup(backup, there).backup.games)).toEqual(statsOfGames(backup.games));
  });
});

describe('the charts', () => {
  const games = kept([
    { type: 'won', game: snap('a', { elapsedMs: 300_000 }) },
    { type: 'played', game: snap('b') },
    { type: 'left', id: 'b' },
    { type: 'assisted', game: snap('c') },
    { type: 'won', game: snap('d', { key: 'strict', elapsedMs: 90_000 }) },
    { type: 'won', game: snap('e', { elapsedMs: 100_000 }) },
    { type: 'played', game: snap('f', { counts: false }) },
  ]).games.games;

  it('counts the games decided each day, assisted apart, and the times of the player’s own wins by rule set', () => {
    expect(outcomesByDay(games, 14, dateOf)).toEqual([
      { date: '2026-12-01', won: 1, lost: 0, assisted: 0 },
      { date: '2026-12-03', won: 0, lost: 1, assisted: 0 },
      { date: '2026-12-04', won: 0, lost: 0, assisted: 1 },
      { date: '2026-12-05', won: 1, lost: 0, assisted: 0 },
      { date: '2026-12-06', won: 1, lost: 0, assisted: 0 },
    ]);
    expect(outcomesByDay(games, 2, dateOf).map((d) => d.date)).toEqual(['2026-12-05', '2026-12-06']);
    expect(winTimesByRules(games)).toEqual([
      { key: 'classic', rules: 'Classic', times: [100_000, 300_000] },
      { key: 'strict', rules: 'Strict', times: [90_000] },
    ]);
    expect(medianOf([1, 2, 3, 4])).toBe(2);
  });

  it('draws columns to the scale of the largest day and places each win by its time', () => {
    const chart = dayBars([
      { date: '2026-12-01', won: 2, lost: 0, assisted: 0 },
      { date: '2026-12-02', won: 0, lost: 1, assisted: 0 },
    ]);
    const [won, lost] = chart.bars;
    expect(chart.top).toBe(2);
    expect(won?.height).toBeCloseTo(2 * (lost?.height ?? 0));
    expect((won?.y ?? 0) + (won?.height ?? 0)).toBeCloseTo((lost?.y ?? 0) + (lost?.height ?? 0));
    const many = dayBars(
      Array.from({ length: 14 }, (_, i) => ({
        date: `2026-12-${String(i + 1).padStart(2, '0')}`,
        won: 1,
        lost: 0,
        assisted: 0,
      })),
    );
    const xs = many.labels.map((l) => l.x);
    expect(many.labels.at(-1)?.text).toBe('12-14');
    for (let i = 1; i < xs.length; i++) expect((xs[i] ?? 0) - (xs[i - 1] ?? 0)).toBeGreaterThanOrEqual(44);
    const dots = timeDots(winTimesByRules(games));
    expect(dots.right).toBe(300_000);
    expect(dots.rows[0]?.dots.at(-1)?.cx).toBeCloseTo(dots.width - dots.plotLeft);
  });
});
