// The eight foundations drawn as a framed block for the middle of the horseshoe.

import { FOUNDATION_NAMES, foundationSize, makeCard, type Position } from '../../engine/index';
import { cardSpans } from './cards';
import { type Line, padEnd, type Span, span, widthOf } from './spans';

/** The eight foundations in a frame: the Aces row (building up) above the Kings row (building down), named as moves name them. */
export function foundationLines(position: Position): Line[] {
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
