// The horseshoe diagram's layout and words (RULES.md section 1), shared by the Rules and Examples pages.

import {
  type Card,
  cardName,
  FIRST_FOUNDATION,
  foundationSize,
  foundationSuitIndex,
  isKingFoundation,
  type Place,
  type Position,
  SUIT_NAMES,
  SUITS,
  type Suit,
  topCardAt,
} from '../engine/index';

export const GRID_COLUMNS = 8;
export const GRID_ROWS = 5;

export interface Cell {
  /** 1-based grid row and column. */
  readonly row: number;
  readonly column: number;
}

/**
 * Piles 1-4 go up the left side (pile 1 at the bottom), 5-12 along the top from left to right, 13-16 down
 * the right side; the Ace foundations make the middle's upper row and the King foundations the row below.
 */
export function cellOf(place: Place): Cell {
  if (place < 4) return { row: GRID_ROWS - place, column: 1 };
  if (place < 12) return { row: 1, column: place - 3 };
  if (place < 16) return { row: place - 10, column: GRID_COLUMNS };
  const f = place - FIRST_FOUNDATION;
  return { row: f < 4 ? 3 : 4, column: 3 + (f % 4) };
}

function cardsText(count: number): string {
  return `${count} card${count === 1 ? '' : 's'}`;
}

/** What a screen reader hears for a pile: "Pile 3: 6 cards, 9 of clubs on top". */
export function pileLabel(position: Position, place: Place): string {
  const pile = position.piles[place] as readonly Card[];
  const top = pile[pile.length - 1];
  if (top === undefined) return `Pile ${place + 1}: empty`;
  return `Pile ${place + 1}: ${cardsText(pile.length)}, ${cardName(top)} on top`;
}

/** What a screen reader hears for a foundation (index 0-7): "hearts Ace foundation: 3 cards, 3 of hearts on top". */
export function foundationLabel(position: Position, f: number): string {
  const top = topCardAt(position, FIRST_FOUNDATION + f) as Card;
  const size = foundationSize(f, position.foundations[f] as number);
  const suit = SUITS[foundationSuitIndex(f)] as Suit;
  const kind = isKingFoundation(f) ? 'King' : 'Ace';
  return `${SUIT_NAMES[suit]} ${kind} foundation: ${cardsText(size)}, ${cardName(top)} on top`;
}

/** The piles whose cards differ between two positions. */
export function changedPiles(before: Position, after: Position): ReadonlySet<Place> {
  const changed = new Set<Place>();
  before.piles.forEach((pile, place) => {
    const other = after.piles[place] as readonly number[];
    if (pile.length !== other.length || pile.some((card, i) => card !== other[i])) changed.add(place);
  });
  return changed;
}
