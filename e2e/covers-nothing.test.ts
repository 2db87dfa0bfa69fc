// Browser tests: on a phone the solver's panel covers no pile or foundation, even with more words than it has today,
// and the statistics table fits the screen.

import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import type { StatsState } from '../src/web/stats/reducer';
import { ONE_FROM_STUCK } from '../test/web/fixtures';
import { accessibilityViolations } from './support/axe';
import { fileHarness, finish, viewportContext } from './support/harness';
import { positionLink } from './support/solver-support';
import { dealNearlyWon, openSavedGame } from './support/stats-support';

const harness = fileHarness();

/** The piles and foundations the element's box overlaps. */
async function coveredPlaces(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((over) => {
    const element = document.querySelector(over);
    if (element === null) return ['nothing found'];
    const box = element.getBoundingClientRect();
    return Array.from(document.querySelectorAll<HTMLElement>('[data-pile], [data-foundation]'))
      .filter((place) => {
        const r = place.getBoundingClientRect();
        return box.left < r.right && r.left < box.right && box.top < r.bottom && r.top < box.bottom;
      })
      .map((place) => place.dataset.pile ?? place.dataset.foundation ?? '');
  }, selector);
}

it.each([
  [360, 640],
  [390, 844],
] as const)("shows the solver's answers at %i x %i over no pile or foundation", async (width, height) => {
  // A winnable deal ("Yes", Show me, Close), and a lost position ("No", why, Close).
  for (const [query, answer] of [
    ['?code=CR1-N-AAAAAAB', 'yes'],
    [positionLink(ONE_FROM_STUCK), 'no'],
  ] as const) {
    const opened = await harness.open(query, viewportContext(width, height, true));
    const { page } = opened;
    await page.getByRole('button', { name: 'Can I still win?' }).click();
    await page.locator(`[data-solver="${answer}"]`).waitFor({ timeout: 15_000 });
    expect(await coveredPlaces(page, '.solver-panel'), answer).toEqual([]);
    // An answer longer than any the solver gives today (a few more sentences) still covers no card.
    await page
      .locator('.solver-panel > span')
      .first()
      .evaluate((words) => {
        words.textContent = `${words.textContent} ${'It takes more words to say why. '.repeat(4)}`;
      });
    expect(await coveredPlaces(page, '.solver-panel'), `${answer}, in more words`).toEqual([]);
    // Its buttons stay on screen.
    const close = await page.locator('.solver-panel').getByRole('button', { name: 'Close' }).boundingBox();
    expect((close?.y ?? height) + (close?.height ?? 0)).toBeLessThanOrEqual(height);
    await finish(opened);
  }
});

const STATS: StatsState = {
  byKey: {
    classic: {
      played: 126,
      won: 73,
      currentStreak: 11,
      bestStreak: 12,
      bestTimeMs: 3_852_000,
      fewestMoves: 150,
      assisted: 10,
    },
  },
  daily: { classic: { played: 4, won: 3, streak: 2, bestStreak: 2, lastWon: '2026-11-30' } },
  current: null,
};

it('shows every column of the statistics inside the dialog at 390 x 844', async () => {
  const opened = await openSavedGame(harness, dealNearlyWon('CR1-N-AAAAAAD', 20), { stats: STATS });
  const { page } = opened;
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Statistics' }).click();
  const dialog = page.locator('dialog[open]');
  await dialog.locator('table').first().waitFor();
  const cut = await dialog.evaluate((element) => {
    const inside = element.getBoundingClientRect();
    return Array.from(element.querySelectorAll('th, td'))
      .filter((cell) => {
        const r = cell.getBoundingClientRect();
        return r.left < inside.left - 0.5 || r.right > inside.right + 0.5;
      })
      .map((cell) => cell.textContent ?? '');
  });
  expect(cut).toEqual([]);
  // Turned a quarter on the screen, it is the same table for a screen reader: every rule still holds.
  expect(await accessibilityViolations(page, 'dialog[open]')).toEqual([]);
  await finish(opened);
});
