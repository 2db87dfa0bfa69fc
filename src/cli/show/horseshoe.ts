// The horseshoe drawn for people: piles 1-4 up the left, 5-12 along the top, 13-16 down the right, foundations in the middle.

import type { Card, Position } from '../../engine/index';
import { foundationLines } from './foundations';
import { legendLines, type Table, titleLines } from './heading';
import { pileLabel, sidePileLines, topPileLines } from './piles';
import { beside, blank, centre, type Line, widthOf } from './spans';

export type { Table } from './heading';

/** Pile indexes of the left side from top to bottom (pile 4 down to pile 1), paired with the right side's (13 to 16). */
const SIDE_ROWS: readonly (readonly [number, number])[] = [
  [3, 12],
  [2, 13],
  [1, 14],
  [0, 15],
];
const TOP_PILES = [4, 5, 6, 7, 8, 9, 10, 11];
const READING_ORDER = [...TOP_PILES, ...SIDE_ROWS.flat()];
const GAP = 2;
/** Fewer cards a line than this and a side pile would wrap into a tower; the drawing grows wider instead. */
const MIN_CARDS_A_LINE = 3;
/** The narrowest drawing: below this a side pile could not show two cards a line beside its partner. */
export const MIN_WIDTH = 40;
/** A top pile's column is at least this wide, so "12 (24)" and "[10♠]" fit with a space between columns. */
const MIN_COLUMN = 8;

/**
 * The whole drawing as lines, at most `width` columns wide (at least MIN_WIDTH): the horseshoe with the
 * foundations between its sides when that fits, else folded, the top piles in two rows of four and the
 * foundations above the sides. Long piles wrap rather than overflow.
 */
export function drawHorseshoe(table: Table, width: number): Line[] {
  const fit = Math.max(width, MIN_WIDTH);
  const open = openHorseshoe(table.position, fit);
  const body = open.every((line) => widthOf(line) <= fit) ? open : foldedHorseshoe(table.position, fit);
  return [...titleLines(table, fit), [], ...body, [], ...legendLines(table.position, READING_ORDER, fit)];
}

const pileAt = (position: Position, i: number): readonly Card[] => position.piles[i] as readonly Card[];

/**
 * The left and right sides as lines, each side as wide as its longest pile needs but at most `room`, and
 * never narrower than `minCards` cards a line need.
 */
function sideLines(position: Position, room: number, minCards: number): { left: Line[]; right: Line[]; width: number } {
  const sideIndexes = SIDE_ROWS.flat();
  const labelWidth = Math.max(...sideIndexes.map((i) => widthOf(pileLabel(i, pileAt(position, i)))));
  // A row needs the label, then 4 columns a card, plus the top card's brackets (and one more for a ten).
  const rowWidth = (cards: number): number => labelWidth + 4 * cards + 2;
  const longest = Math.max(1, ...sideIndexes.map((i) => pileAt(position, i).length));
  const width = Math.max(rowWidth(Math.min(longest, minCards)), Math.min(rowWidth(longest), room));
  const perLine = Math.max(1, Math.floor((width - labelWidth - 2) / 4));
  const left: Line[] = [];
  const right: Line[] = [];
  SIDE_ROWS.forEach(([l, r], row) => {
    if (row > 0) {
      left.push([]);
      right.push([]);
    }
    const ls = sidePileLines(l, pileAt(position, l), labelWidth, perLine);
    const rs = sidePileLines(r, pileAt(position, r), labelWidth, perLine);
    for (let i = 0; i < Math.max(ls.length, rs.length); i++) {
      left.push(ls[i] ?? []);
      right.push(rs[i] ?? []);
    }
  });
  return { left, right, width };
}

/** The top piles as columns side by side, the whole row `total` columns wide and centred in it. */
function topRow(position: Position, piles: readonly number[], total: number): Line[] {
  const columnWidth = Math.max(MIN_COLUMN, Math.floor(total / piles.length));
  const indent = blank(Math.floor((total - piles.length * columnWidth) / 2));
  const columns = piles.map((i) => ({ lines: topPileLines(i, pileAt(position, i), columnWidth), width: columnWidth }));
  return beside(columns).map((line) => [...indent, ...line]);
}

/** The horseshoe as on the table: the top row above, and the foundations between the two sides. */
function openHorseshoe(position: Position, width: number): Line[] {
  const middle = foundationLines(position);
  const middleWidth = widthOf(middle[0] as Line);
  const room = Math.floor((width - middleWidth - 2 * GAP) / 2);
  const sides = sideLines(position, room, MIN_CARDS_A_LINE);
  const above = Math.max(0, Math.floor((sides.left.length - middle.length) / 2));
  const middleLines: Line[] = [...Array.from({ length: above }, () => []), ...middle];
  const rows = beside([
    { lines: sides.left, width: sides.width + GAP },
    { lines: middleLines, width: middleWidth + GAP },
    { lines: sides.right, width: sides.width },
  ]);
  const total = Math.max(2 * sides.width + middleWidth + 2 * GAP, 8 * MIN_COLUMN);
  return [...topRow(position, TOP_PILES, total), [], ...rows];
}

/** The horseshoe folded for a narrow terminal: piles 5-8, then 9-12, the foundations, then the two sides. */
function foldedHorseshoe(position: Position, width: number): Line[] {
  const sides = sideLines(position, Math.floor((width - GAP) / 2), 1);
  const indent = blank(Math.floor((width - 2 * sides.width - GAP) / 2));
  const rows = beside([
    { lines: sides.left, width: sides.width + GAP },
    { lines: sides.right, width: sides.width },
  ]).map((line) => [...indent, ...line]);
  const middle = foundationLines(position).map((line) => centre(line, width));
  return [
    ...topRow(position, TOP_PILES.slice(0, 4), width),
    [],
    ...topRow(position, TOP_PILES.slice(4), width),
    [],
    ...middle,
    [],
    ...rows,
  ];
}
