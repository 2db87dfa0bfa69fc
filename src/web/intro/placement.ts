// Where a callout stands beside the element it explains: a side with room, never over the element, inside the window.

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
