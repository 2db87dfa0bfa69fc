// `crescent study merge --out ALL FILE...`: study files (say, one per shard) joined into one, one line per deal.

import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chooseLines } from '../../study/choice';
import { isGzipped, outProblem } from '../../study/file';
import { lockFile, writeWhole } from '../../study/safe-files';
import type { Command } from '../command';
import type { OptionTable } from '../options';
import { fail, readFlags } from './solver-flags';
import { STUDY } from './study-options';
import { readInputs } from './study-solve';

/** study merge's one option. */
const MERGE_OPTIONS = { out: { type: 'string' } } as const satisfies OptionTable;

const MERGE_USAGE = `Usage: crescent study merge --out ALL.jsonl FILE.jsonl...

Joins study files (say, one per shard) into a new file ALL, one line per deal sorted by rules letter and deal:
of a deal's lines, a win whose solution replays first, else the last loss, else the last unknown. Files that
disagree (a deal won in one and lost in another) are named, and nothing is written. To join into one of the
files, name it among them too. Any file may be gzipped (.jsonl.gz).`;

/** One line per deal from all files (the reader's choice), sorted by code, written whole to --out. */
function merge(args: string[]): number {
  const read = readFlags(args, MERGE_OPTIONS);
  if (!read.ok) return fail(STUDY, read.error);
  const out = read.value.values.get('--out');
  const inputs = read.value.rest;
  if (out === undefined || inputs.length === 0) return fail(STUDY, 'merge needs --out FILE and the files to join.');
  const problem = outProblem(out);
  if (problem !== null) return fail(STUDY, problem);
  if (existsSync(out) && !inputs.some((file) => resolve(file) === resolve(out))) {
    return fail(STUDY, `${out} exists already: merge writes a new file (name it among the inputs to join it too).`);
  }
  const lock = lockFile(out);
  if (!lock.ok) return fail(STUDY, lock.error);
  process.once('exit', lock.value);
  const placed = readInputs(inputs);
  if (typeof placed === 'string') return fail(STUDY, placed);
  const choice = chooseLines(placed);
  if (choice.contradictions.length > 0) {
    return fail(STUDY, `the files disagree: ${choice.contradictions.join('; ')}. Nothing written.`);
  }
  for (const sentence of choice.differing) process.stderr.write(`crescent ${STUDY}: ${sentence}.\n`);
  const rulesOf = (code: string) => code.slice(0, code.lastIndexOf('-'));
  const chosen = [...choice.chosen.values()].sort(
    (a, b) => rulesOf(a.code).localeCompare(rulesOf(b.code)) || a.deal - b.deal,
  );
  const text = chosen.map((line) => `${JSON.stringify(line)}\n`).join('');
  const wrote = writeWhole(out, isGzipped(out) ? gzipSync(text) : text);
  if (!wrote.ok) return fail(STUDY, wrote.error);
  process.stdout.write(`${out}: ${chosen.length} deals from ${inputs.length} files\n`);
  return 0;
}

export const studyMerge: Command = {
  summary: 'join study files (say, one per shard) into one, one line per deal',
  usage: MERGE_USAGE,
  run: merge,
};
