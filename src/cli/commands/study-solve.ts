// What study run, retry and certify share when they solve: the output file readied, the deals solved on worker
// threads with a progress line, and the summary.

import { constants as access, accessSync, existsSync } from 'node:fs';
import { dirname } from 'node:path';
import { visible } from '../../engine/echo';
import { parseGameCode, redealAllowance } from '../../engine/index';
import { fail as failure, ok, type Result } from '../../engine/result';
import type { SolveRequest, SolveResponse } from '../../solver/protocol';
import { percent, percentile, summarize } from '../../solver/stats';
import { SOLVER_VERSION } from '../../solver/version';
import { startWorker } from '../../solver/worker-threads.node';
import { chooseLines, type PlacedLine, placeLines } from '../../study/choice';
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
import { lockFile, specialFileProblem, systemReason } from '../../study/safe-files';
import { STUDY } from './study-options';

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
      const worker = startWorker(workerFile);
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
            confirmLoss: true,
          };
          const response = await new Promise<SolveResponse>((done, failed) => {
            worker.once('message', done);
            worker.once('error', failed);
            worker.postMessage(request);
          });
          worker.removeAllListeners('error');
          if (!response.ok) throw new Error(response.error);
          const line = studyLine(code, response.answer, budgets, SOLVER_VERSION, response.confirmed === true);
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

/**
 * Every readable line of study files given as inputs (merge, adopt), each with its file and line number; each
 * unreadable line and any damage named on stderr. A sentence instead when a file is missing, special or unreadable.
 */
export function readInputs(files: readonly string[]): PlacedLine[] | string {
  const placed: PlacedLine[] = [];
  for (const file of files) {
    if (!existsSync(file)) return `there is no study file ${file}.`;
    const special = specialFileProblem(file, 'the study file');
    if (special !== null) return special;
    try {
      const study = readStudyFile(file);
      for (const sentence of badLineReport(file, study.bad)) {
        process.stderr.write(`crescent ${STUDY}: ${visible(sentence)}\n`);
      }
      if (study.damage !== null) process.stderr.write(`crescent ${STUDY}: ${damageReport(file, study.damage)}\n`);
      placed.push(...placeLines(file, study.lines, study.numbers));
    } catch (error) {
      return `cannot read ${file}: ${(error as Error).message}`;
    }
  }
  return placed;
}
