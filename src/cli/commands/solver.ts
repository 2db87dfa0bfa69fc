// The solver's subcommands: solve (one deal or position) and study (many deals on worker threads).

import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import { DEAL_COUNT, formatGameCode, parseRulesLetter } from '../../engine/index';
import { readInput, type SolveResponse } from '../../solver/protocol';
import { solve } from '../../solver/solve';
import { percent, percentile, type SolveRecord, summarize } from '../../solver/stats';
import type { Command } from '../command';

type Flags = { values: Map<string, string>; switches: Set<string>; rest: string[] };

/** Splits arguments into `--name value` options, `--switch` flags and the rest; a sentence for anything unknown. */
function readFlags(
  args: string[],
  valued: readonly string[],
  switches: readonly string[],
): { ok: true; flags: Flags } | { ok: false; error: string } {
  const flags: Flags = { values: new Map(), switches: new Set(), rest: [] };
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    if (flags.values.has(arg) || flags.switches.has(arg)) {
      return { ok: false, error: `${arg} is given more than once: give each option once.` };
    }
    if (!arg.startsWith('--')) {
      flags.rest.push(arg);
    } else if (valued.includes(arg)) {
      const value = args[i + 1];
      if (value === undefined) return { ok: false, error: `${arg} needs a value.` };
      flags.values.set(arg, value);
      i++;
    } else if (switches.includes(arg)) {
      flags.switches.add(arg);
    } else {
      return { ok: false, error: `Unknown option ${arg}: the options are ${[...valued, ...switches].join(', ')}.` };
    }
  }
  return { ok: true, flags };
}

/** A positive number option (or the fallback), or a sentence. */
function positive(
  flags: Flags,
  name: string,
  integer: boolean,
): { ok: true; value?: number } | { ok: false; error: string } {
  const text = flags.values.get(name);
  if (text === undefined) return { ok: true };
  const value = Number(text);
  if (!Number.isFinite(value) || value <= 0 || (integer && !Number.isInteger(value))) {
    return { ok: false, error: `${name} must be a positive ${integer ? 'whole number' : 'number'}, not "${text}".` };
  }
  return { ok: true, value };
}

function fail(error: string): number {
  process.stderr.write(`crescent: ${error}\n`);
  return 2;
}

const EXIT_CODES = { win: 0, loss: 1, unknown: 3 } as const;
const MiB = 2 ** 20;

const SOLVE_USAGE = `Usage: crescent solve CODE|POSITION [--time-limit S] [--node-limit N] [--memory-mb M] [--json] [--print-solution]

Solves a deal (game code such as CR1-N-AAAAAAB) or a position (RULES.md notation, one argument in quotes or
its four fields as four arguments) exactly: win (with a solution replayed through the engine), loss (the
whole reachable game searched) or unknown (a budget ran out). Face-down cards are used: this is analysis.
  --time-limit S     stop after S seconds (default: no limit)
  --node-limit N     stop after N positions searched
  --memory-mb M      cap the transposition table at M MiB (default 1024)
  --json             print one JSON object
  --print-solution   print the winning moves
Exit status: 0 win, 1 loss, 3 unknown, 2 bad input.`;

function runSolve(args: string[]): number {
  const read = readFlags(args, ['--time-limit', '--node-limit', '--memory-mb'], ['--json', '--print-solution']);
  if (!read.ok) return fail(read.error);
  const { flags } = read;
  if (flags.rest.length === 0) return fail('solve needs a game code or a position.');
  const time = positive(flags, '--time-limit', false);
  if (!time.ok) return fail(time.error);
  const nodes = positive(flags, '--node-limit', true);
  if (!nodes.ok) return fail(nodes.error);
  const memory = positive(flags, '--memory-mb', true);
  if (!memory.ok) return fail(memory.error);
  const input = readInput(flags.rest.join(' '));
  if (!input.ok) return fail(input.error);
  const answer = solve(input.position, {
    ...(time.value === undefined ? {} : { timeLimitMs: time.value * 1000 }),
    ...(nodes.value === undefined ? {} : { nodeLimit: nodes.value }),
    ...(memory.value === undefined ? {} : { memoryMb: memory.value }),
  });
  const rss = process.memoryUsage().rss;
  if (flags.switches.has('--json')) {
    const json = {
      input: input.code ?? flags.rest.join(' '),
      result: answer.result,
      nodes: answer.nodes,
      positions: answer.positions,
      timeMs: answer.timeMs,
      peakTableBytes: answer.peakBytes,
      rssBytes: rss,
      stoppedBy: answer.stoppedBy,
      solutionLength: answer.solution?.length ?? null,
      solution: answer.solution,
    };
    process.stdout.write(`${JSON.stringify(json)}\n`);
  } else {
    const lines = [
      `result: ${answer.result}${answer.stoppedBy === null ? '' : ` (${answer.stoppedBy} budget ran out)`}`,
      ...(answer.solution === null ? [] : [`solution length: ${answer.solution.length} moves`]),
      `nodes: ${answer.nodes} (${answer.positions} positions kept)`,
      `time: ${(answer.timeMs / 1000).toFixed(3)} s`,
      `peak memory: table ${(answer.peakBytes / MiB).toFixed(1)} MiB, process ${(rss / MiB).toFixed(0)} MiB`,
    ];
    if (flags.switches.has('--print-solution') && answer.solution !== null) {
      lines.push(`solution: ${answer.solution.join(' ')}`);
    }
    process.stdout.write(`${lines.join('\n')}\n`);
  }
  return EXIT_CODES[answer.result];
}

const STUDY_USAGE = `Usage: crescent study --rules LETTER --from N --count K [--time-limit S] [--workers W]
       [--retry-unknown] --out FILE.jsonl

Solves deals N..N+K-1 under a rules letter (N, F, E, M, H, S, with D for face-down) on W worker threads
(default 1), appends one JSON line per deal to FILE (code, deal, result, timeMs, nodes, solutionLength),
skips deals already in FILE (so an interrupted study resumes), and ends with a summary.
  --time-limit S     seconds per deal (default 10)
  --retry-unknown    solve again the deals FILE has as unknown (say, with a stronger solver); the new line
                     is appended, and a later line for a deal replaces an earlier unknown one`;

/** One line of a study file. */
interface StudyLine extends SolveRecord {
  readonly code: string;
  readonly deal: number;
  readonly solutionLength: number | null;
  readonly timeLimitS: number;
}

function readStudyFile(file: string): StudyLine[] {
  if (!existsSync(file)) return [];
  const lines: StudyLine[] = [];
  for (const text of readFileSync(file, 'utf8').split('\n')) {
    if (text.trim() === '') continue;
    try {
      const line = JSON.parse(text) as StudyLine;
      if (typeof line.code === 'string' && typeof line.deal === 'number') lines.push(line);
    } catch {
      // A line cut short by an interrupted run is solved again.
    }
  }
  return lines;
}

function duration(seconds: number): string {
  if (!Number.isFinite(seconds)) return '?';
  const s = Math.round(seconds);
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  return h > 0 ? `${h}h${String(m).padStart(2, '0')}m` : `${m}m${String(s % 60).padStart(2, '0')}s`;
}

async function runStudy(args: string[]): Promise<number> {
  const read = readFlags(
    args,
    ['--rules', '--from', '--count', '--time-limit', '--workers', '--out'],
    ['--retry-unknown'],
  );
  if (!read.ok) return fail(read.error);
  const { flags } = read;
  if (flags.rest.length > 0) return fail(`Unexpected argument "${flags.rest[0]}": study takes only options.`);
  const letter = flags.values.get('--rules');
  const out = flags.values.get('--out');
  if (letter === undefined || out === undefined || !flags.values.has('--from') || !flags.values.has('--count')) {
    return fail('study needs --rules, --from, --count and --out.');
  }
  const options = parseRulesLetter(letter);
  if (!options.ok) return fail(options.error);
  const fromText = flags.values.get('--from') as string;
  const from = Number(fromText);
  if (!/^\d+$/.test(fromText) || from >= DEAL_COUNT) {
    return fail(`--from must be a deal number from 0 to ${DEAL_COUNT - 1}, not "${fromText}".`);
  }
  const count = positive(flags, '--count', true);
  if (!count.ok) return fail(count.error);
  const total = Math.min(count.value ?? 1, DEAL_COUNT - from);
  const time = positive(flags, '--time-limit', false);
  if (!time.ok) return fail(time.error);
  const timeLimitS = time.value ?? 10;
  const workersWanted = positive(flags, '--workers', true);
  if (!workersWanted.ok) return fail(workersWanted.error);

  const codeOf = (deal: number) => formatGameCode({ options: options.value, deal });
  const retry = flags.switches.has('--retry-unknown');
  const done = new Map<string, StudyLine>();
  for (const line of readStudyFile(out)) {
    // A decided answer is a proof: a later unknown line never replaces it.
    if (line.result === 'unknown' && (done.get(line.code)?.result ?? 'unknown') !== 'unknown') continue;
    done.set(line.code, line);
  }
  const todo: number[] = [];
  for (let deal = from; deal < from + total; deal++) {
    const line = done.get(codeOf(deal));
    if (line === undefined || (retry && line.result === 'unknown')) todo.push(deal);
  }

  const started = Date.now();
  let finished = 0;
  const progress = () => {
    const elapsed = (Date.now() - started) / 1000;
    const rate = finished / Math.max(elapsed, 1e-9);
    const eta = (todo.length - finished) / rate;
    process.stderr.write(
      `\rstudy ${letter.toUpperCase()}: ${total - todo.length + finished}/${total} done, ${rate.toFixed(2)} deals/s, eta ${duration(eta)}   `,
    );
  };
  progress();
  const workerCount = Math.max(1, Math.min(workersWanted.value ?? 1, todo.length));
  const workerFile = new URL('./solver-worker.js', import.meta.url);
  let nextIndex = 0;
  await Promise.all(
    Array.from({ length: todo.length === 0 ? 0 : workerCount }, async () => {
      const worker = new Worker(workerFile);
      try {
        for (;;) {
          const index = nextIndex++;
          const deal = todo[index];
          if (deal === undefined) break;
          const response = await new Promise<SolveResponse>((resolve, reject) => {
            worker.once('message', resolve);
            worker.once('error', reject);
            worker.postMessage({ id: index, input: codeOf(deal), timeLimitMs: timeLimitS * 1000 });
          });
          worker.removeAllListeners('error');
          if (!response.ok) throw new Error(response.error);
          const line: StudyLine = {
            code: codeOf(deal),
            deal,
            result: response.answer.result,
            timeMs: response.answer.timeMs,
            nodes: response.answer.nodes,
            solutionLength: response.answer.solution?.length ?? null,
            timeLimitS,
          };
          appendFileSync(out, `${JSON.stringify(line)}\n`);
          done.set(line.code, line);
          finished++;
          progress();
        }
      } finally {
        await worker.terminate();
      }
    }),
  );
  process.stderr.write('\n');
  const records: StudyLine[] = [];
  for (let deal = from; deal < from + total; deal++) {
    const line = done.get(codeOf(deal));
    if (line !== undefined) records.push(line);
  }
  const s = summarize(records);
  const lengths = records.flatMap((r) => (r.solutionLength === null ? [] : [r.solutionLength])).sort((a, b) => a - b);
  process.stdout.write(
    `${[
      `deals ${from}..${from + total - 1} under ${letter.toUpperCase()}: ${s.count} solved into ${out}`,
      `win ${percent(s.wins, s.count)} (${s.wins}), loss ${percent(s.losses, s.count)} (${s.losses}), unknown ${percent(s.unknowns, s.count)} (${s.unknowns})`,
      `time per deal: median ${(s.medianMs / 1000).toFixed(3)} s, p95 ${(s.p95Ms / 1000).toFixed(3)} s, max ${(s.maxMs / 1000).toFixed(3)} s`,
      `${Math.round(s.nodesPerSecond).toLocaleString('en-US')} nodes/s; median solution ${percentile(lengths, 0.5)} moves`,
    ].join('\n')}\n`,
  );
  return 0;
}

export const solverCommands: Record<string, Command> = {
  solve: { summary: 'solve a deal or position exactly: win, loss or unknown', usage: SOLVE_USAGE, run: runSolve },
  study: { summary: 'solve a range of deals on worker threads into a JSONL file', usage: STUDY_USAGE, run: runStudy },
};
