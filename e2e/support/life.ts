// Helpers for the everyday-life browser tests: play the engine's hint by tapping, read stored records, open dialogs.

import type { Page } from 'playwright-core';
import { hint } from '../../src/engine/index';
import { pastDoubleTap, positionAfter, positionOf, positionText, tapMove } from './app';

/** Plays the engine's hint by tapping (or pressing Redeal) and returns the position text it must lead to. */
export async function playHint(page: Page): Promise<string> {
  const position = await positionOf(page);
  const advice = hint(position);
  if (advice === null) throw new Error('the test position has no move left');
  const expected = positionAfter(position, advice.move);
  await tapMove(page, position, advice.move);
  if ((await positionText(page)) !== expected) throw new Error('the app did not play the hinted move');
  await pastDoubleTap(page);
  return expected;
}

/** The raw stored text under a key of the page's localStorage. */
export async function stored(page: Page, key: string): Promise<string | null> {
  return page.evaluate((k) => localStorage.getItem(k), key);
}

/** The statistics view's row for a rule key, cell by cell, or null when it has none. */
export async function statisticsRow(page: Page, key: string): Promise<string[] | null> {
  await page.getByRole('button', { name: 'Statistics', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Statistics' });
  await dialog.waitFor();
  const row = dialog.locator(`tr[data-stats-key="${key}"]`);
  const cells = (await row.count()) === 0 ? null : await row.locator('th, td').allTextContents();
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  return cells;
}

/** Hides or shows the page as a switch of tabs does (headless Chromium never hides a page by itself). */
export async function setHidden(page: Page, hidden: boolean): Promise<void> {
  await page.evaluate((h) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (h ? 'hidden' : 'visible') });
    document.dispatchEvent(new Event('visibilitychange'));
  }, hidden);
}

/**
 * Puts records in storage from a page of the same origin that is not the app, then opens the app: the
 * app saves on leaving, so writing under its feet and reloading would only test that save.
 */
export async function openWithStorage(page: Page, url: string, items: Record<string, string | null>): Promise<void> {
  await page.goto(`${url}rules.html`);
  await page.evaluate((all) => {
    for (const [key, value] of Object.entries(all)) {
      if (value === null) localStorage.removeItem(key);
      else localStorage.setItem(key, value);
    }
  }, items);
  await page.goto(url);
  await page.waitForSelector('[data-pile="1"]');
}
