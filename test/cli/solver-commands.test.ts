// `crescent solve` and `crescent study`: solve in this process (and once as the built command), study as the built command.

import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dealPosition, isWon, parseGameCode, parsePosition } from '../../src/engine/index';
import { playNotation } from '../engine/support';
import { LOST_WITH_ONE_REDEAL } from '../solver/positions';
import { crescentHere } from './here';
import { crescent, ensureBuilt } from './run-crescent';

const LOST = 'classic 0 JKKKAAAA -/-/-/-/-/-/-/-/-/-/-/-/-/-/-/QSKS';
let dir = '';

beforeAll(() => {
  ensureBuilt();
  dir = mkdtempSync(join(tmpdir(), 'crescent-study-'));
});
afterAll(() => {
  if (dir !== '') rmSync(dir, { recursive: true, force: true });
});

describe('crescent solve', () => {
  it('wins a deal, and its JSON solution replays through the engine', async () => {
    const run = await crescentHere(['solve', 'CR1-N-AAAAAAE', '--json']);
    expect(run.status).toBe(0);
    const answer = JSON.parse(run.stdout) as { result: string; solution: string[]; nodes: number; timeMs: number };
    expect(answer.result).toBe('win');
    expect(answer.nodes).toBeGreaterThan(0);
    expect(isWon(playNotation(dealPosition(4, { rules: 'classic' }), answer.solution))).toBe(true);
  });

  it('prints the solution on request', async () => {
    const run = await crescentHere(['solve', 'cr1-n-aaaaaae', '--print-solution']);
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^result: win$/m);
    expect(run.stdout).toMatch(/^time: \d+\.\d{3} s$/m);
    expect(run.stdout).toMatch(/^peak memory: table [\d.]+ MiB, process \d+ MiB$/m);
    const solution = /^solution: (.*)$/m.exec(run.stdout)?.[1] ?? '';
    expect(isWon(playNotation(dealPosition(4, { rules: 'classic' }), solution.split(' ')))).toBe(true);
  });

  it('proves a loss, given a position as one argument or as four', async () => {
    expect((await crescentHere(['solve', LOST])).status).toBe(1);
    const run = await crescentHere(['solve', ...LOST.split(' ')]);
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(/^result: loss$/m);
    // No redeal left: the decoupled search of the last phase proves it first, as "Can I still win?" does.
    expect(run.stdout).toMatch(/^proof: the decoupled search of the last phase \(exact keys\)$/m);
    const json = await crescentHere(['solve', LOST, '--json']);
    expect(JSON.parse(json.stdout)).toMatchObject({ result: 'loss', proof: 'decoupled' });
    // With a redeal left the solver's search proves it (its one redeal turns J Q K into Q K J: still stuck).
    const buried = 'classic 1 TKKKAAAA -/-/-/-/-/-/-/-/-/-/-/-/-/-/-/JSQSKS';
    const withRedeal = await crescentHere(['solve', buried, '--json']);
    expect(JSON.parse(withRedeal.stdout)).toMatchObject({ result: 'loss', proof: 'search' });
    // One the search does not finish in its quarter of the positions, the search by phases proves in the rest.
    const late = await crescentHere(['solve', LOST_WITH_ONE_REDEAL, '--node-limit', '400000']);
    expect(late.status).toBe(1);
    expect(late.stdout).toMatch(/^proof: the search by phases \(exact keys\)$/m);
  });

  it('answers unknown when the node budget runs out', () => {
    const run = crescent('solve', 'CR1-H-AAAAAAA', '--node-limit', '2000', '--json');
    expect(run.status).toBe(3);
    expect(JSON.parse(run.stdout)).toMatchObject({ result: 'unknown', stoppedBy: 'nodes', nodes: 2000 });
  });

  it("refuses bad input with the engine's sentence and exit status 2", async () => {
    const code = await crescentHere(['solve', 'CR1-Q-AAAAAAA']);
    expect(code.status).toBe(2);
    const expected = parseGameCode('CR1-Q-AAAAAAA');
    expect(expected.ok).toBe(false);
    if (!expected.ok) expect(code.stderr).toBe(`crescent solve: ${expected.error.reason}\n`);
    const bad = 'classic 0 KKKKAAAA -/-/-/-/-/-/-/-/-/-/-/-/-/-/-/QS';
    const position = await crescentHere(['solve', bad]);
    const parsed = parsePosition(bad);
    expect(position.status).toBe(2);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(position.stderr).toBe(`crescent solve: ${parsed.error.reason}\n`);
    expect((await crescentHere(['solve', 'CR1-N-AAAAAAA', '--time-limit', '-1'])).status).toBe(2);
    expect((await crescentHere(['solve', 'CR1-N-AAAAAAA', '--bogus'])).status).toBe(2);
    expect((await crescentHere(['solve'])).status).toBe(2);
  });

  it('names itself in every complaint, and takes a whole number only in digits', async () => {
    for (const text of ['1e9', '+5', '2.0', '0x10']) {
      const run = await crescentHere(['solve', 'CR1-N-AAAAAAA', '--memory-mb', text]);
      expect(run.status).toBe(2);
      expect(run.stderr).toBe(`crescent solve: --memory-mb must be a positive whole number, not "${text}".\n`);
    }
    expect((await crescentHere(['solve'])).stderr).toMatch(/^crescent solve: /);
    expect((await crescentHere(['study', '--rules', 'N'])).stderr).toMatch(/^crescent study: /);
  });
});

describe('crescent study', () => {
  it('solves deals on workers, appends one line each, resumes and summarizes', () => {
    const out = join(dir, 'm.jsonl');
    const first = crescent('study', '--rules', 'm', '--from', '4', '--count', '2', '--time-limit', '0.3', '--out', out);
    expect(first.status).toBe(0);
    expect(first.stderr).toMatch(/2\/2 done/);
    const again = crescent(
      ...[
        'study',
        '--rules',
        'M',
        '--from',
        '4',
        '--count',
        '4',
        '--time-limit',
        '0.3',
        '--workers',
        '2',
        '--out',
        out,
      ],
    );
    expect(again.status).toBe(0);
    // The resumed run starts at 2 of 4: the first two deals were already in the file.
    expect(again.stderr).toMatch(/2\/4 done/);
    expect(again.stdout).toMatch(/^win [\d.]+% \(\d+\), loss [\d.]+% \(\d+\), unknown [\d.]+% \(\d+\)$/m);
    expect(again.stdout).toMatch(/median [\d.]+ s, p95 [\d.]+ s, max [\d.]+ s/);
    const lines = readFileSync(out, 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines.map((l) => l.deal).sort()).toEqual([4, 5, 6, 7]);
    for (const line of lines) {
      expect(['win', 'loss', 'unknown']).toContain(line.result);
      const code = parseGameCode(line.code as string);
      expect(code.ok && code.value.deal === line.deal).toBe(true);
      expect(typeof line.nodes).toBe('number');
      expect(line.result === 'win' ? typeof line.solutionLength : line.solutionLength).toBe(
        line.result === 'win' ? 'number' : null,
      );
    }
  });

  it('solves the unknown deals again with --retry-unknown, and the new line replaces the unknown one', () => {
    const out = join(dir, 'retry.jsonl');
    const study = (...extra: string[]) =>
      crescent('study', '--rules', 'N', '--from', '1', '--count', '1', '--out', out, ...extra);
    // A millisecond is far too short for deal 1 (it takes some 25,000 positions).
    expect(study('--time-limit', '0.001').status).toBe(0);
    const resumed = study('--time-limit', '5');
    expect(resumed.stderr).toMatch(/1\/1 done/);
    expect(resumed.stdout).toMatch(/unknown 100\.0% \(1\)/);
    const retried = study('--time-limit', '5', '--retry-unknown');
    expect(retried.status).toBe(0);
    expect(retried.stdout).toMatch(/^win 100\.0% \(1\)/m);
    const results = readFileSync(out, 'utf8')
      .trim()
      .split('\n')
      .map((l) => (JSON.parse(l) as { result: string }).result);
    expect(results).toEqual(['unknown', 'win']);
  });

  it('refuses a bad rules letter and missing options', async () => {
    expect(
      (await crescentHere(['study', '--rules', 'X', '--from', '0', '--count', '1', '--out', join(dir, 'x.jsonl')]))
        .status,
    ).toBe(2);
    expect((await crescentHere(['study', '--rules', 'N', '--from', '0', '--count', '1'])).status).toBe(2);
    expect(existsSync(join(dir, 'x.jsonl'))).toBe(false);
  });
});
