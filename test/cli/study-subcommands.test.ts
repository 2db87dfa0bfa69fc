// `crescent study` as subcommands: each with its own options and --help, and the older spellings running the same subcommand.

import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crescentHere } from './here';
import { crescent, type Run } from './run';

let dir = '';
/** A study of deals 0..2 under M in 20,000 positions each: two wins with their solutions, one unknown. */
let study = '';
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'crescent-study-subcommands-'));
  const made = crescent(['study', 'run', ...RANGE, ...BUDGET, '--out', 'made.jsonl'], { cwd: dir });
  expect(made.status).toBe(0);
  study = readFileSync(join(dir, 'made.jsonl'), 'utf8');
});
afterAll(() => {
  if (dir !== '') rmSync(dir, { recursive: true, force: true });
});

const RANGE = ['--rules', 'M', '--from', '0', '--count', '3'];
const BUDGET = ['--node-limit', '20000'];
type Line = Record<string, unknown>;
const linesOf = (text: string): Line[] =>
  text
    .split('\n')
    .filter((l) => l !== '')
    .map((l) => JSON.parse(l) as Line);

/** A run's output and file with what depends on the clock (times, rates) taken out. */
function timeless(run: Run, file: string): unknown {
  const stdout = run.stdout
    .replace(/^time per deal: .*$/m, 'time per deal: T')
    .replace(/^[\d,]+ nodes\/s/m, 'R nodes/s');
  const stderr = run.stderr.replace(/[\d.]+ deals\/s, eta \S+/g, 'R deals/s, eta T');
  const lines = linesOf(readFileSync(file, 'utf8')).map(({ timeMs: _, ...line }) => line);
  return { status: run.status, stdout, stderr, lines };
}

/** The study file a case starts from: the made study, the win of deal 0 without its solution, or nothing. */
function seed(kind: 'study' | 'uncertified' | 'none'): string {
  if (kind === 'none') return '';
  if (kind === 'study') return study;
  const [win, ...rest] = linesOf(study) as [Line, ...Line[]];
  const { solution: _, ...claimed } = win;
  return [claimed, ...rest].map((l) => `${JSON.stringify(l)}\n`).join('');
}

describe('the older spellings', () => {
  const CASES: [string, 'study' | 'uncertified' | 'none', string[], string[]][] = [
    ['run', 'none', [...RANGE, ...BUDGET], ['run', ...RANGE, ...BUDGET]],
    [
      'retry',
      'study',
      ['--retry-unknown', ...RANGE, '--node-limit', '30000'],
      ['retry', ...RANGE, '--node-limit', '30000'],
    ],
    [
      'retry in a smaller game',
      'study',
      [...RANGE, '--fewer-redeals', '1', '--retry-unknown', ...BUDGET],
      ['retry', ...RANGE, '--fewer-redeals', '1', ...BUDGET],
    ],
    [
      'retry with a draw',
      'study',
      [...RANGE, '--retry-unknown', '--draw', '4', ...BUDGET],
      ['retry', ...RANGE, '--draw', '4', ...BUDGET],
    ],
    ['certify', 'uncertified', ['--certify', ...BUDGET], ['certify', ...BUDGET]],
    ['a run without its range', 'none', ['--node-limit', '5'], ['run', '--node-limit', '5']],
  ];

  it.each(CASES)('%s: write the same lines and say the same as the subcommand', (name, kind, old, now) => {
    const [a, b] = ['old', 'new'].map((side) => {
      const folder = join(dir, `${name}-${side}`);
      mkdirSync(folder);
      if (kind !== 'none') writeFileSync(join(folder, 'S.jsonl'), seed(kind));
      else writeFileSync(join(folder, 'S.jsonl'), '');
      const args = side === 'old' ? old : now;
      return timeless(crescent(['study', ...args, '--out', 'S.jsonl'], { cwd: folder }), join(folder, 'S.jsonl'));
    });
    expect(a).toEqual(b);
  });

  it('--verify FILE says the same as study verify FILE, a failing solution and all', () => {
    const [win, ...rest] = linesOf(study) as [Line, ...Line[]];
    const forged = { ...win, solution: (win.solution as string).split(' ').slice(1).join(' '), solutionLength: null };
    writeFileSync(join(dir, 'forged.jsonl'), [forged, ...rest].map((l) => `${JSON.stringify(l)}\n`).join(''));
    const old = crescent(['study', '--verify', 'forged.jsonl'], { cwd: dir });
    expect(old.status).toBe(1);
    expect(old.stdout).toContain('forged.jsonl, line 1 (CR1-M-AAAAAAA): FAILED');
    expect(crescent(['study', 'verify', 'forged.jsonl'], { cwd: dir })).toEqual(old);
  });

  it('still refuse the modes that do not go together, in a sentence', async () => {
    const out = ['--out', join(dir, 'refused.jsonl')];
    const refusals: [string[], string][] = [
      [['--certify', '--retry-unknown', ...out], '--certify and --retry-unknown are separate runs: give one of them.'],
      [
        [...RANGE, '--draw', '4', ...out],
        '--draw goes with --retry-unknown: a draw only decides deals a study left open.',
      ],
      [
        ['--certify', '--draw', '4', ...out],
        '--draw goes with --retry-unknown: a draw only decides deals a study left open.',
      ],
      [['--verify', 'x.jsonl', ...out], '--verify takes only the file to check.'],
    ];
    for (const [args, sentence] of refusals) {
      expect(await crescentHere(['study', ...args])).toMatchObject({
        status: 2,
        stderr: `crescent study: ${sentence}\n`,
      });
    }
  });
});

describe('the subcommands', () => {
  it('each explain themselves with --help, listing only their own options', async () => {
    const overview = await crescentHere(['study', '--help']);
    expect(overview.status).toBe(0);
    for (const name of ['run', 'retry', 'certify', 'verify', 'merge']) {
      expect(overview.stdout).toMatch(new RegExp(`^ {2}${name} +\\S`, 'm'));
      const help = await crescentHere(['study', name, '--help']);
      expect(help.status).toBe(0);
      expect(help.stdout.startsWith(`Usage: crescent study ${name} `)).toBe(true);
    }
    const run = (await crescentHere(['study', 'run', '-h'])).stdout;
    expect(run).toContain('--node-limit N');
    expect(run).not.toMatch(/--draw|--fewer-redeals|--retry-unknown|--certify/);
    expect((await crescentHere(['study', 'retry', '--help'])).stdout).toMatch(
      /--draw D[\s\S]*--fewer-redeals K|--fewer-redeals K[\s\S]*--draw D/,
    );
    expect((await crescentHere(['study', 'certify', '--help'])).stdout).not.toContain('--draw');
  });

  it('refuse the options of another mode as unknown, so a mixed call cannot be written', async () => {
    const out = ['--out', join(dir, 'mixed.jsonl')];
    const cases: [string[], string][] = [
      [['run', ...RANGE, '--draw', '4', ...out], '--draw'],
      [['run', ...RANGE, '--fewer-redeals', '1', ...out], '--fewer-redeals'],
      [['run', ...RANGE, '--retry-unknown', ...out], '--retry-unknown'],
      [['retry', ...RANGE, '--certify', ...out], '--certify'],
      [['certify', '--draw', '4', ...out], '--draw'],
      [['merge', '--verify', 'x.jsonl', ...out], '--verify'],
    ];
    for (const [args, option] of cases) {
      const refused = await crescentHere(['study', ...args]);
      expect(refused.status).toBe(2);
      expect(refused.stderr).toMatch(new RegExp(`^crescent study: Unknown option ${option}: the options are --`));
    }
    expect((await crescentHere(['study', 'verify', 'a.jsonl', 'b.jsonl'])).stderr).toBe(
      'crescent study: verify takes one study file.\n',
    );
    expect((await crescentHere(['study', 'verify', 'a.jsonl', '--node-limit', '0'])).stderr).toBe(
      'crescent study: --node-limit must be a positive whole number, not "0".\n',
    );
  });

  it('verify proves each loss line again by phases within --node-limit and says what it found', async () => {
    const loss = { code: 'CR1-S-AAAAAAD', deal: 3, result: 'loss', timeMs: 1, nodes: 1, solutionLength: null };
    const file = join(dir, 'loss.jsonl');
    writeFileSync(file, `${study}${JSON.stringify({ ...loss, proof: 'search' })}\n`);
    const verify = await crescentHere(['study', 'verify', file, '--node-limit', '10']);
    expect(verify.status).toBe(0);
    expect(verify.stdout).toContain(
      `${file}: 1 loss lines, 0 of them proved with exact keys when written; proved again by the search by phases within 10 positions each: 0 lost, 1 not finished, 0 found won`,
    );
    writeFileSync(file, `${JSON.stringify({ ...loss, proof: 'hunch' })}\n`);
    expect((await crescentHere(['study', 'verify', file])).stdout).toContain(
      'loss.jsonl, line 1: ignored, because its proof must be "search" or "phases", on a loss line.',
    );
  });

  it('name the subcommands when none is given or an unknown one is', async () => {
    expect(await crescentHere(['study'])).toMatchObject({
      status: 2,
      stderr:
        'crescent study: it needs a subcommand: run, retry, certify, verify, merge or adopt (see crescent study --help).\n',
    });
    expect(await crescentHere(['study', 'rnu'])).toMatchObject({
      status: 2,
      stderr: 'crescent study: there is no study subcommand "rnu": give run, retry, certify, verify, merge or adopt.\n',
    });
  });
});
