// Browser tests of the hint on the table and of "show me": the arrow and its words, speeds, pause, taking over, a win known as it is dealt.

import type { BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Move } from '../src/engine/index';
import { positionOf, positionText, statusLine, tapMove } from './support/app';
import { DESKTOP, fileHarness, finish, type OpenPage, PHONE, PHONE_LANDSCAPE } from './support/harness';
import { hintedMove, seededRandom } from './support/solver-support';

const harness = fileHarness();

type Box = { x: number; y: number; width: number; height: number };

function inside(point: { x: number; y: number }, box: Box, slack = 2): boolean {
  return (
    point.x >= box.x - slack &&
    point.x <= box.x + box.width + slack &&
    point.y >= box.y - slack &&
    point.y <= box.y + box.height + slack
  );
}

/** Where the arrow starts and where its head's tip is, on the page. */
async function arrowEnds(page: Page): Promise<{ start: { x: number; y: number }; tip: { x: number; y: number } }> {
  return page.locator('[data-hint-arrow]').evaluate((svg) => {
    const origin = svg.getBoundingClientRect();
    const path = svg.querySelector('.hint-arrow-line') as SVGPathElement;
    const first = path.getPointAtLength(0);
    const head = (svg.querySelector('.hint-arrow-head') as SVGPolygonElement).points.getItem(0);
    return {
      start: { x: origin.x + first.x, y: origin.y + first.y },
      tip: { x: origin.x + head.x, y: origin.y + head.y },
    };
  });
}

/** The rectangle of a place's top card on the page. */
async function topCardBox(page: Page, place: number): Promise<Box> {
  const card = page.locator(`[data-place="${place}"] .card.top, [data-place="${place}"] .empty-slot`).first();
  return (await card.boundingBox()) as Box;
}

/** Opens the app with Math.random fixed, so dealing a winnable deal picks the same deal every run. */
function openSeeded(
  query: string,
  options: BrowserContextOptions = DESKTOP,
  setup: { readonly clock?: boolean } = {},
): Promise<OpenPage> {
  return harness.open(query, options, { ...setup, script: seededRandom });
}

/** Deals a classic deal from the winnable lists through the New game dialog; returns when it is on the table. */
async function dealWinnable(page: Page): Promise<void> {
  const before = await positionText(page);
  await page.getByRole('button', { name: 'New game' }).click();
  const dialog = page.getByRole('dialog', { name: 'New game' });
  await dialog.getByRole('radio').first().check();
  expect(await dialog.getByRole('checkbox', { name: /Winnable deals only/ }).isChecked()).toBe(true);
  await dialog.getByRole('button', { name: 'Deal' }).click();
  await expect.poll(() => positionText(page)).not.toBe(before);
  expect(await page.locator('.winnable-badge').count()).toBe(1);
}

/** The searches the page's solver client has sent to its worker so far, from their performance marks. */
async function searches(page: Page): Promise<number> {
  return page.evaluate(() => performance.getEntriesByName('crescent-solver-search').length);
}

describe('the hint on the table', () => {
  it.each([
    ['a desktop', DESKTOP],
    ['a phone', PHONE],
    ['a phone held sideways', PHONE_LANDSCAPE],
  ] as const)(
    'on %s, draws an arrow from the hinted card to its place, with its words beside the table',
    async (_name, options) => {
      const opened = await harness.open('?code=CR1-N-AAAAAAD', options);
      const { page } = opened;
      expect(await page.locator('[data-hint-arrow]').count()).toBe(0);
      await page.getByRole('button', { name: 'Hint', exact: true }).click();
      await expect.poll(() => statusLine(page), { timeout: 10_000 }).toMatch(/^Hint: move /);
      const move = hintedMove(await statusLine(page)) as Move & { kind: 'card' };
      expect(move?.kind).toBe('card');
      const arrow = page.locator('[data-hint-arrow]');
      await arrow.waitFor();
      expect(await arrow.getAttribute('data-hint-arrow')).toBe(`${move.from}-${move.to}`);
      const { start, tip } = await arrowEnds(page);
      expect(inside(start, await topCardBox(page, move.from)), 'the arrow starts on the hinted card').toBe(true);
      expect(inside(tip, await topCardBox(page, move.to)), 'the arrow ends at its destination').toBe(true);
      // Its colour is the hint's own, not the selection's.
      const colours = await page.evaluate(() => {
        const style = getComputedStyle(document.documentElement);
        const line = document.querySelector('.hint-arrow-line') as SVGPathElement;
        return {
          hint: style.getPropertyValue('--hint').trim(),
          select: style.getPropertyValue('--select').trim(),
          line: getComputedStyle(line).stroke,
        };
      });
      expect(colours.hint).not.toBe(colours.select);
      expect(colours.line).toBe('rgb(255, 166, 230)');
      // The words lie over the table, in view, and name the card and its place.
      const words = page.locator('[data-hint-words]');
      expect(await words.textContent()).toMatch(/^Hint: \S+ to (pile \d+|. (Ace|King) foundation)$/);
      const table = (await page.locator('.play').boundingBox()) as Box;
      const label = (await words.boundingBox()) as Box;
      expect(
        inside({ x: label.x, y: label.y }, table, 0) &&
          inside({ x: label.x + label.width, y: label.y + label.height }, table, 0),
      ).toBe(true);
      // The next move takes the hint away.
      await tapMove(page, await positionOf(page), move);
      await expect.poll(() => page.locator('[data-hint-arrow]').count()).toBe(0);
      expect(await words.count()).toBe(0);
      await finish(opened);
    },
  );
});

describe('a deal from the winnable lists', () => {
  it('is searched from its start as it is dealt: the first hint and "Can I still win?" answer from that search', async () => {
    const opened = await openSeeded('?code=CR1-N-AAAAAAD');
    const { page } = opened;
    // Thinking ahead off from the page's start: its search of the first position would otherwise land at any time.
    await page.evaluate(() => localStorage.setItem('crescent.solverAhead', 'off'));
    await page.reload();
    await page.waitForSelector('[data-pile="1"]');
    const before = await searches(page);
    await dealWinnable(page);
    await expect.poll(() => searches(page)).toBe(before + 1);
    await page.getByRole('button', { name: 'Hint', exact: true }).click();
    await expect.poll(() => statusLine(page), { timeout: 15_000 }).toMatch(/It starts a win the solver found/);
    await page.getByRole('button', { name: 'Can I still win?' }).click();
    await page.locator('[data-solver="yes"]').waitFor({ timeout: 1_000 });
    // Neither started a search of its own.
    expect(await searches(page)).toBe(before + 1);
    await finish(opened);
  });
});

describe('show me', () => {
  /** Deals a winnable deal and opens "show me" on its win, at the slow speed. */
  async function showing(opened: OpenPage): Promise<void> {
    const { page } = opened;
    await dealWinnable(page);
    await page.getByRole('button', { name: 'Can I still win?' }).click();
    await page.getByRole('button', { name: 'Show me' }).click({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Slow' }).click();
  }

  // Its pace (a move every 18 ms, however late the frames) is the unit test's, on a clock the test drives.
  it('plays a whole known win to the won table at "to the end"', async () => {
    const opened = await openSeeded('?code=CR1-N-AAAAAAD');
    const { page } = opened;
    await showing(opened);
    const panel = page.locator('[data-solver="showing"]');
    const total = Number((/of (\d+)/.exec((await panel.textContent()) ?? '') ?? [])[1]);
    expect(total).toBeGreaterThan(60);
    await page.getByRole('button', { name: /^To (the )?end$/ }).click();
    await page.waitForFunction(() => document.querySelector('.app')?.getAttribute('data-status') === 'won', null, {
      timeout: 20_000,
    });
    expect(await page.getByRole('status').textContent()).toMatch(/won/i);
    await finish(opened);
  });

  it('offers its speeds as pressed buttons, pauses and resumes, and stops when the player takes over', async () => {
    const opened = await openSeeded('?code=CR1-N-AAAAAAD', PHONE, { clock: true });
    const { page } = opened;
    await showing(opened);
    const panel = page.locator('[data-solver="showing"]');
    expect(await panel.getByRole('button', { name: 'Slow' }).getAttribute('aria-pressed')).toBe('true');
    expect(await panel.getByRole('button', { name: 'Fast' }).getAttribute('aria-pressed')).toBe('false');
    await panel.getByRole('button', { name: 'Fast' }).click();
    expect(await panel.getByRole('button', { name: 'Fast' }).getAttribute('aria-pressed')).toBe('true');
    expect(await panel.getByRole('button', { name: 'Slow' }).getAttribute('aria-pressed')).toBe('false');
    await panel.getByRole('button', { name: 'Slow' }).click();
    // Paused, the table stays as it is.
    await panel.getByRole('button', { name: 'Pause' }).click();
    const paused = await positionText(page);
    // Every step due in the next 2 s (more than one at the slow speed) comes due at once: none may play.
    await page.clock.runFor(2_000);
    expect(await positionText(page)).toBe(paused);
    await panel.getByRole('button', { name: 'Resume' }).click();
    await expect.poll(() => positionText(page)).not.toBe(paused);
    // An undo by the player ends it there.
    await page.getByRole('button', { name: 'Undo' }).click();
    const mine = page.locator('[data-solver="note"]');
    await mine.waitFor();
    expect(await mine.textContent()).toContain('You took over: play on by hand from here.');
    const taken = await positionText(page);
    await page.clock.runFor(2_000);
    expect(await positionText(page)).toBe(taken);
    expect(await page.locator('.app').getAttribute('data-status')).toBe('playing');
    await finish(opened);
  });
});
