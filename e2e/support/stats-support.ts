// Helpers for the statistics browser tests: a recorded win of a deal, stored as a saved game part way through.

import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { BrowserContextOptions, Locator, Page } from 'playwright-core';
import type { Game } from '../../src/engine/index';
import { sealEnvelope } from '../../src/web/persist/record';
import { snapshotGame } from '../../src/web/persist/saved-game';
import type { StatsState } from '../../src/web/stats/reducer';
import type { Harness, OpenPage } from './harness';
import { openWithStorage } from './life';
import { recordedGame } from './solver-support';

const WON_GAMES = readFileSync(resolve(import.meta.dirname, '..', '..', 'data', 'won-games.txt'), 'utf8');

/** A recorded win of a deal (not a position), with `left` of its moves still to play. */
export function dealNearlyWon(code: string, left: number): Game {
  return recordedGame(WON_GAMES, code, left).game;
}

/**
 * Opens the app on `game` as a saved game named `id` with `elapsedMs` on its clock, and `stats` as the stored
 * statistics (none when null): what a player finds after a reload part way through a deal.
 */
export async function openSavedGame(
  harness: Harness,
  game: Game,
  options: { readonly id?: string; readonly elapsedMs?: number; readonly stats?: StatsState | null } = {},
  context?: BrowserContextOptions,
): Promise<OpenPage> {
  const opened = await harness.open('', context);
  const { id = 'saved-game', elapsedMs = 200_000, stats = null } = options;
  await openWithStorage(opened.page, harness.server.url, {
    'crescent.game': sealEnvelope('game', 1, snapshotGame(game, id, elapsedMs)),
    'crescent.stats': stats === null ? null : sealEnvelope('stats', 2, stats),
  });
  return opened;
}

/** Asks whether the game can still be won and lets "Show me" play it to the end: the Won with help dialog it ends in. */
export async function showMeToTheWin(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Can I still win?' }).click();
  await page.getByRole('button', { name: 'Show me' }).click({ timeout: 15_000 });
  const won = page.getByRole('dialog', { name: 'Won with help' });
  await won.waitFor({ timeout: 20_000 });
  return won;
}
