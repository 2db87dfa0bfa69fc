// `crescent study verify FILE`: replays every stored solution through the engine, so anyone can check a study's wins.

import { existsSync } from 'node:fs';
import { visible } from '../../engine/echo';
import { chooseLines, placeLines } from '../../study/choice';
import { badLineReport, damageReport, readStudyFile, type StudyFile } from '../../study/file';
import { specialFileProblem } from '../../study/safe-files';
import { verifyLines } from '../../study/verify';
import type { Command } from '../command';
import { fail, readFlags } from './solver-flags';
import { STUDY } from './study-options';

const VERIFY_USAGE = `Usage: crescent study verify FILE.jsonl

Replays every solution in FILE (.jsonl or .jsonl.gz) through the engine and reports each that fails, each deal
both won and lost, and how many win lines carry no solution (uncertified).
Exit status: 0 every solution replays and no deal is both won and lost, 1 otherwise, 2 bad input.`;

/** Verifies one study file: prints a line per fault and the count; 0 when nothing fails. */
export function verifyFile(file: string): number {
  if (!existsSync(file)) return fail(STUDY, `there is no file ${file} to verify.`);
  const special = specialFileProblem(file, 'the study file');
  if (special !== null) return fail(STUDY, special);
  let read: StudyFile;
  try {
    read = readStudyFile(file);
  } catch (error) {
    return fail(STUDY, `cannot read ${file}: ${(error as Error).message}`);
  }
  const v = verifyLines(read.lines, read.numbers);
  const { contradictions } = chooseLines(placeLines(file, read.lines, read.numbers));
  const lines = [
    ...badLineReport(file, read.bad),
    ...(read.damage === null ? [] : [damageReport(file, read.damage)]),
    ...v.failed.map((f) => `${file}, line ${f.number} (${f.code}): FAILED, ${f.reason}.`),
    ...contradictions.map((c) => `${file}: CONTRADICTION, ${c}.`),
    `${file}: ${v.certified} solutions replay to a won game, ${v.failed.length} fail; ${v.uncertified} win lines carry no solution (uncertified)${contradictions.length === 0 ? '' : `; ${contradictions.length} deals both won and lost`}`,
  ];
  process.stdout.write(`${lines.map(visible).join('\n')}\n`);
  return v.failed.length === 0 && contradictions.length === 0 ? 0 : 1;
}

export const studyVerify: Command = {
  summary: 'replay every solution in FILE through the engine and report any that fail',
  usage: VERIFY_USAGE,
  run: (args) => {
    const read = readFlags(args, {});
    if (!read.ok || read.value.rest.length !== 1) return fail(STUDY, 'verify takes one study file and no option.');
    const [file] = read.value.rest as [string];
    return verifyFile(file);
  },
};
