// `crescent show`: the horseshoe for a code and for a position, in plain text and in colour.

import { describe, expect, it } from 'vitest';
import { wantsColour } from '../../src/cli/show/colour';
import {
  type Card,
  cardSymbol,
  dealPosition,
  formatPosition,
  isFaceDown,
  parseGameCode,
  parsePosition,
  play,
} from '../../src/engine/index';
import { DEAL_1, longPilesPosition } from './fixtures';
import { crescent } from './run';

const ESC = '\u001b[';
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching the terminal's colour codes is the point
const ANSI = /\u001b\[[0-9;]*m/g;
const CARD_OR_BACK = /(?:10|[2-9AJQK])[♠♥♦♣]|▒▒/g;

/** The row and column where a text first appears in the drawing as a word of its own ("1 (6)" is not in "11 (6)"). */
function find(lines: readonly string[], text: string): { row: number; column: number } {
  const row = lines.findIndex((line) => ` ${line}`.includes(` ${text}`));
  expect(row, `"${text}" is drawn`).toBeGreaterThanOrEqual(0);
  return { row, column: ` ${lines[row]}`.indexOf(` ${text}`) };
}

/** Card glyphs drawn between the title and the legend: pile cards and the 8 foundation tops. */
function cardsDrawn(lines: readonly string[]): number {
  return lines.slice(1, -1).reduce((n, line) => n + (line.match(CARD_OR_BACK)?.length ?? 0), 0);
}

describe('crescent show CODE', () => {
  const run = crescent(['show', 'CR1-N-AAAAAAB']);
  const lines = run.stdout.trimEnd().split('\n');

  it('draws in plain text when stdout is no terminal', () => {
    expect(run.status).toBe(0);
    expect(run.stdout).not.toContain(ESC);
  });

  it('names the code, the rules, the redeals left and the status', () => {
    expect(lines[0]).toContain('CR1-N-AAAAAAB');
    expect(lines[0]).toContain('Classic');
    expect(lines[0]).toContain('3 redeals left');
    expect(lines[0]).toContain('playing');
  });

  it('puts piles 1-4 up the left, 5-12 along the top, 13-16 down the right, foundations between', () => {
    const label = (n: number) => find(lines, `${n} (6)`);
    for (let n = 1; n <= 3; n++) expect(label(n).row).toBeGreaterThan(label(n + 1).row);
    for (let n = 5; n <= 11; n++) {
      expect(label(n).row).toBe(label(5).row);
      expect(label(n).column).toBeLessThan(label(n + 1).column);
    }
    expect(label(5).row).toBeLessThan(label(4).row);
    for (let n = 13; n <= 15; n++) expect(label(n).row).toBeLessThan(label(n + 1).row);
    for (let n = 1; n <= 4; n++) expect(label(n).row).toBe(label(17 - n).row);
    const aces = find(lines, 'AS');
    const kings = find(lines, 'KS');
    expect(aces.row).toBeLessThan(kings.row);
    expect(aces.row).toBeGreaterThan(label(5).row);
    expect(aces.column).toBeGreaterThan(label(1).column + 8);
    expect(aces.column).toBeLessThan(label(13).column);
  });

  it('lists each pile from its bottom card to its top card, across a side row and down a top column', () => {
    const symbols = (i: number) => (DEAL_1.piles[i] as readonly Card[]).map(cardSymbol);
    const leftRow = lines[find(lines, '1 (6)').row] as string;
    expect(leftRow.slice(0, find(lines, '13 (6)').column).match(CARD_OR_BACK)).toEqual(symbols(0));
    const rightRow = leftRow.slice(find(lines, '16 (6)').column);
    expect(rightRow.match(CARD_OR_BACK)).toEqual(symbols(15));
    const label = find(lines, '5 (6)');
    const column = lines.slice(label.row + 1, label.row + 7).map((line) => line.slice(0, label.column + 8));
    expect(column.map((line) => line.match(CARD_OR_BACK)?.[0])).toEqual(symbols(4));
  });

  it('draws every card, and each pile top in brackets', () => {
    expect(cardsDrawn(lines)).toBe(96 + 8);
    for (const pile of DEAL_1.piles) expect(run.stdout).toContain(`[${cardSymbol(pile[pile.length - 1] as Card)}]`);
  });
});

describe('crescent show POSITION', () => {
  it('draws face-down cards as backs, and says so', () => {
    const dealt = dealPosition(1, { rules: 'casual', difficulty: 'hard', facedown: true });
    const redealt = play(dealt, { kind: 'redeal' });
    if (!redealt.ok) throw new Error(redealt.error.reason);
    const position = redealt.value;
    const run = crescent(['show', formatPosition(position)]);
    expect(run.status).toBe(0);
    const hidden = position.piles.flat().filter(isFaceDown).length;
    expect(hidden).toBeGreaterThan(0);
    expect(run.stdout.match(/▒▒/g)?.length).toBe(hidden + 1); // and once in the legend
    const lines = run.stdout.trimEnd().split('\n');
    expect(lines[0]).toContain('Casual, face-down');
    expect(lines[0]).toContain('2 shuffles left');
    expect(cardsDrawn(lines)).toBe(96 + 8);
  });

  it('wraps a 24-card pile within the width and still draws every card', () => {
    const position = longPilesPosition();
    expect(position.piles[0]?.length).toBe(24);
    const run = crescent(['show', formatPosition(position)], { env: { COLUMNS: '80' } });
    expect(run.status).toBe(0);
    const lines = run.stdout.trimEnd().split('\n');
    for (const line of lines) expect([...line].length).toBeLessThanOrEqual(80);
    expect(cardsDrawn(lines)).toBe(96 + 8);
    expect(find(lines, '1 (24)').row).toBeGreaterThan(find(lines, '4 (0)').row);
  });

  it("refuses a bad position or code with the engine's sentence and exit 2", () => {
    for (const text of ['CR1-Q-AAAAAAB', 'classic 3 AAAAKKKK nonsense']) {
      const run = crescent(['show', text]);
      const parsed = text.startsWith('CR1') ? parseGameCode(text) : parsePosition(text);
      expect(run.status).toBe(2);
      expect(run.stderr).toBe(`crescent show: ${parsed.ok ? '' : parsed.error.reason}\n`);
    }
  });
});

describe('crescent show in colour', () => {
  it('paints suits for FORCE_COLOR=1, with the same text and symbols underneath', () => {
    const plain = crescent(['show', 'CR1-N-AAAAAAB']).stdout;
    const coloured = crescent(['show', 'CR1-N-AAAAAAB'], { env: { FORCE_COLOR: '1' } }).stdout;
    expect(coloured).toContain(`${ESC}31m`);
    expect(coloured.replace(ANSI, '')).toBe(plain);
  });

  it('stays plain for FORCE_COLOR=0', () => {
    expect(crescent(['show', 'CR1-N-AAAAAAB'], { env: { FORCE_COLOR: '0' } }).stdout).not.toContain(ESC);
  });

  it('follows the terminal, NO_COLOR and FORCE_COLOR', () => {
    expect(wantsColour({}, true)).toBe(true);
    expect(wantsColour({}, false)).toBe(false);
    expect(wantsColour({ TERM: 'dumb' }, true)).toBe(false);
    expect(wantsColour({ NO_COLOR: '1' }, true)).toBe(false);
    expect(wantsColour({ NO_COLOR: '' }, true)).toBe(true);
    expect(wantsColour({ FORCE_COLOR: '1' }, false)).toBe(true);
    expect(wantsColour({ FORCE_COLOR: '' }, false)).toBe(true);
    expect(wantsColour({ FORCE_COLOR: '0' }, true)).toBe(false);
    expect(wantsColour({ FORCE_COLOR: 'false' }, true)).toBe(false);
    expect(wantsColour({ FORCE_COLOR: '1', NO_COLOR: '1' }, false)).toBe(true);
  });
});

describe('crescent show on a narrow terminal', () => {
  /** The drawing without its heading and legend: the lines between the first and the last blank line. */
  const bodyOf = (lines: readonly string[]): string[] => lines.slice(lines.indexOf('') + 1, lines.lastIndexOf(''));
  const tables = [
    ['a deal', 'CR1-N-AAAAAAB'],
    ['a face-down Crescent Four deal', 'CR1-FD-AAAAAAB'],
    ['a position with 24-card piles', formatPosition(longPilesPosition())],
  ] as const;

  for (const width of [40, 50, 60, 70, 80]) {
    it.each(tables)(
      `fits %s into ${width} columns, every card drawn and the piles in the horseshoe's order`,
      (_, text) => {
        const run = crescent(['show', text], { env: { COLUMNS: String(width) } });
        expect(run.status).toBe(0);
        expect(run.stderr).toBe('');
        const lines = run.stdout.trimEnd().split('\n');
        for (const line of lines) expect([...line].length, line).toBeLessThanOrEqual(width);
        const body = bodyOf(lines);
        expect(body.reduce((n, line) => n + (line.match(CARD_OR_BACK)?.length ?? 0), 0)).toBe(96 + 8);
        const table = readTable(text);
        const at = (pile: number) => find(body, `${pile} (${table.piles[pile - 1]?.length})`);
        // The top row reads 5 to 12, left to right (on a narrow terminal 5-8 above 9-12).
        for (let pile = 5; pile < 12; pile++) {
          const [here, next] = [at(pile), at(pile + 1)];
          expect(
            next.row > here.row || (next.row === here.row && next.column > here.column),
            `${pile} then ${pile + 1}`,
          ).toBe(true);
        }
        // The sides: 4 down to 1 on the left, 13 down to 16 on the right, below the top row and the foundations.
        const foundations = find(body, '╭─');
        for (const [upper, lower] of [
          [4, 3],
          [3, 2],
          [2, 1],
          [13, 14],
          [14, 15],
          [15, 16],
        ] as const) {
          expect(at(lower).row).toBeGreaterThan(at(upper).row);
        }
        expect(at(4).row).toBeGreaterThan(at(12).row);
        expect(at(13).column).toBeGreaterThan(foundations.column);
        expect(at(4).column).toBeLessThan(foundations.column);
        for (const pile of table.piles) {
          const top = pile[pile.length - 1];
          if (top !== undefined) expect(body.join('\n')).toContain(`[${cardSymbol(top)}]`);
        }
      },
    );
  }

  it('says how wide it needs to be on a terminal narrower than 40 columns, and still draws the table', () => {
    const run = crescent(['show', 'CR1-N-AAAAAAB'], { env: { COLUMNS: '30' } });
    expect(run.status).toBe(0);
    expect(run.stderr).toBe(
      'crescent show: the table needs 40 columns and only 30 are there, so its lines will wrap.\n',
    );
    const lines = run.stdout.trimEnd().split('\n');
    for (const line of lines) expect([...line].length).toBeLessThanOrEqual(40);
    expect(bodyOf(lines).reduce((n, line) => n + (line.match(CARD_OR_BACK)?.length ?? 0), 0)).toBe(96 + 8);
  });
});

/** The position a `show` argument stands for: a code's deal, or the position itself. */
function readTable(text: string) {
  const code = parseGameCode(text);
  if (code.ok) return dealPosition(code.value.deal, code.value.options);
  const position = parsePosition(text);
  if (!position.ok) throw new Error(position.error.reason);
  return position.value;
}
