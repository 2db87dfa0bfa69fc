// The words around the drawing: the heading (game, rules, redeals, status) and the legend that says how to read a pile.

import {
  type Card,
  cardCount,
  cardSymbol,
  describeOptions,
  formatGameCode,
  type GameCode,
  type Position,
  RULE_SETS,
  status,
} from '../../engine/index';
import { type Line, span, widthOf } from './spans';

export interface Table {
  readonly position: Position;
  /** The game code the position was dealt from, when there is one. */
  readonly code: GameCode | null;
}

/** The heading: the game, then how it stands; on two lines when one would not fit the width. */
export function titleLines(table: Table, width: number): Line[] {
  const { position, code } = table;
  const rules = code !== null ? describeOptions(code.options) : describeRules(position);
  const word = RULE_SETS[position.rules].redealWord;
  const left = position.redeals;
  const redeals = `${left === 0 ? 'no' : left} ${word}${left === 1 ? '' : 's'} left`;
  const state = status(position);
  const home = cardCount(position) - position.piles.reduce((n, pile) => n + pile.length, 0);
  const dot = span(' · ', 'faint');
  const game: Line = [
    span('Crescent', 'label'),
    ...(code !== null ? [span('  '), span(formatGameCode(code), 'label')] : []),
    span('  '),
    span(rules),
  ];
  const standing: Line = [
    span(redeals),
    dot,
    span(state, state === 'won' ? 'good' : state === 'stuck' ? 'bad' : 'plain', state !== 'playing'),
    dot,
    span(`${home} of ${cardCount(position)} cards on foundations`),
  ];
  const oneLine = [...game, dot, ...standing];
  return widthOf(oneLine) <= width ? [oneLine] : [game, standing];
}

function describeRules(position: Position): string {
  const name = position.rules[0]?.toUpperCase() + position.rules.slice(1);
  return position.facedown ? `${name}, face-down` : name;
}

/** How to read a pile, told with a real one from the table (the first top pile holding cards). */
export function legendLine(position: Position, readingOrder: readonly number[]): Line {
  const backs = position.facedown ? ' · ▒▒ a face-down card' : '';
  const index = readingOrder.find((i) => (position.piles[i]?.length ?? 0) > 0);
  if (index === undefined) return [span(`Every pile is empty; empty piles stay empty${backs}`, 'faint')];
  const pile = position.piles[index] as readonly Card[];
  const n = index + 1;
  const cards = `${pile.length} card${pile.length === 1 ? '' : 's'}`;
  const top = cardSymbol(pile[pile.length - 1] as Card);
  return [
    span(
      `${n} (${pile.length}): pile ${n} holds ${cards}, listed from the bottom · [${top}] its top card${backs}`,
      'faint',
    ),
  ];
}
