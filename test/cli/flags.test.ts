// Options given twice are refused, not silently settled by the last one; unknown ones and `--` are refused with one sentence.

import { describe, expect, it } from 'vitest';
import { crescentHere } from './here';

describe('a repeated option', () => {
  it.each([
    [['solve', 'CR1-E-AAAAAAB', '--time-limit', '1', '--time-limit', '2'], '--time-limit'],
    [['solve', 'CR1-E-AAAAAAB', '--json', '--node-limit', '10', '--json'], '--json'],
    [['study', '--rules', 'M', '--count', '1', '--rules', 'E', '--out', '/tmp/never-written.jsonl'], '--rules'],
  ])('is refused with exit 2 and a sentence naming it: %j', async (args, option) => {
    const run = await crescentHere(args);
    expect(run.status).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toContain(`${option} is given more than once: give each option once.`);
  });
});

describe('an unknown option', () => {
  it.each([
    [['deal', '--', 'CR1-N-AAAAAAB'], 'crescent deal: unknown option "--"'],
    [['deal', '-xy', 'CR1-N-AAAAAAB'], 'crescent deal: unknown option "-xy"'],
    [['status', 'x', '--q=1'], 'crescent status: unknown option "--q=1"'],
    [
      ['solve', 'CR1-E-AAAAAAB', '--json=1'],
      'crescent solve: Unknown option --json=1: the options are --time-limit, --node-limit, --memory-mb, --json, --print-solution, --by-phases, --workers.',
    ],
    [
      ['solve', 'CR1-E-AAAAAAB', '--'],
      'crescent solve: Unknown option --: the options are --time-limit, --node-limit, --memory-mb, --json, --print-solution, --by-phases, --workers.',
    ],
    [
      ['study', 'merge', '--out', 'x.jsonl', '--bogus'],
      'crescent study: Unknown option --bogus: the options are --out.',
    ],
  ])('is refused with exit 2 and our sentence: %j', async (args, sentence) => {
    const run = await crescentHere(args);
    expect(run.status).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr.split('\n')[0]).toBe(sentence);
  });
});

describe('an option value', () => {
  it('that is missing, or starts with a dash, is named', async () => {
    expect((await crescentHere(['solve', 'CR1-E-AAAAAAB', '--time-limit'])).stderr).toBe(
      'crescent solve: --time-limit needs a value.\n',
    );
    expect((await crescentHere(['solve', 'CR1-E-AAAAAAB', '--node-limit', '--json'])).stderr).toBe(
      'crescent solve: --node-limit must be a positive whole number, not "--json".\n',
    );
  });

  it('may be written with =', async () => {
    const run = await crescentHere(['solve', 'CR1-E-AAAAAAB', '--node-limit=50', '--json']);
    expect(run.status).toBe(3);
    expect(JSON.parse(run.stdout)).toMatchObject({ nodes: 50, stoppedBy: 'nodes' });
  });
});
