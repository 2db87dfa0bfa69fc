// Browser tests: stuck and won dialogs (from ?position=), bad links, the New game dialog, settings and the pile viewer.

import { describe, expect, it } from 'vitest';
import { cardMove, dealPosition, formatPosition, type Position, parsePlace } from '../src/engine/index';
import { ONE_FROM_STUCK, ONE_FROM_WIN, STUCK } from '../test/web/fixtures';
import { placeSelector, positionAfter, positionText, statusLine } from './support/app';
import { DESKTOP, fileHarness, finish } from './support/harness';

const harness = fileHarness();

const link = (position: Position) => `?position=${encodeURIComponent(formatPosition(position))}`;
const at = (text: string) => parsePlace(text) as number;

describe('the end of a game', () => {
  it('announces a stuck position at once, offering a new game', async () => {
    const opened = await harness.visit(link(STUCK));
    const { page } = opened;
    expect(await page.locator('.app').getAttribute('data-status')).toBe('stuck');
    const dialog = page.getByRole('dialog', { name: 'Stuck' });
    await dialog.waitFor();
    expect(await dialog.getByRole('button', { name: 'Undo last move' }).count()).toBe(0);
    await dialog.getByRole('button', { name: 'New game' }).click();
    const newGame = page.getByRole('dialog', { name: 'New game' });
    await newGame.getByRole('button', { name: 'Deal' }).click();
    expect(await page.locator('.app').getAttribute('data-status')).toBe('playing');
    await finish(opened);
  });

  it('offers "Undo last move" when a move got the game stuck, and it takes the move back', async () => {
    const opened = await harness.visit(link(ONE_FROM_STUCK));
    const { page } = opened;
    await page.locator('[data-pile="1"]').click();
    expect(await positionText(page)).toBe(positionAfter(ONE_FROM_STUCK, cardMove(at('1'), at('AS'))));
    const dialog = page.getByRole('dialog', { name: 'Stuck' });
    await dialog.waitFor();
    expect(await statusLine(page)).toMatch(/Stuck: no move is left\.$/);
    await dialog.getByRole('button', { name: 'Undo last move' }).click();
    expect(await positionText(page)).toBe(formatPosition(ONE_FROM_STUCK));
    expect(await page.locator('.app').getAttribute('data-status')).toBe('playing');
    expect(await page.locator('dialog[open]').count()).toBe(0);
    await finish(opened);
  });

  it('celebrates a win with the time and moves, and the clock stops', async () => {
    const opened = await harness.open(link(ONE_FROM_WIN), undefined, { clock: true });
    const { page } = opened;
    await page.locator('[data-pile="1"]').click();
    const dialog = page.getByRole('dialog', { name: 'You won!' });
    await dialog.waitFor();
    expect(await page.locator('.app').getAttribute('data-status')).toBe('won');
    expect(await dialog.textContent()).toMatch(/in 0:0\d with 1 move\./);
    const clock = await page.getByTestId('clock').textContent();
    // The header's clock ticks twice a second: 1.2 s on the page's clock is two ticks, and it must not move.
    await page.clock.runFor(1_200);
    expect(await page.getByTestId('clock').textContent()).toBe(clock);
    expect(await statusLine(page)).toMatch(/Won in 0:0\d with 1 move!$/);
    await finish(opened);
  });
});

describe('links and new games', () => {
  it('deals a fresh game with a clear message for a bad ?code=, never a blank page', async () => {
    const opened = await harness.visit('?code=CR1-Q-AAAAAAB');
    const { page } = opened;
    expect(await statusLine(page)).toMatch(
      /^The game code in the link could not be opened: .+ A new game was dealt\.$/,
    );
    expect(await page.locator('[data-pile] [data-card]').count()).toBe(96);
    expect(await page.locator('.app').getAttribute('data-status')).toBe('playing');
    expect(new URL(page.url()).search).toBe('');
    await finish(opened);
  });

  it('deals a fresh game with a clear message for a bad ?position=', async () => {
    const opened = await harness.visit('?position=classic+3+AAAAKKKK+2H');
    expect(await statusLine(opened.page)).toMatch(
      /^The position in the link could not be opened: .+ A new game was dealt\.$/,
    );
    await finish(opened);
  });

  it('deals a typed game code from the New game dialog, and refuses a bad one in place', async () => {
    const opened = await harness.visit('?code=CR1-N-AAAAAAB');
    const { page } = opened;
    await page.getByRole('button', { name: 'New game', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'New game' });
    await dialog.getByRole('textbox').fill('nope');
    await dialog.getByRole('button', { name: 'Deal' }).click();
    expect(await dialog.getByRole('alert').textContent()).toBe(
      '"nope" is not a game code: a code looks like CR1-N-AAAAAAB.',
    );
    await dialog.getByRole('textbox').fill('cr1-hd-aaaaaaz');
    await dialog.getByRole('button', { name: 'Deal' }).click();
    expect(await positionText(page)).toBe(
      formatPosition(dealPosition(25, { rules: 'casual', difficulty: 'hard', facedown: true })),
    );
    expect(await page.getByRole('button', { name: /^Copy game code/ }).textContent()).toContain('CR1-HD-AAAAAAZ');
    // Face-down dealing: backs for all but each pile's top card.
    expect(await page.locator('[data-pile] .card.back').count()).toBe(80);
    expect(
      await page
        .locator('[data-pile] [data-card]')
        .evaluateAll((els) => els.filter((el) => /^[a-z0-9]{2}$/.test(el.getAttribute('data-card') ?? '')).length),
    ).toBe(80);
    await finish(opened);
  });

  it('deals a random game under the chosen rules', async () => {
    const opened = await harness.visit('?code=CR1-N-AAAAAAB');
    const { page } = opened;
    await page.getByRole('button', { name: 'New game', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'New game' });
    await dialog.getByLabel(/^Strict/).check();
    await dialog.getByRole('button', { name: 'Deal' }).click();
    expect(await positionText(page)).toMatch(/^strict 3 AAAAKKKK /);
    expect(await page.getByRole('button', { name: /^Copy game code/ }).textContent()).toMatch(/CR1-S-[A-Z]{7}/);
    await finish(opened);
  });
});

describe('display', () => {
  it('shows a whole pile on a long press (right click), and only top cards when asked', async () => {
    const opened = await harness.visit('?code=CR1-N-AAAAAAB');
    const { page } = opened;
    await page.locator('[data-pile="3"]').click({ button: 'right' });
    const viewer = page.getByRole('dialog', { name: /^Pile 3: 6 cards/ });
    await viewer.waitFor();
    expect(await viewer.locator('[data-card]').count()).toBe(6);
    await viewer.getByRole('button', { name: 'Close' }).click();
    expect(await page.locator('dialog[open]').count()).toBe(0);
    // A click on the backdrop closes it too.
    await page.locator('[data-pile="14"]').click({ button: 'right' });
    await page.getByRole('dialog', { name: /^Pile 14:/ }).waitFor();
    await page.mouse.click(3, 3);
    expect(await page.locator('dialog[open]').count()).toBe(0);

    await page.getByRole('button', { name: 'Settings' }).click();
    const settings = page.getByRole('dialog', { name: 'Settings' });
    await settings.getByLabel('Top cards only', { exact: true }).check();
    await settings.getByLabel('Four-colour suits', { exact: true }).check();
    await settings.getByRole('button', { name: 'Done' }).click();
    expect(await page.locator('.app.four-colour').count()).toBe(1);
    const spread = await page
      .locator(`${placeSelector(2)} [data-card]`)
      .evaluateAll(
        (els) => new Set(els.map((el) => el.getBoundingClientRect().left + el.getBoundingClientRect().top)).size,
      );
    expect(spread).toBe(1);
    await finish(opened);
  });

  it('copies the game code', async () => {
    const opened = await harness.open('?code=CR1-N-AAAAAAB');
    const { page } = opened;
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: harness.server.url });
    await page.getByRole('button', { name: 'Copy game code CR1-N-AAAAAAB' }).click();
    await expect.poll(() => statusLine(page)).toBe('Game code CR1-N-AAAAAAB copied.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('CR1-N-AAAAAAB');
    await finish(opened);
  });

  it('animates a move briefly, and not at all under prefers-reduced-motion', async () => {
    for (const reducedMotion of ['no-preference', 'reduce'] as const) {
      const opened = await harness.open(link(ONE_FROM_STUCK), { ...DESKTOP, reducedMotion });
      const { page } = opened;
      // Counts the slides the table starts, however soon they end (a loaded machine may finish one before a look).
      await page.evaluate(() => {
        const started = { count: 0 };
        (window as unknown as { slides: typeof started }).slides = started;
        const animate = Element.prototype.animate;
        Element.prototype.animate = function (this: Element, ...args: Parameters<Element['animate']>) {
          started.count++;
          return animate.apply(this, args);
        };
      });
      const before = await page.locator('.app').getAttribute('data-position');
      await page.locator('[data-pile="1"]').click();
      await expect.poll(() => page.locator('.app').getAttribute('data-position')).not.toBe(before);
      const slides = () => page.evaluate(() => (window as unknown as { slides: { count: number } }).slides.count);
      if (reducedMotion === 'reduce') expect(await slides()).toBe(0);
      else await expect.poll(slides).toBe(1);
      await finish(opened);
    }
  });
});
