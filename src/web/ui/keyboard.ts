// Keyboard play: which key asks for what, and where an arrow key leads on the horseshoe (the nearest place that way).

import type { Place } from '../../engine/index';

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
  ['← → ↑ ↓', 'Move between piles and foundations (to the nearest one that way)'],
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

export interface PlaceBox {
  readonly place: Place;
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

/**
 * The place an arrow leads to: among the places whose centre lies that way (within 60° of the arrow), the
 * nearest, with sideways distance counting double so a row or column is followed before a diagonal.
 */
export function nearestPlace(boxes: readonly PlaceBox[], from: Place, direction: Direction): Place | null {
  const start = boxes.find((b) => b.place === from);
  if (start === undefined) return boxes[0]?.place ?? null;
  const cx = start.x + start.w / 2;
  const cy = start.y + start.h / 2;
  let best: Place | null = null;
  let bestScore = Number.POSITIVE_INFINITY;
  for (const box of boxes) {
    if (box.place === from) continue;
    const dx = box.x + box.w / 2 - cx;
    const dy = box.y + box.h / 2 - cy;
    const ahead = direction === 'left' ? -dx : direction === 'right' ? dx : direction === 'up' ? -dy : dy;
    const aside = Math.abs(direction === 'left' || direction === 'right' ? dy : dx);
    if (ahead <= 0 || aside > ahead * Math.tan(Math.PI / 3)) continue;
    const score = ahead + 2 * aside;
    if (score < bestScore) {
      bestScore = score;
      best = box.place;
    }
  }
  return best;
}

/** The boxes of every pile and foundation on the page, as drawn now. */
export function placeBoxes(root: ParentNode): PlaceBox[] {
  return Array.from(root.querySelectorAll<HTMLElement>('[data-place]')).map((element) => {
    const rect = element.getBoundingClientRect();
    return { place: Number(element.dataset.place), x: rect.left, y: rect.top, w: rect.width, h: rect.height };
  });
}

/** Whether a key press belongs to a form field or a dialog rather than to the table. */
export function keyIsElsewhere(event: KeyboardEvent): boolean {
  const target = event.target as Element | null;
  if (target?.closest('input, select, textarea, dialog, [contenteditable="true"]')) return true;
  return document.querySelector('dialog[open]') !== null;
}
