// `crescent study` under faults: damaged gzip, merges that keep the right line, contradictions, special files, locks, interrupts.

import { spawnSync } from 'node:child_process';
import { appendFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crescentHere } from './here';
import { crescent, startCrescent } from './run';

let dir = '';
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'crescent-study-faults-'));
});
afterAll(() => {
  if (dir !== '') rmSync(dir, { recursive: true, force: true });
});

type Line = Record<string, unknown>;
const BUDGET = ['--node-limit', '100000'];
const study = (out: string, from: number, count: number, budget = BUDGET) =>
  crescent(['study', 'run', '--rules', 'N', '--from', String(from), '--count', String(count), ...budget, '--out', out]);
const textLines = (text: string): Line[] =>
  text
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l) as Line);
const plainLines = (file: string): Line[] => textLines(readFileSync(file, 'utf8'));
const write = (file: string, lines: readonly Line[]) =>
  writeFileSync(file, lines.map((l) => `${JSON.stringify(l)}\n`).join(''));
const ESCAPE = '\u001b';

describe('a cut gzipped study', () => {
  it('is rewritten without its damage before a resume appends, so it verifies and merges afterwards', async () => {
    const out = join(dir, 'cut.jsonl.gz');
    expect(study(out, 0, 2).status).toBe(0);
    writeFileSync(out, readFileSync(out).subarray(0, -5));
    const resume = study(out, 0, 3);
    expect(resume.status).toBe(0);
    expect(resume.stderr).toContain(`crescent study: ${out}, byte `);
    expect(resume.stderr).toContain('cut short or damaged');
    const text = gunzipSync(readFileSync(out)).toString('utf8');
    expect(textLines(text).map((l) => l.deal)).toEqual([0, 1, 2]);
    const verify = await crescentHere(['study', 'verify', out]);
    expect(verify.stdout).toContain('3 solutions replay to a won game, 0 fail');
    expect(verify.status).toBe(0);
  });

  it('names garbage after a whole member, and plain text named .gz, and reads every line of both', async () => {
    const out = join(dir, 'garbage.jsonl.gz');
    expect(study(out, 0, 1).status).toBe(0);
    appendFileSync(out, 'garbage');
    const garbage = await crescentHere(['study', 'verify', out]);
    expect(garbage.stdout).toContain('the 7 bytes after the last whole gzip member are not gzip data');
    expect(garbage.stdout).toContain('1 solutions replay to a won game');
    const plain = join(dir, 'plain.jsonl.gz');
    writeFileSync(plain, gunzipSync(readFileSync(out).subarray(0, -7)));
    const read = await crescentHere(['study', 'verify', plain]);
    expect(read.stdout).toContain('it is not gzipped, though its name ends in .gz');
    expect(read.stdout).toContain('1 solutions replay to a won game');
  });
});

describe('study merge', () => {
  it('keeps the win whose solution replays over one without a solution or with a forged one, and names differing wins', () => {
    const solved = join(dir, 'solved.jsonl');
    const other = join(dir, 'other-solution.jsonl');
    // Deal 2 is won within the budget both with the default memory and with 8 MiB, by different solutions.
    expect(study(solved, 2, 1).status).toBe(0);
    expect(study(other, 2, 1, [...BUDGET, '--memory-mb', '8']).status).toBe(0);
    const [win] = plainLines(solved) as [Line];
    const [otherWin] = plainLines(other) as [Line];
    expect(otherWin.solution).not.toBe(win.solution);
    const bare = join(dir, 'bare.jsonl');
    const { solution: _, ...withoutSolution } = win;
    const forged = { ...win, solution: (win.solution as string).split(' ').reverse().join(' ') };
    write(bare, [withoutSolution, forged]);
    const merged = join(dir, 'merged-best.jsonl');
    const merge = crescent(['study', 'merge', '--out', merged, solved, bare]);
    expect(merge.status).toBe(0);
    expect(plainLines(merged)).toEqual([win]);
    const both = join(dir, 'merged-both.jsonl');
    const differing = crescent(['study', 'merge', '--out', both, solved, other]);
    expect(differing.status).toBe(0);
    expect(differing.stderr).toContain(`CR1-N-AAAAAAC is won by different solutions in ${solved} line 1 and ${other}`);
  });

  it('joins into one of its inputs without losing it, and leaves nothing behind where it cannot write', () => {
    const a = join(dir, 'A.jsonl');
    const b = join(dir, 'B.jsonl');
    // The whole run on failure, so a status of null says which signal or error ended the process.
    expect(study(a, 0, 1)).toMatchObject({ status: 0 });
    expect(study(b, 1, 1)).toMatchObject({ status: 0 });
    const inPlace = crescent(['study', 'merge', '--out', a, a, b]);
    expect(inPlace.status).toBe(0);
    expect(plainLines(a).map((l) => l.deal)).toEqual([0, 1]);
    expect(readdirSync(dir).filter((f) => f.startsWith('.') || f.endsWith('.lock'))).toEqual([]);
    const refused = crescent(['study', 'merge', '--out', '/sys/merged.jsonl', a, b]);
    expect(refused.status).toBe(2);
    expect(refused.stderr).toMatch(/^crescent study: cannot write \/sys\/merged\.jsonl, because [a-z -]+\.\n$/);
    expect(existsSync('/sys/merged.jsonl')).toBe(false);
  });
});

describe('a study that contradicts itself', () => {
  it('fails --verify, and a resume refuses it instead of reporting the loss', async () => {
    const solved = join(dir, 'to-contradict.jsonl');
    expect(study(solved, 0, 1).status).toBe(0);
    const [win] = plainLines(solved) as [Line];
    const contradicted = join(dir, 'contradicted.jsonl');
    const { solution: _, ...rest } = win;
    write(contradicted, [win, { ...rest, result: 'loss', solutionLength: null }]);
    const verify = await crescentHere(['study', 'verify', contradicted, '--node-limit', '1000']);
    expect(verify.stdout).toContain(
      `${contradicted}: CONTRADICTION, CR1-N-AAAAAAA is won in ${contradicted} line 1 and lost in ${contradicted} line 2.`,
    );
    expect(verify.status).toBe(1);
    const resume = study(contradicted, 0, 1);
    expect(resume.status).toBe(1);
    expect(resume.stdout).not.toContain('loss 100');
    expect(resume.stderr).toContain(`${contradicted} contradicts itself: nothing solved; check it with study verify.`);
  });
});

describe('echoes', () => {
  it('never write control bytes: a code with escapes, a forged solution in a study file', async () => {
    const deal = await crescentHere(['deal', `CR1-N-${ESCAPE}[2J${ESCAPE}[H`]);
    expect(deal.status).toBe(2);
    expect(deal.stderr).toContain('CR1-N-\\x1b[2J\\x1b[H');
    expect(deal.stderr).not.toContain(ESCAPE);
    const solved = join(dir, 'to-forge.jsonl');
    expect(study(solved, 0, 1).status).toBe(0);
    const [win] = plainLines(solved) as [Line];
    const forged = join(dir, 'forged.jsonl');
    write(forged, [{ ...win, solution: `\r${ESCAPE}[2K${ESCAPE}[1A`, solutionLength: null }]);
    const verify = await crescentHere(['study', 'verify', forged]);
    expect(verify.status).toBe(1);
    expect(verify.stdout).toContain('FAILED');
    expect(verify.stdout).not.toContain(ESCAPE);
    expect(verify.stdout).not.toContain('\r');
  });
});

describe('special files', () => {
  it('are refused in a sentence instead of read or written without end', () => {
    const fifo = join(dir, 'out.fifo');
    expect(spawnSync('mkfifo', [fifo]).status).toBe(0);
    const cases: [string[], string][] = [
      [['study', 'verify', '/dev/zero'], 'the study file /dev/zero is a device, not a regular file: give a file name.'],
      [
        ['study', 'run', '--rules', 'N', '--from', '0', '--count', '1', '--out', '/dev/full'],
        '--out /dev/full is a device',
      ],
      [['study', 'run', '--rules', 'N', '--from', '0', '--count', '1', '--out', fifo], `--out ${fifo} is a pipe`],
      [['study', 'merge', '--out', join(dir, 'm.jsonl'), '/dev/zero'], 'the study file /dev/zero is a device'],
    ];
    for (const [args, sentence] of cases) {
      const run = crescent(args);
      expect(run.stderr).toContain(`crescent study: ${sentence}`);
      expect(run.status).toBe(2);
    }
  });
});

describe('one writer per --out', () => {
  it('refuses a second study while another holds the file, and takes over a lock whose process ended', () => {
    const out = join(dir, 'locked.jsonl');
    writeFileSync(`${out}.lock`, `${process.pid}\n`);
    const refused = study(out, 0, 1);
    expect(refused.stderr).toBe(
      `crescent study: another run (process ${process.pid}) is writing ${out}: wait for it to end, or give another file (its lock is ${out}.lock).\n`,
    );
    expect(refused.status).toBe(2);
    expect(existsSync(out)).toBe(false);
    const ended = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], {
      encoding: 'utf8',
    });
    writeFileSync(`${out}.lock`, `${ended.stdout}\n`);
    expect(study(out, 0, 1).status).toBe(0);
    expect(existsSync(`${out}.lock`)).toBe(false);
  });
});

describe('a study that cannot write or is interrupted', () => {
  it('finds an unwritable --out before it solves anything', async () => {
    const run = await crescentHere([
      'study',
      'run',
      '--rules',
      'N',
      '--from',
      '0',
      '--count',
      '1',
      '--out',
      '/sys/study.jsonl',
    ]);
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/^crescent study: cannot write \/sys\/study\.jsonl, because [a-z -]+\.\n$/);
  });

  it('ends its progress line and says how to resume on Ctrl-C', async () => {
    const out = join(dir, 'interrupted.jsonl');
    const child = startCrescent(['study', 'run', '--rules', 'H', '--from', '0', '--count', '50', '--out', out]);
    let stderr = '';
    const started = new Promise<void>((begun) => {
      child.stderr.on('data', (chunk: Buffer) => {
        stderr += chunk.toString('utf8');
        if (stderr.includes('0/50 done')) begun();
      });
    });
    await started;
    const ended = new Promise<number | null>((done) => child.on('close', (code) => done(code)));
    child.kill('SIGINT');
    expect(await ended).toBe(130);
    expect(stderr).toMatch(/\ncrescent study: interrupted after \d+ of 50 deals; run the same command to resume\.\n$/);
    expect(existsSync(`${out}.lock`)).toBe(false);
  });
});

describe('sentences that say the real limit', () => {
  it('names the most redeals a game has, and the longest time limit', async () => {
    const position = (await crescentHere(['deal', 'CR1-N-AAAAAAB'])).stdout.trim().split(' ');
    position[1] = '200';
    const status = await crescentHere(['status', position.join(' ')]);
    expect(status.stderr).toBe('crescent status: A classic game never has more than 4 redeals left, not 200.\n');
    const solve = await crescentHere(['solve', 'CR1-N-AAAAAAB', '--time-limit', '1e9']);
    expect(solve.stderr).toBe(
      'crescent solve: --time-limit must be at most 1,000,000 seconds, written in digits, not "1e9".\n',
    );
  });
});
