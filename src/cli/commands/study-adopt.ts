// `crescent study adopt --out FILE FROM...`: the deals a study leaves undecided, won by replaying wins of the same deals under other rules.

import { existsSync } from 'node:fs';
import type { PlacedLine } from '../../study/choice';
import { type StudyLine, StudyWriter } from '../../study/file';
import { solutionProblem } from '../../study/verify';
import type { Command } from '../command';
import type { OptionTable } from '../options';
import { fail, readFlags } from './solver-flags';
import { STUDY } from './study-options';
import { linesByDeal, openOut, readInputs } from './study-solve';

const ADOPT_OPTIONS = { out: { type: 'string' } } as const satisfies OptionTable;

const ADOPT_USAGE = `Usage: crescent study adopt --out FILE.jsonl FROM.jsonl...

Wins the deals FILE has as undecided with wins of the same deals under other rules. Every win line of the FROM
files whose deal FILE leaves undecided is replayed through the engine under FILE's rules for that deal, and
the first that wins there is appended to FILE as a win line naming the line it came from ("adoptedFrom"):
a strict win that never builds a pile past 13 cards is a classic win, say. No search is made, and a line
that does not replay under FILE's rules is left out. Any file may be gzipped (.jsonl.gz).`;

/** Win lines with a solution among the lines read, by deal number, in the files' order. */
function winsByDeal(placed: readonly PlacedLine[]): Map<number, StudyLine[]> {
  const wins = new Map<number, StudyLine[]>();
  for (const { line } of placed) {
    if (line.result !== 'win' || line.solution === undefined) continue;
    const group = wins.get(line.deal);
    if (group === undefined) wins.set(line.deal, [line]);
    else group.push(line);
  }
  return wins;
}

/**
 * The line FILE gets for an undecided deal: the first win of the same deal under other rules whose solution
 * replays to a won game under FILE's code, carried over with no budget (no search made it here), or null.
 */
function adoptedLine(open: StudyLine, candidates: readonly StudyLine[]): StudyLine | null {
  for (const from of candidates) {
    if (from.code === open.code || from.solution === undefined) continue;
    const line: StudyLine = {
      code: open.code,
      deal: open.deal,
      result: 'win',
      timeMs: 0,
      nodes: 0,
      solutionLength: from.solution.split(' ').length,
      solution: from.solution,
      timeLimitS: null,
      nodeLimit: null,
      memoryMb: null,
      adoptedFrom: from.code,
    };
    if (solutionProblem(line) === null) return line;
  }
  return null;
}

/** Appends to --out a replayed win for each deal it leaves undecided that a FROM file wins under other rules. */
function adopt(args: string[]): number {
  const read = readFlags(args, ADOPT_OPTIONS);
  if (!read.ok) return fail(STUDY, read.error);
  const out = read.value.values.get('--out');
  const inputs = read.value.rest;
  if (out === undefined || inputs.length === 0) {
    return fail(STUDY, 'adopt needs --out FILE and the study files whose wins to replay.');
  }
  if (!existsSync(out)) return fail(STUDY, `there is no study file ${out}: adopt adds to a study.`);
  const writer = new StudyWriter(out);
  const existing = openOut(out, writer);
  if (!existing.ok) return fail(STUDY, existing.error);
  const done = linesByDeal(out, existing.value);
  if (done === null) return 1;
  const placed = readInputs(inputs);
  if (typeof placed === 'string') return fail(STUDY, placed);
  const wins = winsByDeal(placed);
  const open = [...done.values()].filter((l) => l.result === 'unknown').sort((a, b) => a.deal - b.deal);
  const adopted: StudyLine[] = [];
  for (const line of open) {
    const won = adoptedLine(line, wins.get(line.deal) ?? []);
    if (won === null) continue;
    writer.append(won);
    adopted.push(won);
  }
  const which = adopted.map((l) => `${l.code} from ${l.adoptedFrom}`).join(', ');
  process.stdout.write(
    `${out}: ${adopted.length} of ${open.length} undecided deals won by a win of the same deal under other rules${adopted.length > 0 ? ` (${which})` : ''}\n`,
  );
  return 0;
}

export const studyAdopt: Command = {
  summary: 'win the deals FILE leaves undecided by replaying wins of the same deals under other rules',
  usage: ADOPT_USAGE,
  run: adopt,
};
