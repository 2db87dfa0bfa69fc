// Benchmark: the search by phases on whole deals, on one thread and split over worker threads, at the same work.
//
// Usage: npm run bench:shards [-- --rules S] [--deals K] [--work N] [--workers W] [--memory-mb M]
// Defaults: strict, the first 4 held-out deals, 1,000,000 positions played each, 2 workers, 4096 MiB. Each deal is
// searched by phases from its start (where the positions with a redeal left are many) twice: by one search on this
// thread, then split over W worker threads by their keys (phases-workers.node.ts), each time until the work is
// done or the deal decided. It prints positions played a second for both, and their ratio: what splitting one
// proof over the machine's cores gives. The verdicts must agree whenever both decide.

import { loadavg } from 'node:os';
import { dealPosition, formatDealNumber, parseRulesLetter } from '../src/engine/index';
import { heldOutDeals } from '../src/solver/deal-sets';
import { phasesMemory, searchByPhases } from '../src/solver/phases';
import { searchByPhasesOnWorkers } from '../src/solver/phases-workers.node';
import { option } from './lib/options';

const letter = option('--rules', 'S').toUpperCase();
const count = Number(option('--deals', '4'));
const work = Number(option('--work', '1000000'));
const workers = Number(option('--workers', '2'));
const memoryMb = Number(option('--memory-mb', '4096'));
const rules = parseRulesLetter(letter);
if (!rules.ok) throw new Error(rules.error.reason);
const workerFile = new URL('./shard-worker.js', import.meta.url);

console.log(
  `search by phases, ${letter}, ${count} held-out deals from their start, ${work.toLocaleString('en-US')} positions played each, 1 thread against ${workers} workers, ${memoryMb} MiB; load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
let oneWork = 0;
let oneMs = 0;
let splitWork = 0;
let splitMs = 0;
for (const deal of heldOutDeals(count)) {
  const position = dealPosition(deal, rules.value);
  const limits = { nodeLimit: work, ...phasesMemory(memoryMb) };
  let started = performance.now();
  const one = searchByPhases(position, limits);
  const oneTime = performance.now() - started;
  started = performance.now();
  const split = await searchByPhasesOnWorkers(position, limits, workers, workerFile);
  const splitTime = performance.now() - started;
  if (one.result !== 'unknown' && split.result !== 'unknown' && one.result !== split.result) {
    throw new Error(
      `CR1-${letter}-${formatDealNumber(deal)}: one thread says ${one.result}, ${workers} workers ${split.result}`,
    );
  }
  oneWork += one.work;
  oneMs += oneTime;
  splitWork += split.work;
  splitMs += splitTime;
  const rate = (w: number, ms: number) => Math.round((w / ms) * 1000).toLocaleString('en-US');
  console.log(
    `  deal ${deal}: one thread ${one.result} (${one.stoppedBy ?? 'done'}), ${rate(one.work, oneTime)}/s; ${workers} workers ${split.result} (${split.stoppedBy ?? 'done'}), ${rate(split.work, splitTime)}/s`,
  );
}
const ratio = splitWork / splitMs / (oneWork / oneMs);
console.log(
  `  in all: ${Math.round((oneWork / oneMs) * 1000).toLocaleString('en-US')} positions played a second on one thread, ${Math.round((splitWork / splitMs) * 1000).toLocaleString('en-US')} on ${workers} workers (${ratio.toFixed(2)}x)`,
);
