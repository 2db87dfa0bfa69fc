// Browser test: closing a dialog with Escape gives the focus back to the table, where the arrow keys work.

import { describe, expect, it } from 'vitest';
import { fileHarness, finish } from './support/harness';

const harness = fileHarness();

describe('focus after a dialog', () => {
  it('goes back to the table when Escape closes a dialog, so the arrows move along the table again', async () => {
    const opened = await harness.open('?code=CR1-N-AAAAAAB');
    const { page } = opened;
    const focusedPlace = () => page.evaluate(() => document.activeElement?.getAttribute('data-place') ?? null);
    await page.locator('[data-place="3"]').focus();
    const openers = [
      () => page.keyboard.press('?'),
      () => page.getByRole('button', { name: 'Settings' }).click(),
      () => page.getByRole('button', { name: 'New game', exact: true }).click(),
    ];
    for (const open of openers) {
      await open();
      await page.waitForSelector('dialog[open]');
      await page.keyboard.press('Escape');
      await page.waitForSelector('dialog[open]', { state: 'detached' });
      // The dialog is closed before the app takes it away and gives the focus back: wait for that, not the close.
      await expect.poll(focusedPlace).not.toBeNull();
      const place = await focusedPlace();
      await page.keyboard.press('ArrowRight');
      expect(await focusedPlace()).not.toBe(place);
      expect(await focusedPlace()).not.toBeNull();
    }
    await finish(opened);
  });
});
