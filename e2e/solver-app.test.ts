// Browser tests of the solver in the app: winnable deals, the honest hint, "can I still win?", show me, face-down.

import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatPosition, isWon, legalMoves, type Move, parsePosition, play } from '../src/engine/index';
import { latestByCode, readStudyFile } from '../src/study/file';
import { solutionProblem } from '../src/study/verify';
import { DOUBLE_TAP_MS } from '../src/web/core/interaction';
import { ONE_FROM_STUCK } from '../test/web/fixtures';
import { pastDoubleTap, positionOf, positionText, statusLine, tapMove } from './support/app';
import { fileHarness, finish, PHONE, PHONE_LANDSCAPE } from './support/harness';
import { hintedMove, positionLink, recordedGame } from './support/solver-support';

const WON_GAMES = readFileSync(resolve(import.meta.dirname, '..', 'data', 'won-games.txt'), 'utf8');

const harness = fileHarness();

/** Replays the winnability table's stored solution for the deal through the engine's checked play: it must win. */
function expectEngineWin(code: string) {
  const letter = code.split('-')[1] ?? '';
  const table = readStudyFile(resolve(import.meta.dirname, '..', 'data', 'winnability', `${letter}.jsonl.gz`));
  const line = latestByCode(table.lines).get(code);
  if (line === undefined) throw new Error(`${code} is not in the winnability table.`);
  expect(line.result).toBe('win');
  expect(solutionProblem(line)).toBeNull();
}

/** Runs in the page: presses "show me"'s Stop as soon as its panel counts move 2, and resolves then. */
function stopAtSecondMove(): Promise<void> {
  return new Promise((pressed) => {
    const press = (): boolean => {
      const panel = document.querySelector('[data-solver="showing"]');
      const stop = Array.from(panel?.querySelectorAll('button') ?? []).find((b) => b.textContent?.trim() === 'Stop');
      if (stop === undefined || !/\bmove 2 of\b/.test(panel?.textContent ?? '')) return false;
      stop.click();
      pressed();
      return true;
    };
    if (press()) return;
    const watch = new MutationObserver(() => {
      if (press()) watch.disconnect();
    });
    watch.observe(document.body, { subtree: true, childList: true, characterData: true });
  });
}

describe('winnable deals only', () => {
  it('deals, by default, a deal marked winnable whose solution the engine replays to a win', async () => {
    const opened = await harness.open('');
    const { page } = opened;
    // The same draw from the winnable list on every run, so the check in Node is of one known deal.
    await page.addInitScript(() => {
      let seed = 0x1f123bb5;
      Math.random = () => {
        seed = (Math.imul(seed, 1_103_515_245) + 12_345) >>> 0;
        return seed / 2 ** 32;
      };
    });
    await page.reload();
    await page.waitForSelector('[data-pile="1"]');
    await page.getByRole('button', { name: 'New game' }).click();
    const dialog = page.getByRole('dialog', { name: 'New game' });
    await dialog.getByRole('radio').nth(2).check();
    expect(await dialog.getByRole('checkbox', { name: /Winnable deals only/ }).isChecked()).toBe(true);
    await dialog.getByRole('button', { name: 'Deal' }).click();
    const codeText = page.locator('.code-text');
    await expect.poll(() => codeText.textContent(), { timeout: 60_000 }).toMatch(/^CR1-S-[A-Z]{7}$/);
    expect(await page.locator('.winnable-badge').count()).toBe(1);
    const code = (await codeText.textContent()) ?? '';
    expect(await statusLine(page)).toMatch(/The solver has won this deal\.$/);
    expectEngineWin(code);
    await finish(opened);
  });
});

describe('the honest hint', () => {
  it('on a position with a known win, names moves of a win, and following them wins the game', async () => {
    const { game } = recordedGame(WON_GAMES, 'CR1-N-AAAAAAD', 14);
    // The page's clock is the test's: a tap on a place just tapped comes after the double-tap's time, at no cost.
    const opened = await harness.open(positionLink(game.position), undefined, { clock: true });
    const { page } = opened;
    for (let step = 0; step < 40 && (await page.locator('.app').getAttribute('data-status')) === 'playing'; step++) {
      const before = await positionText(page);
      const position = await positionOf(page);
      await page.getByRole('button', { name: 'Hint', exact: true }).click();
      await expect.poll(() => statusLine(page), { timeout: 10_000 }).toMatch(/It starts a win the solver found/);
      const move = hintedMove(await statusLine(page)) as Move;
      expect(move).not.toBeNull();
      const after = play(position, move);
      expect(after.ok).toBe(true);
      await tapMove(page, position, move);
      await expect.poll(() => positionText(page)).not.toBe(before);
      if (after.ok) expect(await positionText(page)).toBe(formatPosition(after.value));
      await page.clock.runFor(DOUBLE_TAP_MS + 1);
    }
    expect(await page.locator('.app').getAttribute('data-status')).toBe('won');
    await finish(opened);
  });

  it('on a proven-lost position, says "This game can no longer be won" and offers undo', async () => {
    const opened = await harness.visit(positionLink(ONE_FROM_STUCK));
    const { page } = opened;
    await page.getByRole('button', { name: 'Hint', exact: true }).click();
    await expect.poll(() => statusLine(page), { timeout: 10_000 }).toBe('This game can no longer be won.');
    expect(await page.locator('[data-solver="lost"]').textContent()).toContain('This game can no longer be won.');
    // No move to take back yet: no undo on offer.
    expect(await page.locator('[data-solver="lost"]').getByRole('button', { name: 'Undo' }).count()).toBe(0);
    // After the one move left, the hint offers to take it back, and undo does.
    await page.locator('[data-pile="1"]').click();
    await page.getByRole('dialog', { name: 'Stuck' }).getByRole('button', { name: 'Look at the table' }).click();
    await page.getByRole('button', { name: 'Hint', exact: true }).click();
    const lost = page.locator('[data-solver="lost"]');
    await lost.waitFor({ timeout: 10_000 });
    await lost.getByRole('button', { name: 'Undo' }).click();
    expect(await positionText(page)).toBe(formatPosition(ONE_FROM_STUCK));
    await finish(opened);
  });
});

describe('can I still win?', () => {
  it('answers yes, and "show me" plays only legal moves, step by step, until the game is won', async () => {
    const { game } = recordedGame(WON_GAMES, 'CR1-S-AAAAAAK', 8);
    const opened = await harness.visit(positionLink(game.position));
    const { page } = opened;
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { seen: string[] }).seen = seen;
      const app = document.querySelector('.app') as HTMLElement;
      new MutationObserver(() => seen.push(app.dataset.position ?? '')).observe(app, {
        attributes: true,
        attributeFilter: ['data-position'],
      });
    });
    await page.getByRole('button', { name: 'Can I still win?' }).click();
    await page.locator('[data-solver="yes"]').waitFor({ timeout: 15_000 });
    expect(await page.locator('[data-solver="yes"]').textContent()).toMatch(
      /^Yes: the solver found a win in \d+ moves\./,
    );
    await page.getByRole('button', { name: 'Show me' }).click();
    await page.waitForFunction(() => document.querySelector('.app')?.getAttribute('data-status') === 'won', null, {
      timeout: 20_000,
    });
    const seen = await page.evaluate(() => (window as unknown as { seen: string[] }).seen);
    let current = game.position;
    for (const text of seen) {
      const next = parsePosition(text);
      if (!next.ok) throw new Error(next.error.reason);
      const step = legalMoves(current).find((move) => {
        const after = play(current, move);
        return after.ok && formatPosition(after.value) === text;
      });
      expect(step, `a legal move leads to ${text}`).toBeDefined();
      current = next.value;
    }
    expect(seen.length).toBeGreaterThan(0);
    expect(isWon(current)).toBe(true);
    await finish(opened);
  });

  it.each([
    ['a phone', PHONE],
    ['a phone held sideways', PHONE_LANDSCAPE],
  ] as const)('on %s, shows its answer without covering any pile', async (_name, options) => {
    const opened = await harness.open('?code=CR1-S-AAAAAAK', options);
    const { page } = opened;
    await page.getByRole('button', { name: 'Can I still win?' }).click();
    const panel = page.locator('[data-solver="yes"]');
    await panel.waitFor({ timeout: 15_000 });
    const over = (await panel.boundingBox()) as { x: number; y: number; width: number; height: number };
    const piles = await page
      .locator('[data-pile]')
      .evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect));
    expect(piles).toHaveLength(16);
    for (const pile of piles) {
      const apart =
        pile.right <= over.x + 0.5 ||
        pile.left >= over.x + over.width - 0.5 ||
        pile.bottom <= over.y + 0.5 ||
        pile.top >= over.y + over.height - 0.5;
      expect(apart, `the panel covers the pile at ${JSON.stringify(pile)}`).toBe(true);
    }
    await finish(opened);
  });

  it('"show me" can be stopped, and the player goes on by hand from there', async () => {
    const { game } = recordedGame(WON_GAMES, 'CR1-S-AAAAAAK', 12);
    const opened = await harness.open(positionLink(game.position), undefined, { clock: true });
    const { page } = opened;
    await page.getByRole('button', { name: 'Can I still win?' }).click();
    // The page presses Stop itself the moment the second move is shown: a press from here, on a slow machine, could
    // come only after "show me" had played the game out.
    const pressedStop = page.evaluate(stopAtSecondMove);
    await page.getByRole('button', { name: 'Show me' }).click({ timeout: 15_000 });
    await pressedStop;
    const stopped = await positionText(page);
    // Every step "show me" would have played in the next 1.5 s is due at once: none may play.
    await page.clock.runFor(1_500);
    expect(await positionText(page)).toBe(stopped);
    expect(await page.locator('[data-solver="note"]').textContent()).toContain('play on by hand');
    expect(await page.locator('.app').getAttribute('data-status')).toBe('playing');
    await finish(opened);
  });

  it('can be cancelled, and the next question gets an answer from a fresh worker', async () => {
    const opened = await harness.visit('?code=CR1-N-AAAAAHD');
    const { page } = opened;
    await page.getByRole('button', { name: 'Can I still win?' }).click();
    const working = page.locator('[data-solver="working"]');
    await working.waitFor();
    await working.getByRole('button', { name: 'Cancel' }).click();
    expect(await page.locator('.solver-panel').count()).toBe(0);
    await page.getByRole('button', { name: 'Hint', exact: true }).click();
    await expect.poll(() => statusLine(page), { timeout: 15_000 }).toMatch(/^Hint: /);
    await finish(opened);
  });

  it('answers no on a lost position', async () => {
    const opened = await harness.visit(positionLink(ONE_FROM_STUCK));
    const { page } = opened;
    await page.getByRole('button', { name: 'Can I still win?' }).click();
    await page.locator('[data-solver="no"]').waitFor({ timeout: 15_000 });
    expect(await page.locator('[data-solver="no"]').textContent()).toMatch(
      /^No: this game can no longer be won\. Undo cannot go back from here\./,
    );
    await finish(opened);
  });
});

describe('face-down dealing', () => {
  it('keeps solver help off during play, saying why, and the hint is only the rule-book hint', async () => {
    const opened = await harness.visit('?code=CR1-ND-AAAAAAD');
    const { page } = opened;
    const button = page.getByRole('button', { name: /Can I still win\?/ });
    expect(await button.getAttribute('aria-disabled')).toBe('true');
    expect(await button.textContent()).toContain('Off in face-down games');
    // aria-disabled keeps it pressable, so a press says why.
    await button.click({ force: true });
    expect(await statusLine(page)).toMatch(/^Solver help is off in face-down games until the game ends/);
    await page.getByRole('button', { name: 'Hint', exact: true }).click();
    expect(await statusLine(page)).toMatch(/^Hint: .+ This is only the rule-book hint: Solver help is off/);
    await finish(opened);
  });
});

describe('after a lost game', () => {
  it('tells that the deal could be won from the start, and replays a solution to the win', async () => {
    // Spades left: K J on pile 1, Q on pile 2, A on pile 3. J, Q, K home, then A, wins; Q onto J first loses.
    const start = parsePosition('classic 0 TKKK2AAA KSJS/QS/AS/-/-/-/-/-/-/-/-/-/-/-/-/-');
    if (!start.ok) throw new Error(start.error.reason);
    const opened = await harness.visit(positionLink(start.value));
    const { page } = opened;
    await page.locator('[data-pile="2"]').click();
    await pastDoubleTap(page);
    await page.locator('[data-pile="3"]').click();
    const dialog = page.getByRole('dialog', { name: 'Stuck' });
    await dialog.locator('[data-verdict="winnable"]').waitFor({ timeout: 15_000 });
    expect(await dialog.locator('.deal-verdict').textContent()).toMatch(
      /^This deal could be won from the start: the solver wins it in \d+ moves\./,
    );
    await dialog.getByRole('button', { name: 'Watch the solution' }).click();
    const viewer = page.getByRole('dialog', { name: 'A solution from the start' });
    expect(await viewer.locator('[data-replay-position]').getAttribute('data-replay-position')).toBe(
      formatPosition(start.value),
    );
    await viewer.getByRole('button', { name: 'End' }).click();
    expect(await viewer.locator('[data-replay-status]').getAttribute('data-replay-status')).toBe('won');
    await finish(opened);
  });

  it('tells whether the deal could be won from the start', async () => {
    const opened = await harness.visit(positionLink(ONE_FROM_STUCK));
    const { page } = opened;
    await page.locator('[data-pile="1"]').click();
    const dialog = page.getByRole('dialog', { name: 'Stuck' });
    await dialog.waitFor();
    await dialog.locator('[data-verdict="unwinnable"]').waitFor({ timeout: 15_000 });
    expect(await dialog.locator('.deal-verdict').textContent()).toContain(
      'This deal could not be won from the start: the solver searched every line.',
    );
    await finish(opened);
  });
});
