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

/** Whether two sets of marks look the same (the table makes a new one for each place at each drawing). */
function sameMarks(a: Marks, b: Marks): boolean {
  return a.selected === b.selected && a.target === b.target && a.hinted === b.hinted && a.lifted === b.lifted;
}

/** Whether a place's new props draw anything other than its old ones. */
function placeChanged<P extends { readonly marks: Marks }>(now: P, next: P): boolean {
  const old = now as P & Record<string, unknown>;
  return Object.entries(next).some(([key, value]) =>
    key === 'marks' ? !sameMarks(now.marks, value as Marks) : old[key] !== value,
  );
}

/**
 * A pile redraws only when what it shows changes: the table's first drawing adds a few places a frame, and the
 * places already dealt are not drawn again each frame.
 */
export class Pile extends Component<PileProps> {
  override shouldComponentUpdate(next: PileProps): boolean {
    return placeChanged(this.props, next);
  }

  override render(props: PileProps) {
    return pileButton(props);
  }
}

/** A foundation redraws only when what it shows changes (see Pile). */
export class Foundation extends Component<FoundationProps> {
  override shouldComponentUpdate(next: FoundationProps): boolean {
    return placeChanged(this.props, next);
  }

  override render(props: FoundationProps) {
    return foundationButton(props);
  }
}

function pileButton({ position, place, layout, marks, tabbable, onKeyTap }: PileProps) {
  const pile = position.piles[place] as readonly CardValue[];
  const { box } = layout;
  const corner = CORNERS[layout.fan];
  return (
    <button
      type="button"
      class={`pile fan-${layout.fan} ${layout.compressed ? 'compressed' : ''} ${markClasses(marks)}`}
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
            className={last ? 'top' : shown ? 'shown' : ''}
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
