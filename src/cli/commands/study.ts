// `crescent study`: solves a range (or a shard of it) of deals on worker threads into a JSONL file; also --verify, --certify and merge.

import { constants as access, accessSync, existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { Worker } from 'node:worker_threads';
import { gzipSync } from 'node:zlib';
import { visible } from '../../engine/echo';
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
import { type OptionTable, optionLines } from '../options';
import { lockFile, specialFileProblem, systemReason, writeWhole } from '../safe-files';
import { type Flags, fail, positive, readFlags, readBudgets as searchBudgets } from './solver-flags';
import { chooseLines, placeLines } from './study-choice';
import {
  badLineReport,
  damageReport,
  isGzipped,
  outProblem,
  readStudyFile,
  type StudyFile,
  type StudyLine,
  StudyWriter,
} from './study-file';
import { verifyLines } from './study-verify';

/**
 * study's options, in the order a complaint about an unknown one lists them; the usage lists those with
 * help, and describes the others in its prose.
 */
const STUDY_OPTIONS = {
  rules: { type: 'string' },
  from: { type: 'string' },
  count: { type: 'string' },
  shard: {
    type: 'string',
    value: 'I/N',
    help: 'only the I-th of N equal slices of the range, I from 0 to N-1 (one per batch task)',
  },
  'time-limit': {
    type: 'string',
    value: 'S',
    help: 'seconds per deal (default 10, or none when --node-limit is given)',
  },
  'node-limit': { type: 'string', value: 'N', help: 'positions per deal: answers that are the same on any machine' },
  'memory-mb': { type: 'string', value: 'M', help: "the solver's memory cap per deal in MiB (default 1024)" },
  workers: { type: 'string' },
  out: { type: 'string' },
  verify: { type: 'string', help: 'replay every solution in FILE through the engine and report any that fail' },
  'retry-unknown': {
    type: 'boolean',
    help: 'solve again the deals FILE has as unknown; a later line for a deal replaces an earlier\nunknown one',
  },
  certify: {
    type: 'boolean',
    help: 'solve again the deals FILE has as won without a solution and append the line with it',
  },
  'fewer-redeals': {
    type: 'string',
    value: 'K',
    help: 'with --retry-unknown or --certify: solve the smaller game with K redeals (shuffles) fewer\nthan the rules give; its wins are wins of the deal and only they are written',
  },
  draw: {
    type: 'string',
    value: 'D',
    help: "with --retry-unknown: search with the D-th seeded draw of twenty weightings in place of the\nportfolio's best-first searches; only its wins and losses are written",
  },
} as const satisfies OptionTable;

/** study merge's one option. */
const MERGE_OPTIONS = { out: { type: 'string' } } as const satisfies OptionTable;

export const STUDY_USAGE = `Usage: crescent study --rules LETTER --from N --count K [--shard I/N] [--time-limit S]
       [--node-limit N] [--memory-mb M] [--workers W] [--retry-unknown [--fewer-redeals K] [--draw D]] --out FILE.jsonl
       crescent study --certify --out FILE.jsonl [--node-limit N] [--fewer-redeals K] [--rules L --from N --count K]
       [--shard I/N]
       crescent study --verify FILE.jsonl
       crescent study merge --out ALL.jsonl FILE.jsonl...

Solves deals N..N+K-1 under a rules letter (${VARIANTS.map((v) => v.letter).join(', ')}, with ${FACEDOWN.letter} for face-down) on W worker threads
(default 1), appends one JSON line per deal to FILE (code, deal, result, timeMs, nodes, solutionLength, the
solution of a win in RULES.md notation, the budgets and the solver's version), skips deals already in FILE
(so an interrupted study resumes), and ends with a summary. FILE may be gzipped (FILE.jsonl.gz).
${optionLines(STUDY_OPTIONS)}
  merge              join study files (say, one per shard) into one, one line per deal`;

const COMMAND = 'study';

interface Budgets {
  readonly timeLimitS: number | null;
  readonly nodeLimit: number | null;
  readonly memoryMb: number | null;
  /** The smaller game's redeals fewer than the rules give (absent: the real game). */
  readonly fewerRedeals?: number;
  /** The seeded draw of weightings searched with (absent: the portfolio's own). */
  readonly draw?: number;
}

function readBudgets(flags: Flags): Result<Budgets, string> {
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

function duration(seconds: number): string {
  if (!Number.isFinite(seconds)) return '?';
  const s = Math.round(seconds);
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  return h > 0 ? `${h}h${String(m).padStart(2, '0')}m` : `${m}m${String(s % 60).padStart(2, '0')}s`;
}

/** The summary lines of a study's lines; without a line, a sentence saying so (no NaN, no empty percentiles). */
function summaryLines(heading: string, lines: readonly StudyLine[]): string[] {
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
async function solveAll(
  codes: readonly string[],
  budgets: Budgets,
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
          const parsed = parseGameCode(code);
          const answer = response.answer;
          const line: StudyLine = {
            code,
            deal: parsed.ok ? parsed.value.deal : -1,
            result: answer.result,
            timeMs: answer.timeMs,
            nodes: answer.nodes,
            solutionLength: answer.solution?.length ?? null,
            ...(answer.solution === null ? {} : { solution: answer.solution.join(' ') }),
            ...budgets,
            solverVersion: SOLVER_VERSION,
          };
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
function fewerProblem(codes: readonly string[], fewer: number | undefined): string | null {
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
async function withProgress(
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
      `\ncrescent ${COMMAND}: interrupted after ${done} of ${todo} deals; run the same command to resume.\n`,
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
function openOut(out: string, writer: StudyWriter): Result<StudyFile, string> {
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
    process.stderr.write(`crescent ${COMMAND}: ${visible(sentence)}\n`);
  if (file.damage !== null) {
    process.stderr.write(`crescent ${COMMAND}: ${damageReport(out, file.damage)}\n`);
    const repaired = writer.repair(file.damage);
    if (!repaired.ok) return repaired;
    process.stderr.write(`crescent ${COMMAND}: ${out} is rewritten with those lines, so new lines follow no damage.\n`);
  }
  return ok(file);
}

function runVerify(flags: Flags): number {
  const file = flags.values.get('--verify') as string;
  if (flags.values.size > 1 || flags.switches.size > 0 || flags.rest.length > 0) {
    return fail(COMMAND, '--verify takes only the file to check.');
  }
  if (!existsSync(file)) return fail(COMMAND, `there is no file ${file} to verify.`);
  const special = specialFileProblem(file, '--verify');
  if (special !== null) return fail(COMMAND, special);
  let read: StudyFile;
  try {
    read = readStudyFile(file);
  } catch (error) {
    return fail(COMMAND, `cannot read ${file}: ${(error as Error).message}`);
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

/** The deals of --rules/--from/--count, sliced by --shard; `optional` lets certify go without them (the whole file). */
function readRange(
  flags: Flags,
  optional: boolean,
): Result<{ letter: string; codes: string[]; from: number; count: number } | null, string> {
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

async function runStudy(args: string[]): Promise<number> {
  if (args[0] === 'merge') return runMerge(args.slice(1));
  const read = readFlags(args, STUDY_OPTIONS);
  if (!read.ok) return fail(COMMAND, read.error);
  const flags = read.value;
  if (flags.values.has('--verify')) return runVerify(flags);
  if (flags.rest.length > 0) return fail(COMMAND, `unexpected argument "${flags.rest[0]}": study takes only options.`);
  const certify = flags.switches.has('--certify');
  const range = readRange(flags, certify);
  if (!range.ok) return fail(COMMAND, range.error);
  const out = flags.values.get('--out');
  if (out === undefined) return fail(COMMAND, 'it needs --rules, --from, --count and --out.');
  const budgets = readBudgets(flags);
  if (!budgets.ok) return fail(COMMAND, budgets.error);
  const workers = positive(flags, '--workers', true);
  if (!workers.ok) return fail(COMMAND, workers.error);
  if (certify && flags.switches.has('--retry-unknown')) {
    return fail(COMMAND, '--certify and --retry-unknown are separate runs: give one of them.');
  }
  const fewer = budgets.value.fewerRedeals;
  if (fewer !== undefined && !certify && !flags.switches.has('--retry-unknown')) {
    return fail(
      COMMAND,
      '--fewer-redeals goes with --retry-unknown or --certify: a smaller game only adds wins to a study.',
    );
  }
  const draw = budgets.value.draw;
  if (draw !== undefined && !flags.switches.has('--retry-unknown')) {
    return fail(COMMAND, '--draw goes with --retry-unknown: a draw only decides deals a study left open.');
  }
  const writer = new StudyWriter(out);
  const existing = openOut(out, writer);
  if (!existing.ok) return fail(COMMAND, existing.error);
  const choice = chooseLines(placeLines(out, existing.value.lines, existing.value.numbers));
  if (choice.contradictions.length > 0) {
    for (const c of choice.contradictions) process.stderr.write(`crescent ${COMMAND}: ${visible(`${out}: ${c}`)}.\n`);
    process.stderr.write(`crescent ${COMMAND}: ${out} contradicts itself: nothing solved; check it with --verify.\n`);
    return 1;
  }
  const done = choice.chosen;
  const written: StudyLine[] = [];

  if (certify) {
    const inRange = range.value === null ? null : new Set(range.value.codes);
    const todo = [...done.values()]
      .filter((l) => l.result === 'win' && l.solution === undefined && (inRange?.has(l.code) ?? true))
      .map((l) => l.code);
    const tooMany = fewerProblem(todo, fewer);
    if (tooMany !== null) return fail(COMMAND, tooMany);
    const run = await withProgress(
      `certify ${out}`,
      0,
      todo.length,
      todo.length,
      (progress) =>
        solveAll(todo, budgets.value, workers.value ?? 1, writer, (l) => l.result !== 'unknown', progress, written),
      () => [`${out}: ${written.length} of ${todo.length} uncertified wins solved again before the interrupt`],
    );
    if (!run.ok) return fail(COMMAND, run.error);
    const contradicted = run.value.filter((l) => l.result === 'loss');
    process.stdout.write(
      `${out}: ${run.value.length - contradicted.length} of ${todo.length} uncertified wins solved again with their solution; ${todo.length - run.value.length} not within the budget\n`,
    );
    if (contradicted.length > 0) {
      return fail(COMMAND, `solver bug: ${contradicted.map((l) => l.code).join(', ')} now answered loss after a win.`);
    }
    return 0;
  }

  const { letter, codes, from, count } = range.value as NonNullable<typeof range.value>;
  const retry = flags.switches.has('--retry-unknown');
  const todo = codes.filter((code) => {
    const line = done.get(code);
    return line === undefined || (retry && line.result === 'unknown');
  });
  const tooMany = fewerProblem(todo, fewer);
  if (tooMany !== null) return fail(COMMAND, tooMany);
  const heading = `deals ${from}..${from + count - 1} under ${letter} into ${out}`;
  const records = () => {
    for (const line of written) {
      if (line.result !== 'unknown' || (done.get(line.code)?.result ?? 'unknown') === 'unknown')
        done.set(line.code, line);
    }
    return codes.flatMap((code) => done.get(code) ?? []);
  };
  const run = await withProgress(
    `study ${letter}`,
    codes.length - todo.length,
    codes.length,
    todo.length,
    (progress) =>
      solveAll(
        todo,
        budgets.value,
        workers.value ?? 1,
        writer,
        // A smaller game's loss says nothing of the deal; a draw's unknown leaves the portfolio's line standing.
        (l) => (fewer === undefined ? draw === undefined || l.result !== 'unknown' : l.result === 'win'),
        progress,
        written,
      ),
    () => summaryLines(heading, records()),
  );
  const all = records();
  if (!run.ok) return fail(COMMAND, run.error);
  process.stdout.write(`${summaryLines(heading, all).join('\n')}\n`);
  return 0;
}

/** `study merge --out ALL FILE...`: one line per deal from all files (the reader's choice), sorted by code. */
function runMerge(args: string[]): number {
  const read = readFlags(args, MERGE_OPTIONS);
  if (!read.ok) return fail(COMMAND, read.error);
  const out = read.value.values.get('--out');
  const inputs = read.value.rest;
  if (out === undefined || inputs.length === 0) return fail(COMMAND, 'merge needs --out FILE and the files to join.');
  const problem = outProblem(out);
  if (problem !== null) return fail(COMMAND, problem);
  if (existsSync(out) && !inputs.some((file) => resolve(file) === resolve(out))) {
    return fail(COMMAND, `${out} exists already: merge writes a new file (name it among the inputs to join it too).`);
  }
  const lock = lockFile(out);
  if (!lock.ok) return fail(COMMAND, lock.error);
  process.once('exit', lock.value);
  const placed = [];
  for (const file of inputs) {
    if (!existsSync(file)) return fail(COMMAND, `there is no study file ${file}.`);
    const special = specialFileProblem(file, 'the study file');
    if (special !== null) return fail(COMMAND, special);
    try {
      const study = readStudyFile(file);
      for (const sentence of badLineReport(file, study.bad)) {
        process.stderr.write(`crescent ${COMMAND}: ${visible(sentence)}\n`);
      }
      if (study.damage !== null) process.stderr.write(`crescent ${COMMAND}: ${damageReport(file, study.damage)}\n`);
      placed.push(...placeLines(file, study.lines, study.numbers));
    } catch (error) {
      return fail(COMMAND, `cannot read ${file}: ${(error as Error).message}`);
    }
  }
  const choice = chooseLines(placed);
  if (choice.contradictions.length > 0) {
    return fail(COMMAND, `the files disagree: ${choice.contradictions.join('; ')}. Nothing written.`);
  }
  for (const sentence of choice.differing) process.stderr.write(`crescent ${COMMAND}: ${sentence}.\n`);
  const rulesOf = (code: string) => code.slice(0, code.lastIndexOf('-'));
  const chosen = [...choice.chosen.values()].sort(
    (a, b) => rulesOf(a.code).localeCompare(rulesOf(b.code)) || a.deal - b.deal,
  );
  const text = chosen.map((line) => `${JSON.stringify(line)}\n`).join('');
  const wrote = writeWhole(out, isGzipped(out) ? gzipSync(text) : text);
  if (!wrote.ok) return fail(COMMAND, wrote.error);
  process.stdout.write(`${out}: ${chosen.length} deals from ${inputs.length} files\n`);
  return 0;
}

export const studyCommand = {
  summary: 'solve a range of deals on worker threads into a JSONL file; verify, certify, merge',
  usage: STUDY_USAGE,
  run: runStudy,
};
