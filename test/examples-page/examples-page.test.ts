// The Examples page's pure parts: its game (a won classic record, read through Vite's ?raw) and the shared horseshoe layout.
import { describe, expect, test } from 'vitest';
import { FIRST_FOUNDATION, formatPosition, gameCode } from '../../src/engine/index';
import { EXAMPLE_CODE, exampleGame, moveTally, recordLineOf } from '../../src/examples-page/example-game';
import { cellOf, GRID_COLUMNS, GRID_ROWS } from '../../src/rules-page/diagram';
import { goTo, positionAt, statusAt, toEnd } from '../../src/web/replay/replayer';
import { WON_GAME_RECORDS } from '../web/replay/won-games';

describe('the example game', () => {
  const example = exampleGame();

  test('is the recorded classic game CR1-N-AAAAAAD, replayed to a win', () => {
    expect(example.ok).toBe(true);
    if (!example.ok) return;
    expect(gameCode(example.value.start)).toBe(EXAMPLE_CODE);
    expect(example.value.start.options.rules).toBe('classic');
    const end = toEnd(goTo(example.value, 0));
    expect(statusAt(end)).toBe('won');
    expect(formatPosition(positionAt(end))).toBe(`classic 1 KKKKAAAA ${Array(16).fill('-').join('/')}`);
  });

  test('tallies its moves, redeals and trades', () => {
    if (!example.ok) throw new Error(example.error.reason);
    const words = (recordLineOf(WON_GAME_RECORDS.join('\n'), EXAMPLE_CODE) as string).trim().split(/\s+/).slice(1);
    expect(moveTally(example.value)).toEqual({
      moves: words.length,
      redeals: words.filter((w) => w === 'R').length,
      trades: words.filter((w) => /^[AK][SHDC]-[AK][SHDC]$/.test(w)).length,
    });
  });

  test('a list without the code, or with a broken record, is refused with a sentence', () => {
    expect(exampleGame('CR1-S-AAAAAAK\t13-AC\n')).toEqual({
      ok: false,
      error: { code: 'NOT_RECORDED', reason: 'The recorded games do not include CR1-N-AAAAAAD.' },
    });
    expect(exampleGame('CR1-N-AAAAAAD\t2-KC 2-KC\n')).toMatchObject({
      ok: false,
      error: { code: 'MOVE_REFUSED', reason: expect.stringMatching(/^Move 2 \(2-KC\): /) },
    });
  });

  test('finds a record line by its code, in any case', () => {
    const list = 'CR1-S-AAAAAAK\t13-AC\r\ncr1-n-aaaaaad 2-KC\n';
    expect(recordLineOf(list, 'CR1-N-AAAAAAD')).toBe('cr1-n-aaaaaad 2-KC');
    expect(recordLineOf(list, 'CR1-N-AAAAAAB')).toBeNull();
  });
});

describe('the horseshoe layout', () => {
  const places = Array.from({ length: 24 }, (_, i) => i);

  test('every place has its own cell inside the grid', () => {
    const cells = places.map((p) => cellOf(p));
    expect(new Set(cells.map((c) => `${c.row},${c.column}`)).size).toBe(24);
    for (const cell of cells) {
      expect(cell.row).toBeGreaterThanOrEqual(1);
      expect(cell.row).toBeLessThanOrEqual(GRID_ROWS);
      expect(cell.column).toBeGreaterThanOrEqual(1);
      expect(cell.column).toBeLessThanOrEqual(GRID_COLUMNS);
    }
  });

  test('piles 1-4 go up the left side, 5-12 along the top, 13-16 down the right side', () => {
    expect([0, 1, 2, 3].map((p) => cellOf(p))).toEqual([
      { row: 5, column: 1 },
      { row: 4, column: 1 },
      { row: 3, column: 1 },
      { row: 2, column: 1 },
    ]);
    expect([4, 5, 6, 7, 8, 9, 10, 11].map((p) => cellOf(p))).toEqual(
      [1, 2, 3, 4, 5, 6, 7, 8].map((column) => ({ row: 1, column })),
    );
    expect([12, 13, 14, 15].map((p) => cellOf(p))).toEqual([2, 3, 4, 5].map((row) => ({ row, column: 8 })));
  });

  test('the Ace foundations sit in the middle, above the King foundations, suits in the same order', () => {
    for (let s = 0; s < 4; s++) {
      const ace = cellOf(FIRST_FOUNDATION + s);
      const king = cellOf(FIRST_FOUNDATION + 4 + s);
      expect(ace.row).toBe(king.row - 1);
      expect(ace.column).toBe(king.column);
      expect(ace.column).toBeGreaterThan(1);
      expect(ace.column).toBeLessThan(GRID_COLUMNS);
    }
  });
});
