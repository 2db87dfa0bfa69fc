// The accessibility check of every screen, light and dark, on one device: no WCAG 2.2 A or AA violation axe-core finds.

import type { BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatPosition, type Position } from '../../src/engine/index';
import { ONE_FROM_STUCK, ONE_FROM_WIN, STUCK } from '../../test/web/fixtures';
import { offerInstall } from './app';
import { accessibilityViolations, colourViolations } from './axe';
import { fileHarness, type OpenPage, type SharedPage } from './harness';

const link = (position: Position) => `?position=${encodeURIComponent(formatPosition(position))}`;
const PLAYING = '?code=CR1-N-AAAAAAB';

/** A screen to check: the page to open (a query for the table, or another page's file) and how to bring it up. */
interface Screen {
  readonly name: string;
  readonly path: string;
  /** Brings the screen up on the loaded page, and waits until it is there. */
  readonly show?: (page: Page) => Promise<void>;
  /**
   * Takes the page back to the app as it was loaded (closes what `show` opened, which changed nothing), so that the
   * next screen of the same path comes up on it without loading the app again.
   */
  readonly leave?: (page: Page) => Promise<void>;
}

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const dialog = async (page: Page, name: string | RegExp) => page.getByRole('dialog', { name }).waitFor();
/** Plays the one move of the one-move positions: pile 1's top card has a single place to go. */
const playPileOne = (page: Page) => page.locator('[data-pile="1"]').click();
const lookAtTable = async (page: Page, from: string) => {
  await page.getByRole('dialog', { name: from }).getByRole('button', { name: 'Look at the table' }).click();
  await page.locator('dialog[open]').waitFor({ state: 'detached' });
};
const openNewGame = (page: Page) =>
  page.getByRole('navigation', { name: 'Game controls' }).getByRole('button', { name: 'New game' }).click();
/** Closes the open dialogs with Escape, one at a time, the last opened first. */
const closeDialogs = async (page: Page) => {
  const openDialogs = () => page.locator('dialog[open]').count();
  for (let open = await openDialogs(), tries = 0; open > 0; open = await openDialogs(), tries++) {
    if (tries === 4) throw new Error(`${open} dialogs stay open after ${tries} presses of Escape`);
    await page.keyboard.press('Escape');
    await page.waitForFunction((was) => document.querySelectorAll('dialog[open]').length < was, open);
  }
};

/**
 * Every screen of the app and its pages; a new one is one more line here. The screens of one path that leave the
 * page as it was loaded come one after another, so that they take turns on one load of the app.
 */
const SCREENS: readonly Screen[] = [
  { name: 'the table while playing', path: PLAYING },
  {
    name: 'the Settings dialog',
    path: PLAYING,
    show: (page) =>
      button(page, 'Settings')
        .click()
        .then(() => dialog(page, 'Settings')),
    leave: closeDialogs,
  },
  {
    name: 'the Statistics dialog',
    path: PLAYING,
    show: (page) =>
      button(page, 'Statistics')
        .click()
        .then(() => dialog(page, 'Statistics')),
    leave: closeDialogs,
  },
  {
    name: 'Your games, before any game is kept',
    path: PLAYING,
    show: async (page) => {
      await button(page, 'Statistics').click();
      await button(page, 'Your games and charts').click();
      await dialog(page, 'Your games');
    },
    leave: closeDialogs,
  },
  {
    name: 'the Keys dialog',
    path: PLAYING,
    show: (page) =>
      button(page, 'Keys')
        .click()
        .then(() => dialog(page, 'Keys')),
    leave: closeDialogs,
  },
  {
    name: 'the New game dialog',
    path: PLAYING,
    show: (page) => openNewGame(page).then(() => dialog(page, 'New game')),
    leave: closeDialogs,
  },
  {
    name: 'the Import dialog',
    path: PLAYING,
    show: async (page) => {
      await openNewGame(page);
      await page.getByRole('dialog', { name: 'New game' }).getByRole('button', { name: 'Open a game record…' }).click();
      await dialog(page, 'Open a game record');
    },
    leave: closeDialogs,
  },
  {
    name: 'the pile viewer',
    path: PLAYING,
    show: (page) =>
      page
        .locator('[data-pile="3"]')
        .click({ button: 'right' })
        .then(() => dialog(page, /^Pile 3:/)),
    leave: closeDialogs,
  },
  {
    name: 'the table with a card selected',
    path: PLAYING,
    show: (page) => page.locator('[data-pile="3"]').click(),
    // Escape cancels the selection.
    leave: async (page) => {
      await page.keyboard.press('Escape');
      await page.waitForFunction(() => document.querySelector('[data-pile].selected') === null);
    },
  },
  {
    name: 'the Install button',
    path: PLAYING,
    show: (page) => offerInstall(page).then(() => button(page, 'Install').waitFor()),
  },
  // The Stuck dialog is there as the page loads: waiting for it leaves the page as loaded.
  { name: 'the Stuck dialog', path: link(STUCK), show: (page) => dialog(page, 'Stuck'), leave: async () => {} },
  { name: 'the table when stuck', path: link(STUCK), show: (page) => lookAtTable(page, 'Stuck') },
  {
    name: 'the table when won',
    path: link(ONE_FROM_WIN),
    show: (page) => playPileOne(page).then(() => lookAtTable(page, 'You won!')),
  },
  {
    name: 'the Won dialog',
    path: link(ONE_FROM_WIN),
    show: (page) => playPileOne(page).then(() => dialog(page, 'You won!')),
  },
  {
    name: 'the replay viewer',
    path: link(ONE_FROM_WIN),
    show: async (page) => {
      await playPileOne(page);
      await page.getByRole('dialog', { name: 'You won!' }).getByRole('button', { name: 'Replay this game' }).click();
      await dialog(page, 'Replay of this game');
      // Its table deals itself over a few frames, pile 1 last: checked once the whole table is there.
      await page
        .getByRole('dialog', { name: 'Replay of this game' })
        .getByRole('button', { name: /^Pile 1,/ })
        .waitFor();
    },
  },
  {
    name: "the solver's panel",
    path: link(ONE_FROM_STUCK),
    show: async (page) => {
      await page.getByRole('button', { name: 'Hint', exact: true }).click();
      await page.locator('[data-solver]').first().waitFor();
    },
  },
  {
    name: 'the hint arrow and its words',
    path: PLAYING,
    show: async (page) => {
      await button(page, 'Hint').click();
      await page.locator('[data-hint-arrow]').waitFor({ timeout: 15_000 });
    },
  },
  {
    name: 'Show me, paused',
    path: PLAYING,
    show: async (page) => {
      await button(page, 'Can I still win?').click();
      await button(page, 'Show me').click({ timeout: 15_000 });
      await button(page, 'Pause').click();
      await button(page, 'Resume').waitFor();
    },
  },
  { name: 'the rules page', path: 'rules.html' },
  { name: 'the examples page', path: 'examples.html' },
];

export const PHONE: BrowserContextOptions = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
export const DESKTOP: BrowserContextOptions = { viewport: { width: 1440, height: 900 } };

/** Whether a screen is the table's (a query), not another page's file. */
const onTable = (screen: Screen) => screen.path === '' || screen.path.startsWith('?');

/**
 * Opens a screen's page on the device's one shared page, its storage cleared for each, as a fresh context's is; the
 * harness collects console errors, among them what the security policy refuses (the pages, their styles and scripts
 * all come from the app's own files).
 * Thinking ahead is off: the solver's screens are brought up by asking it, and no search runs behind the others.
 */
async function open(screen: Screen, page: SharedPage): Promise<OpenPage> {
  if (onTable(screen)) return page.visit(screen.path);
  const opened = await page.visit(screen.path, { table: false });
  await opened.page.locator('h1').first().waitFor();
  // A page of its own has one main heading (axe-core's rule for it is a best practice, outside the WCAG tags).
  expect(await opened.page.locator('h1').count()).toBe(1);
  return opened;
}

/**
 * The page's accessibility tree as text, the game clock's readings (such as `0:03`) left out: the clock may tick
 * between the light and the dark reading of a screen, and the two are compared for everything else.
 */
const treeOf = async (page: Page) => (await page.locator('body').ariaSnapshot()).replace(/\b\d+:\d\d\b/g, 'm:ss');

/** The page's text colour, which differs between light and dark mode on every page. */
const textColour = (page: Page) => page.evaluate(() => getComputedStyle(document.body).color);

/**
 * The tests of every screen on `device`, for a test file of its own: a file a device, so that the two devices' checks,
 * the browser tests' longest, run side by side on the two workers.
 */
export function checkEveryScreen(name: string, device: BrowserContextOptions): void {
  const harness = fileHarness();
  describe(`on ${name}`, () => {
    const options: BrowserContextOptions = { ...device, colorScheme: 'light', reducedMotion: 'reduce' };
    // The screens take turns on one page of one context: a page load each, not a context each, and none for a screen
    // of the same path as the one before when that one left the page as it was loaded.
    let shared: SharedPage;
    /** The page as loaded at a path, once a screen of that path is checked and has left it so. */
    let loaded: { readonly path: string; readonly opened: OpenPage } | undefined;
    beforeAll(async () => {
      shared = await harness.shared(options);
    });
    afterAll(() => shared.close());

    // Each screen is brought up once, in light mode, then checked again after the system turns dark: the app's
    // colours follow the system's scheme through CSS alone, so switching it on the open page is what loading it dark does.
    // Only colours change (light-dark() tokens, and the accessibility tree is checked to be the same), so in dark only
    // the rules that read colours can find anything new.
    it.each(SCREENS.map((screen) => [screen.name, screen] as const))(
      '%s has no WCAG 2.2 A or AA violation, in light mode or dark',
      async (_name, screen) => {
        const again = loaded?.path === screen.path ? loaded.opened : undefined;
        loaded = undefined;
        const opened = again ?? (await open(screen, shared));
        // The screen before ended in dark mode.
        if (again !== undefined) await opened.page.emulateMedia({ colorScheme: 'light' });
        await screen.show?.(opened.page);
        const light = await accessibilityViolations(opened.page);
        const lightText = await textColour(opened.page);
        const lightTree = await treeOf(opened.page);
        await opened.page.emulateMedia({ colorScheme: 'dark' });
        // Reduced motion turns transitions off, so the dark colours are there once the style is recomputed.
        expect(await textColour(opened.page)).not.toBe(lightText);
        expect(await treeOf(opened.page)).toBe(lightTree);
        const dark = await colourViolations(opened.page);
        expect({ light, dark }).toEqual({ light: [], dark: [] });
        expect(opened.problems).toEqual([]);
        if (onTable(screen) && (screen.show === undefined || screen.leave !== undefined)) {
          await screen.leave?.(opened.page);
          loaded = { path: screen.path, opened };
        }
        await opened.close();
      },
      // A full axe-core run and a run of its colour rules on one page, which a loaded machine stretches.
      120_000,
    );
  });
}
