// A pile and a foundation as real buttons: labelled for assistive technology, carrying the test hooks.

import { Component } from 'preact';
import {
  type Card as CardValue,
  FOUNDATION_NAMES,
  foundationIndexOf,
  foundationPlace,
  type Place,
  type Position,
  topCardAt,
} from '../../engine/index';
import { cardSlot, type PileLayout, type Rect } from '../core/layout';
import { placeLabel } from '../core/words';
import { Card, type Corner } from './card';
import { propsChanged } from './redraw';

/** How a place looks right now: selected, a legal destination, or part of the hint. */
export interface Marks {
  readonly selected: boolean;
  readonly target: boolean;
  readonly hinted: boolean;
  /** Its top card is being dragged, so it is drawn under the pointer instead. */
  readonly lifted: boolean;
}

/** The label with what a sighted player sees from the highlights. */
function markedLabel(label: string, marks: Marks): string {
  if (marks.selected) return `${label}, selected`;
  if (marks.target) return `${label}, can take the selected card`;
  return label;
}

function markClasses(marks: Marks): string {
  return [
    marks.selected ? 'selected' : '',
    marks.target ? 'target' : '',
    marks.hinted ? 'hinted' : '',
    marks.lifted ? 'lifted' : '',
  ].join(' ');
}

const CORNERS: Record<PileLayout['fan'], Corner> = { down: 'top', right: 'left', left: 'right' };

export interface PileProps {
  readonly position: Position;
  readonly place: Place;
  readonly layout: PileLayout;
  readonly marks: Marks;
  /** The one place in the table's tab order (roving focus: arrows move it). */
  readonly tabbable: boolean;
  readonly onKeyTap: (place: Place) => void;
}

/** The sixteen ways a place can be marked, each made once: the same marks are the same object. */
const MARKINGS: readonly Marks[] = Array.from({ length: 16 }, (_, bits) => ({
  selected: (bits & 1) !== 0,
  target: (bits & 2) !== 0,
  hinted: (bits & 4) !== 0,
  lifted: (bits & 8) !== 0,
}));

/** A place's marks, as the one shared object for them, so a place redraws only when its marks change. */
export function marksOf(selected: boolean, target: boolean, hinted: boolean, lifted: boolean): Marks {
  return MARKINGS[(selected ? 1 : 0) | (target ? 2 : 0) | (hinted ? 4 : 0) | (lifted ? 8 : 0)] as Marks;
}

/**
 * A pile redraws only when what it shows changes: the table's first drawing adds a few places a frame, and the
 * places already dealt are not drawn again each frame.
 */
export class Pile extends Component<PileProps> {
  override shouldComponentUpdate(next: PileProps): boolean {
    return propsChanged(this.props, next);
  }

  override render(props: PileProps) {
    return pileButton(props);
  }
}

/** A foundation redraws only when what it shows changes (see Pile). */
export class Foundation extends Component<FoundationProps> {
  override shouldComponentUpdate(next: FoundationProps): boolean {
    return propsChanged(this.props, next);
  }

  override render(props: FoundationProps) {
    return foundationButton(props);
  }
}

/** Below this width a pile's label says its count without " cards", and a packed pile without its "⋯" mark. */
const SHORT_LABEL_W = 100;

function pileButton({ position, place, layout, marks, tabbable, onKeyTap }: PileProps) {
  const pile = position.piles[place] as readonly CardValue[];
  const { box } = layout;
  const corner = CORNERS[layout.fan];
  const short = layout.label.w < SHORT_LABEL_W ? 'short-label' : '';
  return (
    <button
      type="button"
      class={`pile fan-${layout.fan} ${layout.compressed ? 'compressed' : ''} ${short} ${markClasses(marks)}`}
      data-pile={place + 1}
      data-place={place}
      tabIndex={tabbable ? 0 : -1}
      aria-label={markedLabel(placeLabel(position, place), marks)}
      style={{ left: `${box.x}px`, top: `${box.y}px`, width: `${box.w}px`, height: `${box.h}px` }}
      onClick={(event) => {
        // Pointer taps are handled by the gesture code; a click with no pointer is Enter or Space.
        if (event.detail === 0) onKeyTap(place);
      }}
    >
      <span class="pile-label" style={{ height: `${layout.label.h}px` }}>
        <span class="pile-number">{place + 1}</span> <span class="pile-count">{pile.length}</span>
      </span>
      {pile.length === 0 && <span class="empty-slot" style={emptyStyle(layout)} />}
      {pile.map((card, i) => {
        const slot = cardSlot(layout, i);
        const last = i === pile.length - 1;
        const shown = marks.lifted && i === pile.length - 2;
        return (
          <Card
            key={i}
            card={card}
            corner={corner}
            x={slot.x - box.x}
            y={slot.y - box.y}
            hidden={last && marks.lifted}
            className={last ? 'top' : shown ? 'shown' : i < layout.deep ? 'packed' : ''}
            covered={!last && !shown}
          />
        );
      })}
    </button>
  );
}

function emptyStyle(layout: PileLayout) {
  const slot = cardSlot(layout, 0);
  return { transform: `translate(${slot.x - layout.box.x}px, ${slot.y - layout.box.y}px)` };
}

export interface FoundationProps {
  readonly position: Position;
  readonly index: number;
  readonly rect: Rect;
  readonly marks: Marks;
  readonly tabbable: boolean;
  readonly onKeyTap: (place: Place) => void;
}

function foundationButton({ position, index, rect, marks, tabbable, onKeyTap }: FoundationProps) {
  const place = foundationPlace(index);
  const top = topCardAt(position, place) as CardValue;
  const name = FOUNDATION_NAMES[foundationIndexOf(place)] as string;
  return (
    <button
      type="button"
      class={`foundation ${name[0] === 'K' ? 'king-row' : 'ace-row'} ${markClasses(marks)}`}
      data-foundation={name}
      data-place={place}
      tabIndex={tabbable ? 0 : -1}
      aria-label={markedLabel(placeLabel(position, place), marks)}
      style={{ left: `${rect.x}px`, top: `${rect.y}px`, width: `${rect.w}px`, height: `${rect.h}px` }}
      onClick={(event) => {
        if (event.detail === 0) onKeyTap(place);
      }}
    >
      <Card card={top} corner="top" x={0} y={0} hidden={marks.lifted} className="top" />
    </button>
  );
}
