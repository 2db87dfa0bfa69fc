// The horseshoe drawn for people: piles 1-4 up the left, 5-12 along the top, 13-16 down the right, foundations in the middle.

import type { Card } from '../../engine/index';
import { foundationLines } from './foundations';
import { legendLine, type Table, titleLines } from './heading';
import { pileLabel, sidePileLines, topPileLines } from './piles';
import { beside, blank, type Line, widthOf } from './spans';

export type { Table } from './heading';

/** Pile indexes of the left side from top to bottom (pile 4 down to pile 1), paired with the right side's (13 to 16). */
const SIDE_ROWS: readonly (readonly [number, number])[] = [
  [3, 12],
  [2, 13],
  [1, 14],
  [0, 15],
];
const TOP_PILES = [4, 5, 6, 7, 8, 9, 10, 11];
const GAP = 2;
/** Fewer cards a line than this and a side pile would wrap into a tower; the drawing grows wider instead. */
const MIN_CARDS_A_LINE = 3;

/** The whole drawing as lines, at most about `width` columns wide (long piles wrap rather than overflow). */
export function drawHorseshoe(table: Table, width: number): Line[] {
  const { piles } = table.position;
  const pileAt = (i: number): readonly Card[] => piles[i] as readonly Card[];
  const middle = foundationLines(table.position);
  const middleWidth = widthOf(middle[0] as Line);

  const sideIndexes = SIDE_ROWS.flat();
  const labelWidth = Math.max(...sideIndexes.map((i) => widthOf(pileLabel(i, pileAt(i)))));
  // A row needs the label, then 4 columns a card, plus the top card's brackets (and one more for a ten).
  const rowWidth = (cards: number): number => labelWidth + 4 * cards + 2;
  const longest = Math.max(1, ...sideIndexes.map((i) => pileAt(i).length));
  const room = Math.floor((width - middleWidth - 2 * GAP) / 2);
  const sideWidth = Math.max(rowWidth(Math.min(longest, MIN_CARDS_A_LINE)), Math.min(rowWidth(longest), room));
  const perLine = Math.max(1, Math.floor((sideWidth - labelWidth - 2) / 4));

  const leftLines: Line[] = [];
  const rightLines: Line[] = [];
  SIDE_ROWS.forEach(([left, right], row) => {
    if (row > 0) {
      leftLines.push([]);
      rightLines.push([]);
    }
    const l = sidePileLines(left, pileAt(left), labelWidth, perLine);
    const r = sidePileLines(right, pileAt(right), labelWidth, perLine);
    for (let i = 0; i < Math.max(l.length, r.length); i++) {
      leftLines.push(l[i] ?? []);
      rightLines.push(r[i] ?? []);
    }
  });
  const above = Math.max(0, Math.floor((leftLines.length - middle.length) / 2));
  const middleLines: Line[] = [...Array.from({ length: above }, () => []), ...middle];
  const sides = beside([
    { lines: leftLines, width: sideWidth + GAP },
    { lines: middleLines, width: middleWidth + GAP },
    { lines: rightLines, width: sideWidth },
  ]);

  const total = Math.max(2 * sideWidth + middleWidth + 2 * GAP, 8 * 8);
  const columnWidth = Math.floor(total / 8);
  const top = beside(TOP_PILES.map((i) => ({ lines: topPileLines(i, pileAt(i), columnWidth), width: columnWidth })));
  const indent = blank(Math.floor((total - 8 * columnWidth) / 2));

  return [
    ...titleLines(table, width),
    [],
    ...top.map((line) => [...indent, ...line]),
    [],
    ...sides,
    [],
    legendLine(table.position, [...TOP_PILES, ...SIDE_ROWS.flat()]),
  ];
}
