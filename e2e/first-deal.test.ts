// Browser test: the table's first drawing deals its places over several frames, foundations first and pile 1 last, so a drawn pile 1 means a whole table.

import { expect, it } from 'vitest';
import { INTRO_DONE, INTRO_KEY } from '../src/web/intro/store';
import { fileHarness, PHONE, testContext } from './support/harness';

const harness = fileHarness();

/** Runs in the page before its scripts: notes, for each place the table draws, the animation frame it came in. */
function recordDealing(): void {
  const seen: Record<string, number> = {};
  let frame = 0;
  const tick = () => {
    frame++;
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
  new MutationObserver(() => {
    for (const place of Array.from(document.querySelectorAll('[data-place]'))) {
      const name = place.getAttribute('data-pile') ?? `F${place.getAttribute('data-foundation')}`;
      if (!(name in seen)) seen[name] = frame;
    }
    // When pile 1 arrives, what else was there already.
    if ('1' in seen && !('atPileOne' in seen)) seen.atPileOne = document.querySelectorAll('[data-place]').length;
  }).observe(document, { childList: true, subtree: true });
  (window as unknown as { dealing: typeof seen }).dealing = seen;
}

it('deals the foundations first and the piles from 16 down to 1 over several frames, the whole table drawn with pile 1', async () => {
  const context = await testContext(harness.browser, PHONE);
  await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [INTRO_KEY, INTRO_DONE] as const);
  await context.addInitScript(recordDealing);
  const page = await context.newPage();
  await page.goto(`${harness.server.url}?code=CR1-N-AAAAAAB`);
  await page.waitForSelector('[data-pile="1"]');
  const dealing = await page.evaluate(() => (window as unknown as { dealing: Record<string, number> }).dealing);
  expect(dealing.atPileOne).toBe(24);
  const foundations = Object.entries(dealing).filter(([name]) => name.startsWith('F'));
  const piles = Array.from({ length: 16 }, (_, p) => dealing[String(p + 1)] as number);
  expect(foundations).toHaveLength(8);
  const lastFoundation = Math.max(...foundations.map(([, frame]) => frame));
  // Pile 16 comes no earlier than the foundations, and each pile no earlier than the one after it.
  expect(piles[15]).toBeGreaterThanOrEqual(lastFoundation);
  for (let p = 0; p < 15; p++) expect(piles[p], `pile ${p + 1}`).toBeGreaterThanOrEqual(piles[p + 1] as number);
  // Not one frame for all: the deal spreads the drawing out.
  expect(piles[0] as number).toBeGreaterThan(Math.min(...foundations.map(([, frame]) => frame)));
  await context.close();
});
