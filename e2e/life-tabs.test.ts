// Browser test: two tabs on one storage. A win in one survives a move in the other, each tab is told the game is open
// in the other, a new game in one is not written over by the other's saves, and either tab can continue it.

import { describe, expect, it } from 'vitest';
import { fileHarness, finish } from './support/harness';
import { playHint, setHidden, statisticsRow, stored } from './support/life';
import { dealNearlyWon, openSavedGame } from './support/stats-support';

const harness = fileHarness();

const notice = (page: import('playwright-core').Page) => page.locator('.storage-notice span').textContent();

describe('two tabs', () => {
  it('keeps the win of one tab when the other moves, says the game is open twice, and keeps both games', async () => {
    // Classic deal 3, two moves from its recorded win.
    const opened = await openSavedGame(harness, dealNearlyWon('CR1-N-AAAAAAD', 2));
    const tabA = opened.page;
    const tabB = await tabA.context().newPage();
    await tabB.goto(harness.server.url);
    await tabB.waitForSelector('[data-pile="1"]');
    await expect.poll(() => notice(tabA)).toMatch(/^This game is open in another tab too\./);
    await expect.poll(() => notice(tabB)).toMatch(/^This game is open in another tab too\./);

    // Tab A wins; tab B, still showing the game before that, makes a move.
    await playHint(tabA);
    await playHint(tabA);
    await tabA.getByRole('dialog', { name: 'You won!' }).getByRole('button', { name: 'Look at the table' }).click();
    await playHint(tabB);
    expect((await statisticsRow(tabB, 'classic'))?.slice(1, 3)).toEqual(['1', '1']);
    expect((await statisticsRow(tabA, 'classic'))?.slice(1, 3)).toEqual(['1', '1']);

    // Tab B deals a new game and plays; tab A's saves on hiding do not write over it.
    await tabB.getByRole('button', { name: 'New game', exact: true }).click();
    await tabB.getByRole('dialog', { name: 'New game' }).getByRole('button', { name: 'Deal' }).click();
    const dealt = await playHint(tabB);
    const savedB = JSON.parse((await stored(tabB, 'crescent.game')) ?? '{}').data.id;
    await expect.poll(() => notice(tabA)).toMatch(/^Another tab is playing another game\./);
    await setHidden(tabA, true);
    expect(JSON.parse((await stored(tabA, 'crescent.game')) ?? '{}').data.id).toBe(savedB);
    await tabB.reload();
    await tabB.waitForSelector('[data-pile="1"]');
    expect(await tabB.locator('.app').getAttribute('data-position')).toBe(dealt);
    expect((await statisticsRow(tabB, 'classic'))?.slice(1, 3)).toEqual(['2', '1']);
    await tabB.close();

    // Tab A takes that game up where it stands, as the same game: nothing is counted twice.
    await setHidden(tabA, false);
    await tabA.getByRole('button', { name: 'Statistics', exact: true }).click();
    await tabA.getByRole('button', { name: 'Your games and charts' }).click();
    await tabA
      .getByRole('dialog', { name: 'Your games' })
      .getByRole('button', { name: /^Continue the game of / })
      .click();
    expect(await tabA.locator('.app').getAttribute('data-position')).toBe(dealt);
    await playHint(tabA);
    expect((await statisticsRow(tabA, 'classic'))?.slice(1, 3)).toEqual(['2', '1']);
    await finish(opened);
  });
});
