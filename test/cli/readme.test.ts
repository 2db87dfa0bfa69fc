// The README's command-line and solver examples, run as pasted (with short time limits), so they cannot drift.

import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BIN } from './run';

const ROOT = resolve(import.meta.dirname, '..', '..');
const README = readFileSync(join(ROOT, 'README.md'), 'utf8');
const scratch = mkdtempSync(join(tmpdir(), 'crescent-readme-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The command lines of the shell blocks in the README section with this heading, comments dropped. */
function exampleLines(heading: string): string[] {
  const start = README.indexOf(`\n## ${heading}\n`);
  expect(start, `README has a "${heading}" section`).toBeGreaterThanOrEqual(0);
  const next = README.indexOf('\n## ', start + 1);
  const section = README.slice(start, next === -1 ? undefined : next);
  const blocks = [...section.matchAll(/```(?:sh|bash)\n([\s\S]*?)```/g)].map((match) => match[1] ?? '');
  return blocks
    .flatMap((block) => block.split('\n'))
    .map((line) => line.replace(/\s+#[^"']*$/, '').trim())
    .filter((line) => line !== '');
}

/**
 * Runs the lines in one bash, in order (so `P="$(...)"` is there for the lines after it), and gives each
 * line's exit status. `npx crescent` is the built command; time limits are cut to at most 2 s and files
 * written under /tmp/ go to a scratch folder instead.
 */
function runLines(lines: readonly string[]): { statuses: number[]; stderr: string } {
  const exits = join(scratch, 'exits');
  const shortened = lines.map((line) =>
    line
      .replace(/--time-limit (\d+(?:\.\d+)?)/g, (_, s: string) => `--time-limit ${Math.min(Number(s), 2)}`)
      .replaceAll('/tmp/', `${scratch}/`),
  );
  const script = [
    `npx() { if [ "$1" = crescent ]; then shift; node ${JSON.stringify(BIN)} "$@"; else command npx "$@"; fi; }`,
    `: > ${JSON.stringify(exits)}`,
    ...shortened.flatMap((line) => [line, `echo $? >> ${JSON.stringify(exits)}`]),
  ].join('\n');
  const run = spawnSync('bash', ['-c', script], { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 2 ** 20 });
  const statuses = readFileSync(exits, 'utf8').trim().split('\n').map(Number);
  return { statuses, stderr: run.stderr };
}

/** What git says has changed under data/, which an example must never write to. */
const dataChanges = (): string =>
  spawnSync('git', ['status', '--porcelain', '--', 'data'], { cwd: ROOT, encoding: 'utf8' }).stdout;

describe.each(['Command line', 'Solver'])('the README\'s "%s" examples', (heading) => {
  it('each exit 0 as pasted, and none writes into data/', () => {
    const lines = exampleLines(heading);
    expect(lines.length).toBeGreaterThan(2);
    const before = dataChanges();
    const { statuses, stderr } = runLines(lines);
    expect(
      lines.map((line, i) => `${statuses[i]}  ${line}`),
      stderr,
    ).toEqual(lines.map((line) => `0  ${line}`));
    expect(dataChanges()).toBe(before);
  });
});
