// `crescent study verify FILE`: replays every stored solution through the engine, so anyone can check a study's wins.

import { existsSync } from 'node:fs';
import { visible } from '../../engine/echo';
import { chooseLines, placeLines } from '../../study/choice';
import { badLineReport, damageReport, readStudyFile, type StudyFile } from '../../study/file';
import { specialFileProblem } from '../../study/safe-files';
import { recheckLosses, verifyLines } from '../../study/verify';
import type { Command } from '../command';
import { fail, positive, readFlags } from './solver-flags';
import { STUDY } from './study-options';

/** The work the search by phases may spend on each loss line's deal when no --node-limit is given. */
export const LOSS_RECHECK_NODES = 1_000_000;

/**
 * A whole number with commas between thousands, as toLocaleString('en-US') writes it, without loading the locale
 * data at start-up: this text is made whenever the command starts, whatever it is asked to do.
 */
function withCommas(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+$)/g, ',');
}

const VERIFY_OPTIONS = {
  'node-limit': {
    type: 'string',
    value: 'N',
    help: `re-check each loss within N positions of the search by phases (default ${withCommas(LOSS_RECHECK_NODES)})`,
  },
} as const;

const VERIFY_USAGE = `Usage: crescent study verify FILE.jsonl [--node-limit N]

Replays every solution in FILE (.jsonl or .jsonl.gz) through the engine and reports each that fails, each deal
both won and lost, and how many win lines carry no solution (uncertified). Then proves each loss line's deal lost
again by the search by phases, whose positions are kept by exact keys (no hash), within N positions each, and
reports how many it proved, how many it could not finish, and each it found won (a false loss: it fails).

Options:
  --node-limit N  ${VERIFY_OPTIONS['node-limit'].help}

Exit status: 0 every solution replays, no loss is found won and no deal is both won and lost, 1 otherwise,
2 bad input.`;

/** Verifies one study file: prints a line per fault and the counts; 0 when nothing fails. */
export function verifyFile(file: string, lossNodes = LOSS_RECHECK_NODES): number {
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
  const losses = recheckLosses(read.lines, read.numbers, lossNodes);
  const { contradictions } = chooseLines(placeLines(file, read.lines, read.numbers));
  const lines = [
    ...badLineReport(file, read.bad),
    ...(read.damage === null ? [] : [damageReport(file, read.damage)]),
    ...v.failed.map((f) => `${file}, line ${f.number} (${f.code}): FAILED, ${f.reason}.`),
    ...losses.failed.map((f) => `${file}, line ${f.number} (${f.code}): FAILED, a loss, but ${f.reason}.`),
    ...contradictions.map((c) => `${file}: CONTRADICTION, ${c}.`),
    `${file}: ${v.certified} solutions replay to a won game, ${v.failed.length} fail; ${v.uncertified} win lines carry no solution (uncertified)${contradictions.length === 0 ? '' : `; ${contradictions.length} deals both won and lost`}`,
    `${file}: ${losses.losses} loss lines, ${losses.exact} of them proved with exact keys when written; proved again by the search by phases within ${lossNodes.toLocaleString('en-US')} positions each: ${losses.proved} lost, ${losses.undecided} not finished, ${losses.failed.length} found won`,
  ];
  process.stdout.write(`${lines.map(visible).join('\n')}\n`);
  return v.failed.length === 0 && losses.failed.length === 0 && contradictions.length === 0 ? 0 : 1;
}

export const studyVerify: Command = {
  summary: 'replay every solution in FILE through the engine, prove its losses again, and report any that fail',
  usage: VERIFY_USAGE,
  run: (args) => {
    const read = readFlags(args, VERIFY_OPTIONS);
    if (!read.ok) return fail(STUDY, read.error);
    if (read.value.rest.length !== 1) return fail(STUDY, 'verify takes one study file.');
    const nodes = positive(read.value, '--node-limit', true);
    if (!nodes.ok) return fail(STUDY, nodes.error);
    const [file] = read.value.rest as [string];
    return verifyFile(file, nodes.value ?? LOSS_RECHECK_NODES);
  },
};
