// The horseshoe drawn for people: piles 1-4 up the left, 5-12 along the top, 13-16 down the right, foundations in the middle.

import {
  type Card,
  cardCount,
  cardSymbol,
  describeOptions,
  FOUNDATION_NAMES,
  formatGameCode,
  foundationSize,
  type GameCode,
  makeCard,
  type Position,
  RULE_SETS,
  status,
} from '../../engine/index';
import { CARD_WIDTH, cardSpans, topCardOverhang, topCardSpans } from './cards';
import { beside, centre, type Line, padEnd, type Span, span, widthOf } from './spans';

export interface Table {
  readonly position: Position;
  /** The game code the position was dealt from, when there is one. */
  readonly code: GameCode | null;
}

/** Pile indexes of the left side from top to bottom (pile 4 down to pile 1), paired with the right side's (13 to 16). */
const SIDE_ROWS: readonly (readonly [number, number])[] = [
  [3, 12],
  [2, 13],
  [1, 14],
  [0, 15],
];
const TOP_PILES = [4, 5, 6, 7, 8, 9, 10, 11];
const GAP = 2;
/** Fewer cards a line than this and a side pile would wrap into a tower; the drawing grows wider instead. */
const MIN_CARDS_A_LINE = 3;

function blank(n: number): Span[] {
  return n > 0 ? [span(' '.repeat(n))] : [];
}

/** "4 (6)": the pile's number, and in fainter ink how many cards it holds. */
function pileLabel(index: number, pile: readonly Card[]): Line {
  return [span(String(index + 1), 'label'), span(` (${pile.length})`, 'faint')];
}

/** A side pile as rows read left to right, bottom card first, top card last in brackets; long piles wrap evenly. */
function sidePileLines(index: number, pile: readonly Card[], labelWidth: number, perLine: number): Line[] {
  const label = padEnd(pileLabel(index, pile), labelWidth);
  if (pile.length === 0) return [[...label, span(' empty', 'faint')]];
  const lineCount = Math.ceil(pile.length / perLine);
  const size = Math.ceil(pile.length / lineCount);
  const lines: Line[] = [];
  for (let start = 0; start < pile.length; start += size) {
    const row: Span[] = start === 0 ? [...label] : blank(labelWidth);
    for (let i = start; i < Math.min(start + size, pile.length); i++) {
      const card = pile[i] as Card;
      row.push(span(' '), ...(i === pile.length - 1 ? topCardSpans(card) : cardSpans(card)));
    }
    lines.push(row);
  }
  return lines;
}

/** A top pile as a column read downwards, bottom card first, top card last (nearest the middle) in brackets. */
function topPileLines(index: number, pile: readonly Card[], width: number): Line[] {
  const lines: Line[] = [centre(pileLabel(index, pile), width)];
  if (pile.length === 0) lines.push(centre([span('empty', 'faint')], width));
  const offset = Math.floor((width - CARD_WIDTH) / 2);
  pile.forEach((card, i) => {
    lines.push(
      i === pile.length - 1
        ? [...blank(offset - topCardOverhang(card)), ...topCardSpans(card)]
        : [...blank(offset), ...cardSpans(card)],
    );
  });
  return lines;
}

/** The eight foundations in a frame: the Aces row (building up) above the Kings row (building down), named as moves name them. */
function foundationLines(position: Position): Line[] {
  const names = (from: number): Span[] =>
    [0, 1, 2, 3].flatMap((i) => [span(` ${FOUNDATION_NAMES[from + i]}  `, 'faint')]);
  const tops = (from: number): Span[] =>
    [0, 1, 2, 3].flatMap((i) => {
      const f = from + i;
      const top = makeCard(f & 3, position.foundations[f] as number);
      // A foundation holding only its base is drawn faint: nothing has been played on it yet.
      const spans = foundationSize(f, position.foundations[f] as number) === 1 ? faint(cardSpans(top)) : cardSpans(top);
      return [...spans, span('  ')];
    });
  const inner: Line[] = [
    [span(' '), ...names(0), span('  ')],
    [span(' '), ...tops(0), span('↑', 'faint'), span(' ')],
    [span(' '), ...tops(4), span('↓', 'faint'), span(' ')],
    [span(' '), ...names(4), span('  ')],
  ];
  const width = Math.max(...inner.map(widthOf));
  const title = ' foundations ';
  return [
    [span(`╭─${title}${'─'.repeat(width - title.length - 1)}╮`, 'faint')],
    ...inner.map((line) => [span('│', 'faint'), ...padEnd(line, width), span('│', 'faint')]),
    [span(`╰${'─'.repeat(width)}╯`, 'faint')],
  ];
}

function faint(spans: Span[]): Span[] {
  return spans.map((s) => (s.text.trim() === '' ? s : span(s.text, 'faint')));
}

/** The heading: the game, then how it stands; on two lines when one would not fit the width. */
function titleLines(table: Table, width: number): Line[] {
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
function legendLine(position: Position): Line {
  const backs = position.facedown ? ' · ▒▒ a face-down card' : '';
  const index = [...TOP_PILES, ...SIDE_ROWS.flat()].find((i) => (position.piles[i]?.length ?? 0) > 0);
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

/** The whole drawing as lines, at most about `width` columns wide (long piles wrap rather than overflow). */
export function drawHorseshoe(table: Table, width: number): Line[] {
  const { piles } = table.position;
  const pileAt = (i: number): readonly Card[] => piles[i] as readonly Card[];
  const middle = foundationLines(table.position);
  const middleWidth = widthOf(middle[0] as Line);

  const sideIndexes = SIDE_ROWS.flat();
  const labelWidth = Math.max(...sideIndexes.map((i) => widthOf(pileLabel(i, pileAt(i)))));
  // A row needs the label, then 4 columns a card, plus the top card's brackets (and one more for a ten).
  const rowWidth = (cards: number): number => labelWidth + 4 * cards + 2;
  const longest = Math.max(1, ...sideIndexes.map((i) => pileAt(i).length));
  const room = Math.floor((width - middleWidth - 2 * GAP) / 2);
  const sideWidth = Math.max(rowWidth(Math.min(longest, MIN_CARDS_A_LINE)), Math.min(rowWidth(longest), room));
  const perLine = Math.max(1, Math.floor((sideWidth - labelWidth - 2) / 4));

  const leftLines: Line[] = [];
  const rightLines: Line[] = [];
  SIDE_ROWS.forEach(([left, right], row) => {
    if (row > 0) {
      leftLines.push([]);
      rightLines.push([]);
    }
    const l = sidePileLines(left, pileAt(left), labelWidth, perLine);
    const r = sidePileLines(right, pileAt(right), labelWidth, perLine);
    for (let i = 0; i < Math.max(l.length, r.length); i++) {
      leftLines.push(l[i] ?? []);
      rightLines.push(r[i] ?? []);
    }
  });
  const above = Math.max(0, Math.floor((leftLines.length - middle.length) / 2));
  const middleLines: Line[] = [...Array.from({ length: above }, () => []), ...middle];
  const sides = beside([
    { lines: leftLines, width: sideWidth + GAP },
    { lines: middleLines, width: middleWidth + GAP },
    { lines: rightLines, width: sideWidth },
  ]);

  const total = Math.max(2 * sideWidth + middleWidth + 2 * GAP, 8 * 8);
  const columnWidth = Math.floor(total / 8);
  const top = beside(TOP_PILES.map((i) => ({ lines: topPileLines(i, pileAt(i), columnWidth), width: columnWidth })));
  const indent = blank(Math.floor((total - 8 * columnWidth) / 2));

  return [
    ...titleLines(table, width),
    [],
    ...top.map((line) => [...indent, ...line]),
    [],
    ...sides,
    [],
    legendLine(table.position),
  ];
}
