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

/** The heading: the game, then how it stands; on two lines when one would not fit the width, on more when two would not. */
export function titleLines(table: Table, width: number): Line[] {
  const { position, code } = table;
  const rules = code !== null ? describeOptions(code.options) : describeRules(position);
  const word = RULE_SETS[position.rules].redealWord;
  const left = position.redeals;
  const redeals = `${left === 0 ? 'no' : left} ${word}${left === 1 ? '' : 's'} left`;
  const state = status(position);
  const home = cardCount(position) - position.piles.reduce((n, pile) => n + pile.length, 0);
  const dot = span(' · ', 'faint');
  const name: Line = [
    span('Crescent', 'label'),
    ...(code !== null ? [span('  '), span(formatGameCode(code), 'label')] : []),
  ];
  const game: Line = [...name, span('  '), span(rules)];
  const standing: Line[] = [
    [span(redeals)],
    [span(state, state === 'won' ? 'good' : state === 'stuck' ? 'bad' : 'plain', state !== 'playing')],
    [span(`${home} of ${cardCount(position)} cards on foundations`)],
  ];
  const standingLine = standing.flatMap((part, i) => (i === 0 ? part : [dot, ...part]));
  const oneLine = [...game, dot, ...standingLine];
  if (widthOf(oneLine) <= width) return [oneLine];
  if (widthOf(game) <= width && widthOf(standingLine) <= width) return [game, standingLine];
  // A narrow terminal: the name, the rules and each part of the standing as they fit.
  return [...fill([name, [span(rules)]], [span('  ')], width), ...fill(standing, [dot], width)];
}

/** Parts joined by a separator, a new line begun wherever the next part would not fit. */
function fill(parts: readonly Line[], separator: Line, width: number): Line[] {
  const lines: Line[] = [];
  let line: Line = [];
  for (const part of parts) {
    if (line.length > 0 && widthOf(line) + widthOf(separator) + widthOf(part) <= width) {
      line = [...line, ...separator, ...part];
    } else {
      if (line.length > 0) lines.push(line);
      line = part;
    }
  }
  if (line.length > 0) lines.push(line);
  return lines;
}

function describeRules(position: Position): string {
  const name = position.rules[0]?.toUpperCase() + position.rules.slice(1);
  return position.facedown ? `${name}, face-down` : name;
}

/** How to read a pile, told with a real one from the table (the first top pile holding cards), wrapped to the width. */
export function legendLines(position: Position, readingOrder: readonly number[], width: number): Line[] {
  return wrapWords(legendText(position, readingOrder), width).map((text) => [span(text, 'faint')]);
}

function legendText(position: Position, readingOrder: readonly number[]): string {
  const backs = position.facedown ? ' · ▒▒ a face-down card' : '';
  const index = readingOrder.find((i) => (position.piles[i]?.length ?? 0) > 0);
  if (index === undefined) return `Every pile is empty; empty piles stay empty${backs}`;
  const pile = position.piles[index] as readonly Card[];
  const n = index + 1;
  const cards = `${pile.length} card${pile.length === 1 ? '' : 's'}`;
  const top = cardSymbol(pile[pile.length - 1] as Card);
  return `${n} (${pile.length}): pile ${n} holds ${cards}, listed from the bottom · [${top}] its top card${backs}`;
}

/** Text broken into lines of at most `width` columns: between its " · " parts, and a part too long between words. */
function wrapWords(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  const add = (piece: string, separator: string): void => {
    if (line === '') line = piece;
    else if (columns(line) + separator.length + columns(piece) <= width) line += separator + piece;
    else {
      lines.push(line);
      line = piece;
    }
  };
  for (const part of text.split(' · ')) {
    if (columns(part) <= width) add(part, ' · ');
    else {
      // A long part starts a line of its own and keeps the line it ends, so the next part can follow it.
      if (line !== '') lines.push(line);
      line = '';
      for (const word of part.split(' ')) add(word, ' ');
    }
  }
  if (line !== '') lines.push(line);
  return lines;
}

const columns = (text: string): number => [...text].length;
