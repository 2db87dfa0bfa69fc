// Where the places of a laid-out table are, with no browser: their boxes, their top cards, what a drop lands on,
// and the hint's arrow planned from them.

import { describe, expect, it } from 'vitest';
import { cardMove, dealPosition, PILE_COUNT, type Position, REDEAL } from '../../../src/engine/index';
import { planHint } from '../../../src/web/core/hint-plan';
import { cardSlot, type Rect, tableLayout } from '../../../src/web/core/layout';
import { dropTargetAt, placeBox, placeBoxes, topCardRect } from '../../../src/web/core/places';
import { ONE_PLACE } from '../fixtures';

const centre = (r: Rect) => ({ x: r.x + r.w / 2, y: r.y + r.h / 2 });
const lengths = (position: Position) => position.piles.map((pile) => pile.length);

describe.each([
  ['phone', 360, 520],
  ['phone held upright', 390, 644],
  ['phone held sideways', 604, 351],
  ['desktop', 1280, 680],
])('on a %s (%i x %i)', (_, width, height) => {
  const dealt = dealPosition(7, { rules: 'classic' });
  const layout = tableLayout(width, height, lengths(dealt), false);

  it('gives every place its box, piles then foundations, none overlapping another', () => {
    const boxes = placeBoxes(layout);
    expect(boxes.map((box) => box.place)).toEqual(Array.from({ length: 24 }, (_, place) => place));
    for (const box of boxes) expect(placeBox(layout, box.place)).toEqual({ x: box.x, y: box.y, w: box.w, h: box.h });
    for (const a of boxes) {
      for (const b of boxes) {
        if (a === b) continue;
        expect(a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h).toBe(false);
      }
    }
  });

  it('drops on the place under the point, else the foundation area, else nowhere', () => {
    for (const box of placeBoxes(layout)) {
      const { x, y } = centre(box);
      expect(dropTargetAt(layout, x, y)).toEqual({ kind: 'place', place: box.place });
      // A box holds its left and top edges, not its right and bottom ones (the next place's begin there).
      expect(dropTargetAt(layout, box.x, box.y)).toEqual({ kind: 'place', place: box.place });
      expect(dropTargetAt(layout, box.x + box.w, y)).not.toEqual({ kind: 'place', place: box.place });
    }
    const area = layout.foundationArea;
    expect(dropTargetAt(layout, area.x + 1, area.y + 1)).toEqual({ kind: 'foundation-area', under: null });
    expect(dropTargetAt(layout, -1, -1)).toEqual({ kind: 'nowhere' });
    expect(dropTargetAt(layout, width + 1, 1)).toEqual({ kind: 'nowhere' });
  });

  it("finds a pile's top card at the end of its fan, and a foundation's card in its box", () => {
    for (let place = 0; place < PILE_COUNT; place++) {
      const pile = layout.piles[place];
      if (pile === undefined) throw new Error(`no pile ${place}`);
      const slot = cardSlot(pile, (dealt.piles[place]?.length ?? 0) - 1);
      expect(topCardRect(layout, dealt, place)).toEqual({ ...slot, w: layout.cardW, h: layout.cardH });
    }
    expect(topCardRect(layout, dealt, 20)).toEqual(layout.foundations[4]);
  });

  it('draws the hint from the centre of the hinted card to the edge of its destination', () => {
    const position = ONE_PLACE;
    const drawn = tableLayout(width, height, lengths(position), false);
    // Pile 1's queen of spades to the spades Ace foundation.
    const plan = planHint(drawn, position, cardMove(0, 16), width, height);
    if (plan?.arrow == null) throw new Error('no arrow');
    const start = centre(topCardRect(drawn, position, 0));
    const [x, y] = (plan.arrow.path.split(' ').slice(1, 3) as [string, string]).map(Number);
    expect(Math.abs((x as number) - start.x)).toBeLessThanOrEqual(0.05);
    expect(Math.abs((y as number) - start.y)).toBeLessThanOrEqual(0.05);
    const tip = (plan.arrow.head.split(' ')[0] as string).split(',').map(Number) as [number, number];
    const card = topCardRect(drawn, position, 16);
    const onEdge =
      Math.min(
        Math.abs(tip[0] - card.x),
        Math.abs(tip[0] - (card.x + card.w)),
        Math.abs(tip[1] - card.y),
        Math.abs(tip[1] - (card.y + card.h)),
      ) <= 0.05;
    expect(onEdge).toBe(true);
    expect(plan.places).toHaveLength(24);
    // Every pile's label strip and every foundation's corner are kept clear of the words.
    expect(plan.labels).toHaveLength(24);
  });

  it('puts a redeal hint over the foundation area, with no arrow', () => {
    const plan = planHint(layout, dealt, REDEAL, width, height);
    expect(plan?.arrow).toBeNull();
    expect(plan?.near).toEqual({
      x: layout.foundationArea.x + layout.foundationArea.w / 2,
      y: layout.foundationArea.y + layout.foundationArea.h / 2,
    });
    expect(planHint(layout, dealt, REDEAL, 0, 0)).toBeNull();
  });
});
