// Browser test: Finish on an ending that foundation moves alone win, pressed by hand and started by the setting.

import { describe, expect, it } from 'vitest';
import { accessibilityViolations } from './support/axe';
import { fileHarness, finish, PHONE } from './support/harness';

const harness = fileHarness();

// Spades and hearts each need their Jack, Queen and King: pile 1's Queen lies over its King.
const ENDING = 'classic 0 TTKKAAAA KSQS/JS/KHQH/JH/-/-/-/-/-/-/-/-/-/-/-/-';
// One pile move before: the Queen of hearts lies on its Jack, and a tap moves it onto the King on pile 3.
const BEFORE = 'classic 0 TTKKAAAA KSQS/JS/KH/JHQH/-/-/-/-/-/-/-/-/-/-/-/-';
const link = (position: string) => `?position=${encodeURIComponent(position)}`;

describe('Finish', () => {
  it('is offered on an ending foundation moves win, and plays it to the win, which is the player’s', async () => {
    const opened = await harness.open(link(ENDING), PHONE);
    const { page } = opened;
    const button = page.locator('[data-finish]');
    await button.waitFor();
    expect(await button.textContent()).toBe('Finish');
    expect(await accessibilityViolations(page)).toEqual([]);
    await button.click();
    await page.waitForSelector('.app[data-status="won"]');
    const won = page.getByRole('dialog', { name: 'You won!' });
    await won.waitFor();
    expect(await won.textContent()).toContain('with 6 moves');
    await finish(opened);
  });

  it('with the setting on, starts by itself after a move, and an undo is not played again', async () => {
    const opened = await harness.open(link(BEFORE), PHONE, { settings: { finishByItself: true } });
    const { page } = opened;
    // Nothing is played before the player moves.
    expect(await page.locator('[data-finish]').count()).toBe(0);
    await page.locator('[data-pile="4"]').click();
    await page.waitForSelector('.app[data-status="won"]');
    await page.getByRole('dialog', { name: 'You won!' }).getByRole('button', { name: 'Look at the table' }).click();
    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    // The undone move stays undone: Finish is offered again, not played.
    await page.locator('[data-finish]').waitFor();
    expect(await page.locator('.app').getAttribute('data-status')).toBe('playing');
    await finish(opened);
  });
});
