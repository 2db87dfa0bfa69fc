// The table: measures itself, lays out the horseshoe, draws piles and foundations, and runs gestures and animations.

import { Component } from 'preact';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import { FOUNDATION_COUNT, type Move, PILE_COUNT, type Place, type Position, topCardAt } from '../../engine/index';
import { firstDealDone } from '../core/first-deal';
import type { DropTarget } from '../core/interaction';
import { type TableLayout, tableLayout } from '../core/layout';
import { dropTargetAt } from '../core/places';
import type { Change } from '../core/session';
import { animateChange, animateReturn, type Snapshot, stopAnimations } from './animate';
import { Card } from './card';
import { attachGestures } from './gestures';
import { HintArrow } from './hint-arrow';
import { Foundation, type Marks, marksOf, Pile } from './pile';
import { propsChanged } from './redraw';
import './table.css';

export interface TableProps {
  readonly position: Position;
  readonly change: Change;
  readonly selected: Place | null;
  /** The place whose top card is being dragged. */
  readonly dragging: Place | null;
  /** Legal destinations of the selected or dragged card. */
  readonly targets: ReadonlySet<Place>;
  readonly hint: Move | null;
  /** The place keyboard focus is on, or returns to. */
  readonly focusPlace: Place;
  readonly topCardsOnly: boolean;
  /** The Large cards setting (the replay viewer's small table leaves it off). */
  readonly largeCards?: boolean;
  readonly animate: boolean;
  readonly onTap: (place: Place | null) => void;
  readonly onKeyTap: (place: Place) => void;
  readonly onDragStart: (place: Place) => void;
  readonly onDrop: (from: Place, target: DropTarget) => void;
  readonly onLongPress: (place: Place) => void;
  /** Draws the hint as an arrow over the table (the game's table; a replay's marks its next move alone). */
  readonly hintArrow?: boolean;
  /** Where the table keeps the layout it has drawn, for the arrow keys. */
  readonly layoutRef?: { current: TableLayout | null };
}

function useSize(ref: { current: HTMLElement | null }): { width: number; height: number } {
  const [size, setSize] = useState({ width: 0, height: 0 });
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    // Measured by the observer alone, which reports once the browser has laid the page out in its own frame: a
    // measure here would force that first layout inside the render's task, the longest of the load.
    const observer = new ResizeObserver(() => setSize({ width: element.clientWidth, height: element.clientHeight }));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return size;
}

/**
 * How many places the table's first drawing has dealt: the foundations, then the piles from 16 down to 1, a few a
 * frame, so a slow phone draws the table in short frames rather than one long one. Pile 1 comes last: once it is
 * drawn, the whole table is. Later drawings (a move, a new game, a resize) draw everything at once.
 */
const DEAL_STEP = 4;
const PLACES = PILE_COUNT + FOUNDATION_COUNT;
function useFirstDeal(measured: boolean): number {
  const [dealt, setDealt] = useState(0);
  useEffect(() => {
    if (dealt >= PLACES) firstDealDone();
    if (!measured || dealt >= PLACES) return;
    const frame = requestAnimationFrame(() => setDealt(Math.min(PLACES, dealt + DEAL_STEP)));
    return () => cancelAnimationFrame(frame);
  }, [measured, dealt]);
  return dealt;
}

/** A place's turn in the first deal: the foundations first, then the piles from the last to the first. */
function dealTurn(place: Place): number {
  return place >= PILE_COUNT ? place - PILE_COUNT : FOUNDATION_COUNT + (PILE_COUNT - 1 - place);
}

function TableView(props: TableProps) {
  const { position, topCardsOnly, largeCards } = props;
  const frame = useRef<HTMLDivElement>(null);
  const table = useRef<HTMLDivElement>(null);
  const ghost = useRef<HTMLSpanElement>(null);
  const { width, height } = useSize(frame);
  const dealt = useFirstDeal(width > 0);
  const lengths = position.piles.map((pile) => pile.length).join(',');
  const layout = useMemo(
    () =>
      tableLayout(
        width,
        height,
        position.piles.map((pile) => pile.length),
        topCardsOnly,
        largeCards,
      ),
    [width, height, lengths, topCardsOnly, largeCards],
  );
  const { dragging, layoutRef } = props;
  if (layoutRef !== undefined) layoutRef.current = width > 0 ? layout : null;
  const handlers = useRef(props);
  handlers.current = props;
  const drawnLayout = useRef(layout);
  drawnLayout.current = layout;

  useEffect(() => {
    const element = table.current;
    if (!element) return;
    return attachGestures(element, () => ghost.current, {
      canDrag: (place) => topCardAt(handlers.current.position, place) !== undefined,
      onTap: (place) => handlers.current.onTap(place),
      onDragStart: (place) => handlers.current.onDragStart(place),
      // The table's own pixels: the pointer's place on screen less the table's corner.
      dropTarget: (x, y) => {
        const corner = element.getBoundingClientRect();
        return dropTargetAt(drawnLayout.current, x - corner.left, y - corner.top);
      },
      onDrop: (from, target) => {
        // The card is already where it was dropped: only a move played right now skips its slide.
        skipAnimationUntil.current = performance.now() + 250;
        const dropped = ghost.current?.querySelector('.card')?.getBoundingClientRect();
        if (dropped) returning.current = { from, dropped, serial: handlers.current.change.serial };
        handlers.current.onDrop(from, target);
      },
      onLongPress: (place) => handlers.current.onLongPress(place),
    });
  }, []);

  // Animate each new change once, from the snapshot drawn before it.
  const previous = useRef<Snapshot | null>(null);
  /** A drop waiting to see whether it played a move or sends the card back. */
  const returning = useRef<{ from: Place; dropped: DOMRect; serial: number } | null>(null);
  const skipAnimationUntil = useRef(0);
  const shownSerial = useRef(props.change.serial);
  useLayoutEffect(() => {
    const element = table.current;
    const before = previous.current;
    const change = props.change;
    const now: Snapshot = { position, layout };
    if (element && change.serial !== shownSerial.current) {
      shownSerial.current = change.serial;
      const skip = change.kind === 'move' && !change.undone && performance.now() < skipAnimationUntil.current;
      skipAnimationUntil.current = 0;
      if (change.kind === 'move' && before && props.animate && !skip && width > 0) {
        animateChange(element, before, now, change.move, change.undone);
      } else {
        stopAnimations(element);
      }
    }
    const drop = returning.current;
    if (element && drop && dragging === null) {
      returning.current = null;
      if (drop.serial === change.serial && props.animate) animateReturn(element, drop.from, drop.dropped);
    }
    previous.current = now;
  });

  const hintPlaces = new Set<Place>();
  if (props.hint?.kind === 'card') {
    hintPlaces.add(props.hint.from);
    hintPlaces.add(props.hint.to);
  }
  const marks = (place: Place): Marks =>
    marksOf(props.selected === place, props.targets.has(place), hintPlaces.has(place), dragging === place);
  const liftedCard = dragging === null ? undefined : topCardAt(position, dragging);
  const area = layout.foundationArea;
  const style = {
    '--cw': `${layout.cardW}px`,
    '--ch': `${layout.cardH}px`,
    '--fw': `${layout.foundationW}px`,
    '--fh': `${layout.foundationH}px`,
    height: `${layout.height}px`,
  };

  return (
    <div class="table-frame" ref={frame}>
      <div class={`table ${dragging === null ? '' : 'dragging'}`} ref={table} style={style}>
        {width > 0 && (
          <>
            <div
              class="foundation-area"
              data-foundation-area=""
              style={{ left: `${area.x}px`, top: `${area.y}px`, width: `${area.w}px`, height: `${area.h}px` }}
            />
            {Array.from(
              { length: PILE_COUNT },
              (_, p) =>
                dealTurn(p) < dealt && (
                  <Pile
                    key={p}
                    position={position}
                    place={p}
                    layout={layout.piles[p] as (typeof layout.piles)[number]}
                    marks={marks(p)}
                    tabbable={props.focusPlace === p}
                    onKeyTap={props.onKeyTap}
                  />
                ),
            )}
            {Array.from(
              { length: FOUNDATION_COUNT },
              (_, f) =>
                dealTurn(PILE_COUNT + f) < dealt && (
                  <Foundation
                    key={f}
                    position={position}
                    index={f}
                    rect={layout.foundations[f] as (typeof layout.foundations)[number]}
                    marks={marks(PILE_COUNT + f)}
                    tabbable={props.focusPlace === PILE_COUNT + f}
                    onKeyTap={props.onKeyTap}
                  />
                ),
            )}
          </>
        )}
      </div>
      {props.hintArrow === true && <HintArrow move={props.hint} position={position} layout={layout} />}
      {liftedCard !== undefined && (
        <span
          class="ghost"
          ref={ghost}
          style={{ visibility: 'hidden', '--cw': `${layout.cardW}px`, '--ch': `${layout.cardH}px` }}
        >
          <Card card={liftedCard} corner="top" x={0} y={0} className="dragged" />
        </span>
      )}
    </div>
  );
}

/** The table redraws only when one of its own props changes, not when the solver's panel or the status line does. */
export class Table extends Component<TableProps> {
  override shouldComponentUpdate(next: TableProps): boolean {
    return propsChanged(this.props, next);
  }

  override render(props: TableProps) {
    return <TableView {...props} />;
  }
}
