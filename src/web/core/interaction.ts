// Tap, double-tap and drop (RULES.md section 6) as plain functions of position, UI state and input.

import {
  type CardMove,
  cardMove,
  cardName,
  destinations,
  FIRST_FOUNDATION,
  foundationIndexOf,
  isPilePlace,
  type Move,
  type Place,
  type Position,
  topCardAt,
  tradesHome,
} from '../../engine/index';

/** How long after a tap a second tap on the same place counts as a double-tap. */
export const DOUBLE_TAP_MS = 320;

export interface LastTap {
  readonly place: Place;
  readonly time: number;
  /** Whether that tap already played a move. */
  readonly moved: boolean;
  /**
   * Whether the card it moved left this place (so a quick tap here again is about the card under it); false
   * for a tap on a destination, whose quick second tap lands on the card just put there.
   */
  readonly movedFrom?: boolean;
  /**
   * The move that tap made by itself, because exactly one place took the card; null for any other tap. A
   * double-tap asks for a foundation, so when this move went to a pile its second tap takes it back.
   */
  readonly onlyPlace: CardMove | null;
}

export interface Selection {
  /** The place whose top card is selected, or null. */
  readonly selected: Place | null;
  readonly lastTap: LastTap | null;
}

export const NO_SELECTION: Selection = { selected: null, lastTap: null };

/** What an input asks for: a move to play (the engine may still refuse it), or a note to show. */
export interface Intent {
  readonly selection: Selection;
  readonly move: Move | null;
  /** A move to take back, when it is still the last one played (a double-tap's first tap sent a card to a pile). */
  readonly takeBack: CardMove | null;
  /** A short message when nothing is played, such as "Both foundations take it: choose one." */
  readonly note: string | null;
}

const CHOOSE_FOUNDATION = 'Both foundations take this card: choose one.';

function isFoundationPlace(place: Place): boolean {
  return !isPilePlace(place);
}

/** The foundations that accept the card at `from`. */
export function foundationDestinations(position: Position, from: Place): Place[] {
  return destinations(position, from).filter(isFoundationPlace);
}

/**
 * The foundation a pile's card goes to through trades (its suit's foundations meet and neither takes it as it
 * is): the nearer one, or null. A move there is played as the trades and the card together.
 */
export function homeThroughTrades(position: Position, from: Place): Place | null {
  const line = tradesHome(position, from);
  return line === null ? null : (line[line.length - 1] as CardMove).to;
}

/** The foundations that take the card at `from`, directly or through trades. */
function homes(position: Position, from: Place): Place[] {
  const direct = foundationDestinations(position, from);
  const through = homeThroughTrades(position, from);
  return through === null ? direct : [through];
}

/** Whether `place` has a card that could be picked up at all (not an empty pile). */
export function hasCard(position: Position, place: Place): boolean {
  return !isPilePlace(place) || (position.piles[place]?.length ?? 0) > 0;
}

function intent(selection: Selection, move: Move | null = null, note: string | null = null): Intent {
  return { selection, move, note, takeBack: null };
}

/** A tap with nothing selected: move at once when exactly one place accepts, else select. */
function tapSource(position: Position, place: Place, now: number): Intent {
  if (!hasCard(position, place)) return intent(NO_SELECTION);
  // The two foundations a card reaches through trades count as one place: either leaves the same position.
  const through = homeThroughTrades(position, place);
  const targets = through === null ? destinations(position, place) : [...destinations(position, place), through];
  const only = targets.length === 1 ? targets[0] : undefined;
  if (only !== undefined) {
    const move = cardMove(place, only);
    return intent(
      { selected: null, lastTap: { place, time: now, moved: true, movedFrom: true, onlyPlace: move } },
      move,
    );
  }
  const last: LastTap = { place, time: now, moved: false, onlyPlace: null };
  // A foundation is mostly a destination: it is only picked up when it has somewhere to go.
  if (targets.length === 0 && isFoundationPlace(place)) return intent({ selected: null, lastTap: last });
  return pickUp(position, place, last, targets.length);
}

/**
 * A pile's card picked up, to be moved by the next tap. A card nothing takes is not: the next tap on another
 * pile picks that pile's card up instead of being refused as a move of this one.
 */
function pickUp(position: Position, place: Place, last: LastTap, targets: number): Intent {
  const name = cardNameAt(position, place);
  if (targets === 0) return intent({ selected: null, lastTap: last }, null, `Nothing takes the ${name} now.`);
  return intent({ selected: place, lastTap: last }, null, `Selected the ${name}: choose where it goes.`);
}

function cardNameAt(position: Position, place: Place): string {
  const card = topCardAt(position, place);
  return card === undefined ? 'card' : cardName(card);
}

/**
 * A quick tap on a place whose card the tap before sent away: it is about the card now on top there, never
 * swallowed. That card goes home when one foundation takes it (as a double-tap sends it); otherwise it is picked
 * up as a first tap would, but never moved to a pile (a double-tap's second tap makes no pile move).
 */
function nextCard(position: Position, place: Place, now: number): Intent {
  const last: LastTap = { place, time: now, moved: false, onlyPlace: null };
  // A foundation's quick second tap after a trade would only trade back.
  if (!hasCard(position, place) || isFoundationPlace(place)) return intent({ selected: null, lastTap: last });
  const found = homes(position, place);
  const home = found.length === 1 ? found[0] : undefined;
  if (home !== undefined) {
    return intent(
      { selected: null, lastTap: { place, time: now, moved: true, movedFrom: true, onlyPlace: null } },
      cardMove(place, home),
    );
  }
  if (found.length > 1) return intent({ selected: place, lastTap: last }, null, CHOOSE_FOUNDATION);
  return pickUp(position, place, last, destinations(position, place).length);
}

/** The second tap of a double-tap: the card goes to the one foundation that accepts it. */
function doubleTap(position: Position, place: Place, now: number): Intent {
  const last: LastTap = { place, time: now, moved: false, onlyPlace: null };
  if (!hasCard(position, place)) return intent({ selected: null, lastTap: last });
  const found = homes(position, place);
  const home = found.length === 1 ? found[0] : undefined;
  if (home !== undefined) {
    return intent({ selected: null, lastTap: { ...last, moved: true, movedFrom: true } }, cardMove(place, home));
  }
  if (found.length > 1) return intent({ selected: place, lastTap: last }, null, CHOOSE_FOUNDATION);
  return intent({ selected: null, lastTap: last });
}

/**
 * The second tap of a double-tap whose first tap already moved the card, because only one place took it. Sent
 * to a foundation, the card went where a double-tap sends it: a tap on the card there does nothing more (no
 * trade, no give-back), and a tap on its old place is about the card now on top there. Sent to a pile (no foundation took it, or in casual a foundation card given back), it went where a double-tap
 * never sends a card: the move is taken back, and the status line says why (ARCHITECTURE.md, "A double-tap").
 */
function secondTapAfterMove(position: Position, sent: CardMove, place: Place, now: number): Intent {
  if (!isPilePlace(sent.to)) return place === sent.from ? nextCard(position, place, now) : intent(NO_SELECTION);
  const name = cardNameAt(position, sent.to);
  const note = isPilePlace(sent.from)
    ? `A double-tap sends a card to a foundation, and none takes the ${name}: it stays on pile ${sent.from + 1}.`
    : `A double-tap never gives a card back to a pile: the ${name} stays on its foundation.`;
  return { selection: NO_SELECTION, move: null, note, takeBack: sent };
}

/** A tap (pointer tap, Enter or Space) on a pile or a foundation. */
export function tap(position: Position, selection: Selection, place: Place, now: number): Intent {
  const last = selection.lastTap;
  const quick = last !== null && now - last.time <= DOUBLE_TAP_MS;
  // The card a first tap sent away is still under the finger as it flies to its new place: a quick second tap
  // on either place is the second tap of that double-tap.
  const sent = quick ? last.onlyPlace : null;
  if (last !== null && sent !== null && (place === last.place || place === sent.to)) {
    return secondTapAfterMove(position, sent, place, now);
  }
  if (quick && last.place === place) {
    if (last.movedFrom === true) return nextCard(position, place, now);
    // A destination tapped twice: the second tap lands on the card the first one put there.
    if (last.moved) return intent({ selected: null, lastTap: null });
    return doubleTap(position, place, now);
  }
  const from = selection.selected;
  if (from === null) return tapSource(position, place, now);
  const lastTap: LastTap = { place, time: now, moved: false, onlyPlace: null };
  if (from === place) return intent({ selected: null, lastTap });
  return intent({ selected: null, lastTap: { ...lastTap, moved: true } }, cardMove(from, place));
}

/** A tap on the table outside every pile and foundation: deselect. */
export function tapOutside(): Intent {
  return intent(NO_SELECTION);
}

/** Where a dragged card was let go. */
export type DropTarget =
  | { readonly kind: 'place'; readonly place: Place }
  /** In the foundation area; `under` is the foundation under the pointer, if any. */
  | { readonly kind: 'foundation-area'; readonly under: Place | null }
  | { readonly kind: 'nowhere' };

/** What a drop comes to: a move for the engine, a choice left to the player, or the card going back. */
export type DropOutcome =
  | { readonly kind: 'move'; readonly move: CardMove }
  /** Both foundations of the suit accept and the pointer named neither: nothing is guessed. */
  | { readonly kind: 'choose' }
  | { readonly kind: 'back' };

/**
 * Resolves a drop. Anywhere in the foundation area, the card goes to the foundation of its suit that
 * accepts it (the one under the pointer when both do).
 */
export function resolveDrop(position: Position, from: Place, target: DropTarget): DropOutcome {
  if (target.kind === 'nowhere') return { kind: 'back' };
  if (target.kind === 'place') {
    if (target.place === from) return { kind: 'back' };
    if (isPilePlace(target.place)) return { kind: 'move', move: cardMove(from, target.place) };
    return resolveDrop(position, from, { kind: 'foundation-area', under: target.place });
  }
  const direct = foundationDestinations(position, from);
  const under = target.under;
  if (direct.length === 1) return { kind: 'move', move: cardMove(from, direct[0] as Place) };
  if (direct.length > 1) {
    if (under !== null && direct.includes(under)) return { kind: 'move', move: cardMove(from, under) };
    return { kind: 'choose' };
  }
  // Through trades either foundation of the suit takes it: the one under the pointer, else the nearer.
  const through = homeThroughTrades(position, from);
  if (through !== null) {
    const named = under !== null && tradesHome(position, from, under) !== null;
    return { kind: 'move', move: cardMove(from, named ? under : through) };
  }
  // No foundation accepts: the engine's refusal for the suit's foundation in the pointer's row says why.
  const card = topCardAt(position, from);
  if (card === undefined) return { kind: 'back' };
  const suit = (card >> 4) & 3;
  const row = under !== null && foundationIndexOf(under) >= 4 ? 4 : 0;
  const nearest = FIRST_FOUNDATION + row + suit;
  const to = nearest === from ? FIRST_FOUNDATION + (4 - row) + suit : nearest;
  return { kind: 'move', move: cardMove(from, to) };
}

/** The places to highlight while a card is selected or dragged: its legal destinations, and both foundations of
 * its suit when it reaches them through trades. */
export function highlightedPlaces(position: Position, from: Place | null): ReadonlySet<Place> {
  if (from === null || !hasCard(position, from)) return new Set();
  const places = new Set(destinations(position, from));
  const through = homeThroughTrades(position, from);
  if (through !== null) {
    const suit = foundationIndexOf(through) & 3;
    places.add(FIRST_FOUNDATION + suit);
    places.add(FIRST_FOUNDATION + 4 + suit);
  }
  return places;
}
