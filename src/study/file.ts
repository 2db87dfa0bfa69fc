// A study's JSONL file: reading it (plain or gzipped) with every unreadable line named, and appending to it safely.

import { appendFileSync, closeSync, existsSync, openSync, readFileSync, readSync, statSync } from 'node:fs';
import { dirname } from 'node:path';
import { constants, crc32, gzipSync, inflateRawSync } from 'node:zlib';
import { fail, failure, ok, type Problem, parseGameCode, type Result } from '../engine/index';
import type { SolveResult } from '../solver/solve';
import { specialFileProblem, writeWhole } from './safe-files';

/**
 * How a line's deal was searched: the budgets (null: none), and the narrower game or search, if any. The
 * fields are written in this order after the answer's.
 */
export interface StudyBudgets {
  readonly timeLimitS: number | null;
  readonly nodeLimit: number | null;
  readonly memoryMb: number | null;
  /** Set when the line is a smaller game's win: the deal played with this many redeals fewer (study retry --fewer-redeals). */
  readonly fewerRedeals?: number;
  /** Set when the line comes from a search with this seeded draw of weightings (study retry --draw). */
  readonly draw?: number;
}

/**
 * One line of a study file. Older lines lack the budget, version and solution fields; fields a line has beyond
 * these are kept as read (a merge writes them back), so a new field needs only its entry here and in studyLine.
 */
export interface StudyLine extends Partial<StudyBudgets> {
  readonly code: string;
  readonly deal: number;
  readonly result: 'win' | 'loss' | 'unknown';
  readonly timeMs: number;
  readonly nodes: number;
  readonly solutionLength: number | null;
  /** The winning moves in RULES.md notation, separated by single spaces (win only). */
  readonly solution?: string;
  /** The solver that solved it. */
  readonly solverVersion?: string;
  /**
   * How a loss was proved (loss only): `search`, the solver's exhaustive search, whose positions are kept by
   * 64-bit keys; `phases`, the search by phases (solver/phases.ts), whose keys are exact.
   */
  readonly proof?: LossProof;
  /** A `search` loss that the search by phases proved again within the same budgets, with exact keys. */
  readonly confirmedBy?: 'phases';
  /**
   * A win carried over from the line of this code (the same deal under other rules) by `study adopt`, whose
   * solution replays to a won game under this line's rules too: no search made it.
   */
  readonly adoptedFrom?: string;
}

/** How a loss line's loss was proved. */
export type LossProof = 'search' | 'phases';

/** Whether a line's loss rests on exact keys: proved by the search by phases, or confirmed by it. */
export function exactLoss(line: Pick<StudyLine, 'result' | 'proof' | 'confirmedBy'>): boolean {
  return line.result === 'loss' && (line.proof === 'phases' || line.confirmedBy === 'phases');
}

/**
 * The line a study writes for the solver's answer on a game code, searched within `budgets`; a loss names its
 * proof, and `confirmed` says the search by phases proved it again.
 */
export function studyLine(
  code: string,
  answer: SolveResult,
  budgets: StudyBudgets,
  solverVersion: string,
  confirmed = false,
): StudyLine {
  const parsed = parseGameCode(code);
  return {
    code,
    deal: parsed.ok ? parsed.value.deal : -1,
    result: answer.result,
    timeMs: answer.timeMs,
    nodes: answer.nodes,
    solutionLength: answer.solution?.length ?? null,
    ...(answer.solution === null ? {} : { solution: answer.solution.join(' ') }),
    ...budgets,
    solverVersion,
    ...(answer.result === 'loss' ? { proof: 'search' as const } : {}),
    ...(answer.result === 'loss' && confirmed ? { confirmedBy: 'phases' as const } : {}),
  };
}

/** A line that could not be read: its number in the file (from 1) and why. */
export interface BadLine {
  readonly number: number;
  readonly reason: string;
}

/** Where a gzipped file stops reading: its byte offset, why, and the text recovered from there on (whole lines and a cut one). */
export interface Damage {
  readonly offset: number;
  readonly reason: string;
  readonly recovered: string;
}

/** A study file's text: what reads, and the damage that ends a gzipped one early (null: none). */
export interface StudyText {
  readonly text: string;
  readonly damage: Damage | null;
}

export interface StudyFile {
  readonly lines: readonly StudyLine[];
  readonly bad: readonly BadLine[];
  /** The lines' numbers in the file, in the order of `lines`. */
  readonly numbers: readonly number[];
  readonly damage: Damage | null;
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
  | 'BAD_SOLUTION'
  | 'BAD_PROOF'
  | 'BAD_ADOPTED_FROM';

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
  if (line.proof !== undefined && (line.result !== 'loss' || (line.proof !== 'search' && line.proof !== 'phases'))) {
    return says('BAD_PROOF', 'its proof must be "search" or "phases", on a loss line');
  }
  if (line.confirmedBy !== undefined && (line.result !== 'loss' || line.confirmedBy !== 'phases')) {
    return says('BAD_PROOF', 'its confirmedBy must be "phases", on a loss line');
  }
  if (
    line.adoptedFrom !== undefined &&
    (typeof line.adoptedFrom !== 'string' ||
      line.result !== 'win' ||
      line.solution === undefined ||
      !parseGameCode(line.adoptedFrom).ok)
  ) {
    return says('BAD_ADOPTED_FROM', 'its adoptedFrom must be a game code, on a win line with a solution');
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

/** The length of the gzip member header at `at`, or null when no gzip member starts there. */
function headerLength(bytes: Buffer, at: number): number | null {
  if (bytes[at] !== 0x1f || bytes[at + 1] !== 0x8b || bytes[at + 2] !== 8) return null;
  const flags = bytes[at + 3] ?? 0;
  let end = at + 10;
  if (flags & 4) end += 2 + (bytes[end] ?? 0) + 256 * (bytes[end + 1] ?? 0);
  for (const bit of [8, 16]) {
    if (flags & bit) {
      while (end < bytes.length && bytes[end] !== 0) end++;
      end++;
    }
  }
  if (flags & 2) end += 2;
  return end <= bytes.length ? end - at : null;
}

/** What a damaged deflate stream gives before its damage: the longest prefix that inflates, found by halving. */
function inflateBeforeDamage(data: Buffer): string {
  const inflate = (n: number): Buffer | null => {
    try {
      return inflateRawSync(data.subarray(0, n), { finishFlush: constants.Z_SYNC_FLUSH });
    } catch {
      return null;
    }
  };
  let low = 0;
  let high = data.length;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (inflate(mid) === null) high = mid - 1;
    else low = mid;
  }
  return (inflate(low) ?? Buffer.alloc(0)).toString('utf8');
}

/**
 * A gzipped study's text, read member by member (each append adds one): every whole member is kept, and the
 * first damage (a member cut short or failing its check, bytes that are no gzip member) ends the reading, with
 * the text the damaged member still gives. A file that is no gzip at all is read as plain text, and named.
 */
export function gunzipStudy(bytes: Buffer): StudyText {
  const parts: string[] = [];
  let at = 0;
  while (at < bytes.length) {
    const header = headerLength(bytes, at);
    if (header === null) {
      if (at === 0) {
        return {
          text: bytes.toString('utf8'),
          damage: {
            offset: 0,
            reason: 'it is not gzipped, though its name ends in .gz: it is read as plain text',
            recovered: bytes.toString('utf8'),
          },
        };
      }
      const extra = bytes.length - at;
      return {
        text: parts.join(''),
        damage: {
          offset: at,
          reason: `the ${extra} bytes after the last whole gzip member are not gzip data`,
          recovered: '',
        },
      };
    }
    const body = bytes.subarray(at + header);
    let text: Buffer | null = null;
    let end = 0;
    try {
      const { buffer, engine } = inflateRawSync(body, { info: true }) as unknown as {
        buffer: Buffer;
        engine: { bytesWritten: number };
      };
      end = at + header + engine.bytesWritten + 8;
      const whole =
        end <= bytes.length &&
        bytes.readUInt32LE(end - 8) === crc32(buffer) &&
        bytes.readUInt32LE(end - 4) === buffer.length % 2 ** 32;
      if (whole) text = buffer;
    } catch {
      // Cut short or corrupt: read below as far as it goes.
    }
    if (text === null) {
      const recovered = inflateBeforeDamage(body);
      parts.push(recovered);
      return {
        text: parts.join(''),
        damage: {
          offset: at,
          reason: 'its last gzip member is cut short or damaged (incorrect data check)',
          recovered,
        },
      };
    }
    parts.push(text.toString('utf8'));
    at = end;
  }
  return { text: parts.join(''), damage: null };
}

/** The file's text, unzipped member by member when its name ends in .gz, with the damage that ends it early. */
export function readStudyContent(file: string): StudyText {
  const problem = specialFileProblem(file, 'the study file');
  if (problem !== null) throw new Error(problem);
  const bytes = readFileSync(file);
  return isGzipped(file) ? gunzipStudy(bytes) : { text: bytes.toString('utf8'), damage: null };
}

/** The file's text (see readStudyContent): all that reads. */
export function readStudyText(file: string): string {
  return readStudyContent(file).text;
}

/** The sentence naming a gzipped file's damage. */
export function damageReport(file: string, damage: Damage): string {
  return `${file}, byte ${damage.offset}: ${damage.reason}; every line before it is read.`;
}

/** Parses a study's text: the lines that read, and every other non-empty line with its number and reason. */
export function parseStudyText(text: string, damage: Damage | null = null): StudyFile {
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
  return { lines, bad, numbers, damage };
}

/** Reads a study file; a missing file is an empty study. */
export function readStudyFile(file: string): StudyFile {
  if (!existsSync(file)) return { lines: [], bad: [], numbers: [], damage: null };
  const content = readStudyContent(file);
  return parseStudyText(content.text, content.damage);
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
  const special = specialFileProblem(file, '--out');
  if (special !== null) return special;
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

  constructor(readonly file: string) {}

  /**
   * Makes a damaged gzipped file safe to append to: rewritten whole (temporary file, renamed) as its whole
   * members and one member with the text recovered from the damage, so new members never follow bad bytes.
   */
  repair(damage: Damage | null): Result<void, string> {
    if (damage === null || !isGzipped(this.file)) return ok(undefined);
    const kept = readFileSync(this.file).subarray(0, damage.offset);
    const text =
      damage.recovered === '' || damage.recovered.endsWith('\n') ? damage.recovered : `${damage.recovered}\n`;
    return writeWhole(this.file, text === '' ? kept : Buffer.concat([kept, gzipSync(text)]));
  }

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
