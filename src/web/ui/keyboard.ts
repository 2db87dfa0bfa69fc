// Keyboard play: which key asks for what, and where an arrow key leads on the horseshoe.

import { isPilePlace, type Place } from '../../engine/index';
import type { PlaceBox } from '../core/places';

export type { PlaceBox } from '../core/places';

export type Direction = 'left' | 'right' | 'up' | 'down';

export type KeyCommand =
  | { readonly kind: 'go'; readonly direction: Direction }
  | { readonly kind: 'home' }
  | { readonly kind: 'undo' }
  | { readonly kind: 'redeal' }
  | { readonly kind: 'hint' }
  | { readonly kind: 'cancel' }
  | { readonly kind: 'help' }
  | { readonly kind: 'read' }
  | { readonly kind: 'view' };

const ARROWS: Record<string, Direction> = {
  ArrowLeft: 'left',
  ArrowRight: 'right',
  ArrowUp: 'up',
  ArrowDown: 'down',
};

const LETTERS: Record<string, KeyCommand> = {
  f: { kind: 'home' },
  u: { kind: 'undo' },
  r: { kind: 'redeal' },
  h: { kind: 'hint' },
  l: { kind: 'read' },
  v: { kind: 'view' },
  '?': { kind: 'help' },
  Escape: { kind: 'cancel' },
};

/** The keys the help overlay lists, in the order a player learns them. */
export const KEY_HELP: readonly (readonly [keys: string, what: string])[] = [
  ['← → ↑ ↓', 'Move along the horseshoe of piles, or straight across to a foundation or the pile facing'],
  ['Enter or Space', 'Select the card on top, then press again on a place to move it there'],
  ['F', 'Send the top card to a foundation that takes it (if both do, it is selected: choose one)'],
  ['U', 'Undo'],
  ['R', 'Redeal (shuffle in casual)'],
  ['H', 'Hint'],
  ['L', 'Read the whole pile aloud, bottom to top'],
  ['V', 'Open the pile viewer'],
  ['Esc', 'Cancel the selection, or close a dialog'],
  ['?', 'Show these keys'],
];

/** The command for a key press, or null for keys the game leaves to the browser. */
export function keyCommand(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey'>): KeyCommand | null {
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  const direction = ARROWS[event.key];
  if (direction !== undefined) return { kind: 'go', direction };
  return LETTERS[event.key.length === 1 ? event.key.toLowerCase() : event.key] ?? null;
}

/** How far `box` lies ahead of `from` along an arrow, and how far aside, centre to centre. */
function offset(from: PlaceBox, box: PlaceBox, direction: Direction): { ahead: number; aside: number } {
  const dx = box.x + box.w / 2 - (from.x + from.w / 2);
  const dy = box.y + box.h / 2 - (from.y + from.h / 2);
  const ahead = direction === 'left' ? -dx : direction === 'right' ? dx : direction === 'up' ? -dy : dy;
  return { ahead, aside: Math.abs(direction === 'left' || direction === 'right' ? dy : dx) };
}

/** Within 60° of the arrow. */
function thatWay({ ahead, aside }: { ahead: number; aside: number }): boolean {
  return ahead > 0 && aside <= ahead * Math.tan(Math.PI / 3);
}

/** Whether `box` lies straight along the arrow from `from`: in its row (← →) or its column (↑ ↓). */
function straight(from: PlaceBox, box: PlaceBox, direction: Direction): boolean {
  if (direction === 'left' || direction === 'right') return box.y < from.y + from.h && from.y < box.y + box.h;
  return box.x < from.x + from.w && from.x < box.x + box.w;
}

/** The box with the least score among those given, or null. */
function least(boxes: readonly PlaceBox[], score: (box: PlaceBox) => number): Place | null {
  let best: Place | null = null;
  let bestScore = Number.POSITIVE_INFINITY;
  for (const box of boxes) {
    const value = score(box);
    if (value < bestScore) {
      bestScore = value;
      best = box.place;
    }
  }
  return best;
}

/**
 * The place an arrow leads to, in this order (ARCHITECTURE.md, "Arrow keys"):
 * 1. along the horseshoe: from a pile, the pile numbered one more or one less, when it lies that way (within
 *    60° of the arrow), so ↑ climbs the left side, → crosses the top and ↓ descends the right, round the corners;
 * 2. straight that way: the nearest place in the same row (← →) or column (↑ ↓), so → from pile 1 reaches
 *    pile 16 across the table, → from pile 2 the foundation beside it, and foundations step along their rows;
 * 3. otherwise the nearest place within 60°, sideways distance counting double; null when nothing lies that way.
 */
export function arrowTarget(boxes: readonly PlaceBox[], from: Place, direction: Direction): Place | null {
  const start = boxes.find((b) => b.place === from);
  if (start === undefined) return boxes[0]?.place ?? null;
  const others = boxes.filter((box) => box.place !== from);
  const along = isPilePlace(from)
    ? others.filter((box) => isPilePlace(box.place) && Math.abs(box.place - from) === 1)
    : [];
  const neighbour = least(
    along.filter((box) => thatWay(offset(start, box, direction))),
    (box) => offset(start, box, direction).aside,
  );
  if (neighbour !== null) return neighbour;
  const ahead = others.filter((box) => offset(start, box, direction).ahead > 0);
  // Sideways distance breaks ties between places side by side (two foundations under one top pile).
  const inLine = least(
    ahead.filter((box) => straight(start, box, direction)),
    (box) => {
      const { ahead: forward, aside } = offset(start, box, direction);
      return forward + aside;
    },
  );
  if (inLine !== null) return inLine;
  return least(
    ahead.filter((box) => thatWay(offset(start, box, direction))),
    (box) => {
      const { ahead: forward, aside } = offset(start, box, direction);
      return forward + 2 * aside;
    },
  );
}

/** Whether a key press belongs to a form field or a dialog rather than to the table. */
export function keyIsElsewhere(event: KeyboardEvent): boolean {
  const target = event.target as Element | null;
  if (target?.closest('input, select, textarea, dialog, [contenteditable="true"]')) return true;
  return document.querySelector('dialog[open]') !== null;
}
