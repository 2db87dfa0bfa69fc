// Browser tests of what the app knows before a search: a followed win needs none, thinking ahead searches early, never face-down.

import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { destinations, formatPosition, legalMoves, type Move, play } from '../src/engine/index';
import { SEARCH_MARK } from '../src/web/solver/client';
import { AHEAD_DELAY_MS } from '../src/web/solver/use-solver';
import { placeSelector, positionAfter, positionOf, positionText, statusLine, tapMove } from './support/app';
import { fileHarness, finish, type OpenPage } from './support/harness';
import { hintedMove, positionLink, recordedGame } from './support/solver-support';

const WON_GAMES = readFileSync(resolve(import.meta.dirname, '..', 'data', 'won-games.txt'), 'utf8');

const harness = fileHarness();
/** These tests are about thinking ahead: their pages keep the player's default of it on. */
const THINKING = { thinking: true } as const;

interface Mark {
  readonly input: string;
  readonly ahead: boolean;
}

/** The searches (or cancels) the page's solver client has made so far, from its performance marks. */
/**
 * Waits until a search thinking ahead of the position now on the table would have started: the app waits
 * AHEAD_DELAY_MS after a move, then for an idle moment; a timer set after its own and then an idle callback asked
 * for after its own run only once it has had its chance.
 */
async function pastAheadStart(page: Page): Promise<void> {
  await page.evaluate(
    (delay) =>
      new Promise<void>((done) => setTimeout(() => requestIdleCallback(() => done(), { timeout: 2_000 }), delay)),
    AHEAD_DELAY_MS,
  );
}

async function marks(page: Page, name = 'crescent-solver-search'): Promise<Mark[]> {
  return page.evaluate(
    (mark) => performance.getEntriesByName(mark).map((entry) => (entry as PerformanceMark).detail as Mark),
    name,
  );
}

/** Opens `query` with thinking ahead turned off (the choice is kept in the browser, as the Settings checkbox keeps it). */
async function openWithoutThinkingAhead(query: string): Promise<OpenPage> {
  const opened = await harness.open('', undefined, THINKING);
  await opened.page.evaluate(() => localStorage.setItem('crescent.solverAhead', 'off'));
  await opened.page.goto(`${harness.server.url}${query}`);
  await opened.page.waitForSelector('[data-pile="1"]');
  return opened;
}

/** Presses Hint and waits for a new answer in the status line. */
async function hint(page: Page): Promise<string> {
  const before = await statusLine(page);
  await page.getByRole('button', { name: 'Hint', exact: true }).click();
  await expect.poll(() => statusLine(page), { timeout: 15_000 }).toMatch(/^Hint: |^This game can no longer be won/);
  await expect.poll(() => statusLine(page)).not.toBe(before);
  return statusLine(page);
}

const winLength = (text: string): number => Number(/\((\d+) moves?\)/.exec(text)?.[1] ?? Number.NaN);

describe('a win already found', () => {
  it('gives, after its move is played, the next move of the same win with no new search, and again after an undo', async () => {
    // Casual rules: a redeal does not clear the undo history, so the undo at the end is always there.
    const { game } = recordedGame(WON_GAMES, 'CR1-M-AAAAABA', 14);
    const opened = await openWithoutThinkingAhead(positionLink(game.position));
    const { page } = opened;
    let text = await hint(page);
    expect(text).toMatch(/It starts a win the solver found/);
    expect((await marks(page)).length).toBe(1);
    const length = winLength(text);
    expect(length).toBeGreaterThan(3);
    for (let step = 1; step <= 3; step++) {
      const position = await positionOf(page);
      const move = hintedMove(text) as Move;
      const after = play(position, move);
      expect(after.ok).toBe(true);
      await tapMove(page, position, move);
      if (after.ok) await expect.poll(() => positionText(page)).toBe(formatPosition(after.value));
      text = await hint(page);
      // The rest of the same win: one move shorter for each move played, and no search was sent for it.
      expect(text).toMatch(/It starts a win the solver found/);
      expect(winLength(text)).toBe(length - step);
      expect((await marks(page)).length).toBe(1);
    }
    // Undo back onto the line: the hint is the win's move from there again, still without a search.
    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    text = await hint(page);
    expect(winLength(text)).toBe(length - 2);
    expect((await marks(page)).length).toBe(1);
    await finish(opened);
  });
});

describe('thinking ahead', () => {
  it('searches the position after a move before any press, a move cancels it, and the hint then sends no search', async () => {
    const opened = await harness.open('?code=CR1-N-AAAAAHD', undefined, THINKING);
    const { page } = opened;
    const first = await positionText(page);
    const position = await positionOf(page);
    const move = legalMoves(position).find((m) => m.kind === 'card') as Move;
    if (move.kind !== 'card') throw new Error('the deal has no card move');
    const presses = [placeSelector(move.from)];
    if (destinations(position, move.from).length > 1) presses.push(placeSelector(move.to));
    // The move is pressed (as Enter on the pile buttons) by the page itself the moment the search ahead is sent, so
    // it always comes while that search runs, however slow the machine is: that search has a time budget, and a
    // press from here after seeing it could come only once it had answered. The page is loaded again to have the
    // watch in place before its scripts run.
    await page.addInitScript(
      ({ mark, selectors }) =>
        new PerformanceObserver((entries, observer) => {
          if (!entries.getEntriesByName(mark).some((entry) => entry.entryType === 'mark')) return;
          observer.disconnect();
          for (const selector of selectors) document.querySelector<HTMLElement>(selector)?.click();
        }).observe({ type: 'mark' }),
      { mark: SEARCH_MARK, selectors: presses },
    );
    await page.reload();
    await page.waitForSelector('[data-pile="1"]');
    // No press: the search ahead of the deal's start begins when the page is idle.
    await expect.poll(() => marks(page), { timeout: 10_000 }).toContainEqual({ input: first, ahead: true });
    await expect.poll(() => positionText(page)).toBe(positionAfter(position, move));
    // The move cancels the search ahead of the old position.
    await expect
      .poll(() => marks(page, 'crescent-solver-cancel'), { timeout: 10_000 })
      .toEqual([{ input: first, ahead: true }]);
    const second = await positionText(page);
    expect(second).not.toBe(first);
    await expect
      .poll(() => marks(page), { timeout: 10_000 })
      .toEqual([
        { input: first, ahead: true },
        { input: second, ahead: true },
      ]);
    const text = await hint(page);
    expect(text).toMatch(/^Hint: /);
    // The hint waited for (or took the answer of) the search ahead: no search of its own.
    expect((await marks(page)).length).toBe(2);
    await finish(opened);
  });

  it('waits for the table: its first search, and the offline cache, start only once every place is dealt', async () => {
    const opened = await harness.open('?code=CR1-N-AAAAAHD', undefined, THINKING);
    const { page } = opened;
    // The page notes, before its scripts run, when pile 1 (dealt last) appears and when the offline cache is asked
    // for; the search's own performance mark says when it began.
    await page.addInitScript(() => {
      const seen: Record<string, number> = {};
      Object.assign(window, { firstTimes: seen });
      new MutationObserver((_, observer) => {
        if (document.querySelector('[data-pile="1"]') === null) return;
        seen.dealt = performance.now();
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
      const container = navigator.serviceWorker;
      const register = container.register.bind(container);
      container.register = (...args) => {
        seen.offline = performance.now();
        return register(...args);
      };
    });
    await page.reload();
    await expect.poll(() => marks(page), { timeout: 10_000 }).toHaveLength(1);
    await page.waitForFunction(() => 'offline' in (window as unknown as { firstTimes: object }).firstTimes);
    const times = await page.evaluate((mark) => {
      const { dealt, offline } = (window as unknown as { firstTimes: Record<string, number> }).firstTimes;
      return { dealt, offline, search: (performance.getEntriesByName(mark)[0] as PerformanceMark).startTime };
    }, SEARCH_MARK);
    expect(times.dealt).toBeGreaterThan(0);
    expect(times.search).toBeGreaterThan(times.dealt as number);
    expect(times.offline).toBeGreaterThan(times.dealt as number);
    await finish(opened);
  });

  it('is turned off in Settings, kept for the next visit, and then no move starts a search', async () => {
    const opened = await harness.open('?code=CR1-N-AAAAAAB', undefined, THINKING);
    const { page } = opened;
    await page.getByRole('button', { name: 'Settings' }).click();
    const box = page.getByRole('checkbox', { name: /Solver thinks ahead/ });
    expect(await box.isChecked()).toBe(true);
    await box.uncheck();
    await page.getByRole('button', { name: 'Done' }).click();
    expect(
      await page.evaluate(() => JSON.parse(localStorage.getItem('crescent.settings') ?? '{}').data?.thinkAhead),
    ).toBe(false);
    const searchedBefore = (await marks(page)).length;
    const position = await positionOf(page);
    const move = legalMoves(position).find((m) => m.kind === 'card') as Move;
    await tapMove(page, position, move);
    await expect.poll(() => positionText(page)).not.toBe(formatPosition(position));
    await pastAheadStart(page);
    expect((await marks(page)).length).toBe(searchedBefore);
    await finish(opened);
  });

  it('never searches in a face-down game being played', async () => {
    const opened = await harness.open('?code=CR1-ND-AAAAAAD', undefined, THINKING);
    const { page } = opened;
    await pastAheadStart(page);
    const position = await positionOf(page);
    const move = legalMoves(position).find((m) => m.kind === 'card') as Move;
    await tapMove(page, position, move);
    await expect.poll(() => positionText(page)).not.toBe(formatPosition(position));
    await pastAheadStart(page);
    expect(await marks(page)).toEqual([]);
    await finish(opened);
  });
});
