// The option reader: parseArgs' reading, with every wrong call named as one of our problems.

import { describe, expect, it } from 'vitest';
import { type OptionTable, optionLines, readArguments } from '../../src/cli/options';

const TABLE = {
  'time-limit': { type: 'string', value: 'S', help: 'stop after S seconds' },
  json: { type: 'boolean', help: 'print JSON\nand nothing else' },
  out: { type: 'string' },
} as const satisfies OptionTable;

describe('readArguments', () => {
  it('reads values, switches and the other arguments in order', () => {
    const read = readArguments(['CR1-N-AAAAAAB', '--time-limit', '2', '--json', 'more'], TABLE);
    expect(read).toEqual({
      ok: true,
      value: { values: { 'time-limit': '2', json: true }, positionals: ['CR1-N-AAAAAAB', 'more'] },
    });
  });

  it('takes a value written with =', () => {
    const read = readArguments(['--time-limit=2'], TABLE);
    expect(read.ok && read.value.values['time-limit']).toBe('2');
  });

  it('keeps a value that starts with a dash as the value, for the value check to name', () => {
    const read = readArguments(['--time-limit', '--json'], TABLE);
    expect(read.ok && read.value.values).toEqual({ 'time-limit': '--json' });
  });

  it.each([
    [['--fast'], { code: 'UNKNOWN_OPTION', option: '--fast' }],
    [['x', '-xy'], { code: 'UNKNOWN_OPTION', option: '-xy' }],
    [['--json=1'], { code: 'UNKNOWN_OPTION', option: '--json=1' }],
    [['--', 'x'], { code: 'UNKNOWN_OPTION', option: '--' }],
    [['--out', 'a', '--out', 'b'], { code: 'REPEATED_OPTION', option: '--out' }],
    [['--json', '--json'], { code: 'REPEATED_OPTION', option: '--json' }],
    [['x', '--time-limit'], { code: 'MISSING_VALUE', option: '--time-limit' }],
    [['--json', '--fast', '--json'], { code: 'UNKNOWN_OPTION', option: '--fast' }],
  ])('names the first wrong argument of %j', (args, problem) => {
    expect(readArguments(args, TABLE)).toEqual({ ok: false, error: problem });
  });

  it('refuses any option when the table is empty, and leaves - alone', () => {
    expect(readArguments(['-'], {})).toEqual({ ok: true, value: { values: {}, positionals: ['-'] } });
    expect(readArguments(['a', '-5'], {})).toEqual({ ok: false, error: { code: 'UNKNOWN_OPTION', option: '-5' } });
  });

  it('with dashedArguments, reads a single-dash argument as an argument, also as a value', () => {
    const piles = '-/-/-/-/-/-/-/-/-/-/-/-/-/-/-/QSKS';
    expect(readArguments(['classic', piles, '--out', '-x'], TABLE, { dashedArguments: true })).toEqual({
      ok: true,
      value: { values: { out: '-x' }, positionals: ['classic', piles] },
    });
    expect(readArguments(['--fast'], TABLE, { dashedArguments: true }).ok).toBe(false);
  });
});

describe('optionLines', () => {
  it('lists the options with help, in table order, their help in one column', () => {
    expect(optionLines(TABLE)).toBe(
      [
        '  --time-limit S     stop after S seconds',
        '  --json             print JSON',
        `${' '.repeat(21)}and nothing else`,
      ].join('\n'),
    );
  });
});
