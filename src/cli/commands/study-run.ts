// `crescent study run` solves a range of deals (or a shard of it) into a study file; `study retry` solves again
// the deals it left unknown, with a larger budget, a smaller game or a seeded draw.

import { type StudyLine, StudyWriter } from '../../study/file';
import type { Command } from '../command';
import { type OptionTable, optionLines } from '../options';
import { type Flags, fail, readFlags } from './solver-flags';
import {
  BUDGET_OPTIONS,
  FEWER_REDEALS_OPTION,
  LETTERS,
  RANGE_OPTIONS,
  type Range,
  readSetting,
  STUDY,
} from './study-options';
import { fewerProblem, linesByDeal, openOut, solveAll, summaryLines, withProgress } from './study-solve';

const RUN_OPTIONS = { ...RANGE_OPTIONS, ...BUDGET_OPTIONS, out: { type: 'string' } } as const satisfies OptionTable;

const RETRY_OPTIONS = {
  ...RUN_OPTIONS,
  ...FEWER_REDEALS_OPTION,
  draw: {
    type: 'string',
    value: 'D',
    help: "search with the D-th seeded draw of twenty weightings in place of the portfolio's best-first\nsearches; only its wins and losses are written",
  },
} as const satisfies OptionTable;

const RUN_USAGE = `Usage: crescent study run --rules LETTER --from N --count K [--shard I/N] [--time-limit S] [--node-limit N]
       [--memory-mb M] [--workers W] --out FILE.jsonl

Solves deals N..N+K-1 under a rules letter (${LETTERS}) on W worker threads
(default 1), appends one JSON line per deal to FILE (code, deal, result, timeMs, nodes, solutionLength, the
solution of a win in RULES.md notation, the budgets and the solver's version), skips deals already in FILE
(so an interrupted study resumes), and ends with a summary. FILE may be gzipped (FILE.jsonl.gz).
${optionLines(RUN_OPTIONS)}`;

const RETRY_USAGE = `Usage: crescent study retry --rules LETTER --from N --count K [--fewer-redeals K] [--draw D] [--shard I/N]
       [--time-limit S] [--node-limit N] [--memory-mb M] [--workers W] --out FILE.jsonl

Solves again the deals of N..N+K-1 that FILE has as unknown (and those it lacks), as study run does, and
appends their lines: a later decided line for a deal replaces an earlier unknown one, and ends with the
study's summary.
${optionLines(RETRY_OPTIONS)}`;

/** Solves the range's deals that FILE lacks, and with `retry` those it has as unknown; prints the study's summary. */
export async function solveRange(flags: Flags, retry: boolean): Promise<number> {
  const setting = readSetting(flags, false, retry ? `${STUDY} retry` : `${STUDY} run`);
  if (!setting.ok) return fail(STUDY, setting.error);
  const { out, budgets, workers } = setting.value;
  const { letter, codes, from, count } = setting.value.range as Range;
  const writer = new StudyWriter(out);
  const existing = openOut(out, writer);
  if (!existing.ok) return fail(STUDY, existing.error);
  const done = linesByDeal(out, existing.value);
  if (done === null) return 1;
  const todo = codes.filter((code) => {
    const line = done.get(code);
    return line === undefined || (retry && line.result === 'unknown');
  });
  const { fewerRedeals: fewer, draw } = budgets;
  const tooMany = fewerProblem(todo, fewer);
  if (tooMany !== null) return fail(STUDY, tooMany);
  const heading = `deals ${from}..${from + count - 1} under ${letter} into ${out}`;
  const written: StudyLine[] = [];
  const records = () => {
    for (const line of written) {
      if (line.result !== 'unknown' || (done.get(line.code)?.result ?? 'unknown') === 'unknown')
        done.set(line.code, line);
    }
    return codes.flatMap((code) => done.get(code) ?? []);
  };
  const run = await withProgress(
    `${STUDY} ${letter}`,
    codes.length - todo.length,
    codes.length,
    todo.length,
    (progress) =>
      solveAll(
        todo,
        budgets,
        workers,
        writer,
        // A smaller game's loss says nothing of the deal; a draw's unknown leaves the portfolio's line standing.
        (l) => (fewer === undefined ? draw === undefined || l.result !== 'unknown' : l.result === 'win'),
        progress,
        written,
      ),
    () => summaryLines(heading, records()),
  );
  const all = records();
  if (!run.ok) return fail(STUDY, run.error);
  process.stdout.write(`${summaryLines(heading, all).join('\n')}\n`);
  return 0;
}

/** Reads the subcommand's own options, then solves. */
function solveWith(table: OptionTable, retry: boolean) {
  return (args: string[]): Promise<number> | number => {
    const read = readFlags(args, table);
    return read.ok ? solveRange(read.value, retry) : fail(STUDY, read.error);
  };
}

export const studyRun: Command = {
  summary: 'solve deals N..N+K-1 under a rules letter into FILE, skipping those it has (a study resumes)',
  usage: RUN_USAGE,
  run: solveWith(RUN_OPTIONS, false),
};

export const studyRetry: Command = {
  summary: 'solve again the deals FILE has as unknown: a larger budget, a smaller game or a draw',
  usage: RETRY_USAGE,
  run: solveWith(RETRY_OPTIONS, true),
};
