// Where each place of a laid-out table is: its box, its top card, and which place a point on the table falls on.

import { type Card, PILE_COUNT, type Place, type Position } from '../../engine/index';
import type { DropTarget } from './interaction';
import { cardSlot, type Rect, type TableLayout } from './layout';

/** A place's button on the table: a pile's box (label strip and fan) or a foundation's card. */
export interface PlaceBox extends Rect {
  readonly place: Place;
}

/** The boxes of every pile (1 to 16) and foundation (AS to KC), in place order. */
export function placeBoxes(layout: TableLayout): PlaceBox[] {
  return [
    ...layout.piles.map((pile, place) => ({ place, ...pile.box })),
    ...layout.foundations.map((rect, f) => ({ place: PILE_COUNT + f, ...rect })),
  ];
}

/** The box of one place. */
export function placeBox(layout: TableLayout, place: Place): Rect {
  const box = place < PILE_COUNT ? layout.piles[place]?.box : layout.foundations[place - PILE_COUNT];
  if (box === undefined) throw new RangeError(`No place ${place} on the table.`);
  return box;
}

/** Where the top card of a place is drawn: a pile's last card, or its empty slot; a foundation's card. */
export function topCardRect(layout: TableLayout, position: Position, place: Place): Rect {
  const pile = layout.piles[place];
  if (pile === undefined) return placeBox(layout, place);
  const cards = (position.piles[place] as readonly Card[]).length;
  const slot = cardSlot(pile, Math.max(0, cards - 1));
  return { x: slot.x, y: slot.y, w: layout.cardW, h: layout.cardH };
}

function holds(rect: Rect, x: number, y: number): boolean {
  return x >= rect.x && x < rect.x + rect.w && y >= rect.y && y < rect.y + rect.h;
}

/**
 * What a card dropped at (x, y), in the table's own pixels, lands on: a pile or foundation, else the foundation area
 * (RULES.md section 6: dropped anywhere in it), else nothing.
 */
export function dropTargetAt(layout: TableLayout, x: number, y: number): DropTarget {
  const hit = placeBoxes(layout).find((box) => holds(box, x, y));
  if (hit !== undefined) return { kind: 'place', place: hit.place };
  if (holds(layout.foundationArea, x, y)) return { kind: 'foundation-area', under: null };
  return { kind: 'nowhere' };
}
