// The hint drawn over the table, planned from the table's layout: the arrow from the hinted card to the place it
// goes, and where the hint's words cover the least.

import type { Move, Position } from '../../engine/index';
import type { Rect, TableLayout } from './layout';
import { placeBoxes, topCardRect } from './places';

export interface Point {
  readonly x: number;
  readonly y: number;
}

/** A rectangle in the layer's own pixels. */
export interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** What is drawn, in the layer's own pixels: the arrow's curve and head, the hint's words and where they sit. */
export interface Drawn {
  readonly width: number;
  readonly height: number;
  readonly arrow: { readonly path: string; readonly head: string; readonly stroke: number } | null;
  /** Where the words may go, best first when nothing is in the way: along the arrow, or over the table's middle. */
  readonly spots: readonly Point[];
  /** The point the words would best be at: nearer to it beats covering a little less. */
  readonly near: Point;
  /** The places' rectangles: the words go where they cover the least of them. */
  readonly places: readonly Box[];
  /**
   * What the words cover nowhere any spot allows: the piles' label strips (number and count) and the corner index of
   * each foundation's card (a foundation shows only its top card: its corner says which it is).
   */
  readonly labels: readonly Box[];
}

/** The corner of a foundation's card where its rank and suit are drawn (card.css), in the layer's pixels. */
export function cornerIndex(card: Box): Box {
  return { x: card.x, y: card.y, width: card.width * 0.62, height: card.width * 0.36 };
}

/** How much worse covering a pixel of a pile's label is than a pixel of a card: enough to rule it out. */
const LABEL_WEIGHT = 50;

/** A layout rectangle as a box in the layer, whose top left corner is the table's. */
function boxOf(rect: Rect): Box {
  return { x: rect.x, y: rect.y, width: rect.w, height: rect.h };
}

function centre(rect: Box): Point {
  return { x: rect.x + rect.width / 2, y: rect.y + rect.height / 2 };
}

/** Where the way from `from` to the centre of `rect` crosses the rectangle's edge. */
function edgeToward(from: Point, rect: Box): Point {
  const to = centre(rect);
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  const sx = dx === 0 ? Number.POSITIVE_INFINITY : rect.width / 2 / Math.abs(dx);
  const sy = dy === 0 ? Number.POSITIVE_INFINITY : rect.height / 2 / Math.abs(dy);
  const s = Math.min(1, sx, sy);
  return { x: to.x - dx * s, y: to.y - dy * s };
}

const round = (n: number) => Math.round(n * 10) / 10;

/** Points on the quadratic curve from `a` to `b` bent by `c`, at `t` from 0 to 1. */
function along(a: Point, c: Point, b: Point, t: number): Point {
  const u = 1 - t;
  return { x: u * u * a.x + 2 * u * t * c.x + t * t * b.x, y: u * u * a.y + 2 * u * t * c.y + t * t * b.y };
}

/** The middle of the foundation area and points round its edge, inside it: felt where no card lies. */
function middleSpots(area: Box): Point[] {
  const { x, y } = area;
  const inset = 20;
  return [
    { x: x + area.width / 2, y: y + area.height / 2 },
    { x: x + area.width / 2, y: y + inset },
    { x: x + area.width / 2, y: y + area.height - inset },
    { x: x + area.width / 4, y: y + area.height / 2 },
    { x: x + (area.width * 3) / 4, y: y + area.height / 2 },
  ];
}

/** Points spread over the whole layer, so the words can find bare felt anywhere near the arrow. */
function grid(width: number, height: number): Point[] {
  const points: Point[] = [];
  for (let i = 1; i < 12; i++) for (let j = 1; j < 12; j++) points.push({ x: (width * i) / 12, y: (height * j) / 12 });
  return points;
}

/**
 * Plans the drawing over a table laid out as `layout`, in a layer `width` by `height` whose top left corner is the
 * table's; null when there is nothing to draw.
 */
export function planHint(
  layout: TableLayout,
  position: Position,
  move: Move,
  width: number,
  height: number,
): Drawn | null {
  if (width === 0 || height === 0) return null;
  const places = placeBoxes(layout).map(boxOf);
  const labels = [
    ...layout.piles.map((pile) => boxOf(pile.label)),
    ...layout.foundations.map((card) => cornerIndex(boxOf(card))),
  ];
  const middle = middleSpots(boxOf(layout.foundationArea));
  if (move.kind === 'redeal') {
    return {
      width,
      height,
      arrow: null,
      spots: [...middle, ...grid(width, height)],
      near: middle[0] as Point,
      places,
      labels,
    };
  }
  const source = boxOf(topCardRect(layout, position, move.from));
  const target = boxOf(topCardRect(layout, position, move.to));
  const start = centre(source);
  const end = edgeToward(start, target);
  const dx = end.x - start.x;
  const dy = end.y - start.y;
  const length = Math.hypot(dx, dy);
  if (length < 1) return null;
  // The curve bows toward the middle of the table, where the foundations are and cards seldom lie.
  const mid = { x: (start.x + end.x) / 2, y: (start.y + end.y) / 2 };
  let nx = -dy / length;
  let ny = dx / length;
  if (nx * (width / 2 - mid.x) + ny * (height / 2 - mid.y) < 0) {
    nx = -nx;
    ny = -ny;
  }
  const bow = Math.min(48, length * 0.22);
  const control = { x: mid.x + nx * bow * 2, y: mid.y + ny * bow * 2 };
  const stroke = Math.max(3, Math.min(7, source.width * 0.08));
  // The head points along the curve's last direction, its tip on the destination card's edge.
  const tx = end.x - control.x;
  const ty = end.y - control.y;
  const t = Math.hypot(tx, ty) || 1;
  const ux = tx / t;
  const uy = ty / t;
  const headLength = stroke * 3.2;
  const back = { x: end.x - ux * headLength, y: end.y - uy * headLength };
  const half = stroke * 1.9;
  const head = [end, { x: back.x - uy * half, y: back.y + ux * half }, { x: back.x + uy * half, y: back.y - ux * half }]
    .map((p) => `${round(p.x)},${round(p.y)}`)
    .join(' ');
  const path = `M ${round(start.x)} ${round(start.y)} Q ${round(control.x)} ${round(control.y)} ${round(back.x)} ${round(back.y)}`;
  // Along the arrow, each point also a little to either side of it, then the table's middle.
  const spots: Point[] = [];
  for (const t of [0.5, 0.38, 0.62, 0.26, 0.74]) {
    const p = along(start, control, end, t);
    spots.push(p, { x: p.x + nx * 30, y: p.y + ny * 30 }, { x: p.x - nx * 30, y: p.y - ny * 30 });
  }
  spots.push(...middle, ...grid(width, height));
  return { width, height, arrow: { path, head, stroke }, spots, near: spots[0] as Point, places, labels };
}

/** How much of `r`, with a few pixels round it so the words never touch its edge, the words at x, y cover. */
function coveredArea(x: number, y: number, w: number, h: number, r: Box): number {
  const ox = Math.min(x + w, r.x + r.width + 3) - Math.max(x, r.x - 3);
  const oy = Math.min(y + h, r.y + r.height + 3) - Math.max(y, r.y - 3);
  return ox > 0 && oy > 0 ? ox * oy : 0;
}

/**
 * The words' top left corner, inside the layer: the spot where they cover the least of the places, counting each
 * pixel further from the arrow's middle as a quarter of a row of pixels as high as the words covered.
 */
export function placeWords(drawn: Drawn, w: number, h: number): Point {
  let best: Point = { x: 4, y: 4 };
  let least = Number.POSITIVE_INFINITY;
  for (const spot of drawn.spots) {
    const x = Math.max(4, Math.min(drawn.width - w - 4, spot.x - w / 2));
    const y = Math.max(4, Math.min(drawn.height - h - 4, spot.y - h / 2));
    let covered = Math.hypot(x + w / 2 - drawn.near.x, y + h / 2 - drawn.near.y) * h * 0.25;
    for (const r of drawn.places) covered += coveredArea(x, y, w, h, r);
    for (const r of drawn.labels) covered += coveredArea(x, y, w, h, r) * LABEL_WEIGHT;
    if (covered < least - 1) {
      least = covered;
      best = { x, y };
    }
  }
  return best;
}
