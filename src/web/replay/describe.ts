// Each move of a replay in words, for the Examples page and replays: "move 10: the A♠ from pile 10 goes onto the K♠ on pile 14".

import {
  type Card,
  cardSymbol,
  checkMove,
  formatMove,
  foundationIndexOf,
  foundationSuitIndex,
  isFaceDown,
  isKingFoundation,
  isPilePlace,
  isWon,
  type Move,
  type Place,
  type Position,
  RULE_SETS,
  SUIT_NAMES,
  SUITS,
  type Suit,
  topCardAt,
} from '../../engine/index';
import type { Replay } from './replayer';

/** "pile 10", "the hearts Ace foundation". */
export function placeName(place: Place): string {
  if (isPilePlace(place)) return `pile ${place + 1}`;
  const f = foundationIndexOf(place);
  const suit = SUITS[foundationSuitIndex(f)] as Suit;
  return `the ${SUIT_NAMES[suit]} ${isKingFoundation(f) ? 'King' : 'Ace'} foundation`;
}

/** What a pile shows after a card leaves it: emptied for good, or a face-down card turned up. */
function sourceAftermath(before: Position, from: Place): string {
  if (!isPilePlace(from)) return '';
  const pile = before.piles[from] as readonly Card[];
  if (pile.length === 1) return `; pile ${from + 1} is now empty`;
  const under = pile[pile.length - 2] as Card;
  return isFaceDown(under) ? `; the ${cardSymbol(under)} beneath it turns face up` : '';
}

/** A redeal's words: "redeal 1 of 3: ...", or "shuffle 2 of 6: ..." in casual. */
export function describeRedeal(before: Position, redealsAtStart: number): string {
  const word = RULE_SETS[before.rules].redealWord;
  const number = redealsAtStart - before.redeals + 1;
  const turning = before.facedown ? ', face up' : '';
  return `${word} ${number} of ${redealsAtStart}: in every pile of two or more cards the bottom card comes to the top${turning}`;
}

/**
 * A card move in words, as it is played from `before`: onto a pile, to a foundation, a trade between the two
 * foundations of a suit, or a give-back from a foundation to a pile.
 */
export function describeCardMove(before: Position, from: Place, to: Place): string {
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
 * Any move in words. A move the engine refuses in `before` is not described as if it happened: its notation
 * and the engine's reason come back instead.
 */
export function describeMove(before: Position, move: Move, redealsAtStart: number): string {
  const refusal = checkMove(before, move);
  if (refusal !== null) return `${formatMove(move)} cannot be played here: ${refusal.reason}`;
  return move.kind === 'redeal' ? describeRedeal(before, redealsAtStart) : describeCardMove(before, move.from, move.to);
}

/**
 * Step `step` of a replay (1 = its first move) in words: "move 10: the A♠ ..." or "redeal 1 of 3: ...".
 * Moves are numbered as in the game's record, a redeal included, so the numbers match the record's (a replay
 * that starts part way through a game goes on from the game's own count); the move that wins says so.
 */
export function describeStep(replay: Replay, step: number): string {
  const move = replay.moves[step - 1];
  const before = replay.positions[step - 1];
  const after = replay.positions[step];
  if (move === undefined || before === undefined || after === undefined) {
    return `There is no step ${step}: this replay has ${replay.moves.length}.`;
  }
  // The game's own start says how many redeals it began with, even when the replay starts later.
  const words = describeMove(before, move, replay.start.start.redeals);
  const text = move.kind === 'redeal' ? words : `move ${replay.start.line.length + step}: ${words}`;
  return isWon(after) ? `${text}; every card is home: the game is won` : text;
}
