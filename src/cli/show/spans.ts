// Lines of text measured before they are painted, so colour codes never upset the layout.

import type { Ink, Paint } from './colour';

export interface Span {
  readonly text: string;
  readonly ink: Ink;
  readonly strong?: boolean;
}
export type Line = readonly Span[];

export function span(text: string, ink: Ink = 'plain', strong = false): Span {
  return { text, ink, strong };
}

/** Columns a line takes: every glyph used here (suit symbols, card backs, box lines) is one column wide. */
export function widthOf(line: Line): number {
  let width = 0;
  for (const s of line) width += [...s.text].length;
  return width;
}

/** n columns of nothing, as spans (none for n <= 0). */
export function blank(n: number): Span[] {
  return n > 0 ? [span(' '.repeat(n))] : [];
}

export function padEnd(line: Line, width: number): Line {
  return [...line, ...blank(width - widthOf(line))];
}

export function padStart(line: Line, width: number): Line {
  return [...blank(width - widthOf(line)), ...line];
}

export function centre(line: Line, width: number): Line {
  const room = width - widthOf(line);
  const before = Math.floor(room / 2);
  return [...blank(before), ...line, ...blank(room - before)];
}

/** Lays blocks side by side, each padded to its width; a short block is filled with blank lines. */
export function beside(blocks: readonly { readonly lines: readonly Line[]; readonly width: number }[]): Line[] {
  const height = Math.max(0, ...blocks.map((b) => b.lines.length));
  const rows: Line[] = [];
  for (let i = 0; i < height; i++) rows.push(blocks.flatMap((b) => padEnd(b.lines[i] ?? [], b.width)));
  return rows;
}

/** The line as text, painted; trailing blanks dropped so copies and diffs stay clean. */
export function paintLine(line: Line, paint: Paint): string {
  let text = '';
  for (const s of line) text += s.ink === 'plain' && s.strong !== true ? s.text : paint(s.text, s.ink, s.strong);
  return text.trimEnd();
}
