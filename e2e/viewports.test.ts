// Browser tests: the table on a phone (360x640 and sideways 844x390, touch) and a desktop, with screenshots for people to look at.

import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardMove, dealPosition, formatGameCode, isPilePlace, type Place } from '../src/engine/index';
import { centreOf, findPile, placeSelector, positionAfter, positionText, stroke, touch } from './support/app';
import { DESKTOP, fileHarness, PHONE, PHONE_LANDSCAPE, type SharedPage, viewportContext } from './support/harness';

const SHOTS = resolve(import.meta.dirname, '..', 'test-output', 'screenshots');
const harness = fileHarness();
// Two pages for the whole file, one for touch screens (phones and tablets, dense) and one for desktops: each test
// loads the app on the page of its kind at its own size, from empty storage, as on a fresh window of that size.
let touchScreens: SharedPage;
let desktops: SharedPage;
beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  touchScreens = await harness.shared(viewportContext(360, 640, true));
  desktops = await harness.shared(viewportContext(1280, 800, false));
});
afterAll(async () => {
  await touchScreens.close();
  await desktops.close();
});

/** Opens the app at `query` in a window of this size, a phone's or tablet's (touch, dense) or a desktop's. */
function visitAt(query: string, width: number, height: number, mobile: boolean) {
  return (mobile ? touchScreens : desktops).visit(query, { viewport: { width, height } });
}

// The last number: how wide a pile card must at least be there, so its corner reads.
describe.each([
  ['phone', PHONE, 34],
  ['phone held sideways', PHONE_LANDSCAPE, 40],
  ['desktop', DESKTOP, 80],
] as const)('on a %s', (name, options, minCardW) => {
  it('shows all 16 piles, 8 foundations and 104 cards inside the viewport, with targets of 24 px or more', async () => {
    const viewport = options.viewport as { width: number; height: number };
    const mobile = options.isMobile === true;
    const { page, problems, close } = await visitAt('?code=CR1-N-AAAAAAB', viewport.width, viewport.height, mobile);
    expect(await page.locator('[data-pile]').count()).toBe(16);
    expect(await page.locator('[data-foundation]').count()).toBe(8);
    expect(await page.locator('[data-pile] [data-card]').count()).toBe(96);
    const cardW = await page
      .locator('[data-pile] [data-card]')
      .first()
      .evaluate((el) => el.getBoundingClientRect().width);
    expect(cardW).toBeGreaterThanOrEqual(minCardW);
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
    const { page, problems, close } = await touchScreens.visit(`?code=${deal.code}`);
    await touch(page, [await centreOf(page, `${placeSelector(deal.from)} .card.top`)]);
    expect(await positionText(page)).toBe(positionAfter(deal.position, cardMove(deal.from, deal.targets[0] as Place)));
    expect(problems).toEqual([]);
    await close();
  });

  it('moves a card dragged by the finger onto a pile', async () => {
    const deal = dealWith((targets) => targets.some(isPilePlace));
    const { page, problems, close } = await touchScreens.visit(`?code=${deal.code}`);
    const to = deal.targets.find(isPilePlace) as Place;
    const from = await centreOf(page, `${placeSelector(deal.from)} .card.top`);
    await touch(page, stroke(from, await centreOf(page, `${placeSelector(to)} .card.top`)));
    expect(await positionText(page)).toBe(positionAfter(deal.position, cardMove(deal.from, to)));
    expect(problems).toEqual([]);
    await close();
  });

  it('shows the whole pile on a long press', async () => {
    const { page, problems, close } = await touchScreens.visit('?code=CR1-N-AAAAAAB');
    const before = await positionText(page);
    const viewer = page.getByRole('dialog', { name: /^Pile 2: 6 cards/ });
    // The viewer opens while the finger is still down: the press alone, held, shows it.
    await touch(page, [await centreOf(page, '[data-pile="2"] .card.top')], () => viewer.waitFor());
    await page.screenshot({ path: join(SHOTS, 'phone-pile-viewer.png') });
    expect(await positionText(page)).toBe(before);
    expect(problems).toEqual([]);
    await close();
  });
});

/** The viewports every layout must fill: phones upright and sideways, a tablet, laptops and desktops. */
const VIEWPORTS = [
  [390, 844, true],
  [360, 640, true],
  [844, 390, true],
  [820, 1180, true],
  [1440, 900, false],
  [1920, 1080, false],
  [1280, 800, false],
] as const;
/** A 60-character game code: the link is refused, and the message quoting it must wrap. */
const LONG_CODE = `CR1-N-${'A'.repeat(54)}`;

/** What the page shows cut or too wide: sideways scrolling, labels cut short, the New game button off screen. */
async function overflows(page: Page) {
  return page.evaluate(() => {
    const cut: string[] = [];
    const labels =
      '.title, .rules-name, .code-text, .stat-label, .stat-value, .pile-label, .control, .control-note, .more';
    for (const element of document.querySelectorAll<HTMLElement>(`${labels}, *`)) {
      const style = getComputedStyle(element);
      const clipped = style.textOverflow === 'ellipsis' || style.webkitLineClamp !== 'none';
      const listed = element.matches(labels);
      if (!clipped && !listed) continue;
      const wide = element.scrollWidth > element.clientWidth + 1;
      // A label in a box of a height of its own (a control, the header) may not spill out of it either.
      const tall = (clipped || listed) && element.scrollHeight > element.clientHeight + 1;
      // A note drawn by CSS from data-note (the Redeal button's) has no text of its own.
      const text = element.textContent?.trim() || element.dataset.note || '';
      if ((wide || tall) && text !== '') cut.push(`${element.className}: ${text}`);
    }
    const newGame = Array.from(document.querySelectorAll('button')).find((b) => b.textContent?.includes('New game'));
    const box = newGame?.getBoundingClientRect();
    return {
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
      cut,
      newGameInside: box !== undefined && box.left >= 0 && box.right <= window.innerWidth + 0.5,
    };
  });
}

describe('on every viewport', () => {
  const cardWidths = new Map<string, number>();

  describe.each(VIEWPORTS)('at %i x %i', (width, height, mobile) => {
    it('fills the screen with no sideways scroll and no label cut short', async () => {
      const { page, problems, close } = await visitAt('?code=CR1-N-AAAAAAB', width, height, mobile);
      const seen = await overflows(page);
      expect(seen.scrollWidth).toBeLessThanOrEqual(seen.innerWidth);
      expect(seen.cut).toEqual([]);
      expect(seen.newGameInside).toBe(true);
      const size = (selector: string) =>
        page
          .locator(selector)
          .first()
          .evaluate((el) => el.getBoundingClientRect().toJSON() as DOMRect);
      const card = await size('[data-pile] [data-card]');
      cardWidths.set(`${width}x${height}`, card.width);
      if (width === 360 && height === 640) {
        for (const foundation of await page
          .locator('[data-foundation]')
          .evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect))) {
          expect(Math.min(foundation.width, foundation.height)).toBeGreaterThanOrEqual(44);
        }
      }
      await page.screenshot({ path: join(SHOTS, `viewport-${width}x${height}.png`) });
      expect(problems).toEqual([]);
      await close();
    });
  });

  describe('at 360 x 640 under other rules', () => {
    it.each(['CR1-S-AAAAAAD', 'CR1-H-AAAAAAD', 'CR1-E-AAAAAAD', 'CR1-FD-AAAAAAB'])(
      'cuts no label short at 360 x 640 under %s, the Redeal note included',
      async (code) => {
        const { page, problems, close } = await visitAt(`?code=${code}`, 360, 640, true);
        const seen = await overflows(page);
        expect(seen.cut).toEqual([]);
        expect(seen.newGameInside).toBe(true);
        expect(problems).toEqual([]);
        await close();
      },
    );
  });

  it('cuts no label short on a small tablet in a face-down game, "Can I still win?" off included', async () => {
    const { page, problems, close } = await visitAt('?code=CR1-FD-AAAAAAB', 700, 1000, true);
    const seen = await overflows(page);
    expect(seen.cut).toEqual([]);
    expect(seen.newGameInside).toBe(true);
    expect(problems).toEqual([]);
    await close();
  });

  it('never gives a bigger window smaller cards', () => {
    expect(cardWidths.size).toBe(VIEWPORTS.length);
    for (const [w1, h1] of VIEWPORTS) {
      for (const [w2, h2] of VIEWPORTS) {
        if (w2 < w1 || h2 < h1) continue;
        const [small, big] = [cardWidths.get(`${w1}x${h1}`) ?? 0, cardWidths.get(`${w2}x${h2}`) ?? 0];
        expect(big, `${w2}x${h2} against ${w1}x${h1}`).toBeGreaterThanOrEqual(small);
      }
    }
    // The pair the largest screens once got wrong: 1920 x 1080 had smaller cards than 1440 x 900.
    expect(cardWidths.get('1920x1080')).toBeGreaterThan(cardWidths.get('1440x900') ?? 0);
  });

  it.each([
    [390, 844, true],
    [1280, 800, false],
  ] as const)(
    'wraps a refused 60-character code at %i x %i instead of scrolling sideways',
    async (width, height, mobile) => {
      const { page, close } = await visitAt(`?code=${LONG_CODE}`, width, height, mobile);
      await expect.poll(() => page.locator('.status-line').textContent()).toContain(LONG_CODE.slice(6, 30));
      const seen = await overflows(page);
      expect(seen.scrollWidth).toBeLessThanOrEqual(seen.innerWidth);
      expect(seen.cut).toEqual([]);
      expect(seen.newGameInside).toBe(true);
      await page.screenshot({ path: join(SHOTS, `long-code-${width}x${height}.png`) });
      await close();
    },
  );

  it('wraps the refusal of a 60-character code typed in New game, its buttons still on screen', async () => {
    const { page, problems, close } = await visitAt('?code=CR1-N-AAAAAAB', 390, 844, true);
    await page.getByRole('button', { name: 'New game' }).click();
    const dialog = page.locator('dialog[open]');
    await dialog.getByRole('textbox').fill(LONG_CODE);
    await dialog.getByRole('button', { name: 'Deal' }).click();
    await dialog.locator('.problem').waitFor();
    const seen = await overflows(page);
    expect(seen.scrollWidth).toBeLessThanOrEqual(seen.innerWidth);
    const { dialogBox, deal } = await dialog.evaluate((el) => ({
      dialogBox: el.getBoundingClientRect().toJSON() as DOMRect,
      deal: (el.querySelector('.dialog-buttons .primary') as Element).getBoundingClientRect().toJSON() as DOMRect,
    }));
    expect(dialogBox.right).toBeLessThanOrEqual(390);
    expect(deal.bottom).toBeLessThanOrEqual(844);
    expect(deal.right).toBeLessThanOrEqual(390);
    await page.screenshot({ path: join(SHOTS, 'long-code-new-game-390x844.png') });
    expect(problems).toEqual([]);
    await close();
  });

  it('keeps every dialog’s buttons on screen on a phone held sideways', async () => {
    const { page, problems, close } = await visitAt('?code=CR1-N-AAAAAAB', 844, 390, true);
    const openers: [string, () => Promise<void>][] = [
      ['New game', () => page.getByRole('button', { name: 'New game' }).click()],
      ['Settings', () => page.getByRole('button', { name: 'Settings' }).click()],
      ['Statistics', () => page.getByRole('button', { name: 'Statistics' }).click()],
      ['Keys', () => page.getByRole('button', { name: 'Keys' }).click()],
    ];
    for (const [name, open] of openers) {
      await open();
      const dialog = page.locator('dialog[open]');
      await dialog.waitFor();
      const buttons = await dialog
        .locator('.dialog-buttons button')
        .evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect));
      expect(buttons.length, name).toBeGreaterThan(0);
      for (const box of buttons) {
        expect(box.top, name).toBeGreaterThanOrEqual(0);
        expect(box.bottom, name).toBeLessThanOrEqual(390 + 0.5);
        expect(box.left, name).toBeGreaterThanOrEqual(0);
        expect(box.right, name).toBeLessThanOrEqual(844 + 0.5);
      }
      await page.screenshot({ path: join(SHOTS, `dialog-${name.replace(' ', '-').toLowerCase()}-844x390.png`) });
      await page.keyboard.press('Escape');
      await page.locator('dialog[open]').waitFor({ state: 'detached' });
    }
    expect(problems).toEqual([]);
    await close();
  });
});
