// What the app says: place names, moves and redeals in words (the status line, the hint, replays), labels for
// assistive technology, clock text.

import {
  type Card,
  cardName,
  cardSymbol,
  checkMove,
  formatMove,
  foundationIndexOf,
  foundationSize,
  foundationSuitIndex,
  isFaceDown,
  isKingFoundation,
  isPilePlace,
  isWon,
  type Move,
  type Place,
  type Position,
  type Refusal,
  RULE_SETS,
  SUIT_NAMES,
  SUIT_SYMBOLS,
  SUITS,
  type Suit,
  topCardAt,
} from '../../engine/index';
import type { Replay } from '../replay/replayer';

/** A foundation's suit and which end of it it builds from. */
function foundationParts(place: Place): { readonly suit: Suit; readonly end: 'Ace' | 'King' } {
  const f = foundationIndexOf(place);
  return { suit: SUITS[foundationSuitIndex(f)] as Suit, end: isKingFoundation(f) ? 'King' : 'Ace' };
}

/** "pile 3", "the clubs Ace foundation". */
export function placeName(place: Place): string {
  if (isPilePlace(place)) return `pile ${place + 1}`;
  const { suit, end } = foundationParts(place);
  return `the ${SUIT_NAMES[suit]} ${end} foundation`;
}

/** "pile 5", "♣ Ace foundation": a place in the fewest words. */
export function shortPlaceName(place: Place): string {
  if (isPilePlace(place)) return `pile ${place + 1}`;
  const { suit, end } = foundationParts(place);
  return `${SUIT_SYMBOLS[suit]} ${end} foundation`;
}

/** "the 9 of clubs", the card on top of `place`, or "a card" where none is. */
function theCard(position: Position, place: Place): string {
  const card = topCardAt(position, place);
  return card === undefined ? 'a card' : `the ${cardName(card)}`;
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
  return `Moved ${theCard(before, move.from)} from ${placeName(move.from)} to ${placeName(move.to)}.`;
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
  return `Hint: move ${theCard(position, move.from)} from ${placeName(move.from)} to ${placeName(move.to)}.`;
}

/** The hint's short line beside the table: "Hint: 9♣ to pile 5", "Hint: redeal". */
export function hintWords(position: Position, move: Move): string {
  if (move.kind === 'redeal') return `Hint: ${RULE_SETS[position.rules].redealWord}`;
  const card = topCardAt(position, move.from);
  return `Hint: ${card === undefined ? 'a card' : cardSymbol(card)} to ${shortPlaceName(move.to)}`;
}

/** Which redeal of the game is played from `before`: "redeal 1 of 3", "shuffle 2 of 6" in casual. */
export function redealCount(before: Position, redealsAtStart: number): string {
  const word = RULE_SETS[before.rules].redealWord;
  return `${word} ${redealsAtStart - before.redeals + 1} of ${redealsAtStart}`;
}

/** What a pile shows after a card leaves it: emptied for good, or a face-down card turned up. */
function sourceAftermath(before: Position, from: Place): string {
  if (!isPilePlace(from)) return '';
  const pile = before.piles[from] as readonly Card[];
  if (pile.length === 1) return `; pile ${from + 1} is now empty`;
  const under = pile[pile.length - 2] as Card;
  return isFaceDown(under) ? `; the ${cardSymbol(under)} beneath it turns face up` : '';
}

/** A redeal as a replay tells it: "redeal 1 of 3: ...", or "shuffle 2 of 6: ..." in casual. */
export function narrateRedeal(before: Position, redealsAtStart: number): string {
  const turning = before.facedown ? ', face up' : '';
  return `${redealCount(before, redealsAtStart)}: in every pile of two or more cards the bottom card comes to the top${turning}`;
}

/**
 * A card move as a replay tells it, played from `before`: onto a pile, to a foundation, a trade between the two
 * foundations of a suit, or a give-back from a foundation to a pile.
 */
export function narrateCardMove(before: Position, from: Place, to: Place): string {
  const card = topCardAt(before, from) as Card;
  const onto = topCardAt(before, to) as Card;
  const what = `the ${cardSymbol(card)}`;
  let text: string;
  if (isPilePlace(from) && isPilePlace(to)) {
    text = `${what} from pile ${from + 1} goes onto the ${cardSymbol(onto)} on pile ${to + 1}`;
  } else if (isPilePlace(from)) {
    text = `${what} from pile ${from + 1} goes to ${placeName(to)} (on the ${cardSymbol(onto)})`;
  } else if (isPilePlace(to)) {
    text = `${what} goes back from ${placeName(from)} onto the ${cardSymbol(onto)} on pile ${to + 1}`;
  } else {
    text = `${what} moves from ${placeName(from)} to ${placeName(to)}`;
  }
  return text + sourceAftermath(before, from);
}

/**
 * Any move as a replay tells it. A move the engine refuses in `before` is not told as if it happened: its notation
 * and the engine's reason come back instead.
 */
export function narrateMove(before: Position, move: Move, redealsAtStart: number): string {
  const refusal = checkMove(before, move);
  if (refusal !== null) return `${formatMove(move)} cannot be played here: ${refusal.reason}`;
  return move.kind === 'redeal' ? narrateRedeal(before, redealsAtStart) : narrateCardMove(before, move.from, move.to);
}

/**
 * Step `step` of a replay (1 = its first move) in words, for the Examples page and replays: "move 10: the A♠ ..."
 * or "redeal 1 of 3: ...". Moves are numbered as in the game's record, a redeal included, so the numbers match the
 * record's (a replay that starts part way through a game goes on from the game's own count); the move that wins
 * says so.
 */
export function describeStep(replay: Replay, step: number): string {
  const move = replay.moves[step - 1];
  const before = replay.positions[step - 1];
  const after = replay.positions[step];
  if (move === undefined || before === undefined || after === undefined) {
    return `There is no step ${step}: this replay has ${replay.moves.length}.`;
  }
  // The game's own start says how many redeals it began with, even when the replay starts later.
  const words = narrateMove(before, move, replay.start.start.redeals);
  const text = move.kind === 'redeal' ? words : `move ${replay.start.line.length + step}: ${words}`;
  return isWon(after) ? `${text}; every card is home: the game is won` : text;
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
