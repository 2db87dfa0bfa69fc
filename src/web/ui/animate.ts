// Brief move and redeal animations. The DOM always shows the current position; an animation only
// slides a card from where it was, so acting mid-animation can never lose or duplicate a card.

import { isPilePlace, type Move, type Place, type Position } from '../../engine/index';
import { cardSlot, type TableLayout } from '../core/layout';

const MOVE_MS = 170;
const REDEAL_MS = 260;

export interface Snapshot {
  readonly position: Position;
  readonly layout: TableLayout;
}

/** Where the top card of a place was drawn. */
function topSlot(snapshot: Snapshot, place: Place): { x: number; y: number } {
  const { layout, position } = snapshot;
  if (!isPilePlace(place)) {
    const rect = layout.foundations[place - 16];
    return { x: rect?.x ?? 0, y: rect?.y ?? 0 };
  }
  const length = position.piles[place]?.length ?? 0;
  const pile = layout.piles[place];
  return pile ? cardSlot(pile, Math.max(0, length - 1)) : { x: 0, y: 0 };
}

function topCardElement(table: HTMLElement, place: Place): HTMLElement | null {
  return table.querySelector<HTMLElement>(`[data-place="${place}"] .card.top`);
}

function slide(element: HTMLElement, dx: number, dy: number, ms: number): void {
  if (Math.abs(dx) < 0.5 && Math.abs(dy) < 0.5) return;
  const base = element.style.transform;
  element.animate([{ transform: `translate(${dx}px, ${dy}px) ${base}` }, { transform: base }], {
    duration: ms,
    easing: 'cubic-bezier(.2,.7,.3,1)',
  });
}

export function stopAnimations(table: HTMLElement): void {
  for (const animation of table.getAnimations({ subtree: true })) animation.cancel();
}

/**
 * Animates the change from `before` to `after`: the moved card slides from its old place; on a redeal
 * every card slides from its old slot in its pile. `undone` plays the move backwards.
 */
export function animateChange(table: HTMLElement, before: Snapshot, after: Snapshot, move: Move, undone: boolean) {
  stopAnimations(table);
  if (move.kind === 'card') {
    const from = undone ? move.to : move.from;
    const to = undone ? move.from : move.to;
    const element = topCardElement(table, to);
    if (element === null) return;
    const old = topSlot(before, from);
    const now = topSlot(after, to);
    slide(element, old.x - now.x, old.y - now.y, MOVE_MS);
    return;
  }
  after.position.piles.forEach((pile, p) => {
    if (pile.length < 2) return;
    const oldLayout = before.layout.piles[p];
    const newLayout = after.layout.piles[p];
    if (!oldLayout || !newLayout) return;
    const cards = table.querySelectorAll<HTMLElement>(`[data-place="${p}"] .card`);
    cards.forEach((element, i) => {
      // A redeal moves the bottom card to the top; undoing it moves the top card back to the bottom.
      const was = undone ? (i === 0 ? pile.length - 1 : i - 1) : i === pile.length - 1 ? 0 : i + 1;
      const old = cardSlot(oldLayout, was);
      const now = cardSlot(newLayout, i);
      slide(element, old.x - now.x, old.y - now.y, REDEAL_MS);
    });
  });
}

/** A card let go where it cannot go slides back from where it was dropped to its place. */
export function animateReturn(table: HTMLElement, place: Place, dropped: DOMRect): void {
  const element = topCardElement(table, place);
  if (element === null) return;
  const home = element.getBoundingClientRect();
  slide(element, dropped.left - home.left, dropped.top - home.top, MOVE_MS);
}
