// Browser tests: the table holds still. Its piles and foundations sit where the window alone puts them: no message,
// note, hint, panel, dialog or link error moves a card, at every move of a whole game either.

import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { dealPosition, destinations, type Move, type Place, playLegal } from '../src/engine/index';
import { DOUBLE_TAP_MS } from '../src/web/core/interaction';
import { centreOf, placeSelector, positionOf, statusLine, tapMove } from './support/app';
import { fileHarness, finish, viewportContext } from './support/harness';
import { openWithStorage } from './support/life';
import { positionLink, recordedGame } from './support/solver-support';

const harness = fileHarness();
const WON_GAMES = readFileSync(resolve(import.meta.dirname, '..', 'data', 'won-games.txt'), 'utf8');

const VIEWPORTS = [
  [390, 844, true],
  [360, 640, true],
  [844, 390, true],
  [1440, 900, false],
  [1920, 1080, false],
] as const;

/** The box of every pile and foundation on the page, one line each, rounded to a tenth of a pixel. */
async function placeBoxes(page: Page): Promise<string[]> {
  return page.locator('[data-pile], [data-foundation]').evaluateAll((els) =>
    els.map((el) => {
      const box = el.getBoundingClientRect();
      const name = el.getAttribute('data-pile') ?? el.getAttribute('data-foundation');
      const r = (n: number) => Math.round(n * 10) / 10;
      return `${name}: ${r(box.x)},${r(box.y)} ${r(box.width)}x${r(box.height)}`;
    }),
  );
}

/** Waits for the table's next frames, so that whatever a change moved is drawn where it now is. */
async function settled(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

/** Opens the app at `query` on the page already open, and waits for its table. */
async function reopen(page: Page, query: string): Promise<void> {
  await page.goto(`${harness.server.url}${query}`);
  await page.waitForSelector('[data-pile="1"]');
  await settled(page);
}

describe.each(VIEWPORTS)('at %i x %i', (width, height, mobile) => {
  it('keeps every pile and foundation in place through a hint, "Can I still win?", a refusal, a dialog, the redeal note, a bad link and a storage notice', async () => {
    const opened = await harness.open('?code=CR1-N-AAAAAAB', viewportContext(width, height, mobile));
    const { page } = opened;
    await settled(page);
    const still = await placeBoxes(page);
    expect(still).toHaveLength(24);
    const holds = async (after: string) => {
      await settled(page);
      expect(await placeBoxes(page), after).toEqual(still);
    };

    await page.getByRole('button', { name: 'Hint', exact: true }).click();
    await expect.poll(() => statusLine(page), { timeout: 15_000 }).toMatch(/^Hint: /);
    await page.locator('.hint-arrow').waitFor();
    await holds('after a hint');
    // The hint's words cover no foundation's corner, which says which foundation it is.
    const coveredCorners = await page.evaluate(() => {
      const words = (document.querySelector('.hint-words') as Element).getBoundingClientRect();
      return Array.from(document.querySelectorAll<HTMLElement>('[data-foundation]'))
        .filter((foundation) => {
          const card = foundation.getBoundingClientRect();
          const [right, bottom] = [card.x + card.width * 0.62, card.y + card.width * 0.36];
          return words.left < right && card.x < words.right && words.top < bottom && card.y < words.bottom;
        })
        .map((foundation) => foundation.dataset.foundation);
    });
    expect(coveredCorners).toEqual([]);

    await page.getByRole('button', { name: 'Can I still win?' }).click();
    await page
      .locator('[data-solver="yes"], [data-solver="lost"], [data-solver="unknown"]')
      .waitFor({ timeout: 20_000 });
    await holds('after "Can I still win?"');

    // A card, then a pile that does not take it: refused in the status line.
    const position = await positionOf(page);
    const from = position.piles.findIndex((pile, p) => pile.length > 0 && destinations(position, p).length > 1);
    await page.locator(placeSelector(from)).click();
    const refusing = position.piles.findIndex(
      (pile, p) => p !== from && pile.length > 0 && !destinations(position, from).includes(p),
    );
    await page.locator(placeSelector(refusing)).click();
    await page.locator('.status-line.refused').waitFor();
    await holds('after a refused move');

    await page.getByRole('button', { name: 'Settings' }).click();
    await page.locator('dialog[open]').waitFor();
    await holds('under the Settings dialog');
    await page.keyboard.press('Escape');
    await page.locator('dialog[open]').waitFor({ state: 'detached' });

    // The same deal with no redeal left: the Redeal button's note changes, nothing else.
    await reopen(page, positionLink({ ...dealPosition(1, { rules: 'classic' }), redeals: 0 }));
    expect(await page.locator('.control-note').first().getAttribute('data-note')).toBe('No redeals left');
    await holds('with no redeals left');

    await reopen(page, `?code=CR1-N-${'A'.repeat(54)}`);
    await expect.poll(() => statusLine(page)).toContain('AAAAAAAAAAAA');
    await holds('after a bad link');

    await openWithStorage(page, harness.server.url, { 'crescent.stats': 'not a record' });
    await page.locator('.storage-notice').waitFor();
    await holds('under a storage notice');
    await finish(opened);
  });
});

// One whole game, on the smallest phone, where a message most easily takes more room: the table never moves.
it('keeps every pile and foundation in place at every move of a whole game at 360 x 640', async () => {
  const code = 'CR1-N-AAAAAAD';
  const { game, rest } = recordedGame(WON_GAMES, code, Number.POSITIVE_INFINITY);
  // The page's clock is the test's: a tap on a place just tapped comes after the double-tap's time, at no cost.
  const opened = await harness.open(`?code=${code}`, viewportContext(360, 640, true), {
    clock: true,
    settings: { animations: false },
  });
  const { page } = opened;
  expect((await positionOf(page)).piles).toEqual(game.position.piles);
  await settled(page);
  const still = await placeBoxes(page);
  const moved: string[] = [];
  let number = 0;
  // The position is followed here rather than read from the page before each move: a page that strayed from it
  // would refuse a later move of the recorded win, and never show the Won dialog.
  let position = game.position;
  // The places never move (or the test fails on `moved`), so each is tapped at the centre of its box as first found,
  // where a click on its element would land: no look-up of the element before each of the game's taps.
  const centres = new Map<Place, { x: number; y: number }>();
  const tapAt = async (place: Place) => {
    const centre = centres.get(place) ?? (await centreOf(page, placeSelector(place)));
    centres.set(place, centre);
    await page.mouse.click(centre.x, centre.y);
  };
  for (const move of rest as Move[]) {
    number++;
    await page.clock.runFor(DOUBLE_TAP_MS + 1);
    await tapMove(page, position, move, tapAt);
    position = playLegal(position, move);
    const now = await placeBoxes(page);
    if (now.join() !== still.join()) moved.push(`move ${number}: ${now.filter((b, i) => b !== still[i]).join('; ')}`);
  }
  await page.getByRole('dialog', { name: 'You won!' }).waitFor();
  expect(await placeBoxes(page), 'under the Won dialog').toEqual(still);
  expect(moved).toEqual([]);
  await finish(opened);
});
