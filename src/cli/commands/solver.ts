// The solver's subcommands: solve (one deal or position) and study (many deals on worker threads, in study.ts).

import type { Position } from '../../engine/index';
import { phasesLimits, searchByPhases } from '../../solver/phases';
import { searchByPhasesOnWorkers } from '../../solver/phases-workers.node';
import { readInput } from '../../solver/protocol';
import { solveWithProofs } from '../../solver/review';
import type { Command } from '../command';
import { type OptionTable, optionLines } from '../options';
import { reviewCommand } from './review';
import { fail, positive, readFlags } from './solver-flags';
import { studyCommand } from './study';

const EXIT_CODES = { win: 0, loss: 1, unknown: 3 } as const;
const MiB = 2 ** 20;
/** The most threads `solve --by-phases --workers` runs on: past it, a typo is likelier than a machine that size. */
const MOST_WORKERS = 64;

/** solve's options, in the order its usage lists them. */
const SOLVE_OPTIONS = {
  'time-limit': { type: 'string', value: 'S', help: 'stop after S seconds (default: no limit)' },
  'node-limit': { type: 'string', value: 'N', help: 'stop after N positions searched' },
  'memory-mb': { type: 'string', value: 'M', help: 'cap the transposition table at M MiB (default 1024)' },
  json: { type: 'boolean', help: 'print one JSON object' },
  'print-solution': { type: 'boolean', help: 'print the winning moves' },
  'by-phases': {
    type: 'boolean',
    help: 'decide by the search by phases instead: exact keys, a loss proved with no hash, a win without its line',
  },
  workers: {
    type: 'string',
    value: 'W',
    help: 'with --by-phases: split its positions over W threads (W - 1 workers), each with an equal part of --memory-mb',
  },
} as const satisfies OptionTable;

const SOLVE_USAGE = `Usage: crescent solve CODE|POSITION [--time-limit S] [--node-limit N] [--memory-mb M] [--json] [--print-solution]
       crescent solve CODE|POSITION --by-phases [--time-limit S] [--node-limit N] [--memory-mb M] [--workers W] [--json]

Solves a deal (game code such as CR1-N-AAAAAAB) or a position (RULES.md notation, one argument in quotes or
its four fields as four arguments) exactly: win (with a solution replayed through the engine), loss (the
whole reachable game searched) or unknown (a budget ran out). Face-down cards are used: this is analysis.
As in the app's "Can I still win?", with no redeal left the decoupled search of the last phase has a quarter of
the budgets first, and with one redeal left the search by phases has the three quarters the solver's search
leaves; a loss either proves says so ("proof"), and rests on no hash.
With --by-phases the search by phases decides instead (docs/WINNABILITY.md): every position with a redeal left
played and kept by its full text, layer by layer within --memory-mb, each last phase by the decoupled search;
its loss rests on no hash, and it says whether a win exists without finding its line. With --workers W its
positions are split over W threads by their keys, each position kept by one: the same verdict.
${optionLines(SOLVE_OPTIONS)}
Exit status: 0 win, 1 loss, 3 unknown, 2 bad input.`;

function runSolve(args: string[]): number | Promise<number> {
  const read = readFlags(args, SOLVE_OPTIONS);
  if (!read.ok) return fail('solve', read.error);
  const flags = read.value;
  if (flags.rest.length === 0) return fail('solve', 'it needs a game code or a position.');
  const time = positive(flags, '--time-limit', false);
  if (!time.ok) return fail('solve', time.error);
  const nodes = positive(flags, '--node-limit', true);
  if (!nodes.ok) return fail('solve', nodes.error);
  const memory = positive(flags, '--memory-mb', true);
  if (!memory.ok) return fail('solve', memory.error);
  const workers = positive(flags, '--workers', true);
  if (!workers.ok) return fail('solve', workers.error);
  if (workers.value !== undefined && !flags.switches.has('--by-phases')) {
    return fail('solve', "--workers goes with --by-phases only: the solver's own search runs on one thread.");
  }
  if ((workers.value ?? 1) > MOST_WORKERS) {
    return fail('solve', `--workers must be at most ${MOST_WORKERS}, not "${workers.value}".`);
  }
  const input = readInput(flags.rest.join(' '));
  if (!input.ok) return fail('solve', input.error.reason);
  if (flags.switches.has('--by-phases')) {
    if (flags.switches.has('--print-solution')) {
      return fail('solve', '--print-solution does not go with --by-phases, which finds no line.');
    }
    const limits = {
      ...(time.value === undefined ? {} : { timeLimitMs: time.value * 1000 }),
      ...(nodes.value === undefined ? {} : { nodeLimit: nodes.value }),
      ...(memory.value === undefined ? {} : { memoryMb: memory.value }),
    };
    return solveByPhases(
      input.value.code ?? flags.rest.join(' '),
      input.value.position,
      limits,
      workers.value ?? 1,
      flags.switches.has('--json'),
    );
  }
  // As "Can I still win?" answers: with no redeal left the decoupled search of the last phase first, with one the
  // search by phases after the solver's search.
  const answer = solveWithProofs(input.value.position, {
    ...(time.value === undefined ? {} : { timeLimitMs: time.value * 1000 }),
    ...(nodes.value === undefined ? {} : { nodeLimit: nodes.value }),
    ...(memory.value === undefined ? {} : { memoryMb: memory.value }),
  });
  const rss = process.memoryUsage().rss;
  if (flags.switches.has('--json')) {
    const json = {
      input: input.value.code ?? flags.rest.join(' '),
      result: answer.result,
      nodes: answer.nodes,
      positions: answer.positions,
      timeMs: answer.timeMs,
      peakTableBytes: answer.peakBytes,
      rssBytes: rss,
      stoppedBy: answer.stoppedBy,
      proof: answer.result !== 'loss' ? null : (answer.proof ?? 'search'),
      solutionLength: answer.solution?.length ?? null,
      solution: answer.solution,
    };
    process.stdout.write(`${JSON.stringify(json)}\n`);
  } else {
    const lines = [
      `result: ${answer.result}${answer.stoppedBy === null ? '' : ` (${answer.stoppedBy} budget ran out)`}`,
      ...(answer.solution === null ? [] : [`solution length: ${answer.solution.length} moves`]),
      ...(answer.proof === 'decoupled' ? ['proof: the decoupled search of the last phase (exact keys)'] : []),
      ...(answer.proof === 'phases' ? ['proof: the search by phases (exact keys)'] : []),
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

/** `solve --by-phases`: the search by phases within the limits, printed; the exit status says its answer. */
async function solveByPhases(
  input: string,
  position: Position,
  limits: { timeLimitMs?: number; nodeLimit?: number; memoryMb?: number },
  workers: number,
  json: boolean,
): Promise<number> {
  const started = Date.now();
  const answer =
    workers === 1
      ? searchByPhases(position, phasesLimits(limits))
      : await searchByPhasesOnWorkers(
          position,
          phasesLimits(limits),
          workers,
          new URL('./shard-worker.js', import.meta.url),
        );
  const timeMs = Date.now() - started;
  if (json) {
    const { result, positions, peakPositions, lastPhases, work, stoppedBy } = answer;
    process.stdout.write(
      `${JSON.stringify({ input, method: 'phases', workers, result, positions, peakPositions, lastPhases, work, timeMs, stoppedBy })}\n`,
    );
  } else {
    const lines = [
      `result: ${answer.result}${answer.stoppedBy === null ? '' : ` (${answer.stoppedBy} budget ran out)`}, by the search by phases (exact keys)`,
      `positions with a redeal left: ${answer.positions} (at most ${answer.peakPositions} kept at once)`,
      `last phases searched: ${answer.lastPhases}; work: ${answer.work}`,
      `time: ${(timeMs / 1000).toFixed(3)} s`,
    ];
    process.stdout.write(`${lines.join('\n')}\n`);
  }
  return EXIT_CODES[answer.result];
}

export const solverCommands: Record<string, Command> = {
  solve: { summary: 'solve a deal or position exactly: win, loss or unknown', usage: SOLVE_USAGE, run: runSolve },
  study: studyCommand,
  review: reviewCommand,
};
