// The table layout: the horseshoe of RULES.md section 1 at phone and desktop sizes.

import { describe, expect, it } from 'vitest';
import { cardSlot, type Rect, tableLayout } from '../../src/web/core/layout';

const SIX = Array.from({ length: 16 }, () => 6);
const centre = (r: Rect) => ({ x: r.x + r.w / 2, y: r.y + r.h / 2 });
const overlaps = (a: Rect, b: Rect) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

describe.each([
  ['phone', 360, 520],
  ['tablet', 768, 900],
  ['desktop', 1280, 680],
])('on a %s (%i x %i)', (_, width, height) => {
  const layout = tableLayout(width, height, SIX, false);
  const box = (pile: number) => layout.piles[pile - 1]?.box as Rect;

  it('puts piles 1-4 up the left side, 5-12 along the top, 13-16 down the right side', () => {
    for (let p = 1; p <= 3; p++) expect(centre(box(p)).y).toBeGreaterThan(centre(box(p + 1)).y);
    for (let p = 5; p <= 11; p++) expect(centre(box(p)).x).toBeLessThan(centre(box(p + 1)).x);
    for (let p = 13; p <= 15; p++) expect(centre(box(p)).y).toBeLessThan(centre(box(p + 1)).y);
    for (let p = 1; p <= 4; p++) expect(centre(box(p)).x).toBeLessThan(centre(box(13)).x);
    for (let p = 5; p <= 12; p++) expect(centre(box(p)).y).toBeLessThan(centre(box(4)).y);
  });

  it('puts the foundations in the middle, the Aces row above the Kings row, inside the drop area', () => {
    const area = layout.foundationArea;
    for (let f = 0; f < 8; f++) {
      const rect = layout.foundations[f] as Rect;
      expect(rect.x).toBeGreaterThanOrEqual(area.x);
      expect(rect.x + rect.w).toBeLessThanOrEqual(area.x + area.w);
      expect(rect.y).toBeGreaterThanOrEqual(area.y);
      expect(rect.y + rect.h).toBeLessThanOrEqual(area.y + area.h);
      if (f < 4) expect(rect.y + rect.h).toBeLessThan((layout.foundations[f + 4] as Rect).y);
    }
    for (let p = 1; p <= 16; p++) expect(overlaps(box(p), area)).toBe(false);
  });

  it('keeps every pile inside the table, apart from the others, and at least 24 px each way', () => {
    for (let p = 1; p <= 16; p++) {
      const b = box(p);
      expect(b.x).toBeGreaterThanOrEqual(0);
      expect(b.x + b.w).toBeLessThanOrEqual(width);
      expect(b.y + b.h).toBeLessThanOrEqual(layout.height);
      expect(Math.min(b.w, b.h)).toBeGreaterThanOrEqual(24);
      for (let q = p + 1; q <= 16; q++) expect(overlaps(b, box(q))).toBe(false);
    }
    expect(layout.height).toBeLessThanOrEqual(height);
    expect(layout.cardW).toBeGreaterThanOrEqual(36);
  });

  it('fans a dealt pile of six readably, every card inside its pile', () => {
    for (const pile of layout.piles) {
      expect(pile.compressed).toBe(false);
      for (let i = 0; i < 6; i++) {
        const slot = cardSlot(pile, i);
        expect(slot.x).toBeGreaterThanOrEqual(pile.box.x - 0.01);
        expect(slot.x + layout.cardW).toBeLessThanOrEqual(pile.box.x + pile.box.w + 0.01);
        expect(slot.y + layout.cardH).toBeLessThanOrEqual(pile.box.y + pile.box.h + 0.01);
      }
    }
  });
});

describe('tableLayout', () => {
  it('squeezes a long pile into its box and marks it compressed when the corners no longer show', () => {
    const lengths = SIX.map((n, i) => (i === 0 ? 26 : n));
    const layout = tableLayout(360, 520, lengths, false);
    const pile = layout.piles[0];
    if (!pile) throw new Error('no pile 1');
    expect(pile.compressed).toBe(true);
    expect(cardSlot(pile, 25).x + layout.cardW).toBeLessThanOrEqual(pile.box.x + pile.box.w + 0.01);
  });

  it('stacks every card on the top card when only top cards are shown', () => {
    const layout = tableLayout(1280, 680, SIX, true);
    for (const pile of layout.piles) {
      expect(pile.step).toBe(0);
      expect(cardSlot(pile, 5)).toEqual(cardSlot(pile, 0));
    }
  });

  it('fans right-side piles toward the foundations', () => {
    const layout = tableLayout(1280, 680, SIX, false);
    const left = layout.piles[0];
    const right = layout.piles[12];
    if (!left || !right) throw new Error('missing piles');
    expect(cardSlot(left, 5).x).toBeGreaterThan(cardSlot(left, 0).x);
    expect(cardSlot(right, 5).x).toBeLessThan(cardSlot(right, 0).x);
  });
});
