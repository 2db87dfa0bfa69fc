// Browser tests: the table on a phone (360x640 and sideways 844x390, touch) and a desktop, with screenshots for people to look at.

import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardMove, dealPosition, formatGameCode, isPilePlace, type Place } from '../src/engine/index';
import { centreOf, findPile, placeSelector, positionAfter, positionText, stroke, touch } from './app';
import { DESKTOP, type Harness, PHONE, PHONE_LANDSCAPE, startHarness } from './harness';

const SHOTS = resolve(import.meta.dirname, '..', 'test-output', 'screenshots');
let harness: Harness;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  harness = await startHarness();
});
afterAll(async () => harness?.close());

// The last number: how wide a pile card must at least be there, so its corner reads.
describe.each([
  ['phone', PHONE, 36],
  ['phone held sideways', PHONE_LANDSCAPE, 40],
  ['desktop', DESKTOP, 80],
] as const)('on a %s', (name, options, minCardW) => {
  it('shows all 16 piles, 8 foundations and 104 cards inside the viewport, with targets of 24 px or more', async () => {
    const { page, problems, close } = await harness.open('?code=CR1-N-AAAAAAB', options);
    expect(await page.locator('[data-pile]').count()).toBe(16);
    expect(await page.locator('[data-foundation]').count()).toBe(8);
    expect(await page.locator('[data-pile] [data-card]').count()).toBe(96);
    const cardW = await page
      .locator('[data-pile] [data-card]')
      .first()
      .evaluate((el) => el.getBoundingClientRect().width);
    expect(cardW).toBeGreaterThanOrEqual(minCardW);
    const viewport = options.viewport as { width: number; height: number };
    const boxes = await page
      .locator('[data-pile], [data-foundation], button')
      .evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect));
    expect(boxes.length).toBeGreaterThan(24);
    for (const box of boxes) {
      expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(24);
      expect(box.right).toBeLessThanOrEqual(viewport.width + 0.5);
      expect(box.bottom).toBeLessThanOrEqual(viewport.height + 0.5);
    }
    // Every pile and foundation lies inside the table's own area: none is drawn under the header or the footer.
    const play = (await page.locator('main.play').boundingBox()) as {
      x: number;
      y: number;
      width: number;
      height: number;
    };
    const places = await page
      .locator('[data-pile], [data-foundation]')
      .evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect));
    for (const box of places) {
      expect(box.top).toBeGreaterThanOrEqual(play.y - 0.5);
      expect(box.bottom).toBeLessThanOrEqual(play.y + play.height + 0.5);
      expect(box.left).toBeGreaterThanOrEqual(play.x - 0.5);
      expect(box.right).toBeLessThanOrEqual(play.x + play.width + 0.5);
    }
    // A selected card with its destinations lit, for the screenshot.
    const position = dealPosition(1, { rules: 'classic' });
    const pile = findPile(position, (targets) => targets.length >= 2);
    if (pile !== null) await page.locator(placeSelector(pile.from)).click();
    await page.screenshot({ path: join(SHOTS, `${name.replaceAll(' ', '-')}.png`) });
    expect(problems).toEqual([]);
    await close();
  });
});

describe('on a phone with touch', () => {
  function dealWith(wanted: (targets: Place[]) => boolean) {
    for (let deal = 1; deal < 5000; deal++) {
      const position = dealPosition(deal, { rules: 'classic' });
      const pile = findPile(position, wanted);
      if (pile !== null) return { code: formatGameCode({ options: { rules: 'classic' }, deal }), position, ...pile };
    }
    throw new Error('no deal found');
  }

  it('moves a card by a tap of the finger', async () => {
    const deal = dealWith((targets) => targets.length === 1);
    const { page, problems, close } = await harness.open(`?code=${deal.code}`, PHONE);
    await touch(page, [await centreOf(page, `${placeSelector(deal.from)} .card.top`)]);
    expect(await positionText(page)).toBe(positionAfter(deal.position, cardMove(deal.from, deal.targets[0] as Place)));
    expect(problems).toEqual([]);
    await close();
  });

  it('moves a card dragged by the finger onto a pile', async () => {
    const deal = dealWith((targets) => targets.some(isPilePlace));
    const { page, problems, close } = await harness.open(`?code=${deal.code}`, PHONE);
    const to = deal.targets.find(isPilePlace) as Place;
    const from = await centreOf(page, `${placeSelector(deal.from)} .card.top`);
    await touch(page, stroke(from, await centreOf(page, `${placeSelector(to)} .card.top`)));
    expect(await positionText(page)).toBe(positionAfter(deal.position, cardMove(deal.from, to)));
    expect(problems).toEqual([]);
    await close();
  });

  it('shows the whole pile on a long press', async () => {
    const { page, problems, close } = await harness.open('?code=CR1-N-AAAAAAB', PHONE);
    const before = await positionText(page);
    await touch(page, [await centreOf(page, '[data-pile="2"] .card.top')], 800);
    const viewer = page.getByRole('dialog', { name: /^Pile 2: 6 cards/ });
    await viewer.waitFor();
    await page.screenshot({ path: join(SHOTS, 'phone-pile-viewer.png') });
    expect(await positionText(page)).toBe(before);
    expect(problems).toEqual([]);
    await close();
  });
});
