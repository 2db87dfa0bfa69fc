// Browser tests: a game step played only with the keyboard, the live region's announcements, focus, the keys overlay and contrast.

import { describe, expect, it } from 'vitest';
import {
  cardMove,
  checkMove,
  dealPosition,
  formatGameCode,
  isPilePlace,
  type Place,
  REDEAL,
} from '../src/engine/index';
import { pileContents } from '../src/web/core/words';
import { arrowTarget, type Direction, type PlaceBox } from '../src/web/ui/keyboard';
import { findPile, pastDoubleTap, positionAfter, positionOf, positionText, statusLine } from './support/app';
import { fileHarness, finish, type OpenPage, PHONE } from './support/harness';

const harness = fileHarness();

const KEYS: Record<Direction, string> = { left: 'ArrowLeft', right: 'ArrowRight', up: 'ArrowUp', down: 'ArrowDown' };

/** Focuses pile 1, presses ↑, → and ↓ the given numbers of times, and returns where the focus was after each. */
async function walkFromPile1(opened: OpenPage, [ups, rights, downs]: readonly number[]): Promise<(Place | null)[]> {
  await opened.page.locator('[data-pile="1"]').focus();
  const keys = [...Array(ups).fill('ArrowUp'), ...Array(rights).fill('ArrowRight'), ...Array(downs).fill('ArrowDown')];
  const visited: (Place | null)[] = [];
  for (const key of keys) {
    await opened.page.keyboard.press(key);
    visited.push(await focusedPlace(opened));
  }
  return visited;
}

async function focusedPlace(opened: OpenPage): Promise<Place | null> {
  const text = await opened.page.evaluate(() => document.activeElement?.getAttribute('data-place') ?? null);
  return text === null ? null : Number(text);
}

async function boxes(opened: OpenPage): Promise<PlaceBox[]> {
  return opened.page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('[data-place]')).map((el) => {
      const r = el.getBoundingClientRect();
      return { place: Number(el.dataset.place), x: r.left, y: r.top, w: r.width, h: r.height };
    }),
  );
}

/** Walks focus to `to` with arrow keys only, on the shortest path the geometry allows. */
async function arrowTo(opened: OpenPage, to: Place): Promise<void> {
  const from = await focusedPlace(opened);
  if (from === null) throw new Error('no place has focus');
  const drawn = await boxes(opened);
  const paths = new Map<Place, Direction[]>([[from, []]]);
  const queue: Place[] = [from];
  while (queue.length > 0 && !paths.has(to)) {
    const at = queue.shift() as Place;
    for (const direction of Object.keys(KEYS) as Direction[]) {
      const next = arrowTarget(drawn, at, direction);
      if (next !== null && !paths.has(next)) {
        paths.set(next, [...(paths.get(at) ?? []), direction]);
        queue.push(next);
      }
    }
  }
  const path = paths.get(to);
  if (path === undefined) throw new Error(`no arrow path from ${from} to ${to}`);
  for (const direction of path) await opened.page.keyboard.press(KEYS[direction]);
  expect(await focusedPlace(opened)).toBe(to);
}

/** A real deal with a pile whose card has two or more places to go, found with the engine. */
function dealWithChoice() {
  for (let deal = 1; deal < 5000; deal++) {
    const options = { rules: 'classic' } as const;
    const position = dealPosition(deal, options);
    const pile = findPile(position, (targets) => targets.length >= 2);
    if (pile !== null) return { code: formatGameCode({ options, deal }), position, ...pile };
  }
  throw new Error('no deal found');
}

describe('keyboard play on a desktop', () => {
  it('reaches every pile and foundation by arrows from pile 1, each arrow going that way', async () => {
    const opened = await harness.visit('?code=CR1-N-AAAAAAB');
    const drawn = await boxes(opened);
    const reachable = new Set<Place>([0]);
    const queue: Place[] = [0];
    while (queue.length > 0) {
      const at = queue.shift() as Place;
      for (const direction of Object.keys(KEYS) as Direction[]) {
        const next = arrowTarget(drawn, at, direction);
        if (next !== null && !reachable.has(next)) {
          reachable.add(next);
          queue.push(next);
        }
      }
    }
    expect(reachable.size).toBe(24);
    // The one tab stop is pile 1; an arrow moves the focus to the place it leads to.
    await opened.page.locator('[data-pile="1"]').focus();
    expect(await opened.page.locator('[data-place][tabindex="0"]').count()).toBe(1);
    const centre = (p: Place) => {
      const b = drawn.find((x) => x.place === p) as PlaceBox;
      return { x: b.x + b.w / 2, y: b.y + b.h / 2 };
    };
    // Each arrow goes where arrowTarget says, always that way, or stays where nothing lies that way.
    let at: Place = 0;
    for (const direction of ['right', 'down', 'left', 'up', 'up', 'right'] as Direction[]) {
      const expected = arrowTarget(drawn, at, direction);
      await opened.page.keyboard.press(KEYS[direction]);
      const now = (await focusedPlace(opened)) as Place;
      expect(now).toBe(expected ?? at);
      if (expected !== null) {
        const [a, b] = [centre(at), centre(now)];
        const ahead = { right: b.x - a.x, left: a.x - b.x, down: b.y - a.y, up: a.y - b.y }[direction];
        expect(ahead).toBeGreaterThan(0);
      }
      at = now;
    }
    expect(await opened.page.locator(`[data-place="${at}"]`).getAttribute('tabindex')).toBe('0');
    expect(await opened.page.locator('[data-place][tabindex="0"]').count()).toBe(1);
    await finish(opened);
  });

  it('walks the horseshoe in pile order with arrows on a tall window, and ← from pile 16 goes beside it', async () => {
    // A tall window keeps the usual horseshoe: the top piles in a band above the side piles.
    const opened = await harness.open('?code=CR1-N-AAAAAAB', { viewport: { width: 1024, height: 1100 } });
    const { page } = opened;
    expect(await walkFromPile1(opened, [4, 7, 4])).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]);
    // Pile 16's left neighbour is pile 1 across the felt, or a foundation where the rows stand level with it.
    const level = await page.evaluate(() => {
      const box = (p: number) => document.querySelector(`[data-place="${p}"]`)?.getBoundingClientRect();
      const pile16 = box(15);
      if (pile16 === undefined) return false;
      return Array.from({ length: 8 }, (_, i) => box(16 + i)).some(
        (f) => f !== undefined && f.top < pile16.bottom && pile16.top < f.bottom,
      );
    });
    await page.keyboard.press('ArrowLeft');
    const left = await focusedPlace(opened);
    if (level) expect(left).toBeGreaterThanOrEqual(16);
    else expect(left).toBe(0);
    await finish(opened);
  });

  it('walks the horseshoe in pile order with arrows on a desktop, where the side piles stand in columns', async () => {
    const opened = await harness.visit('?code=CR1-N-AAAAAAB');
    const { page } = opened;
    expect(await walkFromPile1(opened, [3, 9, 3])).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]);
    // → from pile 1 (bottom left) reaches the foundations beside it.
    await page.locator('[data-pile="1"]').focus();
    await page.keyboard.press('ArrowRight');
    expect(await focusedPlace(opened)).toBeGreaterThanOrEqual(16);
    await finish(opened);
  });

  it('plays a game step only with keys, announcing every move, refusal and redeal without moving focus', async () => {
    const deal = dealWithChoice();
    const opened = await harness.visit(`?code=${deal.code}`);
    const { page } = opened;
    await page.keyboard.press('Tab');
    // Tab from the page start goes through the header first: tab on until a place has focus.
    for (let i = 0; i < 10 && (await focusedPlace(opened)) === null; i++) await page.keyboard.press('Tab');
    expect(await focusedPlace(opened)).not.toBeNull();

    // A refused move: the engine's sentence, announced. The source is a card two places take, so the first press
    // selects it (a card with one place to go would move at once, and one nothing takes is not picked up).
    const piles = Array.from({ length: 16 }, (_, p) => p).filter((p) => (deal.position.piles[p]?.length ?? 0) > 0);
    const wrong = piles.find((p) => p !== deal.from && !deal.targets.includes(p)) as Place;
    await arrowTo(opened, deal.from);
    await page.keyboard.press('Space');
    await arrowTo(opened, wrong);
    await expect.poll(() => page.locator(`[data-place="${deal.from}"].selected`).count()).toBe(1);
    await page.keyboard.press('Enter');
    await expect.poll(() => statusLine(page)).toBe(checkMove(deal.position, cardMove(deal.from, wrong))?.reason);
    expect(await page.locator('.status-line.refused').count()).toBe(1);

    // Select with Enter, arrow to a destination, Enter moves.
    await arrowTo(opened, deal.from);
    // A second press on the same place this soon would be a double-tap.
    await pastDoubleTap(page);
    await page.keyboard.press('Enter');
    expect(await page.locator(`[data-place="${deal.from}"]`).getAttribute('aria-label')).toMatch(/, selected$/);
    const to = deal.targets[0] as Place;
    await arrowTo(opened, to);
    expect(await page.locator(`[data-place="${to}"]`).getAttribute('aria-label')).toMatch(
      /, can take the selected card$/,
    );
    await page.keyboard.press('Enter');
    expect(await positionText(page)).toBe(positionAfter(deal.position, cardMove(deal.from, to)));
    expect(await statusLine(page)).toMatch(/^Moved the .+ from pile \d+ to .+\.$/);
    expect(await focusedPlace(opened)).toBe(to);

    let position = await positionOf(page);

    // U undoes, R redeals, H hints, L reads the whole pile: each said in the live region, focus stays.
    await page.keyboard.press('u');
    expect(await positionText(page)).toBe((await import('../src/engine/index')).formatPosition(deal.position));
    expect(await statusLine(page)).toMatch(/^Took back: moved the .+\.$/);
    position = await positionOf(page);
    await page.keyboard.press('r');
    expect(await positionText(page)).toBe(positionAfter(position, REDEAL));
    expect(await statusLine(page)).toBe('Redealt: 2 redeals left.');
    await page.keyboard.press('h');
    // H asks the solver first (in a worker), as the Hint button does, so the answer comes a moment later.
    await expect.poll(() => statusLine(page), { timeout: 15_000 }).toMatch(/^Hint: /);
    const here = (await focusedPlace(opened)) as Place;
    expect(isPilePlace(here) || here >= 16).toBe(true);
    if (isPilePlace(here)) {
      await page.keyboard.press('l');
      expect(await statusLine(page)).toBe(pileContents(await positionOf(page), here));
    }
    expect(await focusedPlace(opened)).toBe(here);

    // F sends the focused top card home when a foundation takes it.
    position = await positionOf(page);
    const home = findPile(position, (targets) => targets.filter((t) => t >= 16).length === 1);
    if (home !== null) {
      await arrowTo(opened, home.from);
      await page.keyboard.press('f');
      const f = home.targets.find((t) => t >= 16) as Place;
      expect(await positionText(page)).toBe(positionAfter(position, cardMove(home.from, f)));
    }
    await finish(opened);
  });

  it('opens the keys overlay with ? and with the Keys button, and Esc closes it and cancels a selection', async () => {
    const opened = await harness.visit('?code=CR1-N-AAAAAAB');
    const { page } = opened;
    await page.locator('[data-pile="1"]').focus();
    await page.keyboard.press('?');
    const help = page.getByRole('dialog', { name: 'Keys' });
    await help.waitFor();
    for (const key of ['F', 'U', 'R', 'H', 'L', 'V', 'Esc', '?']) {
      expect(await help.locator('kbd', { hasText: new RegExp(`^\\${key}$`) }).count()).toBe(1);
    }
    await page.keyboard.press('Escape');
    expect(await page.locator('dialog[open]').count()).toBe(0);
    await page.getByRole('button', { name: 'Keys', exact: true }).click();
    await help.waitFor();
    await page.keyboard.press('Escape');
    // V opens the pile viewer; Esc closes it.
    await page.locator('[data-pile="1"]').focus();
    await page.keyboard.press('v');
    await page.getByRole('dialog', { name: /^Pile 1:/ }).waitFor();
    await page.keyboard.press('Escape');
    expect(await page.locator('dialog[open]').count()).toBe(0);
    await finish(opened);
  });

  it('shows a strong focus ring above the cards and links to the rules and examples pages', async () => {
    const opened = await harness.visit('?code=CR1-N-AAAAAAB');
    const { page } = opened;
    await page.locator('[data-pile="1"]').focus();
    await page.keyboard.press('ArrowRight');
    const ring = await page.evaluate(() => {
      const style = getComputedStyle(document.activeElement as Element);
      return { width: style.outlineWidth, style: style.outlineStyle, z: style.zIndex };
    });
    expect(ring.style).toBe('solid');
    expect(Number.parseFloat(ring.width)).toBeGreaterThanOrEqual(3);
    expect(Number(ring.z)).toBeGreaterThan(50);
    expect(await page.getByRole('link', { name: 'Rules' }).getAttribute('href')).toBe('./rules.html');
    expect(await page.getByRole('link', { name: 'Examples' }).getAttribute('href')).toBe('./examples.html');
    await page.screenshot({ path: 'test-output/focus-desktop.png' });
    await finish(opened);
  });
});

/** The contrast ratio of two sRGB colours (WCAG 2.2). */
function contrast(a: readonly number[], b: readonly number[]): number {
  const lum = (c: readonly number[]) => {
    const [r, g, bl] = c.map((v) => {
      const s = v / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

describe('contrast on a phone', () => {
  it('keeps the main text at 4.5:1 or more against what lies behind it', async () => {
    const opened = await harness.open('?code=CR1-N-AAAAAAB', PHONE);
    const { page } = opened;
    await page.locator('[data-pile="1"]').focus();
    await page.screenshot({ path: 'test-output/focus-phone.png' });
    const selectors = [
      '.status-line',
      '.control',
      '.control-note',
      '.more',
      '.stat-label',
      '.stat-value',
      '.rules-name',
      '.pile-number',
    ];
    // Each text's colour against its background, composed from its ancestors; a gradient counts as its lightest stop.
    const pairs = await page.evaluate((list) => {
      const parse = (text: string): number[][] =>
        Array.from(text.matchAll(/rgba?\(([^)]+)\)/g)).map((m) =>
          (m[1] as string)
            .split(/[ ,/]+/)
            .filter(Boolean)
            .map(Number),
        );
      const result: { selector: string; fg: number[]; bg: number[] }[] = [];
      for (const selector of list) {
        const element = document.querySelector(selector);
        if (!element) continue;
        const layers: number[][] = [];
        for (let at: Element | null = element; at; at = at.parentElement) {
          const style = getComputedStyle(at);
          const colour = parse(style.backgroundColor)[0];
          if (colour && (colour[3] ?? 1) > 0) layers.push(colour);
          const stops = parse(style.backgroundImage);
          if (stops.length > 0) {
            const lightest = stops.reduce((a, b) => (a[0]! + a[1]! + a[2]! >= b[0]! + b[1]! + b[2]! ? a : b));
            layers.push([lightest[0]!, lightest[1]!, lightest[2]!, 1]);
          }
          if (layers.length > 0 && (layers[layers.length - 1]![3] ?? 1) >= 1) break;
        }
        let bg = [255, 255, 255];
        for (const layer of layers.reverse()) {
          const a = layer[3] ?? 1;
          bg = bg.map((v, i) => layer[i]! * a + v * (1 - a));
        }
        const fg = parse(getComputedStyle(element).color)[0] as number[];
        result.push({ selector, fg, bg });
      }
      return result;
    }, selectors);
    expect(pairs.length).toBe(selectors.length);
    for (const { selector, fg, bg } of pairs) {
      expect({ selector, ratio: contrast(fg, bg) >= 4.5 }).toEqual({ selector, ratio: true });
    }
    await page.getByRole('button', { name: 'Statistics', exact: true }).click();
    await page.getByRole('dialog', { name: 'Statistics' }).waitFor();
    await page.screenshot({ path: 'test-output/statistics-phone.png' });
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Keys', exact: true }).click();
    await page.getByRole('dialog', { name: 'Keys' }).waitFor();
    await page.screenshot({ path: 'test-output/keys-phone.png' });
    await finish(opened);
  });
});
