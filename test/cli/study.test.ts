// `crescent study` on damaged files and bad --out paths, with node budgets, and its --verify, --certify, --shard and merge.

import { appendFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shardRange } from '../../src/cli/commands/study-options';
import { VARIANTS } from '../../src/engine/index';
import { SOLVER_VERSION } from '../../src/solver/version';
import { crescentHere } from './here';
import { crescent, ensureBuilt } from './run-crescent';

let dir = '';
beforeAll(() => {
  ensureBuilt();
  dir = mkdtempSync(join(tmpdir(), 'crescent-study-file-'));
});
afterAll(() => {
  if (dir !== '') rmSync(dir, { recursive: true, force: true });
});

type Line = Record<string, unknown>;
function linesOf(file: string): Line[] {
  const bytes = readFileSync(file);
  const text = file.endsWith('.gz') ? gunzipSync(bytes).toString('utf8') : bytes.toString('utf8');
  return text
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l) as Line);
}
const BUDGET = ['--node-limit', '100000'];

describe('a damaged study file', () => {
  it('finishes a cut-short line before appending, names every unreadable line and leaves them out', () => {
    const out = join(dir, 'damaged.jsonl');
    expect(crescent('study', '--rules', 'N', '--from', '4', '--count', '1', ...BUDGET, '--out', out).status).toBe(0);
    appendFileSync(out, 'this is no JSON\n');
    appendFileSync(out, '{"code":"CR1-N-AAAAAAF","deal":5,"result":"maybe","timeMs":3,"nodes":9}\n');
    appendFileSync(out, '{"code":"CR1-N-AAAAAAF","deal":5,"res');
    const run = crescent('study', '--rules', 'N', '--from', '4', '--count', '2', ...BUDGET, '--out', out);
    expect(run.status).toBe(0);
    expect(run.stderr).toContain(`crescent study: ${out}, line 2: ignored, because it is not JSON`);
    expect(run.stderr).toContain(
      `${out}, line 3: ignored, because its result must be win, loss or unknown, not "maybe".`,
    );
    expect(run.stderr).toContain(`${out}, line 4: ignored, because it is not JSON`);
    // The "maybe" line does not count as done: deal 5 is solved, and its line is whole and on a line of its own.
    expect(run.stderr).toMatch(/1\/2 done/);
    const text = readFileSync(out, 'utf8').split('\n');
    const deal5 = JSON.parse(text[4] as string) as Line;
    expect(deal5).toMatchObject({ deal: 5, result: 'win' });
    expect(run.stdout).toMatch(/^win 100\.0% \(2\), loss 0\.0% \(0\), unknown 0\.0% \(0\)$/m);
    expect(run.stdout).not.toMatch(/NaN/);
    expect(run.stdout).toMatch(/^[\d,]+ nodes\/s/m);
    expect(run.stdout).not.toMatch(/^0 nodes\/s/m);
  });

  it('says so in a sentence of its own when --out is in a missing folder or names a folder', async () => {
    for (const out of [join(dir, 'no-such-folder', 'x.jsonl'), dir]) {
      const run = await crescentHere(['study', '--rules', 'N', '--from', '4', '--count', '1', '--out', out]);
      expect(run.status).toBe(2);
      expect(run.stderr).toMatch(
        /^crescent study: --out .* (is a folder: give a file name in it|is in a folder that does not exist .*)\.\n$/,
      );
      expect(run.stderr).not.toMatch(/ENOENT|EISDIR/);
    }
  });
});

describe('study lines with node budgets, verified', () => {
  // Three quick deals of each letter (deals the solver wins in a few hundred positions), solved with a node
  // budget, then every solution replayed by --verify.
  const QUICK: Record<string, readonly number[]> = { N: [4, 5, 26], S: [4, 5, 26], H: [5, 25, 31], M: [4, 5, 24] };

  it.each(Object.entries(QUICK))(
    '%s: each line records its budget and version, and every solution replays',
    async (letter, deals) => {
      const out = join(dir, `verify-${letter}.jsonl`);
      for (const deal of deals) {
        const run = crescent(
          'study',
          '--rules',
          letter,
          '--from',
          String(deal),
          '--count',
          '1',
          ...BUDGET,
          '--out',
          out,
        );
        expect(run.status).toBe(0);
      }
      const lines = linesOf(out);
      expect(lines).toHaveLength(3);
      for (const line of lines) {
        expect(line).toMatchObject({
          result: 'win',
          nodeLimit: 100000,
          timeLimitS: null,
          solverVersion: SOLVER_VERSION,
        });
        expect((line.solution as string).split(' ')).toHaveLength(line.solutionLength as number);
      }
      const verify = await crescentHere(['study', '--verify', out]);
      expect(verify.status).toBe(0);
      expect(verify.stdout).toContain('3 solutions replay to a won game, 0 fail; 0 win lines carry no solution');
    },
  );

  it('reports a tampered solution and counts a win without one as uncertified, also gzipped', async () => {
    const lines = linesOf(join(dir, 'verify-N.jsonl'));
    const [first, second, third] = lines as [Line, Line, Line];
    const moves = (first.solution as string).split(' ');
    const tampered = { ...first, solution: [...moves.slice(0, 3), ...moves.slice(4)].join(' ') };
    const secondMoves = (second.solution as string).split(' ');
    const short = { ...second, solution: secondMoves.slice(0, -1).join(' '), solutionLength: secondMoves.length - 1 };
    const { solution: _dropped, ...claimed } = third;
    const text = [tampered, short, claimed].map((l) => `${JSON.stringify(l)}\n`).join('');
    for (const [name, bytes] of [
      ['tampered.jsonl', Buffer.from(text)],
      ['tampered.jsonl.gz', gzipSync(text)],
    ] as const) {
      const file = join(dir, name);
      writeFileSync(file, bytes);
      const verify = await crescentHere(['study', '--verify', file]);
      expect(verify.status).toBe(1);
      expect(verify.stdout).toContain(`line 1 (${first.code}): FAILED, `);
      expect(verify.stdout).toContain(
        `line 2 (${second.code}): FAILED, its ${secondMoves.length - 1} moves replay without winning the game.`,
      );
      expect(verify.stdout).toContain(
        '0 solutions replay to a won game, 2 fail; 1 win lines carry no solution (uncertified)',
      );
    }
  });

  it('certifies the wins that lack a solution with a node budget, and the reader then takes the certified line', async () => {
    const out = join(dir, 'certify.jsonl.gz');
    const { solution: _a, ...claimed } = linesOf(join(dir, 'verify-M.jsonl'))[0] as Line;
    writeFileSync(out, gzipSync(`${JSON.stringify(claimed)}\n`));
    expect((await crescentHere(['study', '--verify', out])).stdout).toContain('1 win lines carry no solution');
    const certify = crescent('study', '--certify', ...BUDGET, '--out', out);
    expect(certify.status).toBe(0);
    expect(certify.stdout).toContain('1 of 1 uncertified wins solved again with their solution');
    expect(linesOf(out)).toHaveLength(2);
    expect((await crescentHere(['study', '--verify', out])).stdout).toContain(
      '1 solutions replay to a won game, 0 fail; 1 win lines carry no solution',
    );
    // Nothing is left to certify: a second run solves nothing.
    expect(crescent('study', '--certify', ...BUDGET, '--out', out).stdout).toContain('0 of 0 uncertified wins');
  });

  it("adds a smaller game's wins to undecided deals with --fewer-redeals, and nothing else", async () => {
    const unknown = { code: 'CR1-S-AAAAAAD', deal: 3, result: 'unknown', timeMs: 1, nodes: 1, solutionLength: null };
    const out = join(dir, 'fewer.jsonl');
    writeFileSync(out, `${JSON.stringify(unknown)}\n`);
    const range = ['--rules', 'S', '--from', '3', '--count', '1'];
    // With no redeal at all the deal is not won within 2,000 positions: no line is written.
    const none = crescent(
      'study',
      ...range,
      '--retry-unknown',
      '--fewer-redeals',
      '3',
      '--node-limit',
      '2000',
      '--out',
      out,
    );
    expect(none.status).toBe(0);
    expect(linesOf(out)).toHaveLength(1);
    const one = crescent(
      'study',
      ...range,
      '--retry-unknown',
      '--fewer-redeals',
      '1',
      '--node-limit',
      '2000000',
      '--out',
      out,
    );
    expect(one.status).toBe(0);
    const lines = linesOf(out);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatchObject({ deal: 3, result: 'win', fewerRedeals: 1, nodeLimit: 2000000 });
    expect((await crescentHere(['study', '--verify', out])).stdout).toContain(
      '1 solutions replay to a won game, 0 fail',
    );
    expect(one.stdout).toMatch(/^win 100\.0% \(1\)/m);
    // It goes only with a retry or a certification, and never beyond the redeals the deal starts with.
    const alone = await crescentHere([
      'study',
      ...range,
      '--fewer-redeals',
      '1',
      '--out',
      join(dir, 'fewer-alone.jsonl'),
    ]);
    expect(alone.stderr).toBe(
      'crescent study: --fewer-redeals goes with --retry-unknown or --certify: a smaller game only adds wins to a study.\n',
    );
    writeFileSync(out, `${JSON.stringify(unknown)}\n`);
    const tooMany = crescent('study', ...range, '--retry-unknown', '--fewer-redeals', '4', '--out', out);
    expect(tooMany.status).toBe(2);
    expect(tooMany.stderr).toBe(
      'crescent study: --fewer-redeals must be at most the 3 redeals CR1-S-AAAAAAD starts with, not 4.\n',
    );
    expect(linesOf(out)).toHaveLength(1);
  });

  it("adds a draw's wins and losses to undecided deals with --draw, and leaves its unknowns out", async () => {
    const unknown = { code: 'CR1-S-AAAAAAD', deal: 3, result: 'unknown', timeMs: 1, nodes: 1, solutionLength: null };
    const out = join(dir, 'draw.jsonl');
    writeFileSync(out, `${JSON.stringify(unknown)}\n`);
    const where = ['--rules', 'S', '--from', '3', '--count', '1'];
    const range = [...where, '--retry-unknown', '--draw', '4'];
    // Within 2,000 positions the draw decides nothing: no line is written, the unknown line stands.
    const none = crescent('study', ...range, '--node-limit', '2000', '--out', out);
    expect(none.status).toBe(0);
    expect(linesOf(out)).toHaveLength(1);
    const won = crescent('study', ...range, '--node-limit', '2000000', '--out', out);
    expect(won.status).toBe(0);
    const lines = linesOf(out);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatchObject({ deal: 3, result: 'win', draw: 4, nodeLimit: 2000000 });
    expect(lines[1]).not.toHaveProperty('fewerRedeals');
    expect((await crescentHere(['study', '--verify', out])).stdout).toContain(
      '1 solutions replay to a won game, 0 fail',
    );
    // It goes only with a retry, and names a draw by a positive whole number.
    const alone = await crescentHere(['study', ...where, '--draw', '4', '--out', out]);
    expect(alone.stderr).toBe(
      'crescent study: --draw goes with --retry-unknown: a draw only decides deals a study left open.\n',
    );
    const zero = await crescentHere(['study', ...where, '--retry-unknown', '--draw', '0', '--out', out]);
    expect(zero.stderr).toBe('crescent study: --draw must be a positive whole number, not "0".\n');
    expect(linesOf(out)).toHaveLength(2);
  });

  it('gives the same answers and node counts for the same node budget', () => {
    const runs = ['a', 'b'].map((name) => {
      const out = join(dir, `same-${name}.jsonl`);
      crescent('study', '--rules', 'H', '--from', '20', '--count', '1', '--node-limit', '30000', '--out', out);
      const { result, nodes, solution } = linesOf(out)[0] as Line;
      return { result, nodes, solution };
    });
    expect(runs[0]).toEqual(runs[1]);
  });
});

describe('the stored winnability study', () => {
  // Every 50th stored line of each letter (files may be gzipped): any solution they carry must replay.
  it.each(VARIANTS.map((v) => v.letter))(
    '%s: a sample of the stored lines verifies, its solutions replaying',
    async (letter) => {
      const stored = ['jsonl', 'jsonl.gz'].map((ext) => `data/winnability/${letter}.${ext}`).find((f) => existsSync(f));
      expect(stored).toMatch(new RegExp(`^data/winnability/${letter}\\.jsonl(\\.gz)?$`));
      const sample = linesOf(stored as string).filter((_, i) => i % 50 === 0);
      expect(sample.length).toBeGreaterThan(100);
      const file = join(dir, `stored-${letter}.jsonl`);
      writeFileSync(file, sample.map((l) => `${JSON.stringify(l)}\n`).join(''));
      const verify = await crescentHere(['study', '--verify', file]);
      expect(verify.status).toBe(0);
      const wins = sample.filter((l) => l.result === 'win').length;
      const counts = /: (\d+) solutions replay to a won game, 0 fail; (\d+) win lines carry no solution/.exec(
        verify.stdout,
      );
      expect(Number(counts?.[1]) + Number(counts?.[2])).toBe(wins);
    },
  );
});

describe('shards and merge', () => {
  it('slices a range into independent parts that cover it once', () => {
    for (const [from, count, of] of [
      [0, 10_000, 8],
      [5, 7, 3],
      [100, 2, 5],
    ] as const) {
      const deals: number[] = [];
      for (let i = 0; i < of; i++) {
        const slice = shardRange(from, count, i, of);
        deals.push(...Array.from({ length: slice.count }, (_, k) => slice.from + k));
      }
      expect(deals).toEqual(Array.from({ length: count }, (_, k) => from + k));
    }
  });

  it('runs each shard into its own file and merges them into the study of the whole range', async () => {
    const shards = [0, 1].map((i) => {
      const out = join(dir, `shard-${i}.jsonl`);
      const run = crescent(
        'study',
        '--rules',
        'S',
        '--from',
        '4',
        '--count',
        '2',
        '--shard',
        `${i}/2`,
        ...BUDGET,
        '--out',
        out,
      );
      expect(run.status).toBe(0);
      return out;
    });
    expect(shards.map((f) => linesOf(f).map((l) => l.deal))).toEqual([[4], [5]]);
    const all = join(dir, 'merged', 'S.jsonl.gz');
    mkdirSync(join(dir, 'merged'));
    const merge = crescent('study', 'merge', '--out', all, ...shards.reverse());
    expect(merge.status).toBe(0);
    expect(linesOf(all).map((l) => l.deal)).toEqual([4, 5]);
    expect((await crescentHere(['study', '--verify', all])).status).toBe(0);
    // A merge never overwrites a file it was not given.
    expect((await crescentHere(['study', 'merge', '--out', all, ...shards])).status).toBe(2);
    expect(
      (await crescentHere(['study', '--rules', 'S', '--from', '4', '--count', '2', '--shard', '2/2', '--out', all]))
        .stderr,
    ).toBe('crescent study: --shard must be I/N with I from 0 to N-1 (such as 0/8), not "2/2".\n');
  });
});

describe('study adopt', () => {
  /** The start of a study line of classic deal 4. */
  const CLASSIC_4 = { code: 'CR1-N-AAAAAAE', deal: 4, timeMs: 5, nodes: 10, solutionLength: null };

  it("wins a deal left undecided with another rules letter's win that replays under its rules, and nothing else", async () => {
    const strict = join(dir, 'adopt-S.jsonl');
    expect(
      crescent('study', 'run', '--rules', 'S', '--from', '4', '--count', '1', ...BUDGET, '--out', strict).status,
    ).toBe(0);
    const won = linesOf(strict)[0] as Line;
    expect(won).toMatchObject({ code: 'CR1-S-AAAAAAE', result: 'win' });
    // The same win cut short by its last move: it replays, but wins nowhere.
    const moves = String(won.solution).split(' ');
    const spoiled = join(dir, 'adopt-spoiled.jsonl');
    writeFileSync(
      spoiled,
      `${JSON.stringify({ ...won, solution: moves.slice(0, -1).join(' '), solutionLength: moves.length - 1 })}\n`,
    );
    const classic = join(dir, 'adopt-N.jsonl');
    const open = { ...CLASSIC_4, result: 'unknown', timeLimitS: null, nodeLimit: 10, memoryMb: null };
    writeFileSync(classic, `${JSON.stringify(open)}\n`);
    const none = crescent('study', 'adopt', '--out', classic, spoiled);
    expect(none.status).toBe(0);
    expect(none.stdout).toBe(`${classic}: 0 of 1 undecided deals won by a win of the same deal under other rules\n`);
    expect(linesOf(classic)).toEqual([open]);
    const run = crescent('study', 'adopt', '--out', classic, spoiled, strict);
    expect(run.status).toBe(0);
    expect(run.stdout).toBe(
      `${classic}: 1 of 1 undecided deals won by a win of the same deal under other rules (CR1-N-AAAAAAE from CR1-S-AAAAAAE)\n`,
    );
    const lines = linesOf(classic);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatchObject({
      code: 'CR1-N-AAAAAAE',
      deal: 4,
      result: 'win',
      solution: won.solution,
      solutionLength: moves.length,
      adoptedFrom: 'CR1-S-AAAAAAE',
    });
    // The adopted line is a win of the classic deal: it replays under classic rules.
    expect((await crescentHere(['study', 'verify', classic])).status).toBe(0);
    // Decided now, the deal is not adopted again.
    expect(crescent('study', 'adopt', '--out', classic, strict).stdout).toContain('0 of 0 undecided deals');
    expect((await crescentHere(['study', 'adopt', '--out', join(dir, 'no-such.jsonl'), strict])).stderr).toBe(
      `crescent study: there is no study file ${join(dir, 'no-such.jsonl')}: adopt adds to a study.\n`,
    );
  });

  it('refuses a line whose adoptedFrom is no game code, or that is not a win with its solution', async () => {
    const file = join(dir, 'adopt-bad.jsonl');
    const bad = { ...CLASSIC_4, result: 'unknown', adoptedFrom: 'CR1-S-AAAAAAE' };
    writeFileSync(file, `${JSON.stringify(bad)}\n`);
    const run = await crescentHere(['study', 'verify', file]);
    expect(run.stdout).toContain(
      `${file}, line 1: ignored, because its adoptedFrom must be a game code, on a win line with a solution.`,
    );
  });
});
