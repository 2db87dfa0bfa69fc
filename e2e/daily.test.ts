// Browser tests: the deal of the day is the same for two fresh profiles on one date and another the next day;
// its result is a line to copy, and the statistics keep its streak.

import { describe, expect, it } from 'vitest';
import { gameCode } from '../src/engine/index';
import { dailyGame } from '../src/web/daily/todays-game';
import type { CurrentGame } from '../src/web/stats/reducer';
import { statusLine } from './support/app';
import { accessibilityViolations } from './support/axe';
import { fileHarness, finish, type OpenPage } from './support/harness';
import { playHint } from './support/life';
import { dealNearlyWon, openSavedGame } from './support/stats-support';

const harness = fileHarness();

/** Noon on a date by the browser's own calendar (the tests' machine and browser share a time zone). */
const noonOn = (date: string) => new Date(`${date}T12:00:00`);

/** A fresh profile on `date` deals the deal of the day under classic rules; the game code it got. */
async function dealOfTheDay(date: string): Promise<{ opened: OpenPage; code: string }> {
  const opened = await harness.open('');
  const { page } = opened;
  await page.clock.setFixedTime(noonOn(date));
  await page.getByRole('button', { name: 'New game', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'New game' });
  await dialog.getByRole('radio', { name: /^Classic/ }).check();
  await dialog.getByRole('checkbox', { name: /^Deal of the day/ }).check();
  await dialog.getByRole('button', { name: 'Deal', exact: true }).click();
  await expect.poll(() => statusLine(page)).toContain(`Deal of the day for ${date}.`);
  const code = /^Game (CR1-[A-Z]+-[A-Z]+),/.exec(await statusLine(page))?.[1];
  if (code === undefined) throw new Error('the status line names no game code');
  return { opened, code };
}

describe('the deal of the day', () => {
  it('is the same winnable deal for two fresh profiles on one date, and another the next day', async () => {
    const first = await dealOfTheDay('2026-12-01');
    const second = await dealOfTheDay('2026-12-01');
    const next = await dealOfTheDay('2026-12-02');
    expect(second.code).toBe(first.code);
    expect(next.code).not.toBe(first.code);
    const expected = dailyGame('2026-12-01', { rules: 'classic' });
    expect(first.code).toBe(expected === null ? null : gameCode(expected));
    for (const { opened } of [first, second, next]) await finish(opened);
  });

  it('is one tap from the header, which shows its date and streak', async () => {
    const opened = await harness.open('', { viewport: { width: 1440, height: 900 } });
    const { page } = opened;
    await page.clock.setFixedTime(noonOn('2026-12-01'));
    // The header redraws with the clock's date at the next change: any note will do.
    await page.keyboard.press('l');
    const button = page.locator('header [data-daily]');
    await expect.poll(() => button.getAttribute('data-daily')).toBe('2026-12-01');
    // Its name is what it shows: the date and the streak.
    expect(await page.getByRole('button', { name: /^Daily\s*2026-12-01 · no streak yet$/ }).count()).toBe(1);
    expect(await accessibilityViolations(page, 'header')).toEqual([]);
    await button.click();
    await expect.poll(() => statusLine(page)).toContain('Deal of the day for 2026-12-01.');
    const expected = dailyGame('2026-12-01', { rules: 'classic' });
    expect(await statusLine(page)).toContain(`Game ${expected === null ? '' : gameCode(expected)},`);
    // A second tap keeps the game being played.
    await button.click();
    expect(await statusLine(page)).toBe('This is already the deal of the day for 2026-12-01.');
    await finish(opened);
  });

  it('dealt again the same day, stays the game being played', async () => {
    const { opened } = await dealOfTheDay('2026-12-01');
    const { page } = opened;
    await playHint(page);
    const played = await page.locator('.app').getAttribute('data-position');
    await page.getByRole('button', { name: 'New game', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'New game' });
    await dialog.getByRole('checkbox', { name: /^Deal of the day/ }).check();
    await dialog.getByRole('button', { name: 'Deal', exact: true }).click();
    expect(await statusLine(page)).toBe('This is already the deal of the day for 2026-12-01.');
    expect(await page.locator('.app').getAttribute('data-position')).toBe(played);
    await finish(opened);
  });

  it('ends with a line to share and copy, and its streak in the statistics', async () => {
    const game = dealNearlyWon('CR1-N-AAAAAAD', 1);
    const daily: CurrentGame = {
      id: 'saved-game',
      key: 'classic',
      counted: false,
      won: false,
      assisted: false,
      daily: '2026-12-01',
    };
    const opened = await openSavedGame(harness, game, {
      stats: { byKey: {}, daily: {}, current: daily },
    });
    const { page } = opened;
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.clock.setFixedTime(noonOn('2026-12-01'));
    await playHint(page);
    const won = page.getByRole('dialog', { name: 'You won!' });
    const text =
      (await won.getByRole('region', { name: 'Your result to share' }).locator('[data-share-line]').textContent()) ??
      '';
    // The line ends with the game's link, which opens the same deal.
    const link = `${harness.server.url}?code=CR1-N-AAAAAAD`;
    expect(text).toMatch(
      new RegExp(`^Crescent daily 2026-12-01 · classic · won in 3:[0-5]\\d, ${game.moveCount + 1} moves · (.+)$`),
    );
    expect(text.split(' · ').at(-1)).toBe(link);
    // The Won dialog says the date's deal is won, with its streak.
    await expect
      .poll(() => won.locator('[data-daily]').textContent())
      .toBe('Deal of the day for 2026-12-01 won: a 1-day streak.');
    await won.getByRole('button', { name: 'Copy' }).click();
    await won.getByText('Copied.').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(text);
    // Where the browser refuses to copy, the line is selected for the player to copy.
    await page.evaluate(() => {
      navigator.clipboard.writeText = () => Promise.reject(new DOMException('refused', 'NotAllowedError'));
    });
    await won.getByRole('button', { name: 'Copy' }).click();
    await won.getByText(/^Copying is not allowed here: the line is selected/).waitFor();
    expect(await page.evaluate(() => window.getSelection()?.toString())).toBe(text);
    await won.getByRole('button', { name: 'Look at the table' }).click();

    await page.getByRole('button', { name: 'Statistics', exact: true }).click();
    const stats = page.getByRole('dialog', { name: 'Statistics' });
    // Rules, Played, Won, Streak, Best streak, Last won. The row is read once the dialog has drawn it.
    await stats.locator('tr[data-daily-key="classic"]').waitFor();
    const cells = await stats.locator('tr[data-daily-key="classic"]').locator('th, td').allTextContents();
    expect(cells).toEqual(['Classic', '1', '1', '1', '1', '2026-12-01']);
    expect(await stats.locator('tr[data-stats-key="classic"] td').first().textContent()).toBe('1');
    await stats.getByRole('button', { name: 'Close' }).click();

    // Two days later the streak has lapsed; the best streak stays.
    await page.clock.setFixedTime(noonOn('2026-12-03'));
    await page.getByRole('button', { name: 'Statistics', exact: true }).click();
    await stats.locator('tr[data-daily-key="classic"]').waitFor();
    const later = await stats.locator('tr[data-daily-key="classic"]').locator('th, td').allTextContents();
    expect(later).toEqual(['Classic', '1', '1', '0', '1', '2026-12-01']);
    await finish(opened);
  });
});
