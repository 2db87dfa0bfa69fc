// Browser tests: the first-visit introduction shows once, steps by keyboard, lets a real move be made, comes back from the Rules page; axe finds nothing.

import { readFileSync } from 'node:fs';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { cardMove, dealPosition, formatPlace, formatPosition, gameFromPosition } from '../src/engine/index';
import { firstMove } from '../src/web/intro/steps';
import { INTRO_DONE, INTRO_KEY } from '../src/web/intro/store';
import { sealEnvelope } from '../src/web/persist/record';
import { snapshotGame } from '../src/web/persist/saved-game';
import { readWinnableList } from '../src/web/winnable/lists';
import { ONE_FROM_STUCK, STUCK } from '../test/web/fixtures';
import { positionAfter, positionOf, positionText, tapMove } from './support/app';
import { accessibilityViolations } from './support/axe';
import { DESKTOP, fileHarness, PHONE, testContext } from './support/harness';
import { openWithStorage, stored } from './support/life';

const harness = fileHarness();

interface FreshPage {
  readonly page: Page;
  readonly problems: string[];
  close(): Promise<void>;
}

/** A browser profile that has never seen Crescent (the harness's own pages count the introduction as seen). */
async function openFresh(query = '', options: BrowserContextOptions = DESKTOP, random?: number): Promise<FreshPage> {
  const context = await testContext(harness.browser, options);
  // A pinned random source deals the same first deal every run.
  if (random !== undefined) await context.addInitScript((value) => (Math.random = () => value), random);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  await page.goto(`${harness.server.url}${query}`);
  await page.waitForSelector('[data-pile="1"]');
  return { page, problems, close: () => context.close() };
}

const intro = (page: Page) => page.locator('[data-intro]');

/** The introduction's dialog, found by its role and the name of the step on show. */
async function expectStep(page: Page, title: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.waitFor();
  expect(await dialog.getAttribute('data-intro')).toBe('');
  // Each step takes the focus, so its title and text are read and its buttons are the next Tab stops.
  await expect.poll(() => page.evaluate(() => document.activeElement?.closest('[data-intro]') !== null)).toBe(true);
}

/** The Stuck dialog shows alone (given two frames for the introduction to appear in); once closed, the introduction. */
async function stuckThenIntro(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Stuck' });
  await dialog.waitFor();
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  expect(await intro(page).count()).toBe(0);
  await dialog.getByRole('button', { name: 'Look at the table' }).click();
  await expectStep(page, TITLES[0] as string);
}

/** After a reload: the table is there, and (given a frame to appear in) the introduction is not. */
async function reloadWithoutIntro(page: Page): Promise<void> {
  await page.reload();
  await page.waitForSelector('[data-pile="1"]');
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  expect(await intro(page).count()).toBe(0);
}

/**
 * Where the callout stands against its ring, read twice an animation frame apart in one go inside the page:
 * "beside" once it is placed, still and clear of its ring (round its anchors together, or round the card the step is about). The callout is placed again on the frame after its
 * step, its text or the layout changes, and under load that frame comes late: a callout measured in between (or
 * measured, then its ring measured after a new placement) can seem to lie over its ring.
 */
function calloutAgainstRing(page: Page, everyRing: boolean): Promise<string> {
  return page.evaluate(
    (everyRing) =>
      new Promise<string>((done) => {
        const boxes = () => {
          const callout = document.querySelector('[data-intro]');
          const rings = Array.from(document.querySelectorAll('.intro-highlight'));
          if (callout === null || rings.length === 0 || callout.classList.contains('placing')) return null;
          return { callout: callout.getBoundingClientRect(), rings: rings.map((r) => r.getBoundingClientRect()) };
        };
        requestAnimationFrame(() => {
          const before = boxes();
          requestAnimationFrame(() => {
            const now = boxes();
            if (before === null || now === null) return done('not placed');
            const { callout, rings } = now;
            if (JSON.stringify(now) !== JSON.stringify(before)) return done('moving');
            // The first ring is round the card the step is about (or round all its anchors together): the callout
            // never covers it. Further rings (one round each anchor) it keeps clear of where the window has room.
            const over = rings
              .slice(0, everyRing ? rings.length : 1)
              .find(
                (ring) =>
                  !(
                    callout.left >= ring.right - 5 ||
                    callout.right <= ring.left + 5 ||
                    callout.top >= ring.bottom - 5 ||
                    callout.bottom <= ring.top + 5
                  ),
              );
            done(
              over === undefined
                ? 'beside'
                : `over its ring: callout ${JSON.stringify(callout)}, ring ${JSON.stringify(over)}`,
            );
          });
        });
      }),
    everyRing,
  );
}

/**
 * The callout, once settled, never lies over the box of the element its step explains (the ring drawn around it);
 * with `everyRing`, over none of the rings (the card to move and the place it goes).
 */
async function expectBesideItsAnchor(page: Page, everyRing = false): Promise<void> {
  await expect.poll(() => calloutAgainstRing(page, everyRing), { timeout: 15_000 }).toBe('beside');
}

/** The page's text colour, which differs between light and dark mode on every page. */
const textColour = (page: Page) => page.evaluate(() => getComputedStyle(document.body).color);

/** Waits until every colour transition the last style change started has ended (a loop animation is no transition). */
const transitionsDone = (page: Page) =>
  page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .map((transition) => transition.finished.catch(() => undefined)),
    ),
  );

/**
 * Axe's findings (or only inside `within`) in light mode and then in dark: the pages' colours follow the system's
 * scheme through CSS alone, so switching it on the open page, once its transitions end, is what loading it dark
 * does. Leaves the page light.
 */
async function violationsLightAndDark(page: Page, within?: string): Promise<{ light: string[]; dark: string[] }> {
  await page.emulateMedia({ colorScheme: 'light' });
  const light = await accessibilityViolations(page, within);
  const lightText = await textColour(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect.poll(() => textColour(page)).not.toBe(lightText);
  await transitionsDone(page);
  const dark = await accessibilityViolations(page, within);
  await page.emulateMedia({ colorScheme: 'light' });
  await transitionsDone(page);
  return { light, dark };
}

const TITLES = [
  'Welcome to Crescent',
  'Up from the Ace, down from the King',
  'Move a top card',
  'The redeal',
  'Hint and “Can I still win?”',
];

describe('the introduction', () => {
  it('shows on a fresh profile, steps on and back, and once skipped (Escape) never shows again', async () => {
    const opened = await openFresh();
    const { page } = opened;
    await expectStep(page, TITLES[0] as string);
    expect(await stored(page, INTRO_KEY)).toBeNull();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Next');
    await page.keyboard.press('Enter');
    await expectStep(page, TITLES[1] as string);
    await intro(page).getByRole('button', { name: 'Back' }).click();
    await expectStep(page, TITLES[0] as string);
    await page.keyboard.press('Escape');
    await expect.poll(() => intro(page).count()).toBe(0);
    // The focus lands on the table, where arrow keys and Enter play.
    expect(await page.evaluate(() => document.activeElement?.hasAttribute('data-place'))).toBe(true);
    expect(await stored(page, INTRO_KEY)).toBe(INTRO_DONE);
    await reloadWithoutIntro(page);
    expect(opened.problems).toEqual([]);
    await opened.close();
  });

  it('lets the first move be made for real, and once finished never shows again', async () => {
    // Classic deal 8994's first move goes from pile 1, low on a 360×640 phone, to the spades Ace foundation in the
    // middle: a callout of its own width covers one or the other wherever it stands. The random source is pinned
    // to the place of that deal in the winnable list, so a longer list deals it still.
    const list = readWinnableList(readFileSync(new URL('../data/winnable/N.txt', import.meta.url), 'utf8'));
    if (!list.ok) throw new Error(list.error.reason);
    expect(list.value).toContain(8994);
    const opened = await openFresh('', PHONE, (list.value.indexOf(8994) + 0.5) / list.value.length);
    const { page } = opened;
    for (const title of TITLES.slice(0, 2)) {
      await expectStep(page, title);
      await expectBesideItsAnchor(page);
      await intro(page).getByRole('button', { name: 'Next' }).click();
    }
    await expectStep(page, TITLES[2] as string);
    await expectBesideItsAnchor(page, true);
    const position = await positionOf(page);
    const move = firstMove(position);
    if (move === null) throw new Error('the deal has no first move to show');
    expect([move.from, formatPlace(move.to)]).toEqual([0, 'AS']);
    const text = (await intro(page).locator('#intro-text').textContent()) ?? '';
    expect(text).toContain(`pile ${move.from + 1}`);
    await tapMove(page, position, move);
    expect(await positionText(page)).toBe(positionAfter(position, move));
    await expect.poll(() => intro(page).locator('#intro-text').textContent()).toMatch(/^Well played/);
    await intro(page).getByRole('button', { name: 'Next' }).click();
    for (const title of TITLES.slice(3)) {
      await expectStep(page, title);
      await expectBesideItsAnchor(page);
      const last = title === TITLES[4];
      await intro(page)
        .getByRole('button', { name: last ? 'Start playing' : 'Next' })
        .click();
    }
    await expect.poll(() => intro(page).count()).toBe(0);
    await reloadWithoutIntro(page);
    expect(opened.problems).toEqual([]);
    await opened.close();
  });

  it('comes to a first visit by a link too, once the table is shown, and never over another dialog', async () => {
    const link = await openFresh('?code=CR1-N-AAAAAAB');
    await expectStep(link.page, TITLES[0] as string);
    expect(await link.page.locator('.app').getAttribute('data-position')).toBe(
      formatPosition(dealPosition(1, { rules: 'classic' })),
    );
    expect(link.problems).toEqual([]);
    await link.close();
    // A link to a stuck game: the Stuck dialog comes first, alone; the introduction once it is closed.
    const stuck = await openFresh(`?position=${encodeURIComponent(formatPosition(STUCK))}`);
    const { page } = stuck;
    await stuckThenIntro(page);
    expect(await page.locator('dialog[open]').count()).toBe(0);
    expect(stuck.problems).toEqual([]);
    await stuck.close();
  });

  it('hides while the Stuck dialog of a game stuck meanwhile shows, and comes back once it is closed', async () => {
    const opened = await openFresh();
    const { page } = opened;
    const saved = sealEnvelope('game', 1, snapshotGame(gameFromPosition(ONE_FROM_STUCK), 'stuck-id', 5000));
    await openWithStorage(page, harness.server.url, { 'crescent.game': saved, [INTRO_KEY]: null });
    await tapMove(page, await positionOf(page), cardMove(0, 16));
    await stuckThenIntro(page);
    expect(opened.problems).toEqual([]);
    await opened.close();
  });

  it('comes back from the Rules page once done, and junk under its key is reset', async () => {
    const opened = await openFresh();
    const { page } = opened;
    await page.evaluate(([key]) => localStorage.setItem(key as string, '{"done":"yes"}'), [INTRO_KEY]);
    await page.reload();
    await expectStep(page, TITLES[0] as string);
    expect(await stored(page, INTRO_KEY)).toBeNull();
    await intro(page).getByRole('button', { name: 'Skip' }).click();
    await reloadWithoutIntro(page);
    await page.goto(`${harness.server.url}rules.html`);
    await page.getByRole('link', { name: 'Show the introduction again' }).click();
    await expectStep(page, TITLES[0] as string);
    expect(opened.problems).toEqual([]);
    await opened.close();
  });
});

describe('accessibility (axe, WCAG 2.2 A and AA), light and dark', () => {
  it('finds nothing in any step of the introduction', async () => {
    const opened = await openFresh('', { ...DESKTOP, colorScheme: 'light' });
    const { page } = opened;
    for (const title of TITLES) {
      await expectStep(page, title);
      await page.locator('.intro:not(.placing)').waitFor();
      expect(await violationsLightAndDark(page, '[data-intro]')).toEqual({ light: [], dark: [] });
      if (title !== TITLES[4]) await intro(page).getByRole('button', { name: 'Next' }).click();
    }
    await opened.close();
  }, 120_000);
});
