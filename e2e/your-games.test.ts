// Browser tests: Your games lists a won game with its replay and review, draws its charts with tables, exports
// everything to a file and imports it back (a damaged file refused in a sentence), and passes axe on a phone and a
// desktop, light and dark.

import type { BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accessibilityViolations } from './support/axe';
import { DESKTOP, fileHarness, finish, PHONE } from './support/harness';
import { playHint } from './support/life';
import { dealNearlyWon, openSavedGame } from './support/stats-support';

const harness = fileHarness();

/** Wins deal 3 of classic (one move left), then opens Your games from the Statistics dialog. */
async function wonAndListed(options: BrowserContextOptions) {
  const opened = await openSavedGame(harness, dealNearlyWon('CR1-N-AAAAAAD', 1), {}, options);
  const { page } = opened;
  await playHint(page);
  await page.getByRole('dialog', { name: 'You won!' }).getByRole('button', { name: 'Look at the table' }).click();
  await page.getByRole('button', { name: 'Statistics', exact: true }).click();
  await page.getByRole('button', { name: 'Your games and charts' }).click();
  const dialog = page.getByRole('dialog', { name: 'Your games' });
  await dialog.locator('tr[data-game-id="saved-game"]').waitFor();
  return { opened, page, dialog };
}

async function bothSchemes(page: Page): Promise<string[]> {
  const found: string[] = [];
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    found.push(...(await accessibilityViolations(page, 'dialog[open]')).map((v) => `${colorScheme}: ${v}`));
  }
  return found;
}

describe('your games', () => {
  it('lists the won game with its replay, charts it with tables, and exports and imports everything', async () => {
    const { opened, page, dialog } = await wonAndListed(DESKTOP);
    const row = await dialog.locator('tr[data-game-id="saved-game"]').locator('th, td').allTextContents();
    expect(row.slice(2, 6)).toEqual(['Classic', 'CR1-N-AAAAAAD', 'Won', expect.stringMatching(/^\d+$/)]);
    expect(await dialog.getByRole('table').filter({ hasText: 'Times to win' }).locator('tbody tr').count()).toBe(1);
    expect(await dialog.locator('svg[role="img"]').count()).toBe(2);
    expect(await bothSchemes(page)).toEqual([]);

    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Export everything' }).click();
    const chunks: Buffer[] = [];
    for await (const chunk of await (await download).createReadStream()) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    expect(JSON.parse(text)).toMatchObject({ app: 'crescent', kind: 'backup' });
    const input = dialog.getByLabel('Import a file');
    await input.setInputFiles({
      name: 'cut.json',
      mimeType: 'application/json',
      buffer: Buffer.from(text.slice(0, -40)),
    });
    await expect
      .poll(() => dialog.getByRole('alert').textContent())
      .toMatch(
        /^This file could not be imported because it is not valid data, perhaps cut short; nothing was changed\.$/,
      );
    await input.setInputFiles({ name: 'all.json', mimeType: 'application/json', buffer: Buffer.from(text) });
    await expect.poll(() => dialog.getByRole('status').textContent()).toMatch(/^Imported 1 game \(0 new/);
    expect(await dialog.locator('tr[data-game-id]').count()).toBe(1);

    await dialog.getByRole('button', { name: /^Replay the game of / }).click();
    const replay = page.getByRole('dialog', { name: 'Replay of CR1-N-AAAAAAD' });
    await replay.getByRole('button', { name: 'End' }).click();
    expect(await replay.locator('[data-replay-status]').getAttribute('data-replay-status')).toBe('won');
    await finish(opened);
  });

  it('passes axe on a phone, light and dark, and opens the review of a game', async () => {
    const { opened, page, dialog } = await wonAndListed(PHONE);
    expect(await bothSchemes(page)).toEqual([]);
    await dialog.getByRole('button', { name: /^Review the game of / }).click();
    await page.getByRole('dialog', { name: /^Review/ }).waitFor();
    await finish(opened);
  });
});
