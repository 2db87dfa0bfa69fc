// Browser tests: statistics count a win, a loss, a restart and an undo after a win as they should, never count a game
// from a position link, and reset on confirmation.

import { describe, expect, it } from 'vitest';
import { formatPosition } from '../src/engine/index';
import { ONE_FROM_WIN } from '../test/web/fixtures';
import { statusLine } from './support/app';
import { fileHarness, finish, type OpenPage } from './support/harness';
import { playHint, statisticsRow } from './support/life';
import { dealNearlyWon, openSavedGame } from './support/stats-support';

const harness = fileHarness();

/** Rules, Played, Won, Win rate, Streak, Best streak, Best time, Fewest moves, Assisted. */
const row = (opened: OpenPage) => statisticsRow(opened.page, 'classic');

const winLink = `?position=${encodeURIComponent(formatPosition(ONE_FROM_WIN))}`;
/** Classic deal 3, one move from its recorded win, 3:20 into the game. */
const nearlyWon = () => dealNearlyWon('CR1-N-AAAAAAD', 1);
const closeWon = (opened: OpenPage) =>
  opened.page.getByRole('dialog', { name: 'You won!' }).getByRole('button', { name: 'Look at the table' }).click();

describe('statistics', () => {
  it('counts a win once, even after an undo and a second win; a restart does not count twice; abandoning is a loss', async () => {
    const game = nearlyWon();
    const moves = String(game.moveCount + 1);
    const opened = await openSavedGame(harness, game);
    const { page } = opened;
    expect(await row(opened)).toBeNull();

    await playHint(page);
    expect(await page.locator('.app').getAttribute('data-status')).toBe('won');
    await closeWon(opened);
    // The saved clock said 3:20; a second or two more passed while the page opened.
    expect(await row(opened)).toEqual([
      'Classic',
      '1',
      '1',
      '100%',
      '1',
      '1',
      expect.stringMatching(/^3:2\d$/),
      moves,
      '0',
    ]);

    // Undo after the win, and win again: still one game played, one won.
    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    expect(await page.locator('.app').getAttribute('data-status')).toBe('playing');
    expect((await row(opened))?.slice(1, 3)).toEqual(['1', '1']);
    await playHint(page);
    await closeWon(opened);
    expect((await row(opened))?.slice(1, 3)).toEqual(['1', '1']);

    // A new deal, played, restarted (after saying yes) and played again: one more game played.
    await page.getByRole('button', { name: 'New game', exact: true }).click();
    await page.getByRole('dialog', { name: 'New game' }).getByRole('button', { name: 'Deal' }).click();
    await playHint(page);
    await page.getByRole('button', { name: 'Restart', exact: true }).click();
    await page.getByRole('dialog', { name: 'Restart this game?' }).getByRole('button', { name: 'Restart' }).click();
    await playHint(page);
    expect((await row(opened))?.slice(1, 6)).toEqual(['2', '1', '50%', '1', '1']);

    // Abandoned for a new game: a loss that ends the streak, and the reload keeps every count.
    await page.getByRole('button', { name: 'New game', exact: true }).click();
    await page.getByRole('dialog', { name: 'New game' }).getByRole('button', { name: 'Deal' }).click();
    await page.reload();
    await page.waitForSelector('[data-pile="1"]');
    expect((await row(opened))?.slice(1, 6)).toEqual(['2', '1', '50%', '0', '1']);
    await finish(opened);
  });

  it('a won game reloads on its won table: no dialog, no second win counted, and a real new win still celebrated', async () => {
    const game = nearlyWon();
    const opened = await openSavedGame(harness, game);
    const { page } = opened;
    await playHint(page);
    await page.getByRole('dialog', { name: 'You won!' }).waitFor();
    // The reloads run on the controlled clock, so a dialog the app would open a little after loading is due at once.
    await page.clock.install();
    let counted: string[] | null = null;
    // Reloaded with the dialog still open, then again after closing it: the win is old news both times.
    for (let reload = 0; reload < 2; reload++) {
      await page.reload();
      await page.waitForSelector('[data-pile="1"]');
      expect(await page.locator('.app').getAttribute('data-status')).toBe('won');
      expect(await statusLine(page)).toMatch(
        new RegExp(`^Welcome back: game CR1-N-AAAAAAD is won, in 3:2\\d with ${game.moveCount + 1} moves\\.$`),
      );
      await page.clock.runFor(300);
      expect(await page.locator('dialog[open]').count()).toBe(0);
      const now = await row(opened);
      expect(now?.slice(1, 3)).toEqual(['1', '1']);
      if (counted !== null) expect(now).toEqual(counted);
      counted = now;
    }
    // Taking the last move back and making it again is a win made here: it is celebrated, not counted twice.
    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    await playHint(page);
    await closeWon(opened);
    expect((await row(opened))?.slice(1, 3)).toEqual(['1', '1']);
    await finish(opened);
  });

  it('never counts a game opened from a position link, not even as played, and a reload of it neither', async () => {
    const opened = await harness.visit(winLink);
    const { page } = opened;
    await playHint(page);
    await page.getByRole('dialog', { name: 'You won!' }).waitFor();
    await closeWon(opened);
    expect(await row(opened)).toBeNull();
    await page.reload();
    await page.waitForSelector('[data-pile="1"]');
    expect(await statusLine(page)).toMatch(/^Welcome back: your shared position is won/);
    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    await playHint(page);
    await closeWon(opened);
    expect(await row(opened)).toBeNull();
    await finish(opened);
  });

  it('counts a game left for a position link as a loss, and still nothing of the position game', async () => {
    const opened = await harness.visit('?code=CR1-N-AAAAAAB');
    const { page } = opened;
    await playHint(page);
    expect((await row(opened))?.slice(1, 3)).toEqual(['1', '0']);
    await page.goto(`${harness.server.url}${winLink}`);
    await page.waitForSelector('[data-pile="1"]');
    await playHint(page);
    await closeWon(opened);
    expect((await row(opened))?.slice(1, 5)).toEqual(['1', '0', '0%', '0']);
    await finish(opened);
  });

  it('resets only after confirmation', async () => {
    const opened = await harness.visit('?code=CR1-N-AAAAAAB');
    const { page } = opened;
    await playHint(page);
    await page.getByRole('button', { name: 'Statistics', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Statistics' });
    await dialog.getByRole('button', { name: 'Reset statistics' }).click();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(await dialog.locator('tr[data-stats-key="classic"]').count()).toBe(1);
    await dialog.getByRole('button', { name: 'Reset statistics' }).click();
    expect(await dialog.getByText('Reset all statistics? This cannot be undone.').count()).toBe(1);
    await dialog.getByRole('button', { name: 'Reset', exact: true }).click();
    expect(await dialog.getByText(/^No games played yet/).count()).toBe(1);
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await page.reload();
    await page.waitForSelector('[data-pile="1"]');
    expect(await row(opened)).toBeNull();
    await finish(opened);
  });
});
