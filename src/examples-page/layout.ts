// Where each place sits in the horseshoe diagram (RULES.md section 1): a grid of 8 columns and 5 rows.

import { FIRST_FOUNDATION, type Place } from '../engine/index';

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
