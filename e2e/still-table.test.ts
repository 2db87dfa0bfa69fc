// Browser tests: the table holds still. Its piles and foundations sit where the window alone puts them: no message,
// note, hint, panel, dialog or link error moves a card, at every move of a whole game either.

import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { dealPosition, destinations, type Move, parseGameCode } from '../src/engine/index';
import { pastDoubleTap, placeSelector, positionOf, statusLine, tapMove } from './app';
import { fileHarness, finish } from './harness';
import { openWithStorage } from './life';
import { positionLink, recordedGame } from './solver-support';

const harness = fileHarness();
const WON_GAMES = readFileSync(resolve(import.meta.dirname, '..', 'data', 'won-games.txt'), 'utf8');

const VIEWPORTS = [
  [390, 844, true],
  [360, 640, true],
  [844, 390, true],
  [1440, 900, false],
  [1920, 1080, false],
] as const;

function contextFor(width: number, height: number, mobile: boolean) {
  return { viewport: { width, height }, deviceScaleFactor: mobile ? 2 : 1, isMobile: mobile, hasTouch: mobile };
}

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

/** Waits for the table's next frame, so that whatever a change moved is drawn where it now is. */
async function settled(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

describe.each(VIEWPORTS)('at %i x %i', (width, height, mobile) => {
  const options = contextFor(width, height, mobile);

  it('keeps every pile and foundation in place through a hint, "Can I still win?", a refusal and the redeal note', async () => {
    const opened = await harness.open('?code=CR1-N-AAAAAAB', options);
    const { page } = opened;
    const still = await placeBoxes(page);
    expect(still).toHaveLength(24);

    await page.getByRole('button', { name: 'Hint', exact: true }).click();
    await expect.poll(() => statusLine(page), { timeout: 15_000 }).toMatch(/^Hint: /);
    await page.locator('.hint-arrow').waitFor();
    await settled(page);
    expect(await placeBoxes(page), 'after a hint').toEqual(still);

    await page.getByRole('button', { name: 'Can I still win?' }).click();
    await page
      .locator('[data-solver="yes"], [data-solver="lost"], [data-solver="unknown"]')
      .waitFor({ timeout: 20_000 });
    await settled(page);
    expect(await placeBoxes(page), 'after "Can I still win?"').toEqual(still);

    // A card that nothing takes, then a pile that does not take the selected card: both refused in the status line.
    const position = await positionOf(page);
    const from = position.piles.findIndex((pile, p) => pile.length > 0 && destinations(position, p).length > 1);
    await page.locator(placeSelector(from)).click();
    const refusing = position.piles.findIndex(
      (pile, p) => p !== from && pile.length > 0 && !destinations(position, from).includes(p),
    );
    await page.locator(placeSelector(refusing)).click();
    await page.locator('.status-line.refused').waitFor();
    await settled(page);
    expect(await placeBoxes(page), 'after a refused move').toEqual(still);
    await finish(opened);
  });

  it('puts the piles in the same places whatever the redeal note, a bad link or a storage notice says', async () => {
    const dealt = dealPosition(1, { rules: 'classic' });
    const reference = await harness.open(positionLink(dealt), options);
    const still = await placeBoxes(reference.page);
    await finish(reference);
    const none = await harness.open(positionLink({ ...dealt, redeals: 0 }), options);
    expect(await none.page.locator('.control-note').first().getAttribute('data-note')).toBe('No redeals left');
    expect(await placeBoxes(none.page), 'with no redeals left').toEqual(still);
    await finish(none);
    const bad = await harness.open(`?code=CR1-N-${'A'.repeat(54)}`, options);
    await expect.poll(() => statusLine(bad.page)).toContain('AAAAAAAAAAAA');
    expect(await placeBoxes(bad.page), 'after a bad link').toEqual(still);
    await bad.close();
    const damaged = await harness.open('', options);
    await openWithStorage(damaged.page, harness.server.url, { 'crescent.stats': 'not a record' });
    await damaged.page.locator('.storage-notice').waitFor();
    expect(await placeBoxes(damaged.page), 'under a storage notice').toEqual(still);
    await damaged.close();
  });

  it('keeps every pile and foundation in place at every move of a whole game', async () => {
    const code = 'CR1-N-AAAAAAD';
    const { game, rest } = recordedGame(WON_GAMES, code, Number.POSITIVE_INFINITY);
    expect(parseGameCode(code).ok).toBe(true);
    const opened = await harness.open(`?code=${code}`, options, { settings: { animations: false } });
    const { page } = opened;
    expect((await positionOf(page)).piles).toEqual(game.position.piles);
    const still = await placeBoxes(page);
    const moved: string[] = [];
    let number = 0;
    let tapped: readonly number[] = [];
    for (const move of rest as Move[]) {
      number++;
      // A tap on a place just tapped waits out the double-tap, as a player's would; any other comes at once.
      if (move.kind === 'card' && (tapped.includes(move.from) || tapped.includes(move.to))) await pastDoubleTap(page);
      await tapMove(page, await positionOf(page), move);
      tapped = move.kind === 'card' ? [move.from, move.to] : [];
      const now = await placeBoxes(page);
      if (now.join() !== still.join()) moved.push(`move ${number}: ${now.filter((b, i) => b !== still[i]).join('; ')}`);
    }
    await page.getByRole('dialog', { name: 'You won!' }).waitFor();
    expect(await placeBoxes(page), 'under the Won dialog').toEqual(still);
    expect(moved).toEqual([]);
    await finish(opened);
  });
});
