// Browser tests: the questions before Restart and a redeal, the won dialog's share line and the statistics with
// assisted games and daily streaks pass a standard WCAG 2.2 A and AA checker.

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { StatsState } from '../src/web/stats/reducer';
import { accessibilityViolations } from './support/axe';
import { fileHarness, finish } from './support/harness';
import { playHint } from './support/life';
import { dealNearlyWon, openSavedGame } from './support/stats-support';

const harness = fileHarness();

/** The rules axe breaks in the open dialog, as sentences naming the elements that break them. */
const violations = (page: Page) => accessibilityViolations(page, 'dialog[open]');

const STATS: StatsState = {
  byKey: {
    classic: { played: 6, won: 3, currentStreak: 1, bestStreak: 2, bestTimeMs: 252_000, fewestMoves: 150, assisted: 1 },
  },
  daily: { classic: { played: 4, won: 3, streak: 2, bestStreak: 2, lastWon: '2026-11-30' } },
  current: { id: 'saved-game', key: 'classic', counted: true, won: false, assisted: true, daily: '2026-12-01' },
};

describe('accessibility of the statistics and their questions', () => {
  it('passes in the won dialog with its share line, the statistics, and both questions', async () => {
    const opened = await openSavedGame(harness, dealNearlyWon('CR1-N-AAAAAAD', 1), { stats: STATS });
    const { page } = opened;
    await playHint(page);
    await page.getByRole('dialog', { name: 'Won with help' }).waitFor();
    expect(await violations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Look at the table' }).click();

    await page.getByRole('button', { name: 'Statistics', exact: true }).click();
    await page.getByRole('dialog', { name: 'Statistics' }).waitFor();
    expect(await violations(page)).toEqual([]);
    await page.getByRole('dialog', { name: 'Statistics' }).getByRole('button', { name: 'Close' }).click();

    await page.goto(`${harness.server.url}?code=CR1-N-AAAAAAB`);
    await page.waitForSelector('[data-pile="1"]');
    await playHint(page);
    await page.getByRole('button', { name: 'Restart', exact: true }).click();
    await page.getByRole('dialog', { name: 'Restart this game?' }).waitFor();
    expect(await violations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Redeal', exact: true }).click();
    await page.getByRole('dialog', { name: 'Redeal now?' }).waitFor();
    expect(await violations(page)).toEqual([]);
    await finish(opened);
  });
});
