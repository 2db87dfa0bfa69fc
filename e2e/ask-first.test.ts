// Browser tests: Restart of a game with moves asks first, and a redeal that clears the undo history says so first,
// until the player ticks "Don't ask again", which Settings remembers.

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { cardMove, REDEAL } from '../src/engine/index';
import { findPile, pastDoubleTap, positionAfter, positionOf, positionText, tapMove } from './support/app';
import { fileHarness, finish } from './support/harness';
import { playHint, stored } from './support/life';

const harness = fileHarness();

/** Plays a card move (never a redeal), so there is something for undo to take back. */
async function playCardMove(page: Page): Promise<void> {
  const position = await positionOf(page);
  const pile = findPile(position, (targets) => targets.length > 0);
  if (pile === null) throw new Error('no card can move');
  const move = cardMove(pile.from, pile.targets[0] as number);
  const expected = positionAfter(position, move);
  await tapMove(page, position, move);
  await expect.poll(() => positionText(page)).toBe(expected);
  await pastDoubleTap(page);
}

describe('asking first', () => {
  it('asks before Restart throws moves away: Cancel keeps the game, Restart starts it again', async () => {
    const opened = await harness.visit('?code=CR1-N-AAAAAAB');
    const { page } = opened;
    const start = await positionText(page);
    const played = await playHint(page);
    const restart = page.getByRole('button', { name: 'Restart', exact: true });
    await restart.click();
    const question = page.getByRole('dialog', { name: 'Restart this game?' });
    expect(await question.textContent()).toContain('the move made so far cannot be brought back');
    // The safe answer has the focus.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Cancel');
    await question.getByRole('button', { name: 'Cancel' }).click();
    expect(await positionText(page)).toBe(played);
    expect(await page.locator('dialog[open]').count()).toBe(0);

    await restart.click();
    await question.waitFor();
    await page.keyboard.press('Escape');
    await question.waitFor({ state: 'detached' });
    expect(await positionText(page)).toBe(played);

    await restart.click();
    await question.getByRole('button', { name: 'Restart', exact: true }).click();
    expect(await positionText(page)).toBe(start);
    expect(await page.getByTestId('moves').textContent()).toBe('0');
    // Nothing to lose now: Restart is not even offered.
    expect(await restart.isDisabled()).toBe(true);
    await finish(opened);
  });

  it('says a classic redeal clears the undo history, by button and by the R key, until told not to ask', async () => {
    const opened = await harness.visit('?code=CR1-N-AAAAAAB');
    const { page } = opened;
    // Nothing to undo yet: nothing is lost, so the redeal goes at once.
    const start = await positionOf(page);
    const redeal = page.getByRole('button', { name: 'Redeal', exact: true });
    await redeal.click();
    expect(await positionText(page)).toBe(positionAfter(start, REDEAL));

    await playCardMove(page);
    const before = await positionText(page);
    await redeal.click();
    const question = page.getByRole('dialog', { name: 'Redeal now?' });
    expect(await question.textContent()).toContain('A redeal clears the undo history');
    await question.getByRole('button', { name: 'Cancel' }).click();
    expect(await positionText(page)).toBe(before);
    expect(await page.getByRole('button', { name: 'Undo', exact: true }).isDisabled()).toBe(false);

    // The R key asks the same question.
    await page.locator('[data-pile="1"]').focus();
    await page.keyboard.press('r');
    await question.waitFor();
    await question.getByText("Don't ask again").click();
    const position = await positionOf(page);
    await question.getByRole('button', { name: 'Redeal', exact: true }).click();
    expect(await positionText(page)).toBe(positionAfter(position, REDEAL));
    expect(JSON.parse((await stored(page, 'crescent.settings')) ?? '{}').data?.askBeforeRedeal).toBe(false);

    // Not asked again, after a reload too; Settings shows the choice and can turn the question back on.
    await page.reload();
    await page.waitForSelector('[data-pile="1"]');
    await playCardMove(page);
    const again = await positionOf(page);
    await redeal.click();
    expect(await positionText(page)).toBe(positionAfter(again, REDEAL));
    expect(await page.locator('dialog[open]').count()).toBe(0);
    await page.getByRole('button', { name: 'Settings' }).click();
    const ask = page.getByRole('checkbox', { name: 'Ask before a redeal that clears the undo history' });
    expect(await ask.isChecked()).toBe(false);
    await ask.check();
    expect(JSON.parse((await stored(page, 'crescent.settings')) ?? '{}').data?.askBeforeRedeal).toBe(true);
    await finish(opened);
  });

  it('never asks in casual, where a shuffle keeps the undo history', async () => {
    const opened = await harness.visit('?code=CR1-M-AAAAAAB');
    const { page } = opened;
    await playHint(page);
    const position = await positionOf(page);
    await page.getByRole('button', { name: 'Redeal', exact: true }).click();
    expect(await positionText(page)).toBe(positionAfter(position, REDEAL));
    expect(await page.locator('dialog[open]').count()).toBe(0);
    await finish(opened);
  });
});
