// Keys to commands, and arrow keys to the nearest place that way on a drawn table.

import { describe, expect, it } from 'vitest';
import { tableLayout } from '../../src/web/core/layout';
import { KEY_HELP, keyCommand, nearestPlace, type PlaceBox } from '../../src/web/ui/keyboard';

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
  const layout = tableLayout(width, height, Array<number>(16).fill(6), false);
  return [
    ...layout.piles.map((pile, place) => ({ place, ...pile.box })),
    ...layout.foundations.map((rect, f) => ({ place: 16 + f, ...rect })),
  ];
}

describe('nearestPlace', () => {
  for (const [name, width, height] of [
    ['phone', 360, 520],
    ['desktop', 1280, 640],
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
          const next = nearestPlace(boxes, at, direction);
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
