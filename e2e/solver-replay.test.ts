// Browser tests of replays: a finished game replayed and exported, the record imported back, an illegal record refused, the Examples page.

import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatPosition, isWon, parsePosition } from '../src/engine/index';
import { recordLineOf } from '../src/examples-page/example-game';
import { playRecord } from '../src/web/replay/record';
import { ONE_FROM_WIN } from '../test/web/fixtures';
import { fileHarness, finish, testContext } from './support/harness';
import { positionLink } from './support/solver-support';

const WON_GAMES = readFileSync(resolve(import.meta.dirname, '..', 'data', 'won-games.txt'), 'utf8');

const harness = fileHarness();

/** Pastes a record into New game > Open a game record, and presses Open. */
async function importRecord(page: Page, text: string) {
  await page.getByRole('navigation', { name: 'Game controls' }).getByRole('button', { name: 'New game' }).click();
  await page.getByRole('dialog', { name: 'New game' }).getByRole('button', { name: 'Open a game record…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Open a game record' });
  await dialog.locator('textarea').fill(text);
  await dialog.getByRole('button', { name: 'Open' }).click();
}

const viewerPosition = (page: Page) => page.locator('[data-replay-position]').getAttribute('data-replay-position');

describe('replays', () => {
  it('replays a finished game forward and back, and its exported record imports back to the same game', async () => {
    const opened = await harness.visit(positionLink(ONE_FROM_WIN));
    const { page } = opened;
    await page.locator('[data-pile="1"]').click();
    const won = page.getByRole('dialog', { name: 'You won!' });
    await won.getByRole('button', { name: 'Replay this game' }).click();
    const viewer = page.getByRole('dialog', { name: 'Replay of this game' });
    expect(await viewerPosition(page)).toBe(formatPosition(ONE_FROM_WIN));
    await viewer.getByRole('button', { name: 'Forward' }).click();
    expect(await viewer.locator('[data-replay-status]').getAttribute('data-replay-status')).toBe('won');
    expect(await viewer.locator('.replay-step').textContent()).toMatch(
      /^Move 1: the K♠ from pile 1 goes to .+ the game is won\.$/,
    );
    await viewer.getByRole('button', { name: 'Back' }).click();
    expect(await viewerPosition(page)).toBe(formatPosition(ONE_FROM_WIN));
    await viewer.getByText('Export as text').click();
    const record = await viewer.getByRole('textbox', { name: 'Game record' }).inputValue();
    expect(record).toBe(`${formatPosition(ONE_FROM_WIN)}\n1-AS\n`);
    await viewer.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('dialog', { name: 'You won!' }).getByRole('button', { name: 'Look at the table' }).click();

    await importRecord(page, record);
    const imported = page.getByRole('dialog', { name: 'Replay of the record' });
    await imported.getByRole('button', { name: 'End' }).click();
    const end = parsePosition((await viewerPosition(page)) ?? '');
    expect(end.ok && isWon(end.value)).toBe(true);
    await finish(opened);
  });

  it('imports a recorded won game and steps it to the win', async () => {
    const opened = await harness.visit('?code=CR1-N-AAAAAAB');
    const { page } = opened;
    const line = recordLineOf(WON_GAMES, 'CR1-M-AAAAABA') as string;
    await importRecord(page, line);
    const viewer = page.getByRole('dialog', { name: 'Replay of the record' });
    const played = playRecord(line);
    if (!played.ok) throw new Error(played.error.reason);
    expect(await viewer.locator('.replay-count').textContent()).toBe(`Move 0 of ${played.value.game.line.length}`);
    await viewer.getByRole('button', { name: 'End' }).click();
    expect(await viewerPosition(page)).toBe(formatPosition(played.value.game.position));
    await finish(opened);
  });

  it('refuses a record with an illegal move, naming the move and the reason', async () => {
    const opened = await harness.visit('?code=CR1-N-AAAAAAB');
    const { page } = opened;
    const text = 'CR1-N-AAAAAAD\n2-KC 1-KC 5-KC 1-2';
    const expected = playRecord(text);
    if (expected.ok) throw new Error('the test record should be illegal');
    await importRecord(page, text);
    const alert = page.getByRole('dialog', { name: 'Open a game record' }).getByRole('alert');
    expect(await alert.textContent()).toBe(expected.error.reason);
    expect(expected.error.reason).toMatch(/^Move 4 \(1-2\): /);
    expect(await page.locator('[data-replay-position]').count()).toBe(0);
    await finish(opened);
  });
});

describe('the Examples page', () => {
  it('replays its recorded game to a won position', async () => {
    const context = await testContext(harness.browser);
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto(`${harness.server.url}examples.html`);
    await page.getByRole('button', { name: 'Forward' }).click();
    expect(await page.locator('.move-text').textContent()).toMatch(/^Move 1: /);
    await page.getByRole('button', { name: 'End' }).click();
    expect(await page.locator('.move-text.won').textContent()).toMatch(/the game is won\.$/);
    expect(problems).toEqual([]);
    await context.close();
  });
});
