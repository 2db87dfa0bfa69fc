// What the app says: place labels for assistive technology, move descriptions, clock text.

import {
  type Card,
  cardName,
  FOUNDATION_NAMES,
  foundationIndexOf,
  foundationSize,
  isFaceDown,
  isPilePlace,
  type Move,
  type Place,
  type Position,
  type Refusal,
  RULE_SETS,
  SUIT_NAMES,
  type SUITS,
  topCardAt,
} from '../../engine/index';

/** "pile 3", "the clubs Ace foundation". */
export function placeName(place: Place): string {
  if (isPilePlace(place)) return `pile ${place + 1}`;
  const name = FOUNDATION_NAMES[foundationIndexOf(place)] as string;
  const suit = SUIT_NAMES[name[1] as (typeof SUITS)[number]];
  return `the ${suit} ${name[0] === 'A' ? 'Ace' : 'King'} foundation`;
}

function cards(n: number): string {
  return n === 1 ? '1 card' : `${n} cards`;
}

/** The button label of a pile or foundation: "Pile 3, 4 cards, top 9 of clubs". */
export function placeLabel(position: Position, place: Place): string {
  if (isPilePlace(place)) {
    const pile = position.piles[place] as readonly Card[];
    const top = pile[pile.length - 1];
    const head = `Pile ${place + 1}, ${cards(pile.length)}`;
    return top === undefined ? head : `${head}, top ${cardName(top)}`;
  }
  const f = foundationIndexOf(place);
  const name = placeName(place).replace(/^the /, '');
  const size = foundationSize(f, position.foundations[f] as number);
  return `${name[0]?.toUpperCase()}${name.slice(1)}, ${cards(size)}, top ${cardName(topCardAt(position, place) as Card)}`;
}

/** The whole pile, bottom to top, for the pile viewer and for screen readers on request. */
export function pileContents(position: Position, place: Place): string {
  const pile = position.piles[place] ?? [];
  if (pile.length === 0) return `Pile ${place + 1} is empty.`;
  const names = pile.map((card) => (isFaceDown(card) ? 'a face-down card' : cardName(card)));
  return `Pile ${place + 1}, bottom to top: ${names.join(', ')}.`;
}

/** "Moved the 9 of clubs from pile 3 to pile 7." (the position is the one before the move). */
export function describeMove(before: Position, move: Move): string {
  if (move.kind === 'redeal') return describeRedeal(before.rules, before.redeals - 1);
  const card = topCardAt(before, move.from);
  const what = card === undefined ? 'a card' : `the ${cardName(card)}`;
  return `Moved ${what} from ${placeName(move.from)} to ${placeName(move.to)}.`;
}

/** "Redealt: 2 redeals left." or, in casual, "Shuffled: no shuffles left." */
export function describeRedeal(rules: Position['rules'], left: number): string {
  const word = RULE_SETS[rules].redealWord;
  const done = word === 'shuffle' ? 'Shuffled' : 'Redealt';
  return `${done}: ${redealsLeft(rules, left).toLowerCase()}.`;
}

/** "3 redeals left", "1 shuffle left", "No redeals left". */
export function redealsLeft(rules: Position['rules'], left: number): string {
  const word = RULE_SETS[rules].redealWord;
  if (left <= 0) return `No ${word}s left`;
  return `${left} ${word}${left === 1 ? '' : 's'} left`;
}

/**
 * The few words under the Redeal button, short enough for a phone's narrow button: what is left, "When stuck"
 * when strict rules refuse a redeal now, "No … left" when none is. The refusal's full sentence describes the
 * button and is said when it is pressed.
 */
export function redealNote(position: Position, refusal: Refusal | null): string {
  if (refusal?.code === 'REDEAL_NOT_BLOCKED') return 'When stuck';
  return redealsLeft(position.rules, refusal?.code === 'NO_REDEALS' ? 0 : position.redeals);
}

/** "Hint: move the 9 of clubs from pile 3 to the clubs Ace foundation." */
export function describeHint(position: Position, move: Move | null): string {
  if (move === null) return 'No move is left.';
  if (move.kind === 'redeal')
    return RULE_SETS[position.rules].redealWord === 'shuffle' ? 'Hint: shuffle.' : 'Hint: redeal.';
  const card = topCardAt(position, move.from);
  const what = card === undefined ? 'a card' : `the ${cardName(card)}`;
  return `Hint: move ${what} from ${placeName(move.from)} to ${placeName(move.to)}.`;
}

/** "4:07", or "1:02:09" past an hour. */
export function formatClock(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const s = total % 60;
  const m = Math.floor(total / 60) % 60;
  const h = Math.floor(total / 3600);
  const ss = String(s).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}

/** "1 move", "42 moves". */
export function moves(n: number): string {
  return n === 1 ? '1 move' : `${n} moves`;
}

// The solver's sentences (the review's, loaded with it, are in words-review.ts).
export * from './words-solver';
