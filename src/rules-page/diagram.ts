// Horseshoe diagrams: where each pile and foundation sits (RULES.md section 1) and what it shows, from a real position.

import {
  type Card,
  cardName,
  FOUNDATION_NAMES,
  foundationSize,
  foundationSuitIndex,
  type Position,
} from '../engine/index';

/** The diagram's grid: 10 columns (a side pile, 8 top piles, a side pile) and 5 rows (the top row, then 4). */
export const DIAGRAM_COLUMNS = 10;
export const DIAGRAM_ROWS = 5;

export interface DiagramSlot {
  /** 1-based grid cell. */
  readonly row: number;
  readonly column: number;
  /** The top card, or null for an empty pile. */
  readonly top: Card | null;
  readonly count: number;
  /** What a screen reader says for the slot. */
  readonly label: string;
}

export interface PileSlot extends DiagramSlot {
  readonly pile: number;
}

export interface FoundationSlot extends DiagramSlot {
  readonly name: string;
}

export interface HorseshoeModel {
  readonly piles: readonly PileSlot[];
  readonly foundations: readonly FoundationSlot[];
}

/** Piles 1-4 up the left side, 5-12 along the top left to right, 13-16 down the right side. */
export function pileCell(pile: number): { row: number; column: number } {
  if (pile <= 4) return { row: 6 - pile, column: 1 };
  if (pile <= 12) return { row: 1, column: pile - 3 };
  return { row: pile - 11, column: DIAGRAM_COLUMNS };
}

/** The Ace foundations on the first row of the middle, the King foundations below them. */
export function foundationCell(f: number): { row: number; column: number } {
  return { row: f < 4 ? 3 : 4, column: 4 + (f % 4) };
}

function cardsText(count: number): string {
  return count === 1 ? '1 card' : `${count} cards`;
}

export function horseshoeModel(position: Position): HorseshoeModel {
  const piles = position.piles.map((cards, i): PileSlot => {
    const top = cards[cards.length - 1] ?? null;
    const pile = i + 1;
    const label =
      top === null ? `Pile ${pile}, empty` : `Pile ${pile}, ${cardsText(cards.length)}, top ${cardName(top)}`;
    return { pile, ...pileCell(pile), top, count: cards.length, label };
  });
  const foundations = FOUNDATION_NAMES.map((name, f): FoundationSlot => {
    const rank = position.foundations[f] as number;
    const top = (foundationSuitIndex(f) << 4) | rank;
    const count = foundationSize(f, rank);
    return {
      name,
      ...foundationCell(f),
      top,
      count,
      label: `Foundation ${name}, ${cardsText(count)}, top ${cardName(top)}`,
    };
  });
  return { piles, foundations };
}
