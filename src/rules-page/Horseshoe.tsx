// The horseshoe diagram of a real position, on both pages: each pile's top card with its number and card count beneath.

import {
  type Card,
  cardSymbol,
  FOUNDATION_COUNT,
  foundationSize,
  isFaceDown,
  PILE_COUNT,
  type Place,
  type Position,
  RULE_SETS,
  suitOf,
  topCardAt,
} from '../engine/index';
import { type Cell, cellOf, foundationLabel, pileLabel } from './diagram';

export interface HorseshoeProps {
  readonly position: Position;
  /** The places the move just played took its card from and put it on, to draw the eye there. */
  readonly from?: Place | null;
  readonly to?: Place | null;
  /** Piles to outline as changed, such as the piles a redeal turned. */
  readonly changed?: ReadonlySet<Place>;
  /** Says what the diagram shows, for screen readers and above the diagram. */
  readonly title: string;
  /** A sentence under the diagram on how to read it, or what has just changed. */
  readonly note?: string;
}

function gridStyle(cell: Cell): string {
  return `grid-row:${cell.row};grid-column:${cell.column}`;
}

/** Hearts and diamonds are printed red. */
export function isRed(card: Card): boolean {
  const suit = suitOf(card);
  return suit === 'H' || suit === 'D';
}

function CardFace({ card }: { card: Card }) {
  if (isFaceDown(card)) return <div class="card back" aria-hidden="true" />;
  const symbol = cardSymbol(card);
  return (
    <div class={isRed(card) ? 'card red' : 'card black'} aria-hidden="true">
      <span class="rank">{symbol.slice(0, -1)}</span>
      <span class="suit">{symbol.slice(-1)}</span>
    </div>
  );
}

function markClass(place: Place, props: HorseshoeProps): string {
  if (place === props.to) return ' moved-to';
  if (place === props.from) return ' moved-from';
  if (props.changed?.has(place)) return ' changed';
  return '';
}

/** "5 cards", with the word hidden on narrow screens where "×5" stands for it. */
function CardCount({ count }: { count: number }) {
  if (count === 0) return <span class="count">empty</span>;
  return (
    <span class="count">
      <span class="n">{count}</span>
      <span class="unit">{count === 1 ? ' card' : ' cards'}</span>
    </span>
  );
}

function PileSlot({ position, place, mark }: { position: Position; place: Place; mark: string }) {
  const pile = position.piles[place] as readonly Card[];
  const top = pile[pile.length - 1];
  const count = pile.length;
  const label = pileLabel(position, place);
  return (
    <li class={`slot pile${mark}`} style={gridStyle(cellOf(place))}>
      <span class="visually-hidden">{label}</span>
      {top === undefined ? <div class="card empty" aria-hidden="true" /> : <CardFace card={top} />}
      <div class="tag" aria-hidden="true">
        <span class="number">{place + 1}</span>
        <CardCount count={count} />
      </div>
    </li>
  );
}

function FoundationSlot({ position, f, mark }: { position: Position; f: number; mark: string }) {
  const place = PILE_COUNT + f;
  const top = topCardAt(position, place) as Card;
  const size = foundationSize(f, position.foundations[f] as number);
  const label = foundationLabel(position, f);
  return (
    <li
      class={`slot foundation${mark}${size === 13 ? ' full' : ''}`}
      style={gridStyle(cellOf(place))}
      aria-label={label}
    >
      <CardFace card={top} />
      <div class="tag" aria-hidden="true">
        {size === 13 ? <span class="count">full</span> : <CardCount count={size} />}
      </div>
    </li>
  );
}

export function Horseshoe(props: HorseshoeProps) {
  const { position, title } = props;
  const places: Place[] = Array.from({ length: PILE_COUNT }, (_, i) => i);
  const foundations: number[] = Array.from({ length: FOUNDATION_COUNT }, (_, i) => i);
  const left = position.redeals;
  const word = RULE_SETS[position.rules].redealWord;
  return (
    <figure class="horseshoe">
      <figcaption>{title}</figcaption>
      <ul class="grid">
        {places.map((place) => (
          <PileSlot key={`p${place}`} position={position} place={place} mark={markClass(place, props)} />
        ))}
        <li class="middle-note upper" aria-hidden="true">
          Aces build up
        </li>
        {foundations.map((f) => (
          <FoundationSlot key={`f${f}`} position={position} f={f} mark={markClass(PILE_COUNT + f, props)} />
        ))}
        <li class="middle-note lower" aria-hidden="true">
          Kings build down
        </li>
      </ul>
      <p class="redeals-left">
        {left} {word}
        {left === 1 ? '' : 's'} left
      </p>
      {props.note !== undefined && <p class="diagram-note">{props.note}</p>}
    </figure>
  );
}
