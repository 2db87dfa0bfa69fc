// Browser tests: legible on every phone. No text under 12 px (the card corners CSS draws included), every tap target
// at least 24 x 24 px, top cards and foundations as large as the screen allows, and Large cards larger still.

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { statusLine } from './support/app';
import { fileHarness, finish, viewportContext } from './support/harness';

const harness = fileHarness();

/** Every text on the page smaller than 12 px: its element's class and size, the text CSS draws from `content` too. */
async function smallText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const small: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>('.app *')) {
      if (element.closest('dialog') !== null || element.getClientRects().length === 0) continue;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden') continue;
      const text = Array.from(element.childNodes).some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim());
      if (text && Number.parseFloat(style.fontSize) < 12) small.push(`${element.className}: ${style.fontSize}`);
      for (const pseudo of ['::before', '::after']) {
        const drawn = getComputedStyle(element, pseudo);
        // Only text: a suit's mask is an empty string, a rank or a note is not.
        if (!/^"[^"]/.test(drawn.content) && !drawn.content.startsWith('attr(')) continue;
        if (Number.parseFloat(drawn.fontSize) < 12) small.push(`${element.className}${pseudo}: ${drawn.fontSize}`);
      }
    }
    return small;
  });
}

/** Every button, link, field and place smaller than 24 px either way (WCAG 2.2's target size). */
async function smallTargets(page: Page): Promise<string[]> {
  return page.locator('button, a, input, select, summary, [data-pile], [data-foundation]').evaluateAll((els) =>
    els
      .filter((el) => el.getClientRects().length > 0)
      .map((el) => ({
        name: el.textContent?.trim() || el.getAttribute('aria-label') || '',
        box: el.getBoundingClientRect(),
      }))
      .filter(({ box }) => box.width < 24 || box.height < 24)
      .map(({ name, box }) => `${name}: ${box.width} x ${box.height}`),
  );
}

/** The narrowest top card and the narrowest foundation. */
async function cardWidths(page: Page): Promise<{ top: number; foundation: number }> {
  const widths = (selector: string) =>
    page.locator(selector).evaluateAll((els) => Math.min(...els.map((el) => el.getBoundingClientRect().width)));
  return { top: await widths('[data-pile] .card.top'), foundation: await widths('[data-foundation]') };
}

describe.each([
  // The width each top card reaches at least: eight across the screen leave a 360 px phone no room for 44 px.
  [360, 640, 37],
  [390, 844, 44],
] as const)('at %i x %i', (width, height, topW) => {
  it('draws no text under 12 px, no target under 24 px, and top cards and foundations as large as the screen allows', async () => {
    const opened = await harness.open('?code=CR1-N-AAAAAAB', viewportContext(width, height, true));
    const { page } = opened;
    expect(await smallText(page)).toEqual([]);
    expect(await smallTargets(page)).toEqual([]);
    const usual = await cardWidths(page);
    expect(usual.top).toBeGreaterThanOrEqual(topW);
    expect(usual.foundation).toBeGreaterThanOrEqual(44);
    // A touch screen has no keys to press: the welcome offers none.
    expect(await statusLine(page)).toMatch(/^Game CR1-N-AAAAAAB, Classic\. Tap a card to move it, or drag it\.$/);
    await finish(opened);

    // Large cards: the piles' hidden cards give up their room, the top cards grow (or keep the width the screen
    // allows), and the text stays legible.
    const large = await harness.open('?code=CR1-N-AAAAAAB', viewportContext(width, height, true), {
      settings: { largeCards: true },
    });
    const bigger = await cardWidths(large.page);
    expect(bigger.top).toBeGreaterThanOrEqual(usual.top);
    if (width === 360) expect(bigger.top).toBeGreaterThan(usual.top);
    expect(bigger.foundation).toBeGreaterThanOrEqual(44);
    expect(await smallText(large.page)).toEqual([]);
    await finish(large);
  });
});
