// Benchmark: whole proofs by phases on one thread and split over several: the same positions, how much sooner.
//
// Usage: npm run bench:shards [-- --rules NS] [--games K] [--seed held-out|tuning|N] [--node-limit N] [--workers W]
// Defaults: classic and strict, 12 lost games each, the held-out seed, 1,000,000 positions, 2 threads. Each lost
// game is played by bench:review's seeded player; its last position with one redeal left is searched by phases
// with its last phases played out too (every position kept by exact key, layer by layer: the work the shards
// split), first on this thread alone, then, where that finishes with a proof, split by key over W threads
// (phases-workers.node.ts: this one and W - 1 worker threads, started afresh for each proof, so their cold start
// is counted). Both must play the same positions to the same verdict (the run stops if not); it prints
// the time each took and their ratio. Searches that stop at the node limit are counted, not compared: a search cut
// short plays positions in another order on each side, so its rates say nothing about a proof.

import { loadavg } from 'node:os';
import { phasesMemory } from '../src/solver/phases';
import { searchByPhasesOnWorkers } from '../src/solver/phases-workers.node';
import { lostGames } from './lib/lost-games';
import { gameSeed, option } from './lib/options';

const { name: seedName, seed } = gameSeed();
const letters = option('--rules', 'NS').toUpperCase().split('');
const games = Number(option('--games', '12'));
const nodeLimit = Number(option('--node-limit', '1000000'));
const workers = Number(option('--workers', '2'));
const workerFile = new URL('./shard-worker.js', import.meta.url);
const limits = { nodeLimit, ...phasesMemory(2048), lastPhase: 'explicit' as const };

console.log(
  `proofs by phases, last phases played out, ${games} lost games per letter, seed ${seedName}, ${nodeLimit.toLocaleString('en-US')} positions; 1 thread against ${workers}; load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
for (const letter of letters) {
  let proofs = 0;
  let stopped = 0;
  let positions = 0;
  let oneMs = 0;
  let splitMs = 0;
  for (const game of lostGames(letter, seed, games)) {
    let step = game.positions.length - 1;
    while (step >= 0 && (game.positions[step]?.redeals ?? 0) < 1) step--;
    const position = game.positions[step];
    if (position === undefined) continue;
    let started = performance.now();
    const one = await searchByPhasesOnWorkers(position, limits, 1, workerFile);
    const oneTime = performance.now() - started;
    if (one.result === 'unknown') {
      stopped++;
      continue;
    }
    started = performance.now();
    const split = await searchByPhasesOnWorkers(position, limits, workers, workerFile);
    const splitTime = performance.now() - started;
    // A proof plays every position; a win ends at the first won position, which the two meet in other orders.
    const same = split.result === one.result && (one.result === 'win' || split.positions === one.positions);
    if (!same) {
      throw new Error(
        `deal ${game.deal} step ${step}: 1 thread ${one.result} in ${one.positions} positions, ${workers} threads ${split.result} in ${split.positions}`,
      );
    }
    if (one.result === 'win') continue;
    proofs++;
    positions += one.positions;
    oneMs += oneTime;
    splitMs += splitTime;
  }
  console.log(
    `  ${letter}: ${proofs} proofs compared (${positions.toLocaleString('en-US')} positions), ${stopped} stopped at the limit; ` +
      `1 thread ${(oneMs / 1000).toFixed(1)} s, ${workers} threads ${(splitMs / 1000).toFixed(1)} s (${(oneMs / Math.max(1, splitMs)).toFixed(2)}x sooner)`,
  );
}
