// The deal of the day: calendar dates, the deal a date picks from a winnable list, and the line a player shares.

import { describe, expect, it } from 'vitest';
import { gameCode } from '../../../src/engine/index';
import { addDays, dayNumber, isCalendarDate, localDate } from '../../../src/web/core/calendar';
import { dailyDeal, rulesWords } from '../../../src/web/daily/deal-of-the-day';
import { dailyOffer, streakWords } from '../../../src/web/daily/offer';
import { gameLink, shareLine, shareLineFor } from '../../../src/web/daily/share-line';
import { dailyGame, noDailyDeal } from '../../../src/web/daily/todays-game';
import { EMPTY_STATS, reduceStats } from '../../../src/web/stats/reducer';
import { WINNABLE_DEALS } from '../../../src/web/winnable/data';

describe('calendar dates', () => {
  it('writes the local calendar date of a moment, as the player sees it', () => {
    // Local time: 00:30 on 1 December is still 1 December whatever the time zone of the test machine.
    expect(localDate(new Date(2026, 11, 1, 0, 30))).toBe('2026-12-01');
    expect(localDate(new Date(2026, 0, 9, 23, 59))).toBe('2026-01-09');
  });

  it('counts whole days, across months, years and leap days', () => {
    expect(dayNumber('1970-01-01')).toBe(0);
    expect((dayNumber('2026-12-01') as number) - (dayNumber('2026-11-30') as number)).toBe(1);
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('refuses text that is not a real date', () => {
    for (const bad of ['2026-02-30', '2026-13-01', '2026-1-01', '20261201', '', 20261201, null]) {
      expect(isCalendarDate(bad), String(bad)).toBe(false);
    }
    expect(() => addDays('someday', 1)).toThrow('not a calendar date');
  });
});

describe('the deal a date picks', () => {
  const list = Array.from({ length: 500 }, (_, i) => i * 3 + 1);

  it('picks a deal of the list, the same every time for the same date', () => {
    const deal = dailyDeal('2026-12-01', list);
    expect(list).toContain(deal);
    expect(dailyDeal('2026-12-01', [...list])).toBe(deal);
  });

  it('picks a different deal from one day to the next, over a year', () => {
    let date = '2026-01-01';
    const deals: (number | null)[] = [];
    for (let i = 0; i < 366; i++) {
      deals.push(dailyDeal(date, list));
      date = addDays(date, 1);
    }
    for (let i = 1; i < deals.length; i++) expect(deals[i], `day ${i}`).not.toBe(deals[i - 1]);
    // Spread over the list rather than walking along it.
    expect(new Set(deals).size).toBeGreaterThan(250);
  });

  it('has no deal for an empty list or a text that is not a date', () => {
    expect(dailyDeal('2026-12-01', [])).toBeNull();
    expect(dailyDeal('2026-12-32', list)).toBeNull();
  });

  it('deals from the shipped winnable list of the chosen rules, face-down sharing its base list', () => {
    for (const options of [
      { rules: 'classic' },
      { rules: 'classic', four: true },
      { rules: 'casual', difficulty: 'hard' },
      { rules: 'strict', facedown: true },
    ] as const) {
      const today = dailyGame('2026-12-01', options);
      expect(today?.options).toEqual(options);
      expect(WINNABLE_DEALS.proven(options, today?.deal ?? null)).toBe(true);
      expect(gameCode(dailyGame('2026-12-01', options) as NonNullable<typeof today>)).toBe(
        gameCode(today as NonNullable<typeof today>),
      );
      expect(dailyGame('2026-12-02', options)?.deal).not.toBe(today?.deal);
    }
    expect(dailyGame('2026-12-01', { rules: 'classic', facedown: true })?.deal).toBe(
      dailyGame('2026-12-01', { rules: 'classic' })?.deal,
    );
  });
});

describe('the line to share', () => {
  it('says the date, the rules in a few words and how the game went', () => {
    expect(shareLine('2026-12-01', { rules: 'classic' }, { kind: 'won', elapsedMs: 252_400, moves: 163 })).toBe(
      'Crescent daily 2026-12-01 · classic · won in 4:12, 163 moves',
    );
    expect(shareLine('2026-12-01', { rules: 'strict' }, { kind: 'not-won', moves: 87 })).toBe(
      'Crescent daily 2026-12-01 · strict · not won, 87 moves',
    );
    expect(shareLine('2026-12-01', { rules: 'casual' }, { kind: 'assisted', elapsedMs: 61_000, moves: 1 })).toBe(
      "Crescent daily 2026-12-01 · casual medium · won with the solver's help in 1:01, 1 move",
    );
  });

  it("carries the game's link, made from the app's own address", () => {
    const link = gameLink('https://example.org/crescent/?code=CR1-N-AAAAAAC#x', 'CR1-N-AAAAAAB');
    expect(link).toBe('https://example.org/crescent/?code=CR1-N-AAAAAAB');
    const daily = { daily: '2026-12-01', assisted: false };
    expect(shareLineFor(daily, { rules: 'classic' }, 'won', 252_400, 163, link)).toBe(
      'Crescent daily 2026-12-01 · classic · won in 4:12, 163 moves · https://example.org/crescent/?code=CR1-N-AAAAAAB',
    );
  });

  it('names every option in its words', () => {
    expect(rulesWords({ rules: 'classic', four: true, facedown: true })).toBe('classic four face-down');
    expect(rulesWords({ rules: 'casual', difficulty: 'easy' })).toBe('casual easy');
    expect(rulesWords({ rules: 'strict', four: true })).toBe('strict');
  });

  it('is given only for a deal of the day that has ended', () => {
    const daily = { daily: '2026-12-01', assisted: false };
    const options = { rules: 'classic' } as const;
    expect(shareLineFor(daily, options, 'playing', 1000, 5)).toBeNull();
    expect(shareLineFor({ daily: null, assisted: false }, options, 'won', 1000, 5)).toBeNull();
    expect(shareLineFor(null, options, 'won', 1000, 5)).toBeNull();
    expect(shareLineFor(daily, options, 'stuck', 1000, 87)).toBe(
      'Crescent daily 2026-12-01 · classic · not won, 87 moves',
    );
    expect(shareLineFor({ ...daily, assisted: true }, options, 'won', 1000, 5)).toContain("won with the solver's help");
  });
});

describe('a date with no deal of the day', () => {
  it('says why in a sentence when the device says the year 10000 or later', () => {
    for (const moment of [new Date(10_000, 0, 1, 12), new Date(275_000, 5, 1)]) {
      const date = localDate(moment);
      expect(dailyGame(date, { rules: 'classic' })).toBeNull();
      const why = noDailyDeal(date, { rules: 'classic' });
      expect(why).toContain(date);
      expect(why).toContain('9999');
      expect(why).toMatch(/^[A-Z][^\n]*\.$/);
    }
  });

  it('deals for the first and last years it covers', () => {
    for (const date of ['0000-01-01', '0099-12-31', '9999-12-31']) {
      expect(isCalendarDate(date), date).toBe(true);
      expect(dailyGame(date, { rules: 'classic' }), date).not.toBeNull();
    }
    expect(addDays('0099-12-31', 1)).toBe('0100-01-01');
  });
});

describe('the deal of the day on the table', () => {
  const won = reduceStats(
    reduceStats(EMPTY_STATS, { type: 'started', game: { id: 'g', key: 'classic', daily: '2026-12-01' } }),
    { type: 'won', game: { id: 'g', key: 'classic', daily: '2026-12-01' }, elapsedMs: 1, moves: 1 },
  );

  it('offers today with the streak under its rules, and knows when it is the game on the table', () => {
    const classic = { rules: 'classic' } as const;
    const table = { daily: null, options: classic };
    expect(dailyOffer('2026-12-02', classic, won, table)).toMatchObject({
      date: '2026-12-02',
      streak: 1,
      onTable: false,
    });
    expect(dailyOffer('2026-12-03', classic, won, table).streak).toBe(0);
    expect(dailyOffer('2026-12-02', { rules: 'strict' }, won, table).streak).toBe(0);
    expect(dailyOffer('2026-12-02', classic, won, { daily: '2026-12-02', options: classic }).onTable).toBe(true);
    // Today's deal under other rules is another deal.
    expect(dailyOffer('2026-12-02', classic, won, { daily: '2026-12-02', options: { rules: 'strict' } }).onTable).toBe(
      false,
    );
  });

  it('says the streak in words', () => {
    expect(streakWords(0)).toBe('no streak yet');
    expect(streakWords(1)).toBe('a 1-day streak');
    expect(streakWords(4)).toBe('a 4-day streak');
  });
});
