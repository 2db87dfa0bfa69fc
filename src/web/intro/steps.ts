// The introduction's steps on the real deal: what each says and which part of the table it stands beside.

import {
  cardName,
  formatPlace,
  formatPosition,
  hint,
  isPilePlace,
  legalMoves,
  type Move,
  type Place,
  type Position,
  play,
  RULE_SETS,
  topCardAt,
} from '../../engine/index';
import { placeName, redealsLeft } from '../core/words';

export type IntroStepId = 'goal' | 'foundations' | 'move' | 'redeal' | 'help';

export interface IntroStep {
  readonly id: IntroStepId;
  readonly title: string;
  readonly text: string;
  /** The elements the step explains; the callout stands beside their joint box. */
  readonly anchors: readonly Anchor[];
  /** Where the callout stands once the player has made the step's move: beside the card's new place. */
  readonly afterMove?: readonly Anchor[];
}

/** An element of the table: the first match of a selector, or the one of them whose text is exactly `text`. */
export interface Anchor {
  readonly selector: string;
  readonly text?: string;
}

/** Whether `after` follows from `before` by one legal move: a move played, not a new game or a restart. */
export function oneMoveOn(before: Position, after: Position): boolean {
  const target = formatPosition(after);
  return legalMoves(before).some((move) => {
    const result = play(before, move);
    return result.ok && formatPosition(result.value) === target;
  });
}

/** A first move worth showing: the rule-book hint when it moves a pile's top card, else none. */
export function firstMove(position: Position): Extract<Move, { kind: 'card' }> | null {
  const advice = hint(position);
  if (advice === null || advice.move.kind !== 'card' || !isPilePlace(advice.move.from)) return null;
  return advice.move;
}

/** The selector of a place's top card on the table. */
function topOf(place: Place): string {
  return isPilePlace(place) ? `[data-pile="${place + 1}"] .top` : `[data-foundation="${formatPlace(place)}"]`;
}

function moveStep(position: Position): IntroStep {
  const rule =
    'Only a top card moves: onto a pile whose top card is the same suit and one rank higher or lower, or onto a foundation that takes it.';
  const move = firstMove(position);
  const card = move === null ? undefined : topCardAt(position, move.from);
  if (move === null || card === undefined) {
    const anchors = [{ selector: '[data-pile="1"]' }];
    return { id: 'move', title: 'Move a top card', text: `${rule} Tap a card to move it, or drag it.`, anchors };
  }
  const onto = topCardAt(position, move.to);
  const where =
    isPilePlace(move.to) && onto !== undefined ? `the ${cardName(onto)} on ${placeName(move.to)}` : placeName(move.to);
  return {
    id: 'move',
    title: 'Move a top card',
    text: `${rule} Try it: tap or drag the ${cardName(card)} on ${placeName(move.from)} to ${where}.`,
    // The card and where it goes, so the callout covers neither.
    anchors: [{ selector: topOf(move.from) }, { selector: topOf(move.to) }],
    afterMove: [{ selector: topOf(move.to) }],
  };
}

function redealStep(position: Position): IntroStep {
  const rules = RULE_SETS[position.rules];
  const word = rules.redealWord;
  const when =
    rules.redealWhen === 'any'
      ? `You may ${word} at any time while you have one left`
      : `You may ${word} only when no pile card can move and no useful trade is left`;
  return {
    id: 'redeal',
    title: word === 'shuffle' ? 'The shuffle' : 'The redeal',
    text: `When you run short of moves, press Redeal: in every pile of two or more cards the bottom card comes to the top. ${when}; this game starts with ${redealsLeft(position.rules, position.redeals).toLowerCase()}.`,
    anchors: [{ selector: '.control.redeal' }],
  };
}

/** The eight foundations: the Ace of spades' starts the first row, the King of clubs' ends the second. */
const FOUNDATIONS: readonly Anchor[] = [{ selector: '[data-foundation="AS"]' }, { selector: '[data-foundation="KC"]' }];

/** The five steps, in order, for the position on the table. */
export function introSteps(position: Position): IntroStep[] {
  return [
    {
      id: 'goal',
      title: 'Welcome to Crescent',
      text: 'The goal: move all 104 cards of the two decks onto the 8 foundations in the middle. The 16 piles around them form a horseshoe.',
      anchors: FOUNDATIONS,
    },
    {
      id: 'foundations',
      title: 'Up from the Ace, down from the King',
      text: 'The top row are Ace foundations: each builds up in its suit, A 2 3 … K. The row below are King foundations: each builds down, K Q J … A.',
      anchors: FOUNDATIONS,
    },
    moveStep(position),
    redealStep(position),
    {
      id: 'help',
      title: 'Hint and “Can I still win?”',
      text: 'Hint suggests a move. “Can I still win?” asks the solver whether this game can still be won from here. The Rules page has everything else, and can show you this introduction again.',
      anchors: [{ selector: '.controls button', text: 'Hint' }, { selector: '.control.can-win' }],
    },
  ];
}
