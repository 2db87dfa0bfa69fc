// Browser tests: a game the solver played moves in ("Show me") is assisted: Won stays as it was, and the
// statistics show it apart; a hint the player plays by hand is the player's own move.

import { describe, expect, it } from 'vitest';
import { fileHarness, finish } from './support/harness';
import { playHint, statisticsRow } from './support/life';
import { dealNearlyWon, openSavedGame, showMeToTheWin } from './support/stats-support';

const harness = fileHarness();

describe('assisted games', () => {
  it('counts a win that "Show me" played as assisted, not won, through a reload', async () => {
    const opened = await openSavedGame(harness, dealNearlyWon('CR1-S-AAAAAAK', 8));
    const { page } = opened;
    const won = await showMeToTheWin(page);
    expect(await won.textContent()).toContain('your statistics count it as assisted, not as a win');
    await won.getByRole('button', { name: 'Look at the table' }).click();
    // Rules, Played, Won, Win rate, Streak, Best streak, Best time, Fewest moves, Assisted.
    expect(await statisticsRow(page, 'strict')).toEqual(['Strict', '1', '0', '0%', '0', '0', '–', '–', '1']);
    await page.getByRole('button', { name: 'Statistics', exact: true }).click();
    expect(await page.getByRole('dialog', { name: 'Statistics' }).textContent()).toContain(
      'Assisted games are those in which the solver played moves for you',
    );
    await page.getByRole('dialog', { name: 'Statistics' }).getByRole('button', { name: 'Close' }).click();

    // Undo and the last move by hand: the game was assisted, so still no win, after a reload too.
    await page.reload();
    await page.waitForSelector('[data-pile="1"]');
    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    await playHint(page);
    await page
      .getByRole('dialog', { name: 'Won with help' })
      .getByRole('button', { name: 'Look at the table' })
      .click();
    expect((await statisticsRow(page, 'strict'))?.slice(1, 3)).toEqual(['1', '0']);
    await finish(opened);
  });

  it('counts a win in which the player played the hinted moves by hand as their own', async () => {
    const opened = await openSavedGame(harness, dealNearlyWon('CR1-S-AAAAAAK', 3));
    const { page } = opened;
    for (let i = 0; i < 3; i++) {
      await page.getByRole('button', { name: 'Hint', exact: true }).click();
      await expect.poll(() => page.locator('.hinted').count(), { timeout: 10_000 }).toBeGreaterThan(0);
      await playHint(page);
    }
    await page.getByRole('dialog', { name: 'You won!' }).getByRole('button', { name: 'Look at the table' }).click();
    expect((await statisticsRow(page, 'strict'))?.slice(1, 3)).toEqual(['1', '1']);
    expect((await statisticsRow(page, 'strict'))?.[8]).toBe('0');
    await finish(opened);
  });
});
