// Benchmark: solves deals in one process per rules letter and reports decided share, times, nodes/s and memory.

import { dealPosition, parseRulesLetter } from '../src/engine/index';
import { solve } from '../src/solver/index';
import { percent, type SolveRecord, summarize } from '../src/solver/stats';

function option(name: string, fallback: string): string {
  const i = process.argv.indexOf(name);
  return i >= 0 ? (process.argv[i + 1] ?? fallback) : fallback;
}

const letters = option('--rules', 'NFEMHS').toUpperCase().split('');
const from = Number(option('--from', '0'));
const count = Number(option('--count', '200'));
const timeLimitMs = Number(option('--time-limit', '10')) * 1000;
const verbose = process.argv.includes('--verbose');

console.log(`solver: deals ${from}..${from + count - 1}, ${timeLimitMs / 1000} s limit each, one process`);
for (const letter of letters) {
  const options = parseRulesLetter(letter);
  if (!options.ok) throw new Error(options.error);
  const records: SolveRecord[] = [];
  let peakBytes = 0;
  for (let deal = from; deal < from + count; deal++) {
    const result = solve(dealPosition(deal, options.value), { timeLimitMs });
    records.push(result);
    peakBytes = Math.max(peakBytes, result.peakBytes);
    if (verbose)
      console.log(
        `  ${letter} ${deal} ${result.result} ${result.timeMs} ms ${result.nodes} nodes, fewest in piles ${result.fewestInPiles}`,
      );
  }
  const s = summarize(records);
  console.log(
    `  ${letter}: decided ${percent(s.wins + s.losses, s.count)} (win ${s.wins}, loss ${s.losses}, unknown ${s.unknowns} of ${s.count}); ` +
      `median ${(s.medianMs / 1000).toFixed(3)} s, p95 ${(s.p95Ms / 1000).toFixed(3)} s, max ${(s.maxMs / 1000).toFixed(3)} s; ` +
      `${Math.round(s.nodesPerSecond).toLocaleString('en-US')} nodes/s; peak table ${(peakBytes / 2 ** 20).toFixed(1)} MiB; ` +
      `rss ${(process.memoryUsage().rss / 2 ** 20).toFixed(0)} MiB`,
  );
}
