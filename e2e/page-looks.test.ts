// Browser tests: the rules and examples pages and the introduction follow the appearance and table colour set in
// the app, not only the system's dark mode, and keep their contrast in either appearance.

import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import type { Settings } from '../src/web/persist/settings';
import { contrastViolations } from './support/axe';
import { DESKTOP, fileHarness, type OpenPage } from './support/harness';

const harness = fileHarness();

/**
 * The browsers opened so far, one for each set of settings and system: the app saved the settings in each once, and
 * every page opened there after it finds them stored.
 */
const browsers = new Map<string, OpenPage>();
afterAll(async () => {
  for (const opened of browsers.values()) await opened.close();
});

/**
 * Opens a page with these settings saved by the app, in a browser whose system says `system`: the app starts with
 * them stored and saves them again on leaving for the page (the first time; the next page of the same settings and
 * system opens in the same browser, after the one before).
 */
async function openWithSettings(settings: Partial<Settings>, system: 'light' | 'dark', path: string) {
  const key = JSON.stringify([settings, system]);
  const opened = browsers.get(key) ?? (await harness.open('', { ...DESKTOP, colorScheme: system }, { settings }));
  browsers.set(key, opened);
  await opened.page.goto(`${harness.server.url}${path}`);
  return opened;
}

/** No console error, page error or request elsewhere has happened in the page's browser. */
const clean = (opened: OpenPage) => expect(opened.problems).toEqual([]);

/** The relative luminance (0 black, 1 white) of an element's painted background colour. */
async function backgroundLuminance(page: Page, selector: string): Promise<number> {
  const colour = await page
    .locator(selector)
    .first()
    .evaluate((el) => getComputedStyle(el).backgroundColor);
  const [r, g, b] = (colour.match(/[\d.]+/g) ?? []).slice(0, 3).map((c) => Number(c) / 255) as [number, number, number];
  const linear = (c: number) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

const PAGES = [
  ['the rules page', 'rules.html', 'html'],
  ['the examples page', 'examples.html', 'html'],
  ['the introduction', '?intro=1', '.intro'],
] as const;

describe('the pages follow the appearance setting', () => {
  it.each(PAGES)('%s is dark when the setting says dark and the system light', async (_, path, paper) => {
    const opened = await openWithSettings({ appearance: 'dark' }, 'light', path);
    await opened.page.locator(paper).first().waitFor();
    expect(await backgroundLuminance(opened.page, paper)).toBeLessThan(0.1);
    clean(opened);
  });

  it.each(PAGES)('%s is light when the setting says light and the system dark', async (_, path, paper) => {
    const opened = await openWithSettings({ appearance: 'light' }, 'dark', path);
    await opened.page.locator(paper).first().waitFor();
    expect(await backgroundLuminance(opened.page, paper)).toBeGreaterThan(0.8);
    clean(opened);
  });

  it('the rules page takes the table colour too, in its header and diagrams', async () => {
    const header = async (felt: Settings['felt']) => {
      const opened = await openWithSettings({ felt }, 'light', 'rules.html');
      const colour = await opened.page.locator('.page-header').evaluate((el) => getComputedStyle(el).backgroundColor);
      clean(opened);
      return colour;
    };
    expect(await header('blue')).not.toBe(await header('green'));
  });

  // The system's light and dark are checked in accessibility.ts; this is the setting's dark over a light system.
  it.each(['rules.html', 'examples.html'])(
    '%s passes the standard contrast check with the dark setting',
    async (path) => {
      const opened = await openWithSettings({ appearance: 'dark', felt: 'burgundy' }, 'light', path);
      await opened.page.locator('main').first().waitFor();
      expect(await contrastViolations(opened.page)).toEqual([]);
      clean(opened);
    },
    // The rules page is long: axe takes a while over every text on it.
    120_000,
  );
});
