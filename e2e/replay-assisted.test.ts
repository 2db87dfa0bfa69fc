// Browser tests: a game played on from a replay with moves the player did not play (the solver's solution, a game
// "Show me" helped with) is assisted: won by hand afterwards, it leaves Won as it was and counts as assisted.

import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Game } from '../src/engine/index';
import { recordLineOf } from '../src/examples-page/example-game';
import { playRecord } from '../src/web/replay/record';
import { fileHarness, finish } from './support/harness';
import { playHint, statisticsRow } from './support/life';
import { dealNearlyWon, openSavedGame, showMeToTheWin } from './support/stats-support';

const WON_GAMES = readFileSync(resolve(import.meta.dirname, '..', 'data', 'won-games.txt'), 'utf8');

const harness = fileHarness();

/** The strict deal CR1-S-AAAAAAK, 20 moves from its recorded win, then played wrong until it is stuck. */
function stuckDeal(): Game {
  const words = (recordLineOf(WON_GAMES, 'CR1-S-AAAAAAK') ?? '').trim().split(/\s+/);
  const wrong = '15-6 14-AD R 7-AS 6-AD R 7-AS 8-7 8-7 8-7 7-AD 7-AD 7-AD 7-AD 7-AD 6-KD 7-6';
  const played = playRecord(`${words.slice(0, -20).join(' ')} ${wrong}`);
  if (!played.ok) throw new Error(played.error.reason);
  return played.value.game;
}

/** Opens the stuck deal, waits for the solver's verdict and opens its solution. */
async function watchSolution(page: Page) {
  const stuck = page.getByRole('dialog', { name: 'Stuck' });
  await stuck.locator('[data-verdict="winnable"]').waitFor({ timeout: 30_000 });
  await stuck.getByRole('button', { name: 'Watch the solution' }).click();
  return page.getByRole('dialog', { name: 'A solution from the start' });
}

/** In the open replay viewer: to the step before the win, then "Play on from here". */
async function playOnBeforeTheEnd(page: Page, title: string) {
  const viewer = page.getByRole('dialog', { name: title });
  await viewer.getByRole('button', { name: 'End' }).click();
  await viewer.getByRole('button', { name: 'Back' }).click();
  expect(await viewer.locator('.replay-assisted').textContent()).toContain('the game counts as assisted');
  await viewer.getByRole('button', { name: 'Play on from here' }).click();
  await viewer.waitFor({ state: 'detached' });
}

/** Plays the last move by hand: the win is told as one with help, and leaves the table. */
async function winByHandWithHelp(page: Page) {
  await playHint(page);
  const won = page.getByRole('dialog', { name: 'Won with help' });
  await won.waitFor();
  expect(await won.textContent()).toContain('your statistics count it as assisted, not as a win');
  await won.getByRole('button', { name: 'Look at the table' }).click();
}

describe('playing on from a replay', () => {
  it("counts a game taken over from the solver's solution and won as assisted, not won", async () => {
    const opened = await openSavedGame(harness, stuckDeal());
    const { page } = opened;
    await watchSolution(page);
    await playOnBeforeTheEnd(page, 'A solution from the start');
    await winByHandWithHelp(page);
    // Rules, Played, Won, Win rate, Streak, Best streak, Best time, Fewest moves, Assisted.
    expect(await statisticsRow(page, 'strict')).toEqual(['Strict', '1', '0', '0%', '0', '0', '–', '–', '1']);
    // Still assisted after a reload: the mark is stored with the game.
    await page.reload();
    await page.waitForSelector('[data-pile="1"]');
    expect((await statisticsRow(page, 'strict'))?.slice(1, 3)).toEqual(['1', '0']);
    await finish(opened);
  });

  it('keeps a game "Show me" helped with assisted when it is played on from its own replay', async () => {
    const opened = await openSavedGame(harness, dealNearlyWon('CR1-S-AAAAAAK', 4));
    const { page } = opened;
    const won = await showMeToTheWin(page);
    await won.getByRole('button', { name: 'Replay this game' }).click();
    await playOnBeforeTheEnd(page, 'Replay of this game');
    await winByHandWithHelp(page);
    // Both games are played, neither is won, both are assisted.
    expect(await statisticsRow(page, 'strict')).toEqual(['Strict', '2', '0', '0%', '0', '0', '–', '–', '2']);
    await finish(opened);
  });

  it("counts a game played on from the start of the solver's solution as the player's own", async () => {
    const opened = await openSavedGame(harness, stuckDeal());
    const { page } = opened;
    const viewer = await watchSolution(page);
    expect(await viewer.locator('.replay-assisted').count()).toBe(0);
    await viewer.getByRole('button', { name: 'Play on from here' }).click();
    await playHint(page);
    expect(await statisticsRow(page, 'strict')).toEqual(['Strict', '1', '0', '0%', '0', '0', '–', '–', '0']);
    await finish(opened);
  });
});
