// Benchmark: the solver on the held-out deals (or the tuning set), per rules letter: decided share, times, rate, memory and overruns.
//
// Usage: npm run bench:solver [-- --set held-out|held-out-2|tuning] [--count K] [--rules NSHM] [--time-limit S] [--memory-mb M]
//        [--node-limit N] [--deals D,D,...] [--verbose]. Defaults: the held-out set, 200 deals per letter, N S H M,
//        10 s and 1024 MiB per deal, no node limit. held-out-2 is a second held-out set, drawn by another fixed
//        seed. A node limit makes the answers the same on a loaded machine; --deals names study deals (0-9999, never the held-out set) in place of a set, for the hard cases.
//        --cold solves each deal twice: first as `crescent solve` in a fresh process (the cold start a command-line
//        user or a new worker pays), then in this warm process, and reports both rates on the same deals.

import { spawnSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { dealPosition, formatDealNumber, parseRulesLetter } from '../src/engine/index';
import { heldOutDeals, SECOND_HELD_OUT_SEED, STUDIED_DEALS, TUNING_SET } from '../src/solver/deal-sets';
import { solve } from '../src/solver/index';
import { FIXED_OVERHEAD_MIB } from '../src/solver/portfolio';
import { percent, type SolveRecord, summarize } from '../src/solver/stats';

function option(name: string, fallback: string): string {
  const i = process.argv.indexOf(name);
  return i >= 0 ? (process.argv[i + 1] ?? fallback) : fallback;
}

const MiB = 2 ** 20;

const set = option('--set', 'held-out');
if (set !== 'held-out' && set !== 'held-out-2' && set !== 'tuning') {
  throw new Error(`--set is held-out, held-out-2 or tuning, not "${set}".`);
}
const count = Number(option('--count', '200'));
const letters = option('--rules', 'NSHM').toUpperCase().split('');
const timeLimitMs = Number(option('--time-limit', '10')) * 1000;
const memoryMb = Number(option('--memory-mb', '1024'));
const nodeOption = option('--node-limit', '');
const nodeLimit = nodeOption === '' ? undefined : Number(nodeOption);
if (nodeLimit !== undefined && !(nodeLimit > 0))
  throw new Error(`--node-limit is a positive count, not "${nodeOption}".`);
const verbose = process.argv.includes('--verbose');
const cold = process.argv.includes('--cold');

/**
 * A fresh process that has printed its answer is given this long past the time limit to exit. Node 20 can, rarely,
 * hang as it exits, its main thread waiting for compile tasks that wait for it (nodejs/node issue 54918): such a
 * process is ended, and its answer, printed before, still counts.
 */
const EXIT_GRACE_MS = 30_000;

/** One deal solved by `crescent solve` in a fresh Node process: its positions and the search's own time. */
function coldSolve(deal: number, letter: string): { nodes: number; timeMs: number } {
  const code = `CR1-${letter}-${formatDealNumber(deal)}`;
  const args = ['dist/cli/crescent.js', 'solve', code, '--json', '--time-limit', String(timeLimitMs / 1000)];
  if (nodeLimit !== undefined) args.push('--node-limit', String(nodeLimit));
  const run = spawnSync('node', args, { encoding: 'utf8', timeout: timeLimitMs + EXIT_GRACE_MS });
  if (run.error !== undefined && run.stdout.trim() === '') throw new Error(`crescent solve ${code} gave no answer.`);
  if (run.error !== undefined) console.log(`  ${code}: the fresh process did not exit after its answer; it was ended.`);
  const answer = JSON.parse(run.stdout) as { nodes: number; timeMs: number };
  return { nodes: answer.nodes, timeMs: answer.timeMs };
}
const named = option('--deals', '');
const namedDeals = named === '' ? [] : named.split(',').map(Number);
if (namedDeals.some((d) => !Number.isInteger(d) || d < 0 || d >= STUDIED_DEALS)) {
  throw new Error(`--deals names study deals, 0 to ${STUDIED_DEALS - 1}, separated by commas (not "${named}").`);
}
/** The deals measured and how the report names them: the deals named, else the tuning or the held-out set. */
function chosenDeals(): { readonly deals: readonly number[]; readonly which: string } {
  if (namedDeals.length > 0) return { deals: namedDeals, which: `study deals ${namedDeals.join(',')}` };
  if (set === 'tuning') {
    const deals = Array.from({ length: Math.min(count, TUNING_SET.count) }, (_, i) => TUNING_SET.from + i);
    return { deals, which: `tuning set (deals ${deals[0]}..${deals[deals.length - 1]})` };
  }
  if (set === 'held-out-2') {
    const deals = heldOutDeals(count, SECOND_HELD_OUT_SEED);
    return { deals, which: `second held-out set (${deals.length} deals drawn by its own fixed seed)` };
  }
  const deals = heldOutDeals(count);
  return { deals, which: `held-out set (${deals.length} deals drawn by a fixed seed)` };
}
const { deals, which } = chosenDeals();
console.log(
  `solver on the ${which}, ${nodeLimit === undefined ? '' : `${nodeLimit} nodes, `}` +
    `${timeLimitMs / 1000} s and ${memoryMb} MiB per deal, one process; load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
);
for (const letter of letters) {
  const options = parseRulesLetter(letter);
  if (!options.ok) throw new Error(options.error.reason);
  const records: SolveRecord[] = [];
  let peakBytes = 0;
  let worstTimeOver = Number.NEGATIVE_INFINITY;
  const coldRuns: { nodes: number; timeMs: number }[] = [];
  for (const deal of deals) {
    if (cold) coldRuns.push(coldSolve(deal, letter));
    const position = dealPosition(deal, options.value);
    const started = performance.now();
    const result = solve(position, { timeLimitMs, memoryMb, ...(nodeLimit === undefined ? {} : { nodeLimit }) });
    // The wall time around the whole call, so the replay of a win and anything else after the search count too.
    const wallMs = performance.now() - started;
    records.push({ ...result, timeMs: wallMs });
    peakBytes = Math.max(peakBytes, result.peakBytes);
    worstTimeOver = Math.max(worstTimeOver, wallMs - timeLimitMs);
    if (verbose) {
      console.log(
        `  ${letter} ${deal} ${result.result} ${wallMs.toFixed(0)} ms ${result.nodes} nodes, peak ${(result.peakBytes / MiB).toFixed(1)} MiB, fewest in piles ${result.fewestInPiles}`,
      );
    }
  }
  const s = summarize(records);
  const memoryOver = peakBytes / MiB - memoryMb;
  console.log(
    `  ${letter}: decided ${percent(s.wins + s.losses, s.count)} (win ${s.wins}, loss ${s.losses}, unknown ${s.unknowns} of ${s.count}); ` +
      `median ${(s.medianMs / 1000).toFixed(3)} s, p95 ${(s.p95Ms / 1000).toFixed(3)} s, max ${(s.maxMs / 1000).toFixed(3)} s; ` +
      `${records.reduce((a, r) => a + r.nodes, 0).toLocaleString('en-US')} nodes in all, ` +
      `${Math.round(s.nodesPerSecond).toLocaleString('en-US')} nodes/s; peak memory ${(peakBytes / MiB).toFixed(1)} MiB ` +
      `(process rss ${(process.memoryUsage().rss / MiB).toFixed(0)} MiB); ` +
      `largest time overrun ${worstTimeOver > 0 ? `${worstTimeOver.toFixed(0)} ms` : 'none'} beyond the limit, ` +
      `largest memory overrun ${memoryOver > 0 ? `${memoryOver.toFixed(1)} MiB` : 'none'} beyond --memory-mb (allowed: the fixed ${FIXED_OVERHEAD_MIB} MiB)`,
  );
  if (cold) {
    const rate = (runs: readonly { nodes: number; timeMs: number }[]) =>
      runs.reduce((a, r) => a + r.nodes, 0) / (runs.reduce((a, r) => a + r.timeMs, 0) / 1000);
    const coldRate = rate(coldRuns);
    const warmRate = rate(records);
    const perDeal = coldRuns.map(
      (r, i) => r.nodes / Math.max(r.timeMs, 0.5) / ((records[i]?.nodes ?? 0) / Math.max(records[i]?.timeMs ?? 0, 0.5)),
    );
    perDeal.sort((a, b) => a - b);
    console.log(
      `  ${letter} cold: ${Math.round(coldRate).toLocaleString('en-US')} nodes/s in fresh processes against ${Math.round(warmRate).toLocaleString('en-US')} warm ` +
        `(${(warmRate / coldRate).toFixed(2)}x); per deal, cold rate over warm rate: median ${(perDeal[Math.floor(perDeal.length / 2)] ?? 0).toFixed(2)}, lowest ${(perDeal[0] ?? 0).toFixed(2)}`,
    );
  }
}
