// Helpers for the browser tests: read the app's hooks, and find moves with the engine to check the app against.

import type { Page } from 'playwright-core';
import {
  destinations,
  formatPlace,
  formatPosition,
  isPilePlace,
  type Move,
  type Place,
  type Position,
  parsePosition,
  play,
} from '../../src/engine/index';
import { DOUBLE_TAP_MS } from '../../src/web/core/interaction';
import { REPEAT_MARK } from '../../src/web/core/session';

export async function positionOf(page: Page): Promise<Position> {
  const text = await page.locator('.app').getAttribute('data-position');
  const parsed = parsePosition(text ?? '');
  if (!parsed.ok) throw new Error(`the app shows no valid position: ${parsed.error.reason}`);
  return parsed.value;
}

export async function positionText(page: Page): Promise<string> {
  return (await page.locator('.app').getAttribute('data-position')) ?? '';
}

/** The status line, found as the polite live region that announces moves, refusals, redeals, stuck and won. */
export async function statusLine(page: Page): Promise<string> {
  const region = page.getByRole('status');
  if ((await region.getAttribute('aria-live')) !== 'polite')
    throw new Error('the status line is not a polite live region');
  // The view marks every other message with a zero-width space so that a repeat is said again: not text.
  return ((await region.textContent()) ?? '').replaceAll(REPEAT_MARK, '');
}

/** The position text after a move the engine accepts. */
export function positionAfter(position: Position, move: Move): string {
  const result = play(position, move);
  if (!result.ok) throw new Error(`the test chose an illegal move: ${result.error.reason}`);
  return formatPosition(result.value);
}

/** The CSS selector of a place: `[data-pile="3"]` or `[data-foundation="AS"]`. */
export function placeSelector(place: Place): string {
  return isPilePlace(place) ? `[data-pile="${place + 1}"]` : `[data-foundation="${formatPlace(place)}"]`;
}

/** The first pile whose top card has destinations matching `wanted`, with them. */
export function findPile(
  position: Position,
  wanted: (targets: Place[]) => boolean,
): { from: Place; targets: Place[] } | null {
  for (let from = 0; from < 16; from++) {
    if ((position.piles[from]?.length ?? 0) === 0) continue;
    const targets = destinations(position, from);
    if (wanted(targets)) return { from, targets };
  }
  return null;
}

/** The centre of an element's box on the page. */
export async function centreOf(page: Page, selector: string): Promise<{ x: number; y: number }> {
  const box = await page.locator(selector).first().boundingBox();
  if (box === null) throw new Error(`${selector} is not on the page`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** Drags with the mouse from one point to another in small steps, as a hand would. */
export async function dragMouse(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + 4, from.y + 4, { steps: 2 });
  await page.mouse.move(to.x, to.y, { steps: 8 });
  await page.mouse.up();
}

/** Every card element agrees with the position: as many in each pile, in order, none lost or doubled. */
export async function cardsOnTable(page: Page): Promise<string> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('[data-pile]'))
      .map((pile) =>
        Array.from(pile.querySelectorAll('[data-card]'))
          .map((card) => card.getAttribute('data-card'))
          .join(''),
      )
      .map((group) => (group === '' ? '-' : group))
      .join('/'),
  );
}

/**
 * Waits until the page's own clock (the one the app times taps by) has passed the double-tap window from now, so
 * that the next tap, even on the same place, is a tap of its own and not the second tap of a double-tap. It looks
 * every 25 ms rather than every frame: asking for a frame keeps the page drawing frames for nothing, and the tests
 * that play whole games wait like this after every move.
 */
export async function pastDoubleTap(page: Page): Promise<void> {
  const since = await page.evaluate(() => performance.now());
  await page.waitForFunction((until) => performance.now() > until, since + DOUBLE_TAP_MS, { polling: 25 });
}

type Point = { x: number; y: number };

/**
 * Touch input through the DevTools protocol: a finger's press, moves and release, as a phone sends them. With
 * `whileHeld`, the finger stays down on the first point until it resolves (a long press: until what it opens is there).
 */
export async function touch(page: Page, path: readonly Point[], whileHeld?: () => Promise<void>): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const point = (p: Point) => [{ x: p.x, y: p.y, id: 1, radiusX: 4, radiusY: 4, force: 1 }];
  const [first, ...rest] = path;
  if (first === undefined) return;
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(first) });
  if (whileHeld !== undefined) await whileHeld();
  for (const p of rest) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: point(p) });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/** The points of a straight finger drag, in small steps. */
export function stroke(from: Point, to: Point, steps = 10): Point[] {
  return Array.from({ length: steps + 1 }, (_, i) => ({
    x: from.x + ((to.x - from.x) * i) / steps,
    y: from.y + ((to.y - from.y) * i) / steps,
  }));
}

/** Presses Redeal and, when the app asks first (the redeal would clear the undo history), says yes. */
export async function redealAnswering(page: Page): Promise<void> {
  const before = await positionText(page);
  await page.getByRole('button', { name: 'Redeal', exact: true }).click();
  const asked = 'dialog[open][aria-label="Redeal now?"]';
  await page.waitForFunction(
    ([question, was]) =>
      document.querySelector(question) !== null ||
      document.querySelector('.app')?.getAttribute('data-position') !== was,
    [asked, before] as const,
  );
  const question = page.locator(asked);
  if ((await question.count()) > 0) await question.getByRole('button', { name: 'Redeal', exact: true }).click();
}

/**
 * Plays a move by tapping, as a player would: the source, then (when more than one place takes it) the destination.
 * `tap` taps one place (by default a click on its element, looked up each time).
 */
export async function tapMove(
  page: Page,
  position: Position,
  move: Move,
  tap: (place: Place) => Promise<void> = (place) => page.locator(placeSelector(place)).first().click(),
): Promise<void> {
  if (move.kind === 'redeal') {
    await redealAnswering(page);
    return;
  }
  await tap(move.from);
  if (destinations(position, move.from).length > 1) await tap(move.to);
}

/**
 * Makes the page believe the browser offers installation: a synthetic `beforeinstallprompt` whose `prompt()`
 * counts its calls in `window.installPrompts`.
 */
export async function offerInstall(page: Page): Promise<void> {
  await page.evaluate(() => {
    const state = window as unknown as { installPrompts: number };
    state.installPrompts = 0;
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => {
        state.installPrompts++;
        return { outcome: 'accepted' };
      },
    });
    window.dispatchEvent(offer);
  });
}
