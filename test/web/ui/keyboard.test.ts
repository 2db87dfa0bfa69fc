// Keys to commands, and where arrow keys lead on a drawn table: along the horseshoe, then straight across.

import { describe, expect, it } from 'vitest';
import { tableLayout } from '../../../src/web/core/layout';
import { type PlaceBox, placeBoxes } from '../../../src/web/core/places';
import { arrowTarget, KEY_HELP, keyCommand } from '../../../src/web/ui/keyboard';

const press = (key: string, mods: Partial<Record<'ctrlKey' | 'metaKey' | 'altKey', boolean>> = {}) =>
  keyCommand({ key, ctrlKey: false, metaKey: false, altKey: false, ...mods });

describe('keyCommand', () => {
  it('maps the letters, arrows, Esc and ? in either case, and leaves modified keys to the browser', () => {
    expect(press('F')).toEqual({ kind: 'home' });
    expect(press('u')).toEqual({ kind: 'undo' });
    expect(press('R')).toEqual({ kind: 'redeal' });
    expect(press('h')).toEqual({ kind: 'hint' });
    expect(press('?')).toEqual({ kind: 'help' });
    expect(press('Escape')).toEqual({ kind: 'cancel' });
    expect(press('ArrowUp')).toEqual({ kind: 'go', direction: 'up' });
    expect(press('r', { ctrlKey: true })).toBeNull();
    expect(press('x')).toBeNull();
    expect(press('Enter')).toBeNull();
  });

  it('lists in the help every letter it answers to', () => {
    const listed = KEY_HELP.map(([keys]) => keys).join(' ');
    for (const key of ['F', 'U', 'R', 'H', 'L', 'V', 'Esc', '?']) expect(listed).toContain(key);
  });
});

function drawn(width: number, height: number): PlaceBox[] {
  return placeBoxes(tableLayout(width, height, Array<number>(16).fill(6), false));
}

describe('arrowTarget', () => {
  for (const [name, width, height] of [
    ['phone', 360, 520],
    ['phone held upright', 390, 644],
    ['desktop', 1280, 640],
    ['phone held sideways', 604, 351],
  ] as const) {
    it(`on a ${name}, every arrow goes that way and every place can be reached from pile 1`, () => {
      const boxes = drawn(width, height);
      const centre = (p: number) => {
        const b = boxes.find((x) => x.place === p) as PlaceBox;
        return { x: b.x + b.w / 2, y: b.y + b.h / 2 };
      };
      const seen = new Set([0]);
      const queue = [0];
      while (queue.length > 0) {
        const at = queue.shift() as number;
        for (const direction of ['left', 'right', 'up', 'down'] as const) {
          const next = arrowTarget(boxes, at, direction);
          if (next === null) continue;
          const [a, b] = [centre(at), centre(next)];
          const ahead = { right: b.x - a.x, left: a.x - b.x, down: b.y - a.y, up: a.y - b.y }[direction];
          expect(ahead).toBeGreaterThan(0);
          if (!seen.has(next)) {
            seen.add(next);
            queue.push(next);
          }
        }
      }
      expect(seen.size).toBe(24);
    });
  }
});

/** Where a run of arrows leads from a place, one step at a time (a step that goes nowhere stays). */
function walk(boxes: readonly PlaceBox[], from: number, arrows: string): number[] {
  const steps: Record<string, 'left' | 'right' | 'up' | 'down'> = { '←': 'left', '→': 'right', '↑': 'up', '↓': 'down' };
  const visited: number[] = [];
  let at = from;
  for (const arrow of arrows) {
    at = arrowTarget(boxes, at, steps[arrow] as 'left') ?? at;
    visited.push(at + 1);
  }
  return visited;
}

describe('arrows along the horseshoe', () => {
  for (const [name, width, height] of [
    ['phone', 360, 520],
    ['tall desktop', 1280, 1000],
    ['tall tablet', 800, 1200],
  ] as const) {
    it(`on a ${name}, ↑ → ↓ walk the piles in their order, round both corners, and back`, () => {
      const boxes = drawn(width, height);
      expect(walk(boxes, 0, '↑↑↑↑→→→→→→→↓↓↓↓')).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16]);
      expect(walk(boxes, 15, '↑↑↑↑←←←←←←←↓↓↓↓')).toEqual([15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
    });

    it(`on a ${name}, → from pile 1 crosses to pile 16 (or reaches a foundation level with it) and ← comes back; the side piles beside the foundations reach them`, () => {
      const boxes = drawn(width, height);
      const foundation = (p: number | null) => p !== null && p >= 16;
      const boxOf = (p: number) => boxes.find((b) => b.place === p) as PlaceBox;
      // A side pile is beside the foundations when its box and a foundation's share some height.
      const besideFoundations = (p: number) =>
        boxes.some((f) => f.place >= 16 && f.y < boxOf(p).y + boxOf(p).h && boxOf(p).y < f.y + f.h);
      if (besideFoundations(0)) expect(foundation(arrowTarget(boxes, 0, 'right'))).toBe(true);
      else expect(arrowTarget(boxes, 0, 'right')).toBe(15);
      if (besideFoundations(15)) expect(foundation(arrowTarget(boxes, 15, 'left'))).toBe(true);
      else expect(arrowTarget(boxes, 15, 'left')).toBe(0);
      expect(arrowTarget(boxes, 0, 'down')).toBeNull();
      expect(arrowTarget(boxes, 0, 'left')).toBeNull();
      const beside = [0, 1, 2, 13, 14, 15].filter(besideFoundations);
      expect(beside.length).toBeGreaterThanOrEqual(4);
      expect(beside.map((p) => arrowTarget(boxes, p, p < 4 ? 'right' : 'left')).every(foundation)).toBe(true);
    });

    it(`on a ${name}, the foundations step along their rows and between them`, () => {
      const boxes = drawn(width, height);
      expect(walk(boxes, 16, '→→→↓←←←↑').map((p) => p - 17)).toEqual([1, 2, 3, 7, 6, 5, 4, 0]);
    });
  }
});

describe('arrows round the side columns of a short, wide table', () => {
  // Piles 4 and 13 stand beside the top piles, at the ends of their row.
  for (const [name, width, height] of [
    ['phone held sideways', 604, 351],
    ['desktop', 1280, 640],
    ['laptop', 1366, 498],
  ] as const) {
    const boxes = drawn(width, height);

    it(`on a ${name}, ↑ climbs piles 1-4, → crosses 5-12 to pile 13, ↓ descends 13-16, and back`, () => {
      expect(walk(boxes, 0, '↑↑↑→→→→→→→→→↓↓↓')).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16]);
      expect(walk(boxes, 15, '↑↑↑←←←←←←←←←↓↓↓')).toEqual([15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
    });

    it(`on a ${name}, the foundations are reached from the top piles above them and the side piles beside them`, () => {
      const foundation = (p: number | null) => p !== null && p >= 16;
      expect(foundation(arrowTarget(boxes, 7, 'down'))).toBe(true);
      expect(foundation(arrowTarget(boxes, 0, 'right'))).toBe(true);
      expect(foundation(arrowTarget(boxes, 15, 'left'))).toBe(true);
    });

    it(`on a ${name}, the foundations step along their rows and between them`, () => {
      expect(walk(boxes, 16, '→→→↓←←←↑').map((p) => p - 17)).toEqual([1, 2, 3, 7, 6, 5, 4, 0]);
    });
  }
});
