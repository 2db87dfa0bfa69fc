// Browser tests: on an upright phone, a phone held sideways and a desktop, the hint's words, the Show me panel, the
// action buttons and the piles' labels never lie over one another.

import type { BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { positionText } from './support/app';
import { fileHarness, finish, PHONE_LANDSCAPE } from './support/harness';
import { seededRandom } from './support/solver-support';

const harness = fileHarness();

interface Box {
  readonly name: string;
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

const UPRIGHT: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
};
const WIDE: BrowserContextOptions = { viewport: { width: 1440, height: 900 } };

/** The page rectangles of everything `selector` matches, each named by `name` and its text. */
async function boxes(page: Page, selector: string, name: string): Promise<Box[]> {
  return page.locator(selector).evaluateAll(
    (elements, kind) =>
      elements.map((element) => {
        const rect = element.getBoundingClientRect();
        const text = (element.textContent ?? '').trim().slice(0, 30);
        return { name: `${kind} "${text}"`, x: rect.x, y: rect.y, width: rect.width, height: rect.height };
      }),
    name,
  );
}

/** The pairs, one from each list, whose rectangles share more than half a pixel each way. */
function overlapping(these: readonly Box[], those: readonly Box[]): string[] {
  const found: string[] = [];
  for (const a of these) {
    for (const b of those) {
      const across = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
      const down = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
      if (across > 0.5 && down > 0.5) found.push(`${a.name} covers ${b.name}`);
    }
  }
  return found;
}

const labels = (page: Page) => boxes(page, '[data-pile] .pile-label', 'label');
const actions = (page: Page) => boxes(page, '.footer .controls button', 'button');

describe.each([
  ['an upright phone', UPRIGHT],
  ['a phone held sideways', PHONE_LANDSCAPE],
  ['a desktop', WIDE],
] as const)('on %s', (_name, options) => {
  it("keeps the hint's words off the piles' labels and the action buttons", async () => {
    const opened = await harness.open('?code=CR1-N-AAAAAAD', options);
    const { page } = opened;
    await page.getByRole('button', { name: 'Hint', exact: true }).click();
    const words = page.locator('[data-hint-words]');
    await words.waitFor({ timeout: 15_000 });
    // The words are placed once the layer has measured the table: wait until they have left the corner they start in.
    await expect.poll(() => words.evaluate((element) => (element as HTMLElement).style.left)).not.toBe('');
    const placed = await boxes(page, '[data-hint-words]', 'hint words');
    expect(placed).toHaveLength(1);
    expect(overlapping(placed, [...(await labels(page)), ...(await actions(page))])).toEqual([]);
    await finish(opened);
  });

  it('keeps the Show me panel off the action buttons and the piles\u2019 labels', async () => {
    // Math.random fixed: the same deal from the winnable lists every run, one whose win the search as it is dealt
    // finds quickly, so Show me is offered at once (a deal drawn at random may take its whole 10 s budget).
    const opened = await harness.open('?code=CR1-N-AAAAAAD', options, { script: seededRandom });
    const { page } = opened;
    const before = await positionText(page);
    await page.getByRole('button', { name: 'New game' }).click();
    const dialog = page.getByRole('dialog', { name: 'New game' });
    await dialog.getByRole('radio').first().check();
    await dialog.getByRole('button', { name: 'Deal' }).click();
    await expect.poll(() => positionText(page)).not.toBe(before);
    await page.getByRole('button', { name: 'Can I still win?' }).click();
    await page.getByRole('button', { name: 'Show me' }).click({ timeout: 15_000 });
    const panel = page.locator('[data-solver="showing"]');
    await panel.waitFor();
    await panel.getByRole('button', { name: 'Pause' }).click();
    const shown = await boxes(page, '[data-solver="showing"]', 'Show me panel');
    expect(shown).toHaveLength(1);
    expect(overlapping(shown, [...(await actions(page)), ...(await labels(page))])).toEqual([]);
    // Every one of the panel's own buttons can be reached: none lies outside the page.
    const viewport = options.viewport as { width: number; height: number };
    for (const button of await boxes(page, '[data-solver="showing"] button', 'panel button')) {
      expect(button.x).toBeGreaterThanOrEqual(-0.5);
      expect(button.x + button.width).toBeLessThanOrEqual(viewport.width + 0.5);
    }
    await finish(opened);
  });
});
