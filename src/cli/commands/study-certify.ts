// `crescent study certify`: solves again the deals a study file has as won without a solution, and appends the
// line with it, so every win can be replayed.

import { type StudyLine, StudyWriter } from '../../study/file';
import type { Command } from '../command';
import { type OptionTable, optionLines } from '../options';
import { type Flags, fail, readFlags } from './solver-flags';
import { BUDGET_OPTIONS, FEWER_REDEALS_OPTION, RANGE_OPTIONS, readSetting, STUDY } from './study-options';
import { fewerProblem, linesByDeal, openOut, solveAll, withProgress } from './study-solve';

const CERTIFY_OPTIONS = {
  ...RANGE_OPTIONS,
  ...BUDGET_OPTIONS,
  out: { type: 'string' },
  ...FEWER_REDEALS_OPTION,
} as const satisfies OptionTable;

const CERTIFY_USAGE = `Usage: crescent study certify --out FILE.jsonl [--rules LETTER --from N --count K [--shard I/N]]
       [--fewer-redeals K] [--time-limit S] [--node-limit N] [--memory-mb M] [--workers W]

Solves again the deals FILE has as won without a solution (only those of the range, when one is given) and
appends each line found again with its solution; a win not found within the budget keeps its line.
${optionLines(CERTIFY_OPTIONS)}`;

/** Solves again the file's uncertified wins; a loss where a win was is a solver bug, and said so. */
export async function certify(flags: Flags): Promise<number> {
  const setting = readSetting(flags, true, `${STUDY} certify`);
  if (!setting.ok) return fail(STUDY, setting.error);
  const { range, out, budgets, workers } = setting.value;
  const writer = new StudyWriter(out);
  const existing = openOut(out, writer);
  if (!existing.ok) return fail(STUDY, existing.error);
  const done = linesByDeal(out, existing.value);
  if (done === null) return 1;
  const inRange = range === null ? null : new Set(range.codes);
  const todo = [...done.values()]
    .filter((l) => l.result === 'win' && l.solution === undefined && (inRange?.has(l.code) ?? true))
    .map((l) => l.code);
  const tooMany = fewerProblem(todo, budgets.fewerRedeals);
  if (tooMany !== null) return fail(STUDY, tooMany);
  const written: StudyLine[] = [];
  const run = await withProgress(
    `certify ${out}`,
    0,
    todo.length,
    todo.length,
    (progress) => solveAll(todo, budgets, workers, writer, (l) => l.result !== 'unknown', progress, written),
    () => [`${out}: ${written.length} of ${todo.length} uncertified wins solved again before the interrupt`],
  );
  if (!run.ok) return fail(STUDY, run.error);
  const contradicted = run.value.filter((l) => l.result === 'loss');
  process.stdout.write(
    `${out}: ${run.value.length - contradicted.length} of ${todo.length} uncertified wins solved again with their solution; ${todo.length - run.value.length} not within the budget\n`,
  );
  if (contradicted.length > 0) {
    return fail(STUDY, `solver bug: ${contradicted.map((l) => l.code).join(', ')} now answered loss after a win.`);
  }
  return 0;
}

export const studyCertify: Command = {
  summary: 'solve again the deals FILE has as won without a solution, and add the line with it',
  usage: CERTIFY_USAGE,
  run: (args) => {
    const read = readFlags(args, CERTIFY_OPTIONS);
    return read.ok ? certify(read.value) : fail(STUDY, read.error);
  },
};
