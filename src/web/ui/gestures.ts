// Pointer gestures on the table for mouse and touch alike: tap, drag with a small threshold, long-press.

import type { Place } from '../../engine/index';
import type { DropTarget } from '../core/interaction';

/** Movement (CSS px) before a press becomes a drag: small, but more than a finger's wobble. */
const DRAG_THRESHOLD = 6;
/** How long a still press lasts before it opens the pile viewer. */
const LONG_PRESS_MS = 500;

export interface GestureHandlers {
  readonly canDrag: (place: Place) => boolean;
  readonly onTap: (place: Place | null) => void;
  readonly onDragStart: (place: Place) => void;
  /** What lies under a point on screen (client pixels), where a dragged card is dropped. */
  readonly dropTarget: (x: number, y: number) => DropTarget;
  readonly onDrop: (from: Place, target: DropTarget) => void;
  readonly onLongPress: (place: Place) => void;
}

interface Press {
  readonly pointerId: number;
  readonly place: Place | null;
  readonly startX: number;
  readonly startY: number;
  /** The grab point inside the card, so the card does not jump under the pointer. */
  readonly grabX: number;
  readonly grabY: number;
  dragging: boolean;
  done: boolean;
  timer: ReturnType<typeof setTimeout> | null;
}

function placeAt(element: Element | null): Place | null {
  const hit = element?.closest('[data-place]');
  return hit === null || hit === undefined ? null : Number(hit.getAttribute('data-place'));
}

/**
 * Wires pointer events on the table element. The ghost element follows the pointer during a drag;
 * it is moved directly, not through a render, so dragging stays smooth on a slow phone.
 */
export function attachGestures(table: HTMLElement, ghost: () => HTMLElement | null, handlers: GestureHandlers) {
  let press: Press | null = null;

  const clear = () => {
    if (press?.timer) clearTimeout(press.timer);
    press = null;
  };
  const moveGhost = (x: number, y: number) => {
    const el = ghost();
    if (!el || !press) return;
    el.style.transform = `translate(${x - press.grabX}px, ${y - press.grabY}px)`;
    el.style.visibility = 'visible';
  };

  const down = (event: PointerEvent) => {
    if (!event.isPrimary || (event.pointerType === 'mouse' && event.button !== 0)) return;
    clear();
    const target = event.target as Element;
    const place = placeAt(target);
    const card = target.closest('[data-place]')?.querySelector('.card.top');
    const rect = card?.getBoundingClientRect();
    const current: Press = {
      pointerId: event.pointerId,
      place,
      startX: event.clientX,
      startY: event.clientY,
      grabX: rect ? event.clientX - rect.left : 0,
      grabY: rect ? event.clientY - rect.top : 0,
      dragging: false,
      done: false,
      timer: null,
    };
    // A mouse has its right button for the viewer, so a slow mouse drag never opens it by accident.
    if (place !== null && place < 16 && event.pointerType !== 'mouse') {
      current.timer = setTimeout(() => {
        if (press === current && !current.dragging) {
          current.done = true;
          handlers.onLongPress(place);
        }
      }, LONG_PRESS_MS);
    }
    press = current;
    table.setPointerCapture(event.pointerId);
  };

  const move = (event: PointerEvent) => {
    if (press === null || event.pointerId !== press.pointerId || press.done) return;
    if (!press.dragging) {
      const far = Math.hypot(event.clientX - press.startX, event.clientY - press.startY) > DRAG_THRESHOLD;
      if (!far || press.place === null || !handlers.canDrag(press.place)) return;
      press.dragging = true;
      if (press.timer) clearTimeout(press.timer);
      handlers.onDragStart(press.place);
    }
    moveGhost(event.clientX, event.clientY);
  };

  const up = (event: PointerEvent) => {
    if (press === null || event.pointerId !== press.pointerId) return;
    const finished = press;
    clear();
    if (finished.done) return;
    if (finished.dragging && finished.place !== null) {
      handlers.onDrop(finished.place, handlers.dropTarget(event.clientX, event.clientY));
    } else {
      handlers.onTap(finished.place);
    }
  };

  const cancel = (event: PointerEvent) => {
    if (press === null || event.pointerId !== press.pointerId) return;
    const finished = press;
    clear();
    if (finished.dragging && finished.place !== null) handlers.onDrop(finished.place, { kind: 'nowhere' });
  };

  const menu = (event: Event) => {
    // A long-press or right click shows the whole pile instead of the browser's menu.
    const place = placeAt(event.target as Element);
    event.preventDefault();
    if (place !== null && place < 16 && (press === null || !press.done)) {
      clear();
      handlers.onLongPress(place);
    }
  };

  table.addEventListener('pointerdown', down);
  table.addEventListener('pointermove', move);
  table.addEventListener('pointerup', up);
  table.addEventListener('pointercancel', cancel);
  table.addEventListener('contextmenu', menu);
  return () => {
    clear();
    table.removeEventListener('pointerdown', down);
    table.removeEventListener('pointermove', move);
    table.removeEventListener('pointerup', up);
    table.removeEventListener('pointercancel', cancel);
    table.removeEventListener('contextmenu', menu);
  };
}
