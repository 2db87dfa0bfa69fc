// Browser tests: the game and settings survive a reload, links open without losing the saved game, bad storage never stops play.

import { describe, expect, it } from 'vitest';
import { statusLine } from './support/app';
import { fileHarness, finish, type OpenPage } from './support/harness';
import { openWithStorage, playHint, setHidden, statisticsRow, stored } from './support/life';

const harness = fileHarness();

const clockText = (opened: OpenPage) => opened.page.getByTestId('clock').textContent();
const seconds = (text: string | null) => {
  const [m, s] = (text ?? '').split(':').map(Number);
  return (m ?? 0) * 60 + (s ?? 0);
};

describe('saving the game in progress', () => {
  it('resumes position, move counter, undo reach and time after a reload, with the clock paused while hidden', async () => {
    const opened = await harness.open('?code=CR1-M-AAAABCD', undefined, { clock: true });
    const { page } = opened;
    for (let i = 0; i < 3; i++) await playHint(page);
    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    await playHint(page);
    // The clock has run a whole second, so the time saved on hiding is at least that.
    await expect.poll(async () => seconds(await clockText(opened)), { timeout: 10_000 }).toBeGreaterThanOrEqual(1);
    const position = await page.locator('.app').getAttribute('data-position');
    const movesShown = await page.getByTestId('moves').textContent();
    const undoable = await page.getByRole('button', { name: 'Undo', exact: true }).isEnabled();

    // Hidden, the clock stands and the game is saved with the time so far.
    await setHidden(page, true);
    const atHide = seconds(await clockText(opened));
    const savedAtHide = JSON.parse((await stored(page, 'crescent.game')) ?? '{}');
    expect(savedAtHide.data.elapsedMs).toBeGreaterThanOrEqual(1000);
    // Not a wait for something to happen: a second, on the page's controlled clock, in which the hidden game's
    // clock must not move (every timer due in it fires).
    await page.clock.runFor(1100);
    expect(seconds(await clockText(opened))).toBe(atHide);
    await setHidden(page, false);

    await page.reload();
    await page.waitForSelector('[data-pile="1"]');
    expect(new URL(page.url()).search).toBe('');
    expect(await page.locator('.app').getAttribute('data-position')).toBe(position);
    expect(await page.getByTestId('moves').textContent()).toBe(movesShown);
    expect(await page.getByRole('button', { name: 'Undo', exact: true }).isEnabled()).toBe(undoable);
    expect(seconds(await clockText(opened))).toBeGreaterThanOrEqual(atHide);
    expect(seconds(await clockText(opened))).toBeLessThan(atHide + 3);
    expect(await statusLine(page)).toMatch(/^Welcome back: game CR1-M-AAAABCD resumed after \d+ moves\./);
    // Undo still reaches back as far as before the reload.
    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    expect(await page.locator('.app').getAttribute('data-position')).not.toBe(position);
    await finish(opened);
  });

  it('saves a restart and a redeal too', async () => {
    const opened = await harness.visit('?code=CR1-N-AAAAAAB');
    const { page } = opened;
    const start = await page.locator('.app').getAttribute('data-position');
    await playHint(page);
    await page.getByRole('button', { name: 'Restart', exact: true }).click();
    await page.getByRole('dialog', { name: 'Restart this game?' }).getByRole('button', { name: 'Restart' }).click();
    await page.reload();
    await page.waitForSelector('[data-pile="1"]');
    expect(await page.locator('.app').getAttribute('data-position')).toBe(start);
    await page.getByRole('button', { name: 'Redeal', exact: true }).click();
    const redealt = await page.locator('.app').getAttribute('data-position');
    expect(redealt).not.toBe(start);
    await page.reload();
    await page.waitForSelector('[data-pile="1"]');
    expect(await page.locator('.app').getAttribute('data-position')).toBe(redealt);
    await finish(opened);
  });
});

describe('settings', () => {
  it('remembers the rule set, its options and the display across a reload, and deals by them', async () => {
    const opened = await harness.visit('');
    const { page } = opened;
    await page.getByRole('button', { name: 'Settings' }).click();
    let dialog = page.getByRole('dialog', { name: 'Settings' });
    await dialog.getByLabel('Casual', { exact: true }).check();
    await dialog.getByLabel('Casual difficulty').selectOption('hard');
    await dialog.getByLabel('Face-down dealing').check();
    await dialog.getByLabel('Top cards only').check();
    await dialog.getByLabel('Four-colour suits').check();
    await dialog.getByLabel('Animations').uncheck();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await page.reload();
    await page.waitForSelector('[data-pile="1"]');
    expect(await page.locator('.app.four-colour').count()).toBe(1);
    await page.getByRole('button', { name: 'Settings' }).click();
    dialog = page.getByRole('dialog', { name: 'Settings' });
    expect(await dialog.getByLabel('Casual', { exact: true }).isChecked()).toBe(true);
    expect(await dialog.getByLabel('Casual difficulty').inputValue()).toBe('hard');
    expect(await dialog.getByLabel('Face-down dealing').isChecked()).toBe(true);
    expect(await dialog.getByLabel('Top cards only').isChecked()).toBe(true);
    expect(await dialog.getByLabel('Animations').isChecked()).toBe(false);
    await dialog.getByRole('button', { name: 'Done' }).click();
    // A fresh start (no saved game) deals under the remembered rules.
    const settings = (await stored(page, 'crescent.settings')) ?? '';
    await opened.close();
    const fresh = await harness.visit('');
    await openWithStorage(fresh.page, harness.server.url, { 'crescent.settings': settings, 'crescent.game': null });
    expect(await fresh.page.locator('.app').getAttribute('data-position')).toMatch(/^casual\+facedown /);
    expect(opened.problems).toEqual([]);
    await finish(fresh);
  });
});

describe('links and the saved game', () => {
  it('opens a link over the saved game, keeps the saved game until a move is made, then replaces it', async () => {
    const opened = await harness.visit('?code=CR1-M-AAAABCD');
    const { page } = opened;
    await playHint(page);
    const saved = await page.locator('.app').getAttribute('data-position');
    await page.goto(`${harness.server.url}?code=CR1-N-AAAAAAB`);
    await page.waitForSelector('[data-pile="1"]');
    expect(await statusLine(page)).toMatch(/Your saved game is kept until you make a move here/);
    await page.goto(harness.server.url);
    await page.waitForSelector('[data-pile="1"]');
    expect(await page.locator('.app').getAttribute('data-position')).toBe(saved);

    await page.goto(`${harness.server.url}?code=CR1-N-AAAAAAB`);
    await page.waitForSelector('[data-pile="1"]');
    const linked = await playHint(page);
    await page.goto(harness.server.url);
    await page.waitForSelector('[data-pile="1"]');
    expect(await page.locator('.app').getAttribute('data-position')).toBe(linked);
    await finish(opened);
  });
});

describe('old, foreign, corrupted and full storage', () => {
  const counts = { played: 3, won: 1, currentStreak: 0, bestStreak: 1, bestTimeMs: 61000, fewestMoves: 90 };
  const stats = JSON.stringify({
    app: 'crescent',
    kind: 'stats',
    version: 1,
    data: { byKey: { classic: counts, strict: 'garbage' }, current: null },
  });

  it('starts, says in a sentence what could not be read, keeps the readable statistics and plays on', async () => {
    const opened = await harness.visit('?code=CR1-N-AAAAAAB');
    const { page } = opened;
    await openWithStorage(page, harness.server.url, {
      'crescent.stats': stats,
      'crescent.game': '{"app":"crescent","kind":"game","vers',
      'crescent.settings': JSON.stringify({ app: 'crescent', kind: 'settings', version: 0 }),
    });
    const notice = (await page.locator('.storage-notice span').textContent()) ?? '';
    expect(notice).toContain('Part of your statistics could not be read (Strict) and the rest was kept');
    expect(notice).toContain('The saved game could not be read because it is not valid data, perhaps cut short');
    expect(notice).toContain('Your settings could not be read because they were written by an older version');
    expect(await statsPlayed(opened)).toBe('3');
    // The unreadable data is kept aside, never wiped.
    expect(await stored(page, 'crescent.game.unreadable')).toContain('"vers');
    await playHint(page);
    await page.locator('.storage-notice button').click();
    expect(await page.locator('.storage-notice').count()).toBe(0);
    await finish(opened);
  });

  async function statsPlayed(opened: OpenPage): Promise<string | undefined> {
    return (await statisticsRow(opened.page, 'classic'))?.[1];
  }

  it('reads garbage and a foreign record under its keys as unreadable, not as a crash', async () => {
    const opened = await harness.visit('');
    const { page } = opened;
    await openWithStorage(page, harness.server.url, {
      'crescent.game': 'garbage',
      'crescent.stats': JSON.stringify({ name: 'another app' }),
    });
    const notice = (await page.locator('.storage-notice span').textContent()) ?? '';
    expect(notice).toContain('Your statistics could not be read because they were not written by Crescent');
    expect(await stored(page, 'crescent.stats.unreadable')).toContain('another app');
    await playHint(page);
    await finish(opened);
  });

  it('plays on when storage is full, saying that the game could not be saved', async () => {
    const opened = await harness.visit('?code=CR1-N-AAAAAAB');
    const { page } = opened;
    await page.evaluate(() => {
      Storage.prototype.setItem = () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      };
    });
    const after = await playHint(page);
    expect(await page.locator('.storage-notice span').textContent()).toMatch(
      /could not be saved because the browser's storage is full\.$/,
    );
    expect(await page.locator('.app').getAttribute('data-position')).toBe(after);
    await finish(opened);
  });
});
