// Where a callout stands beside the elements it explains: a side with room, never over them, inside the window.

export interface Box {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

export type Side = 'below' | 'above' | 'right' | 'left';

export interface Placement {
  readonly x: number;
  readonly y: number;
  readonly side: Side;
}

/** The smallest box holding all of these (the step's anchors taken together). */
export function unionBox(boxes: readonly Box[]): Box | null {
  if (boxes.length === 0) return null;
  const left = Math.min(...boxes.map((b) => b.x));
  const top = Math.min(...boxes.map((b) => b.y));
  const right = Math.max(...boxes.map((b) => b.x + b.w));
  const bottom = Math.max(...boxes.map((b) => b.y + b.h));
  return { x: left, y: top, w: right - left, h: bottom - top };
}

function clamp(value: number, low: number, high: number): number {
  return Math.max(low, Math.min(value, Math.max(low, high)));
}

/**
 * Places a callout of size `size` beside `anchor` within a window of `view`, keeping `margin` from its edges and
 * `gap` from the anchor: below, above, right or left, the first side where it fits whole; where none does, the
 * side with the most room (it may then run over other parts of the table, never over the anchor's near edge).
 */
export function placeCallout(
  anchor: Box,
  size: { readonly w: number; readonly h: number },
  view: { readonly w: number; readonly h: number },
  gap = 10,
  margin = 8,
): Placement {
  const room: Record<Side, number> = {
    below: view.h - margin - (anchor.y + anchor.h + gap),
    above: anchor.y - gap - margin,
    right: view.w - margin - (anchor.x + anchor.w + gap),
    left: anchor.x - gap - margin,
  };
  const need: Record<Side, number> = { below: size.h, above: size.h, right: size.w, left: size.w };
  const sides: Side[] = ['below', 'above', 'right', 'left'];
  const side =
    sides.find((s) => room[s] >= need[s]) ??
    sides.reduce((best, s) => (room[s] / need[s] > room[best] / need[best] ? s : best));
  const centreX = clamp(anchor.x + anchor.w / 2 - size.w / 2, margin, view.w - margin - size.w);
  const centreY = clamp(anchor.y + anchor.h / 2 - size.h / 2, margin, view.h - margin - size.h);
  switch (side) {
    case 'below':
      return { side, x: centreX, y: clamp(anchor.y + anchor.h + gap, margin, view.h - margin - size.h) };
    case 'above':
      return { side, x: centreX, y: clamp(anchor.y - gap - size.h, margin, view.h - margin - size.h) };
    case 'right':
      return { side, x: clamp(anchor.x + anchor.w + gap, margin, view.w - margin - size.w), y: centreY };
    case 'left':
      return { side, x: clamp(anchor.x - gap - size.w, margin, view.w - margin - size.w), y: centreY };
  }
}

/** Whether two boxes come within `gap` of each other. */
export function overlaps(a: Box, b: Box, gap = 0): boolean {
  return a.x < b.x + b.w + gap && b.x < a.x + a.w + gap && a.y < b.y + b.h + gap && b.y < a.y + a.h + gap;
}

/** The free spot for a box of `size` nearest `centre`, clear of every one of `avoid`, on an 8 px grid; or null. */
function nearestFreeSpot(
  avoid: readonly Box[],
  centre: { readonly x: number; readonly y: number },
  size: { readonly w: number; readonly h: number },
  view: { readonly w: number; readonly h: number },
  gap: number,
  margin: number,
): Placement | null {
  let best: Placement | null = null;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (let y = margin; y <= view.h - margin - size.h; y += 8) {
    for (let x = margin; x <= view.w - margin - size.w; x += 8) {
      if (avoid.some((a) => overlaps({ x, y, ...size }, a, gap))) continue;
      const distance = Math.hypot(x + size.w / 2 - centre.x, y + size.h / 2 - centre.y);
      if (distance >= bestDistance) continue;
      bestDistance = distance;
      best = { x, y, side: y >= centre.y ? 'below' : 'above' };
    }
  }
  return best;
}

/** Where a callout of `size` stands clear of every one of `anchors`: beside their joint box, else the nearest free spot. */
function placeClearOfAll(
  anchors: readonly Box[],
  size: { readonly w: number; readonly h: number },
  view: { readonly w: number; readonly h: number },
  gap: number,
  margin: number,
): Placement | null {
  const union = unionBox(anchors);
  if (union === null) return null;
  const beside = placeCallout(union, size, view, gap, margin);
  if (!overlaps({ x: beside.x, y: beside.y, ...size }, union, gap)) return beside;
  const centre = { x: union.x + union.w / 2, y: union.y + union.h / 2 };
  return nearestFreeSpot(anchors, centre, size, view, gap, margin);
}

/**
 * Places a callout clear of every one of `anchors` (the card to move first, then the place it goes): beside the
 * box holding them all where a side of it has room; else the free spot nearest that box's centre, between or
 * beside the anchors; else (a small window) the free spot clear of the first anchor at least, so the card the
 * step is about always shows; else as `placeCallout` places it.
 */
export function placeCalloutClear(
  anchors: readonly Box[],
  size: { readonly w: number; readonly h: number },
  view: { readonly w: number; readonly h: number },
  gap = 10,
  margin = 8,
): Placement {
  const union = unionBox(anchors);
  if (union === null) return placeCallout({ x: view.w / 2, y: view.h / 2, w: 0, h: 0 }, size, view, gap, margin);
  const centre = { x: union.x + union.w / 2, y: union.y + union.h / 2 };
  return (
    placeClearOfAll(anchors, size, view, gap, margin) ??
    nearestFreeSpot(anchors.slice(0, 1), centre, size, view, gap, margin) ??
    placeCallout(union, size, view, gap, margin)
  );
}

/** The widths, in CSS px, a callout may narrow to (growing taller) when at its own width it covers an anchor. */
export const NARROWER_WIDTHS: readonly number[] = [280, 240, 200, 170];

export interface Fitted {
  readonly placement: Placement;
  /** The width the callout takes, or null for its own. */
  readonly width: number | null;
  readonly size: { readonly w: number; readonly h: number };
}

/**
 * Places a callout clear of every anchor, narrowing it where its own width finds no room on a small window: a
 * narrower callout is taller, and fits the column beside a card and its destination where a wide one covers one
 * of them. `measure` gives the callout's size at a width (null: its own). Where no width is clear of them all,
 * the callout keeps its own width and stands as `placeCalloutClear` places it.
 */
export function fitCallout(
  anchors: readonly Box[],
  measure: (width: number | null) => { readonly w: number; readonly h: number },
  view: { readonly w: number; readonly h: number },
  widths: readonly number[] = NARROWER_WIDTHS,
  gap = 10,
  margin = 8,
): Fitted {
  const own = measure(null);
  for (const width of [null, ...widths.filter((w) => w < own.w)]) {
    const size = width === null ? own : measure(width);
    const placement = placeClearOfAll(anchors, size, view, gap, margin);
    if (placement !== null) return { placement, width, size };
  }
  // A narrower width was tried: measuring at its own width again leaves the callout there.
  const size = widths.some((w) => w < own.w) ? measure(null) : own;
  return { placement: placeCalloutClear(anchors, size, view, gap, margin), width: null, size };
}
