// The table layout: the horseshoe of RULES.md section 1 at phone and desktop sizes.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardSlot, type PileLayout, type Rect, tableLayout } from '../../../src/web/core/layout';

const SIX = Array.from({ length: 16 }, () => 6);
const centre = (r: Rect) => ({ x: r.x + r.w / 2, y: r.y + r.h / 2 });
const overlaps = (a: Rect, b: Rect) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

describe.each([
  // The table's size in the page; the last number is the card width each must at least reach.
  // Cards a little smaller than the width alone allows, so the foundations stay 44 px wide.
  ['phone', 360, 520, 38],
  // A 390 x 844 phone held upright: the side piles stand in columns, using the height.
  ['phone held upright', 390, 644, 44],
  ['tablet', 768, 900, 36],
  ['desktop', 1280, 680, 80],
  // A 1366 x 768 laptop's browser window.
  ['laptop', 1366, 498, 64],
  ['large desktop', 1920, 928, 120],
  // 844 x 390 and 667 x 375 screens held sideways, beside the footer column.
  ['phone held sideways', 604, 351, 44],
  ['small phone held sideways', 480, 336, 34],
])('on a %s (%i x %i)', (_, width, height, minCardW) => {
  const layout = tableLayout(width, height, SIX, false);
  const box = (pile: number) => layout.piles[pile - 1]?.box as Rect;

  it('puts piles 1-4 up the left side, 5-12 along the top, 13-16 down the right side', () => {
    for (let p = 1; p <= 3; p++) expect(centre(box(p)).y).toBeGreaterThan(centre(box(p + 1)).y);
    for (let p = 5; p <= 11; p++) expect(centre(box(p)).x).toBeLessThan(centre(box(p + 1)).x);
    for (let p = 13; p <= 15; p++) expect(centre(box(p)).y).toBeLessThan(centre(box(p + 1)).y);
    for (let p = 1; p <= 4; p++) expect(centre(box(p)).x).toBeLessThan(centre(box(13)).x);
    for (let p = 5; p <= 12; p++) expect(box(p).y + box(p).h).toBeLessThan(layout.foundationArea.y);
    // Either the top piles run above the side piles, or (short, wide tables) between their two columns.
    const above = [5, 12].every((p) => centre(box(p)).y < box(4).y && centre(box(p)).y < box(13).y);
    const between = [5, 12].every((p) => box(p).x >= box(4).x + box(4).w && box(p).x + box(p).w <= box(13).x);
    expect(above || between).toBe(true);
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
    expect(layout.cardW).toBeGreaterThanOrEqual(minCardW);
  });

  it('makes every foundation at least 44 px each way and at least as large as a pile card', () => {
    for (const rect of layout.foundations) {
      expect(Math.min(rect.w, rect.h)).toBeGreaterThanOrEqual(44);
      expect(rect.w).toBeGreaterThanOrEqual(layout.cardW);
    }
  });

  it("fans a dealt pile readably (all six on large cards, the top three at least on a phone's), every card inside its pile", () => {
    for (const pile of layout.piles) {
      // A corner's index is 12 px at least, so a readable step is 13 px at least.
      expect(pile.step).toBeGreaterThanOrEqual(13 - 0.5);
      if (layout.cardW >= 48) expect(pile.compressed).toBe(false);
      else expect(pile.deep).toBeLessThanOrEqual(3);
      for (let i = 0; i < 6; i++) {
        const slot = cardSlot(pile, i);
        expect(slot.x).toBeGreaterThanOrEqual(pile.box.x - 0.01);
        expect(slot.x + layout.cardW).toBeLessThanOrEqual(pile.box.x + pile.box.w + 0.01);
        expect(slot.y + layout.cardH).toBeLessThanOrEqual(pile.box.y + pile.box.h + 0.01);
      }
    }
  });
});

/** Everything drawn on the table for a dealt position: the piles' labels and six cards each, and the foundations. */
function drawn(layout: ReturnType<typeof tableLayout>): Rect[] {
  const rects: Rect[] = [...layout.foundations];
  for (const pile of layout.piles) {
    rects.push(pile.label);
    for (let i = 0; i < 6; i++) rects.push({ ...cardSlot(pile, i), w: layout.cardW, h: layout.cardH });
  }
  return rects;
}

/** The height of the tallest band of felt, between `left` and `right`, that nothing drawn crosses. */
function emptyBand(layout: ReturnType<typeof tableLayout>, left: number, right: number): number {
  const across = drawn(layout)
    .filter((r) => r.x < right && r.x + r.w > left)
    .sort((a, b) => a.y - b.y);
  let largest = 0;
  let reached = 0;
  for (const r of across) {
    largest = Math.max(largest, r.y - reached);
    reached = Math.max(reached, r.y + r.h);
  }
  return Math.max(largest, layout.height - reached);
}

describe('an upright table', () => {
  it('leaves no band of felt across it taller than an eighth of its height', () => {
    for (let width = 320; width <= 840; width += 20) {
      for (let height = Math.round(width * 1.05); height <= width * 2.2; height += 25) {
        const layout = tableLayout(width, height, SIX, false);
        const band = emptyBand(layout, 0, width);
        expect(band, `${width} x ${height}`).toBeLessThan(layout.height * 0.12);
      }
    }
  });

  it('shares the middle columns out between the top piles and the two foundation rows on a phone', () => {
    for (const [width, height] of [
      [390, 644],
      [412, 715],
      [430, 760],
    ] as const) {
      const layout = tableLayout(width, height, SIX, false);
      const area = layout.foundationArea;
      const [ace, king] = [layout.foundations[0] as Rect, layout.foundations[4] as Rect];
      const middleTop = layout.piles[6] as PileLayout;
      const fanEnd = cardSlot(middleTop, 5).y + layout.cardH;
      // The felt above the Aces row, between the rows and below the Kings row is about the same height.
      const gaps = [ace.y - fanEnd, king.y - (ace.y + ace.h), layout.height - (king.y + king.h)];
      expect(Math.max(...gaps) - Math.min(...gaps), `${width} x ${height}`).toBeLessThan(12);
      expect(emptyBand(layout, area.x, area.x + area.w), `${width} x ${height}`).toBeLessThan(layout.height * 0.15);
    }
  });
});

describe('tableLayout', () => {
  it("places every pile and foundation by the table's size alone, whatever the piles hold", () => {
    // The arrangement, the card sizes and every box: a move, a redeal or a whole game never moves a place.
    const still = (layout: ReturnType<typeof tableLayout>) => ({
      cards: [layout.cardW, layout.cardH, layout.foundationW, layout.foundationH, layout.height],
      boxes: layout.piles.map((pile) => [pile.box, pile.label, pile.fan]),
      foundations: layout.foundations,
      area: layout.foundationArea,
    });
    fc.assert(
      fc.property(
        fc.integer({ min: 280, max: 2600 }),
        fc.integer({ min: 240, max: 1600 }),
        fc.array(fc.integer({ min: 0, max: 52 }), { minLength: 16, maxLength: 16 }),
        fc.boolean(),
        fc.boolean(),
        (width, height, lengths, topCardsOnly, largeCards) => {
          const dealt = still(tableLayout(width, height, SIX, topCardsOnly, largeCards));
          expect(still(tableLayout(width, height, lengths, topCardsOnly, largeCards))).toEqual(dealt);
        },
      ),
      { numRuns: 300 },
    );
  });

  it.each([false, true])('never gives a bigger table smaller cards (large cards: %s)', (large) => {
    const cardW = (width: number, height: number) => tableLayout(width, height, SIX, false, large).cardW;
    for (let width = 300; width <= 2000; width += 17) {
      for (let height = 280; height <= 1300; height += 23) {
        const here = cardW(width, height);
        expect(cardW(width + 17, height), `${width + 17} x ${height}`).toBeGreaterThanOrEqual(here);
        expect(cardW(width, height + 23), `${width} x ${height + 23}`).toBeGreaterThanOrEqual(here);
      }
    }
  });

  it("makes cards larger still with large cards, by giving the piles' hidden depth less room", () => {
    for (let width = 300; width <= 2000; width += 37) {
      for (let height = 280; height <= 1300; height += 41) {
        const usual = tableLayout(width, height, SIX, false);
        const large = tableLayout(width, height, SIX, false, true);
        expect(large.cardW, `${width} x ${height}`).toBeGreaterThanOrEqual(usual.cardW);
      }
    }
    // A 360 x 640 phone's table, a laptop's and a desktop's: the height held the cards back, and no longer does.
    for (const [width, height] of [
      [360, 414],
      [1366, 560],
      [1440, 748],
    ] as const) {
      const usual = tableLayout(width, height, SIX, false);
      const large = tableLayout(width, height, SIX, false, true);
      expect(large.cardW, `${width} x ${height}`).toBeGreaterThan(usual.cardW);
      // The top cards still read: the piles' deeper cards are packed under them.
      for (const pile of large.piles) expect(pile.step).toBeGreaterThanOrEqual(13 - 0.5);
    }
  });

  it("packs the deep cards of a long pile and keeps the top cards' corners readable", () => {
    const lengths = SIX.map((n, i) => (i === 6 ? 12 : n));
    const layout = tableLayout(360, 414, lengths, false);
    const pile = layout.piles[6] as PileLayout;
    expect(pile.compressed).toBe(true);
    expect(pile.deep).toBeGreaterThan(0);
    const gaps = Array.from({ length: 11 }, (_, i) => cardSlot(pile, i + 1).y - cardSlot(pile, i).y);
    // The top cards 13 px apart, the deep ones closer but never on one another.
    expect(gaps.at(-1)).toBeGreaterThanOrEqual(13 - 0.5);
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(3 - 0.01);
    expect(cardSlot(pile, 11).y + layout.cardH).toBeLessThanOrEqual(pile.box.y + pile.box.h + 0.01);
  });

  it('stands the side piles in columns under the ends of the top row on a tall, narrow table', () => {
    // A phone held upright (390 x 844) leaves the table 390 x 644 between the header and the footer.
    const layout = tableLayout(390, 644, SIX, false);
    const pile = (p: number) => layout.piles[p - 1] as PileLayout;
    for (const [top, column] of [
      [5, [4, 3, 2, 1]],
      [12, [13, 14, 15, 16]],
    ] as const) {
      let above = pile(top).box;
      for (const p of column) {
        const box = pile(p).box;
        expect(pile(p).fan).toBe('down');
        expect(box.x).toBe(above.x);
        expect(box.y).toBeGreaterThanOrEqual(above.y + above.h);
        above = box;
      }
      // The column reaches the foot of the table: no height is left empty under it.
      expect(above.y + above.h).toBeGreaterThan(layout.height - 12);
    }
    // The foundations lie at the foot, between the columns, larger than the cards; the middle top piles reach them.
    const area = layout.foundationArea;
    expect(area.y + area.h).toBeGreaterThan(layout.height - 12);
    expect(layout.foundationW).toBeGreaterThan(layout.cardW);
    for (let p = 6; p <= 11; p++) expect(pile(p).box.y + pile(p).box.h).toBeGreaterThan(area.y - 12);
  });

  it('keeps the top piles above the side piles on tall tables, and where side columns would not make cards larger', () => {
    for (const [width, height] of [
      [360, 520],
      [768, 900],
      [1024, 1000],
      [604, 525],
    ] as const) {
      const layout = tableLayout(width, height, SIX, false);
      const pile4 = layout.piles[3] as PileLayout;
      for (const pile of layout.piles.slice(4, 12)) expect(pile.box.y + pile.box.h).toBeLessThan(pile4.box.y);
    }
  });

  it('puts the side piles in full-height columns on a short, wide table, so the cards grow', () => {
    // A phone held sideways (844 x 390) leaves the table 604 x 351 beside the footer column.
    const layout = tableLayout(604, 351, SIX, false);
    const left = layout.piles.slice(0, 4);
    const top = layout.piles.slice(4, 12);
    const right = layout.piles.slice(12);
    expect(layout.cardW).toBeGreaterThanOrEqual(40);
    const topLeft = Math.min(...top.map((pile) => pile.box.x));
    const topRight = Math.max(...top.map((pile) => pile.box.x + pile.box.w));
    for (const pile of left) expect(pile.box.x + pile.box.w).toBeLessThanOrEqual(topLeft);
    for (const pile of right) expect(pile.box.x).toBeGreaterThanOrEqual(topRight);
    // The columns span the table: pile 4 and pile 13 start at the top, piles 1 and 16 end near the bottom.
    for (const pile of [left[3], right[0]]) expect(pile?.box.y).toBeLessThanOrEqual(top[0]?.box.y as number);
    for (const pile of [left[0], right[3]]) expect((pile?.box.y ?? 0) + (pile?.box.h ?? 0)).toBeGreaterThan(300);
  });

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
