// The introduction's pure parts: "done" is stored under one exact value, junk is reset, links skip it, callouts stand clear.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dealPosition, destinations, play } from '../../../src/engine/index';
import { type Box, fitCallout, placeCallout, placeCalloutClear, unionBox } from '../../../src/web/intro/placement';
import { firstMove, introSteps, oneMoveOn } from '../../../src/web/intro/steps';
import { INTRO_DONE, INTRO_KEY, introDone, introWanted, markIntroDone } from '../../../src/web/intro/store';
import { MemoryStorage } from '../../../src/web/persist/memory-storage';
import type { StorageLike } from '../../../src/web/persist/storage';

/** A storage that refuses everything, as a browser with storage blocked does. */
const deny = (): never => {
  throw new DOMException('denied', 'SecurityError');
};
const refusing: StorageLike = { getItem: deny, setItem: deny, removeItem: deny };

describe('whether the introduction is done', () => {
  it('is not done in a fresh browser, and is done once marked', () => {
    const storage = new MemoryStorage();
    expect(introDone(storage)).toBe(false);
    markIntroDone(storage);
    expect(storage.getItem(INTRO_KEY)).toBe(INTRO_DONE);
    expect(introDone(storage)).toBe(true);
  });

  it('reads anything but the exact value as not done, and removes it', () => {
    fc.assert(
      fc.property(fc.string(), (junk) => {
        fc.pre(junk !== INTRO_DONE);
        const storage = new MemoryStorage();
        storage.setItem(INTRO_KEY, junk);
        expect(introDone(storage)).toBe(false);
        expect(storage.getItem(INTRO_KEY)).toBeNull();
      }),
    );
    for (const near of ['v1 done ', 'V1 DONE', 'true', '{"done":true}', 'v2 done']) {
      const storage = new MemoryStorage();
      storage.setItem(INTRO_KEY, near);
      expect(introDone(storage)).toBe(false);
    }
  });

  it('never throws where storage is missing or refused (the introduction then shows)', () => {
    expect(introDone(null)).toBe(false);
    expect(introDone(refusing)).toBe(false);
    expect(() => markIntroDone(refusing)).not.toThrow();
    expect(() => markIntroDone(null)).not.toThrow();
  });
});

describe('which visits show it', () => {
  const done = () => {
    const storage = new MemoryStorage();
    markIntroDone(storage);
    return storage;
  };

  it('shows on a plain first visit, not once done', () => {
    expect(introWanted('', new MemoryStorage())).toBe(true);
    expect(introWanted('', done())).toBe(false);
  });

  it('shows when asked for, done or not', () => {
    expect(introWanted('?intro=1', done())).toBe(true);
    expect(introWanted('?intro=0', done())).toBe(false);
  });

  it("shows to a first visit by a game link too, on the link's game, and not once done", () => {
    expect(introWanted('?code=CR1-N-AAAAAAB', new MemoryStorage())).toBe(true);
    expect(introWanted('?position=classic', new MemoryStorage())).toBe(true);
    expect(introWanted('?code=CR1-N-AAAAAAB', done())).toBe(false);
  });
});

describe('the steps', () => {
  it('offers a first move the deal really has, naming its card and pile', () => {
    for (const deal of [0, 1, 2, 77, 1234]) {
      const position = dealPosition(deal, { rules: 'classic' });
      const move = firstMove(position);
      const step = introSteps(position).find((s) => s.id === 'move');
      if (move === null) continue;
      expect(destinations(position, move.from)).toContain(move.to);
      expect(step?.text).toContain(`pile ${move.from + 1}`);
      expect(step?.anchors.map((a) => a.selector)).toContain(`[data-pile="${move.from + 1}"] .top`);
    }
  });

  it('tells a move played from a new deal', () => {
    const position = dealPosition(1, { rules: 'classic' });
    const move = firstMove(position);
    if (move === null) throw new Error('deal 1 has no first move');
    const after = play(position, move);
    expect(after.ok && oneMoveOn(position, after.value)).toBe(true);
    expect(oneMoveOn(position, dealPosition(2, { rules: 'classic' }))).toBe(false);
    expect(oneMoveOn(position, position)).toBe(false);
  });

  it('says each rule book’s redeal truly: its word, when it is allowed, how many', () => {
    const redeal = (options: Parameters<typeof dealPosition>[1]) =>
      introSteps(dealPosition(1, options)).find((s) => s.id === 'redeal')?.text ?? '';
    expect(redeal({ rules: 'classic' })).toContain('3 redeals left');
    expect(redeal({ rules: 'classic', four: true })).toContain('4 redeals left');
    expect(redeal({ rules: 'casual', difficulty: 'easy' })).toContain('9 shuffles left');
    expect(redeal({ rules: 'strict' })).toContain('only when no pile card can move');
    expect(redeal({ rules: 'classic' })).toContain('at any time');
  });
});

/** One or two anchors of 40×40 anywhere on a phone of 360×640. */
const someAnchors = fc.array(
  fc
    .record({ x: fc.integer({ min: 0, max: 320 }), y: fc.integer({ min: 0, max: 600 }) })
    .map(({ x, y }) => ({ x, y, w: 40, h: 40 })),
  { minLength: 1, maxLength: 2 },
);

describe('where a callout stands', () => {
  const view = { w: 390, h: 844 };
  const size = { w: 300, h: 200 };
  const overlaps = (a: Box, b: Box) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

  it('goes below, else above, else beside, and never over its anchor when a side has room', () => {
    const top: Box = { x: 20, y: 20, w: 100, h: 60 };
    expect(placeCallout(top, size, view).side).toBe('below');
    const bottom: Box = { x: 20, y: 700, w: 100, h: 60 };
    expect(placeCallout(bottom, size, view).side).toBe('above');
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 330 }),
        fc.integer({ min: 0, max: 780 }),
        fc.integer({ min: 10, max: 60 }),
        fc.integer({ min: 10, max: 60 }),
        (x, y, w, h) => {
          const anchor = { x, y, w, h };
          const placed = placeCallout(anchor, size, view);
          const box = { x: placed.x, y: placed.y, ...size };
          // Inside the window, and clear of the anchor.
          expect(box.x).toBeGreaterThanOrEqual(8);
          expect(box.y).toBeGreaterThanOrEqual(8);
          expect(box.x + box.w).toBeLessThanOrEqual(view.w - 8);
          expect(box.y + box.h).toBeLessThanOrEqual(view.h - 8);
          expect(overlaps(box, anchor)).toBe(false);
        },
      ),
    );
  });

  it('stands clear of a card and the place it goes even when no side of the two together has room', () => {
    // A card high on a small phone and a place low on it: the box of both leaves no side for the callout.
    const small = { w: 360, h: 640 };
    const callout = { w: 220, h: 250 };
    const card: Box = { x: 250, y: 200, w: 40, h: 56 };
    const place: Box = { x: 30, y: 400, w: 40, h: 56 };
    const both = unionBox([card, place]) as Box;
    const beside = placeCallout(both, callout, small);
    expect(overlaps({ x: beside.x, y: beside.y, ...callout }, both)).toBe(true);
    const placed = placeCalloutClear([card, place], callout, small);
    const box = { x: placed.x, y: placed.y, ...callout };
    expect(overlaps(box, card)).toBe(false);
    expect(overlaps(box, place)).toBe(false);
    expect(box.y).toBeGreaterThanOrEqual(8);
    expect(box.y + box.h).toBeLessThanOrEqual(small.h - 8);
    fc.assert(
      fc.property(someAnchors, (anchors) => {
        const at = placeCalloutClear(anchors, { w: 200, h: 120 }, small);
        // With two small anchors there is always room somewhere, so the callout never covers either.
        expect(anchors.some((a) => overlaps({ x: at.x, y: at.y, w: 200, h: 120 }, a))).toBe(false);
      }),
    );
    // No spot clear of both in the window: the card to move still shows.
    const wide = { w: 344, h: 250 };
    const far = placeCalloutClear([card, place], wide, small);
    expect(overlaps({ x: far.x, y: far.y, ...wide }, card)).toBe(false);
  });

  it('narrows the callout where at its own width it would cover the card or the place it goes', () => {
    // A phone of 360×640: the 2 of spades low on pile 1, the spades Ace foundation in the middle, and a callout
    // of 336×250 whose text grows taller as it narrows (its area stays about the same).
    const small = { w: 360, h: 640 };
    const card: Box = { x: 48, y: 430, w: 34, h: 48 };
    const place: Box = { x: 86, y: 262, w: 44, h: 62 };
    const measure = (width: number | null) => {
      const w = width ?? 336;
      return { w, h: Math.ceil((336 * 250) / w) };
    };
    const own = placeCalloutClear([card, place], measure(null), small);
    expect(overlaps({ x: own.x, y: own.y, ...measure(null) }, place)).toBe(true);
    const fitted = fitCallout([card, place], measure, small);
    const box = { x: fitted.placement.x, y: fitted.placement.y, ...fitted.size };
    expect(fitted.width).not.toBeNull();
    expect(fitted.size).toEqual(measure(fitted.width));
    expect(overlaps(box, card)).toBe(false);
    expect(overlaps(box, place)).toBe(false);
    expect(box.x).toBeGreaterThanOrEqual(8);
    expect(box.y + box.h).toBeLessThanOrEqual(small.h - 8);
    fc.assert(
      fc.property(someAnchors, (anchors) => {
        const wide = placeCalloutClear(anchors, measure(null), small);
        const clearAtOwnWidth = !anchors.some((a) => overlaps({ x: wide.x, y: wide.y, ...measure(null) }, a));
        const at = fitCallout(anchors, measure, small);
        const covers = anchors.filter((a) => overlaps({ x: at.placement.x, y: at.placement.y, ...at.size }, a));
        // Never worse than at its own width, clear of every anchor whenever it narrows, and the card to move always
        // shows. (It may narrow even where its own width stood clear: a spot within the 10 px gap of an anchor is
        // not clear to the placement, though it covers nothing.)
        if (clearAtOwnWidth) expect(covers).toEqual([]);
        if (at.width !== null) expect(covers).toEqual([]);
        expect(covers).not.toContain(anchors[0]);
      }),
    );
  });

  it('joins several anchors into the box that holds them all', () => {
    expect(
      unionBox([
        { x: 10, y: 20, w: 5, h: 5 },
        { x: 40, y: 5, w: 10, h: 10 },
      ]),
    ).toEqual({ x: 10, y: 5, w: 40, h: 20 });
    expect(unionBox([])).toBeNull();
  });
});
