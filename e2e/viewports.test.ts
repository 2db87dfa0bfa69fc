// Browser tests: the table on a phone (360x640, touch) and a desktop, with screenshots for people to look at.

import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, type Harness, PHONE, startHarness } from './harness';

const SHOTS = resolve(import.meta.dirname, '..', 'test-output', 'screenshots');
let harness: Harness;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  harness = await startHarness();
});
afterAll(async () => harness?.close());

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const)('on a %s', (name, options) => {
  it('shows all 16 piles, 8 foundations and 104 cards, within the viewport, with big enough targets', async () => {
    const { page, problems, close } = await harness.open('?code=CR1-N-AAAAAAB', options);
    expect(await page.locator('[data-pile]').count()).toBe(16);
    expect(await page.locator('[data-foundation]').count()).toBe(8);
    expect(await page.locator('[data-pile] [data-card]').count()).toBe(96);
    const viewport = options.viewport as { width: number; height: number };
    for (const selector of ['[data-pile]', '[data-foundation]', 'button']) {
      for (const box of await page
        .locator(selector)
        .evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON()))) {
        expect(box.width).toBeGreaterThanOrEqual(24);
        expect(box.height).toBeGreaterThanOrEqual(24);
        expect(box.right).toBeLessThanOrEqual(viewport.width + 0.5);
        expect(box.bottom).toBeLessThanOrEqual(viewport.height + 0.5);
      }
    }
    await page.screenshot({ path: join(SHOTS, `${name}.png`) });
    expect(problems).toEqual([]);
    await close();
  });
});
