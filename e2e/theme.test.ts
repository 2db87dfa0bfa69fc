// Browser tests: dark mode follows the system and the setting overrides it, the felts and backs, the win celebration, sound.

import type { BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { formatPosition, type Position } from '../src/engine/index';
import type { Settings } from '../src/web/persist/settings';
import { ONE_FROM_WIN } from '../test/web/fixtures';
import { contrastViolations } from './support/axe';
import { DESKTOP, fileHarness, finish, type OpenPage, PHONE } from './support/harness';

const harness = fileHarness();

const link = (position: Position) => `?position=${encodeURIComponent(formatPosition(position))}`;

/** Opens the app with these settings stored before it loads, so it starts with them. */
function openWith(settings: Partial<Settings>, options: BrowserContextOptions, query = '?code=CR1-ND-AAAAAAB') {
  return harness.open(query, options, { settings });
}

/** The painted colour of a face-up card and of the table's felt under the foundations. */
async function colours(page: Page) {
  return page.evaluate(() => {
    const face = document.querySelector('[data-foundation] .card.face') as Element;
    const app = document.querySelector('.app') as Element;
    return { face: getComputedStyle(face).backgroundColor, felt: getComputedStyle(app).backgroundImage };
  });
}

/** Two animation frames: whatever a render's effects start has started by then. */
async function frames(page: Page) {
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

describe('appearance', () => {
  it('follows the system: a dark system gets darker cards and felt than a light one', async () => {
    const light = await harness.open('?code=CR1-N-AAAAAAB', { ...DESKTOP, colorScheme: 'light' });
    const dark = await harness.open('?code=CR1-N-AAAAAAB', { ...DESKTOP, colorScheme: 'dark' });
    const [l, d] = [await colours(light.page), await colours(dark.page)];
    expect(l.face).toBe('rgb(255, 253, 247)');
    expect(d.face).not.toBe(l.face);
    expect(d.felt).not.toBe(l.felt);
    await finish(light);
    await finish(dark);
  });

  it('the setting overrides the system either way, and changes at once from the Settings dialog', async () => {
    const reference = await harness.open('?code=CR1-N-AAAAAAB', { ...DESKTOP, colorScheme: 'dark' });
    const darkFace = (await colours(reference.page)).face;
    await finish(reference);

    const opened = await openWith({ appearance: 'light' }, { ...DESKTOP, colorScheme: 'dark' });
    const { page } = opened;
    expect(await page.locator('.app').getAttribute('data-appearance')).toBe('light');
    expect((await colours(page)).face).toBe('rgb(255, 253, 247)');
    await page
      .getByRole('button', { name: /settings/i })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Settings' });
    await dialog.getByRole('radiogroup', { name: 'Appearance' }).getByRole('radio', { name: 'Dark' }).check();
    expect((await colours(page)).face).toBe(darkFace);
    // The dialog itself turns dark too: its paper is darker than its text.
    const paper = await dialog.evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(paper).not.toBe('rgb(251, 248, 239)');
    await dialog.getByRole('radiogroup', { name: 'Appearance' }).getByRole('radio', { name: 'As the system' }).check();
    expect((await colours(page)).face).toBe(darkFace);
    await finish(opened);
  });

  it('the table colour and card back change the felt and the face-down cards, which keep their names', async () => {
    const opened = await openWith({ facedown: true }, DESKTOP);
    const { page } = opened;
    const before = await colours(page);
    const back = () =>
      page
        .locator('[data-pile] .card.back')
        .first()
        .evaluate((el) => getComputedStyle(el).backgroundImage);
    const lattice = await back();
    await page
      .getByRole('button', { name: /settings/i })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Settings' });
    await dialog.getByRole('radiogroup', { name: 'Table colour' }).getByRole('radio', { name: 'Blue' }).check();
    await dialog.getByRole('radiogroup', { name: 'Card back' }).getByRole('radio', { name: 'Red crescent' }).check();
    expect(await page.locator('.app').getAttribute('data-felt')).toBe('blue');
    expect((await colours(page)).felt).not.toBe(before.felt);
    expect(await back()).not.toBe(lattice);
    // Each sample shows its own felt and back, whichever the table has.
    const samples = (selector: string) =>
      dialog.locator(selector).evaluateAll((els) => els.map((el) => getComputedStyle(el).backgroundImage));
    expect(new Set(await samples('.felt-sample')).size).toBe(3);
    expect(new Set(await samples('.back-sample .card.back')).size).toBe(3);
    await dialog.getByRole('button', { name: 'Done' }).click();
    // The pile viewer (V on a focused pile) still names its hidden cards as face down under any back.
    await page.locator('[data-pile="1"]').focus();
    await page.keyboard.press('v');
    const viewer = page.getByRole('dialog').filter({ has: page.locator('.viewer-cards') });
    await viewer.waitFor();
    expect(await viewer.getByRole('listitem', { name: 'face-down card' }).count()).toBe(5);
    await finish(opened);
  });

  it.each([
    ['light', 'green'],
    ['dark', 'blue'],
    ['dark', 'burgundy'],
    ['light', 'burgundy'],
  ] as const)('passes the standard contrast check in %s on %s felt, table and Settings', async (appearance, felt) => {
    const opened = await openWith({ appearance, felt }, PHONE);
    const { page } = opened;
    expect(await contrastViolations(page)).toEqual([]);
    await page
      .getByRole('button', { name: /settings/i })
      .first()
      .click();
    await page.getByRole('dialog', { name: 'Settings' }).waitFor();
    expect(await contrastViolations(page, 'dialog[open]')).toEqual([]);
    await finish(opened);
  });
});

describe('dialogs in the dark', () => {
  /** Contrast failures axe finds inside the open dialog. */
  const dialogContrast = (page: Page) => contrastViolations(page, 'dialog[open]');

  // The three take turns on one load of the app: each closes its dialog with Escape, leaving the table as loaded.
  let table: OpenPage | undefined;
  afterAll(async () => table?.close());

  it.each(['New game', 'Statistics', 'Keys'])('%s passes the standard contrast check', async (name) => {
    const opened = table ?? (await openWith({ appearance: 'dark', felt: 'burgundy' }, DESKTOP));
    table = undefined;
    const { page } = opened;
    await page.getByRole('button', { name, exact: true }).first().click();
    await page.locator('dialog[open]').waitFor();
    expect(await dialogContrast(page)).toEqual([]);
    expect(opened.problems).toEqual([]);
    await page.keyboard.press('Escape');
    await page.locator('dialog[open]').waitFor({ state: 'detached' });
    table = opened;
  });

  it('the Won dialog passes it too, over the celebration', async () => {
    const opened = await openWith({ appearance: 'dark' }, DESKTOP, link(ONE_FROM_WIN));
    const { page } = opened;
    await page.locator('[data-pile="1"]').click();
    await page.getByRole('dialog', { name: 'You won!' }).waitFor();
    expect(await dialogContrast(page)).toEqual([]);
    await finish(opened);
  });
});

describe('the win celebration', () => {
  it('cascades the cards after a win, behind a Won dialog whose buttons still work, and then ends', async () => {
    const opened = await harness.open(link(ONE_FROM_WIN), PHONE);
    const { page } = opened;
    await page.locator('[data-pile="1"]').click();
    const dialog = page.getByRole('dialog', { name: 'You won!' });
    await dialog.waitFor();
    await page.locator('.celebration canvas').waitFor();
    expect(await page.locator('.celebration').getAttribute('aria-hidden')).toBe('true');
    // Cards are in flight on the canvas.
    await page.waitForFunction(
      () => Number(document.querySelector('.celebration canvas')?.getAttribute('data-cards')) > 0,
    );
    await dialog.getByRole('button', { name: 'Look at the table' }).click();
    expect(await page.locator('dialog[open]').count()).toBe(0);
    await page.locator('.celebration').waitFor({ state: 'detached', timeout: 10_000 });
    await finish(opened);
  });

  it.each([
    ['the system asks for reduced motion', { ...PHONE, reducedMotion: 'reduce' as const }, {}],
    ['animations are off in Settings', PHONE, { animations: false }],
  ])('does not appear when %s', async (_, options, settings) => {
    const opened = await openWith(settings, options, link(ONE_FROM_WIN));
    const { page } = opened;
    await page.locator('[data-pile="1"]').click();
    await page.getByRole('dialog', { name: 'You won!' }).waitFor();
    await frames(page);
    expect(await page.locator('.celebration').count()).toBe(0);
    await finish(opened);
  });
});

/** Counts the audio contexts the page makes and the notes it starts. */
const COUNT_AUDIO = () => {
  const counts = { contexts: 0, notes: 0 };
  (window as unknown as { audioCounts: typeof counts }).audioCounts = counts;
  const Original = window.AudioContext;
  window.AudioContext = class extends Original {
    constructor(options?: AudioContextOptions) {
      super(options);
      counts.contexts++;
    }
    override createOscillator() {
      counts.notes++;
      return super.createOscillator();
    }
  };
};

describe('sound', () => {
  async function audioCounts(page: Page) {
    return page.evaluate(() => (window as unknown as { audioCounts: { contexts: number; notes: number } }).audioCounts);
  }

  it('is off by default: a move makes no audio context at all', async () => {
    const opened = await harness.open(link(ONE_FROM_WIN), DESKTOP, { script: COUNT_AUDIO });
    const { page } = opened;
    await page.locator('[data-pile="1"]').click();
    await page.getByRole('dialog', { name: 'You won!' }).waitFor();
    expect(await audioCounts(page)).toEqual({ contexts: 0, notes: 0 });
    await finish(opened);
  });

  it('when on, waits for the first tap to make its audio context, then plays the win', async () => {
    const opened = await harness.open(link(ONE_FROM_WIN), DESKTOP, { settings: { sound: true }, script: COUNT_AUDIO });
    const { page } = opened;
    expect(await audioCounts(page)).toEqual({ contexts: 0, notes: 0 });
    await page.locator('[data-pile="1"]').click();
    await page.getByRole('dialog', { name: 'You won!' }).waitFor();
    await page.waitForFunction(() => (window as unknown as { audioCounts: { notes: number } }).audioCounts.notes >= 4);
    expect((await audioCounts(page)).contexts).toBe(1);
    await finish(opened);
  });
});
