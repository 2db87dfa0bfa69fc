// A study's JSONL file: reading it (plain or gzipped) with every unreadable line named, and appending to it safely.

import { appendFileSync, closeSync, existsSync, openSync, readFileSync, readSync, statSync } from 'node:fs';
import { dirname } from 'node:path';
import { constants, gunzipSync, gzipSync } from 'node:zlib';
import { fail, failure, ok, type Problem, parseGameCode, type Result } from '../../engine/index';

/** One line of a study file. Older lines lack the budget, version and solution fields. */
export interface StudyLine {
  readonly code: string;
  readonly deal: number;
  readonly result: 'win' | 'loss' | 'unknown';
  readonly timeMs: number;
  readonly nodes: number;
  readonly solutionLength: number | null;
  /** The winning moves in RULES.md notation, separated by single spaces (win only). */
  readonly solution?: string;
  /** The budgets the deal was solved with (null: none), and the solver that solved it. */
  readonly timeLimitS?: number | null;
  readonly nodeLimit?: number | null;
  readonly memoryMb?: number | null;
  readonly solverVersion?: string;
  /** Set when the line is a smaller game's win: the deal played with this many redeals fewer (study --fewer-redeals). */
  readonly fewerRedeals?: number;
  /** Set when the line comes from a search with this seeded draw of weightings (study --draw). */
  readonly draw?: number;
}

/** A line that could not be read: its number in the file (from 1) and why. */
export interface BadLine {
  readonly number: number;
  readonly reason: string;
}

export interface StudyFile {
  readonly lines: readonly StudyLine[];
  readonly bad: readonly BadLine[];
  /** The lines' numbers in the file, in the order of `lines`. */
  readonly numbers: readonly number[];
}

const RESULTS = new Set(['win', 'loss', 'unknown']);

/** Why a line of a study file is not a study line. */
export type StudyLineCode =
  | 'NOT_JSON'
  | 'NOT_AN_OBJECT'
  | 'NO_GAME_CODE'
  | 'BAD_GAME_CODE'
  | 'DEAL_NOT_OF_CODE'
  | 'BAD_RESULT'
  | 'BAD_COUNT'
  | 'BAD_SOLUTION';

/** Why a parsed value is not a study line, or null when it is one. */
function problem(value: unknown): Problem<StudyLineCode> | null {
  const says = (code: StudyLineCode, reason: string): Problem<StudyLineCode> => ({ code, reason });
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return says('NOT_AN_OBJECT', 'it is not a JSON object');
  }
  const line = value as Record<string, unknown>;
  if (typeof line.code !== 'string') return says('NO_GAME_CODE', 'it has no game code ("code")');
  const code = parseGameCode(line.code);
  if (!code.ok) return says('BAD_GAME_CODE', `its code "${line.code}" is not a game code`);
  if (line.deal !== code.value.deal) {
    return says('DEAL_NOT_OF_CODE', `its deal number does not match its code ${line.code}`);
  }
  if (typeof line.result !== 'string' || !RESULTS.has(line.result)) {
    return says('BAD_RESULT', `its result must be win, loss or unknown, not ${JSON.stringify(line.result)}`);
  }
  for (const field of ['timeMs', 'nodes'] as const) {
    const n = line[field];
    if (typeof n !== 'number' || !Number.isFinite(n) || n < 0) {
      return says('BAD_COUNT', `its ${field} is not a number of 0 or more`);
    }
  }
  if (line.solution !== undefined && (typeof line.solution !== 'string' || line.result !== 'win')) {
    return says('BAD_SOLUTION', 'its solution must be text, on a win line');
  }
  return null;
}

/** Reads one line of text: the study line, or why it cannot be one. */
export function readStudyLine(text: string): Result<StudyLine, Problem<StudyLineCode>> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return failure('NOT_JSON', 'it is not JSON (cut short, or not a study line)');
  }
  const why = problem(value);
  return why === null ? ok(value as StudyLine) : fail(why);
}

export function isGzipped(file: string): boolean {
  return file.endsWith('.gz');
}

/** The file's text, unzipped when its name ends in .gz; a gzip stream cut short gives what it holds. */
export function readStudyText(file: string): string {
  const bytes = readFileSync(file);
  if (!isGzipped(file)) return bytes.toString('utf8');
  return gunzipSync(bytes, { finishFlush: constants.Z_SYNC_FLUSH }).toString('utf8');
}

/** Parses a study's text: the lines that read, and every other non-empty line with its number and reason. */
export function parseStudyText(text: string): StudyFile {
  const lines: StudyLine[] = [];
  const numbers: number[] = [];
  const bad: BadLine[] = [];
  text.split('\n').forEach((raw, i) => {
    if (raw.trim() === '') return;
    const read = readStudyLine(raw);
    if (read.ok) {
      lines.push(read.value);
      numbers.push(i + 1);
    } else bad.push({ number: i + 1, reason: read.error.reason });
  });
  return { lines, bad, numbers };
}

/** Reads a study file; a missing file is an empty study. */
export function readStudyFile(file: string): StudyFile {
  if (!existsSync(file)) return { lines: [], bad: [], numbers: [] };
  return parseStudyText(readStudyText(file));
}

/**
 * One line per deal: the last decided line (a decided answer is a proof, so a later unknown never replaces
 * it, and a later decided line, such as one carrying a solution, does), else the last unknown line.
 */
export function latestByCode(lines: readonly StudyLine[]): Map<string, StudyLine> {
  const chosen = new Map<string, StudyLine>();
  for (const line of lines) {
    if (line.result === 'unknown' && (chosen.get(line.code)?.result ?? 'unknown') !== 'unknown') continue;
    chosen.set(line.code, line);
  }
  return chosen;
}

/** The lines of the unreadable-lines report: one sentence each, saying the line is ignored. */
export function badLineReport(file: string, bad: readonly BadLine[]): string[] {
  return bad.map((b) => `${file}, line ${b.number}: ignored, because ${b.reason}.`);
}

/** Why study output cannot go to this file, or null when it can. */
export function outProblem(file: string): string | null {
  if (existsSync(file) && statSync(file).isDirectory()) return `--out ${file} is a folder: give a file name in it.`;
  const folder = dirname(file);
  if (!existsSync(folder)) return `--out ${file} is in a folder that does not exist (${folder}).`;
  if (!statSync(folder).isDirectory()) return `--out ${file} is in ${folder}, which is not a folder.`;
  return null;
}

/** Whether a plain file's last byte is not a newline (an interrupted run cut its last line short). */
function endsCutShort(file: string): boolean {
  if (!existsSync(file)) return false;
  const size = statSync(file).size;
  if (size === 0) return false;
  const fd = openSync(file, 'r');
  try {
    const last = Buffer.alloc(1);
    readSync(fd, last, 0, 1, size - 1);
    return last[0] !== 0x0a;
  } finally {
    closeSync(fd);
  }
}

/**
 * Appends study lines. A plain file whose last line was cut short first gets the newline that line lacked,
 * so the new line starts a line of its own (the cut line stays, named as unreadable, and is ignored); a
 * gzipped file gets one gzip member per append, which gunzip reads as one stream.
 */
export class StudyWriter {
  private started = false;

  constructor(private readonly file: string) {}

  append(line: StudyLine): void {
    const text = `${JSON.stringify(line)}\n`;
    if (isGzipped(this.file)) {
      appendFileSync(this.file, gzipSync(text));
      return;
    }
    if (!this.started && endsCutShort(this.file)) appendFileSync(this.file, '\n');
    this.started = true;
    appendFileSync(this.file, text);
  }
}
