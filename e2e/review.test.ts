// Browser tests of the game review: a stuck game's Review marks the move that lost the win, and plays on from there.

import { describe, expect, it } from 'vitest';
import { type Position, parseMove, parsePosition, playLegal } from '../src/engine/index';
import { tapMove } from './support/app';
import { accessibilityViolations } from './support/axe';
import { DESKTOP, fileHarness, finish, PHONE } from './support/harness';
import { positionLink } from './support/solver-support';

const harness = fileHarness();

// Hearts and spades left, each a queen then a king: the king of spades laid on its queen buries it for good.
const START = (() => {
  const parsed = parsePosition('classic 0 JJKKAAAA -/-/-/-/-/-/-/-/-/-/-/QH/KH/-/QS/KS');
  if (!parsed.ok) throw new Error(parsed.error.reason);
  return parsed.value;
})();

async function playToStuck(page: import('playwright-core').Page) {
  let position: Position = START;
  for (const word of ['12-AH', '13-AH', '16-15']) {
    const move = parseMove(word);
    if (!move.ok) throw new Error(move.error.reason);
    await tapMove(page, position, move.value);
    position = playLegal(position, move.value);
  }
}

/** Opens the review from the Stuck dialog and returns the review's dialog. */
async function openReview(page: import('playwright-core').Page) {
  await page.getByRole('dialog', { name: 'Stuck' }).getByRole('button', { name: 'Review: which move lost' }).click();
  return page.getByRole('dialog', { name: 'Review: which move lost' });
}

/**
 * Runs in the page: a review's first run (2 s a position) may search one position only, so that it ends undecided
 * on any machine; its longer run keeps the app's own budget.
 */
function firstReviewSearchesNothing(): void {
  const Real = window.Worker;
  window.Worker = class extends Real {
    override postMessage(message: unknown, options?: StructuredSerializeOptions | Transferable[]): void {
      const request = message as { record?: unknown; timeLimitMs?: unknown };
      const first = typeof request?.record === 'string' && request.timeLimitMs === 2000;
      super.postMessage(first ? { ...request, nodeLimit: 1 } : message, options as StructuredSerializeOptions);
    }
  };
}

/** Runs in the page: as above, and the longer run's request is never sent, so that run goes on until stopped. */
function longerReviewNeverAnswers(): void {
  const Real = window.Worker;
  window.Worker = class extends Real {
    override postMessage(message: unknown, options?: StructuredSerializeOptions | Transferable[]): void {
      const request = message as { record?: unknown; timeLimitMs?: unknown };
      if (typeof request?.record === 'string' && request.timeLimitMs === 10_000) return;
      const first = typeof request?.record === 'string' && request.timeLimitMs === 2000;
      super.postMessage(first ? { ...request, nodeLimit: 1 } : message, options as StructuredSerializeOptions);
    }
  };
}

describe('the game review', () => {
  for (const [name, device] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    it(`names the move that lost, marks it on the timeline and plays on from before it (${name})`, async () => {
      const opened = await harness.open(positionLink(START), device);
      const { page } = opened;
      await playToStuck(page);
      const review = await openReview(page);
      await review.locator('[data-turning-point]').waitFor();
      expect(await review.locator('[data-turning-point]').getAttribute('data-turning-point')).toBe('2');
      expect(await review.locator('.review-words').textContent()).toContain(
        'Move 3, K♠ from pile 16 to pile 15, lost the win; before it the solver wins in 2 moves.',
      );
      expect(await accessibilityViolations(page, '.review-dialog')).toEqual([]);
      await review.getByRole('button', { name: 'Show the win from there' }).click();
      const shown = page.getByRole('dialog', { name: 'A win after 2 moves' });
      await shown.getByRole('button', { name: 'End' }).click();
      expect(await shown.locator('[data-replay-status]').getAttribute('data-replay-status')).toBe('won');
      await shown.getByRole('button', { name: 'Close' }).click();
      const again = await openReview(page);
      await again.locator('[data-turning-point]').waitFor();
      await again.getByRole('button', { name: 'Play on from there' }).click();
      await expect.poll(() => page.locator('[data-pile="15"]').getAttribute('aria-label')).toMatch(/queen of spades/i);
      await finish(opened);
    });
  }

  it('searches longer when asked, starting from what it decided, and then names the move', async () => {
    const opened = await harness.open(positionLink(START), PHONE, { script: firstReviewSearchesNothing });
    const { page } = opened;
    await playToStuck(page);
    const review = await openReview(page);
    const longer = review.getByRole('button', { name: 'Search longer', exact: true });
    await longer.waitFor();
    expect(await review.locator('.review-words').textContent()).toContain('The solver could not tell which move lost');
    expect(await review.locator('.review-words').textContent()).toContain(
      'The earliest position proved lost is after 3 moves: no move was left.',
    );
    expect(await review.locator('.review-words').textContent()).toContain(
      'Search longer gives the positions still open up to 10 s each.',
    );
    expect(await accessibilityViolations(page, '.review-dialog')).toEqual([]);
    await longer.click();
    await review.locator('[data-turning-point]').waitFor();
    expect(await review.locator('.review-words').textContent()).toContain(
      'Move 3, K♠ from pile 16 to pile 15, lost the win; before it the solver wins in 2 moves.',
    );
    expect(await review.getByRole('button', { name: /Search longer/ }).count()).toBe(0);
    // The button pressed went away: the focus stays in the dialog.
    expect(await page.evaluate(() => document.activeElement?.closest('.review-dialog') !== null)).toBe(true);
    await finish(opened);
  });

  it('goes back to its first answer when a longer search is stopped, with the focus on Search longer', async () => {
    const opened = await harness.open(positionLink(START), DESKTOP, { script: longerReviewNeverAnswers });
    const { page } = opened;
    await playToStuck(page);
    const review = await openReview(page);
    const longer = review.getByRole('button', { name: 'Search longer', exact: true });
    await longer.click();
    const stop = review.getByRole('button', { name: 'Stop' });
    await stop.waitFor();
    expect(await review.locator('.review-words').textContent()).toContain('Each position gets up to 10 s.');
    expect(await stop.evaluate((button) => button === document.activeElement)).toBe(true);
    await stop.click();
    await longer.waitFor();
    expect(await review.locator('.review-words').textContent()).toContain('The solver could not tell which move lost');
    expect(await longer.evaluate((button) => button === document.activeElement)).toBe(true);
    await finish(opened);
  });
});
