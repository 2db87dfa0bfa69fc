// One pile drawn: its label, and its cards as a row (the sides) or a column (the top), top card in brackets.

import type { Card } from '../../engine/index';
import { CARD_WIDTH, cardSpans, topCardOverhang, topCardSpans } from './cards';
import { blank, centre, type Line, padEnd, type Span, span } from './spans';

/** "4 (6)": the pile's number, and in fainter ink how many cards it holds. */
export function pileLabel(index: number, pile: readonly Card[]): Line {
  return [span(String(index + 1), 'label'), span(` (${pile.length})`, 'faint')];
}

/** A side pile as rows read left to right, bottom card first, top card last in brackets; long piles wrap evenly. */
export function sidePileLines(index: number, pile: readonly Card[], labelWidth: number, perLine: number): Line[] {
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
export function topPileLines(index: number, pile: readonly Card[], width: number): Line[] {
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
