// What study run, retry and certify share: their options, the range and budgets read from them, the output file
// readied, and the deals solved on worker threads with a progress line.

import { constants as access, accessSync, existsSync } from 'node:fs';
import { dirname } from 'node:path';
import { Worker } from 'node:worker_threads';
import {
  DEAL_COUNT,
  FACEDOWN,
  formatGameCode,
  parseGameCode,
  parseRulesLetter,
  redealAllowance,
  VARIANTS,
} from '../../engine/index';
import { fail as failure, ok, type Result } from '../../engine/result';
import type { SolveRequest, SolveResponse } from '../../solver/protocol';
import { percent, percentile, summarize } from '../../solver/stats';
import { SOLVER_VERSION } from '../../solver/version';
import { chooseLines, placeLines } from '../../study/choice';
import {
  badLineReport,
  damageReport,
  outProblem,
  readStudyFile,
  type StudyBudgets,
  type StudyFile,
  type StudyLine,
  type StudyWriter,
  studyLine,
} from '../../study/file';
import { lockFile, systemReason } from '../../study/safe-files';
import { visible } from '../echo';
import type { OptionTable } from '../options';
import { type Flags, positive, readBudgets as searchBudgets } from './solver-flags';

/** The command every study sentence is said by, whichever subcommand runs. */
export const STUDY = 'study';

/** The rules letters a study takes, for its usage. */
export const LETTERS = `${VARIANTS.map((v) => v.letter).join(', ')}, with ${FACEDOWN.letter} for face-down`;

/** The deals a run takes: a rules letter, a range, and a slice of it. */
export const RANGE_OPTIONS = {
  rules: { type: 'string' },
  from: { type: 'string' },
  count: { type: 'string' },
  shard: {
    type: 'string',
    value: 'I/N',
    help: 'only the I-th of N equal slices of the range, I from 0 to N-1 (one per batch task)',
  },
} as const satisfies OptionTable;

/** The search budgets of each deal, and the worker threads the deals are shared among. */
export const BUDGET_OPTIONS = {
  'time-limit': {
    type: 'string',
    value: 'S',
    help: 'seconds per deal (default 10, or none when --node-limit is given)',
  },
  'node-limit': { type: 'string', value: 'N', help: 'positions per deal: answers that are the same on any machine' },
  'memory-mb': { type: 'string', value: 'M', help: "the solver's memory cap per deal in MiB (default 1024)" },
  workers: { type: 'string' },
} as const satisfies OptionTable;

export const FEWER_REDEALS_OPTION = {
  'fewer-redeals': {
    type: 'string',
    value: 'K',
    help: 'solve the smaller game with K redeals (shuffles) fewer than the rules give; its wins are\nwins of the deal and only they are written',
  },
} as const satisfies OptionTable;

/** The budgets a run's options give (the line's budget fields), or a sentence. */
export function readStudyBudgets(flags: Flags): Result<StudyBudgets, string> {
  const budgets = searchBudgets(flags);
  if (!budgets.ok) return budgets;
  const fewer = positive(flags, '--fewer-redeals', true);
  if (!fewer.ok) return fewer;
  const draw = positive(flags, '--draw', true);
  if (!draw.ok) return draw;
  const { nodeLimit, memoryMb } = budgets.value;
  const timeLimitS = budgets.value.timeLimitS ?? (nodeLimit === undefined ? 10 : null);
  return ok({
    timeLimitS,
    nodeLimit: nodeLimit ?? null,
    memoryMb: memoryMb ?? null,
    ...(fewer.value === undefined ? {} : { fewerRedeals: fewer.value }),
    ...(draw.value === undefined ? {} : { draw: draw.value }),
  });
}

/** `I/N` read as the I-th of N slices (from 0), or a sentence. */
function readShard(text: string | undefined): Result<{ index: number; of: number }, string> {
  if (text === undefined) return ok({ index: 0, of: 1 });
  const match = /^([0-9]+)\/([0-9]+)$/.exec(text);
  const index = Number(match?.[1]);
  const of = Number(match?.[2]);
  if (match === null || of < 1 || index >= of) {
    return failure(`--shard must be I/N with I from 0 to N-1 (such as 0/8), not "${text}".`);
  }
  return ok({ index, of });
}

/** The deals of slice `index` of `of` equal slices of from..from+count-1: independent, and together all of them. */
export function shardRange(from: number, count: number, index: number, of: number): { from: number; count: number } {
  const start = from + Math.floor((count * index) / of);
  const end = from + Math.floor((count * (index + 1)) / of);
  return { from: start, count: end - start };
}

/** A range's deals as game codes, with its letter and bounds. */
export interface Range {
  readonly letter: string;
  readonly codes: string[];
  readonly from: number;
  readonly count: number;
}

/** The deals of --rules/--from/--count, sliced by --shard; `optional` lets certify go without them (the whole file). */
export function readRange(flags: Flags, optional: boolean): Result<Range | null, string> {
  const letter = flags.values.get('--rules');
  const fromText = flags.values.get('--from');
  const countGiven = flags.values.has('--count');
  if (letter === undefined && fromText === undefined && !countGiven && optional) {
    if (flags.values.has('--shard')) return failure('--shard needs --rules, --from and --count.');
    return ok(null);
  }
  if (letter === undefined || fromText === undefined || !countGiven) {
    return failure('it needs --rules, --from, --count and --out.');
  }
  const options = parseRulesLetter(letter);
  if (!options.ok) return failure(options.error.reason);
  const from = Number(fromText);
  if (!/^[0-9]+$/.test(fromText) || from >= DEAL_COUNT) {
    return failure(`--from must be a deal number from 0 to ${DEAL_COUNT - 1}, not "${fromText}".`);
  }
  const count = positive(flags, '--count', true);
  if (!count.ok) return count;
  const shard = readShard(flags.values.get('--shard'));
  if (!shard.ok) return shard;
  const slice = shardRange(from, Math.min(count.value ?? 1, DEAL_COUNT - from), shard.value.index, shard.value.of);
  const codes = Array.from({ length: slice.count }, (_, i) =>
    formatGameCode({ options: options.value, deal: slice.from + i }),
  );
  return ok({ letter: letter.toUpperCase(), codes, from: slice.from, count: slice.count });
}

/** What every run reads before it solves: the range (if any), the output file, the budgets and the workers. */
export interface RunSetting {
  readonly range: Range | null;
  readonly out: string;
  readonly budgets: StudyBudgets;
  readonly workers: number;
}

/** A run's setting read from its options, checked in the order a complaint names them, or a sentence. */
export function readSetting(flags: Flags, rangeOptional: boolean, command: string): Result<RunSetting, string> {
  if (flags.rest.length > 0) {
    return failure(`unexpected argument "${flags.rest[0]}": ${command} takes only options.`);
  }
  const range = readRange(flags, rangeOptional);
  if (!range.ok) return range;
  const out = flags.values.get('--out');
  if (out === undefined) return failure('it needs --rules, --from, --count and --out.');
  const budgets = readStudyBudgets(flags);
  if (!budgets.ok) return budgets;
  const workers = positive(flags, '--workers', true);
  if (!workers.ok) return workers;
  return ok({ range: range.value, out, budgets: budgets.value, workers: workers.value ?? 1 });
}

function duration(seconds: number): string {
  if (!Number.isFinite(seconds)) return '?';
  const s = Math.round(seconds);
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  return h > 0 ? `${h}h${String(m).padStart(2, '0')}m` : `${m}m${String(s % 60).padStart(2, '0')}s`;
}

/** The summary lines of a study's lines; without a line, a sentence saying so (no NaN, no empty percentiles). */
export function summaryLines(heading: string, lines: readonly StudyLine[]): string[] {
  if (lines.length === 0) return [`${heading}: no deal solved yet`];
  const s = summarize(lines);
  const lengths = lines.flatMap((l) => (typeof l.solutionLength === 'number' ? [l.solutionLength] : []));
  lengths.sort((a, b) => a - b);
  return [
    `${heading}: ${s.count} solved`,
    `win ${percent(s.wins, s.count)} (${s.wins}), loss ${percent(s.losses, s.count)} (${s.losses}), unknown ${percent(s.unknowns, s.count)} (${s.unknowns})`,
    `time per deal: median ${(s.medianMs / 1000).toFixed(3)} s, p95 ${(s.p95Ms / 1000).toFixed(3)} s, max ${(s.maxMs / 1000).toFixed(3)} s`,
    `${Math.round(s.nodesPerSecond).toLocaleString('en-US')} nodes/s${lengths.length === 0 ? '' : `; median solution ${percentile(lengths, 0.5)} moves`}`,
  ];
}

/**
 * Solves the codes on worker threads, appending each answer's line as it comes; `keep` says which answers
 * to write (certifying writes only wins). Resolves to the lines written.
 */
export async function solveAll(
  codes: readonly string[],
  budgets: StudyBudgets,
  workers: number,
  writer: StudyWriter,
  keep: (line: StudyLine) => boolean,
  progress: (finished: number) => void,
  written: StudyLine[] = [],
): Promise<StudyLine[]> {
  const workerFile = new URL('./solver-worker.js', import.meta.url);
  let nextIndex = 0;
  let finished = 0;
  await Promise.all(
    Array.from({ length: codes.length === 0 ? 0 : Math.max(1, Math.min(workers, codes.length)) }, async () => {
      const worker = new Worker(workerFile);
      try {
        for (;;) {
          const index = nextIndex++;
          const code = codes[index];
          if (code === undefined) break;
          const request: SolveRequest = {
            id: index,
            input: code,
            ...(budgets.timeLimitS === null ? {} : { timeLimitMs: budgets.timeLimitS * 1000 }),
            ...(budgets.nodeLimit === null ? {} : { nodeLimit: budgets.nodeLimit }),
            ...(budgets.memoryMb === null ? {} : { memoryMb: budgets.memoryMb }),
            ...(budgets.fewerRedeals === undefined ? {} : { fewerRedeals: budgets.fewerRedeals }),
            ...(budgets.draw === undefined ? {} : { draw: budgets.draw }),
          };
          const response = await new Promise<SolveResponse>((done, failed) => {
            worker.once('message', done);
            worker.once('error', failed);
            worker.postMessage(request);
          });
          worker.removeAllListeners('error');
          if (!response.ok) throw new Error(response.error);
          const line = studyLine(code, response.answer, budgets, SOLVER_VERSION);
          if (keep(line)) {
            try {
              writer.append(line);
            } catch (error) {
              throw new Error(
                `cannot write ${writer.file}, because ${systemReason(error)}: the deals solved before it are kept.`,
              );
            }
            written.push(line);
          }
          progress(++finished);
        }
      } finally {
        await worker.terminate();
      }
    }),
  );
  return written;
}

/** Why a smaller game with `fewer` redeals less cannot be played for one of the codes, or null. */
export function fewerProblem(codes: readonly string[], fewer: number | undefined): string | null {
  if (fewer === undefined) return null;
  for (const code of codes) {
    const parsed = parseGameCode(code);
    const allowance = parsed.ok ? redealAllowance(parsed.value.options) : fewer;
    if (fewer > allowance) {
      return `--fewer-redeals must be at most the ${allowance} redeals ${code} starts with, not ${fewer}.`;
    }
  }
  return null;
}

/**
 * Runs the solves with a progress line on stderr; a failure (say, a full disk) is a sentence on its own line.
 * An interrupt (Ctrl-C) ends the progress line, says what `interrupted` gives (the lines written so far are
 * kept, and the same command resumes), and exits with status 130.
 */
export async function withProgress(
  label: string,
  already: number,
  total: number,
  todo: number,
  run: (progress: (finished: number) => void) => Promise<StudyLine[]>,
  interrupted: () => readonly string[],
): Promise<Result<StudyLine[], string>> {
  const started = Date.now();
  let done = 0;
  const progress = (finished: number) => {
    done = finished;
    const elapsed = (Date.now() - started) / 1000;
    const rate = finished / Math.max(elapsed, 1e-9);
    const eta = finished === 0 ? Number.NaN : (todo - finished) / rate;
    process.stderr.write(
      `\r${label}: ${already + finished}/${total} done, ${rate.toFixed(2)} deals/s, eta ${duration(eta)}   `,
    );
  };
  const stop = () => {
    process.stderr.write(
      `\ncrescent ${STUDY}: interrupted after ${done} of ${todo} deals; run the same command to resume.\n`,
    );
    const lines = interrupted();
    if (lines.length > 0) process.stdout.write(`${lines.join('\n')}\n`);
    process.exit(130);
  };
  process.once('SIGINT', stop);
  progress(0);
  try {
    const written = await run(progress);
    process.stderr.write('\n');
    return ok(written);
  } catch (error) {
    process.stderr.write('\n');
    return failure(`stopped: ${(error as Error).message}`);
  } finally {
    process.removeListener('SIGINT', stop);
  }
}

/**
 * Readies --out for a run: a regular file (or none yet) that can be written, locked against a second run
 * (released when the process ends), read with every unreadable line and any damage named, and a damaged
 * gzipped file rewritten whole so appending is safe. All before any deal is solved.
 */
export function openOut(out: string, writer: StudyWriter): Result<StudyFile, string> {
  const problem = outProblem(out);
  if (problem !== null) return failure(problem);
  try {
    accessSync(existsSync(out) ? out : dirname(out), access.W_OK);
  } catch (error) {
    return failure(`cannot write ${out}, because ${systemReason(error)}: nothing was solved.`);
  }
  const lock = lockFile(out);
  if (!lock.ok) return lock;
  process.once('exit', lock.value);
  let file: StudyFile;
  try {
    file = readStudyFile(out);
  } catch (error) {
    return failure(`cannot read ${out}: ${(error as Error).message}`);
  }
  for (const sentence of badLineReport(out, file.bad))
    process.stderr.write(`crescent ${STUDY}: ${visible(sentence)}\n`);
  if (file.damage !== null) {
    process.stderr.write(`crescent ${STUDY}: ${damageReport(out, file.damage)}\n`);
    const repaired = writer.repair(file.damage);
    if (!repaired.ok) return repaired;
    process.stderr.write(`crescent ${STUDY}: ${out} is rewritten with those lines, so new lines follow no damage.\n`);
  }
  return ok(file);
}

/**
 * One line per deal of a study's file, or null when the file contradicts itself (a deal both won and lost):
 * then each such deal is named on stderr, and nothing is solved.
 */
export function linesByDeal(out: string, file: StudyFile): Map<string, StudyLine> | null {
  const choice = chooseLines(placeLines(out, file.lines, file.numbers));
  if (choice.contradictions.length === 0) return choice.chosen;
  for (const c of choice.contradictions) process.stderr.write(`crescent ${STUDY}: ${visible(`${out}: ${c}`)}.\n`);
  process.stderr.write(`crescent ${STUDY}: ${out} contradicts itself: nothing solved; check it with study verify.\n`);
  return null;
}
