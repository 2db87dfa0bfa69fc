// Benchmark: the built `crescent` command's batch form on 10,000 random-play positions, and its start-up time.

import { spawn, spawnSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  checkMove,
  dealPosition,
  formatMove,
  formatPosition,
  type GameOptions,
  legalMoves,
  type Move,
  type Position,
  play,
  playLegal,
  status,
} from '../src/engine/index';

// Built as dist/cli/bench-cli.js, so the repository root is two folders up.
const bin = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', 'bin', 'crescent.js');
const JOBS = 10_000;

/** A small seeded generator, so every run plays the same games. */
function lcg(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}
const random = lcg(11);
const pick = <T>(items: readonly T[]): T | undefined => items[Math.floor(random() * items.length)];

const OPTIONS: GameOptions[] = [
  { rules: 'classic' },
  { rules: 'classic', four: true, facedown: true },
  { rules: 'casual', difficulty: 'easy' },
  { rules: 'casual', difficulty: 'hard', facedown: true },
  { rules: 'strict' },
  { rules: 'strict', facedown: true },
];

/** Positions along random games, every rule set, some dealt face down, from the deal to deep into play. */
function randomPlayPositions(count: number): Position[] {
  const positions: Position[] = [];
  for (let deal = 0; positions.length < count; deal++) {
    let position = dealPosition(deal * 7919, OPTIONS[deal % OPTIONS.length] as GameOptions);
    for (let step = 0; step < 120 && positions.length < count; step++) {
      if (step % 3 === 0) positions.push(position);
      const move = pick(legalMoves(position));
      if (move === undefined) break;
      position = playLegal(position, move);
    }
  }
  return positions;
}

/** A move for an apply job: mostly a legal one, sometimes any pair of places, so refusals are timed too. */
function someMove(position: Position): Move {
  const legal = random() < 0.7 ? pick(legalMoves(position)) : undefined;
  return legal ?? { kind: 'card', from: Math.floor(random() * 24), to: Math.floor(random() * 24) };
}

function runBatch(command: string, input: string, exitCode = 0): Promise<{ seconds: number; lines: string[] }> {
  return new Promise((done, fail) => {
    const started = performance.now();
    const child = spawn(process.execPath, [bin, command, '-'], { stdio: ['pipe', 'pipe', 'inherit'] });
    const chunks: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.on('error', fail);
    child.on('close', (code) => {
      const seconds = (performance.now() - started) / 1000;
      if (code !== exitCode) fail(new Error(`crescent ${command} - exited with ${code}`));
      const lines = Buffer.concat(chunks).toString('utf8').split('\n');
      lines.pop();
      done({ seconds, lines });
    });
    child.stdin.end(input);
  });
}

/** Wall time of `node ARGV` from spawn to exit, which is what a person or a script waits for. */
function wallTimes(argv: string[], runs: number): { mean: number; min: number } {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    const result = spawnSync(process.execPath, argv, { stdio: ['ignore', 'ignore', 'inherit'] });
    times.push(performance.now() - started);
    if (result.status !== 0) throw new Error(`node ${argv.join(' ')} exited with ${result.status}`);
  }
  return { mean: times.reduce((a, b) => a + b, 0) / runs, min: Math.min(...times) };
}

const positions = randomPlayPositions(JOBS);
const moves = positions.map(someMove);
const expected = {
  moves: positions.map((p) => legalMoves(p).map(formatMove).join(' ')),
  status: positions.map((p) => status(p)),
  apply: positions.map((p, i) => {
    const result = play(p, moves[i] as Move);
    return result.ok ? formatPosition(result.value) : `error: ${checkMove(p, moves[i] as Move)?.reason}`;
  }),
};
const inputs = {
  moves: positions.map((p) => `${formatPosition(p)}\n`).join(''),
  status: positions.map((p) => `${formatPosition(p)}\n`).join(''),
  apply: positions.map((p, i) => `${formatPosition(p)}\t${formatMove(moves[i] as Move)}\n`).join(''),
};

console.log(`cli: batch form, ${JOBS.toLocaleString('en-US')} random-play positions through ${bin}`);
for (const command of ['moves', 'status', 'apply'] as const) {
  const { seconds, lines } = await runBatch(command, inputs[command]);
  const wrong = lines.filter((line, i) => line !== expected[command][i]).length + Math.abs(lines.length - JOBS);
  const jobsPerSecond = Math.round(JOBS / seconds).toLocaleString('en-US');
  const refused = lines.filter((line) => line.startsWith('error: ')).length;
  console.log(
    `  ${command.padEnd(6)} - : ${seconds.toFixed(2)} s (${jobsPerSecond} jobs/s), ${lines.length} lines (${refused} error:), ${wrong} differ from the engine`,
  );
}

// One bad line of growing length: reading it must cost time in proportion to it, and its answer stays short.
console.log('cli: one junk line to moves -, which answers error: (so the batch exits 2)');
for (const megabytes of [8, 16, 32, 64]) {
  const { seconds, lines } = await runBatch('moves', `${'x'.repeat(megabytes * 2 ** 20)}\n`, 2);
  const rate = (megabytes / seconds).toFixed(0);
  console.log(
    `  ${String(megabytes).padStart(2)} MB line: ${seconds.toFixed(2)} s (${rate} MB/s), answer ${lines[0]?.length} characters`,
  );
}

const RUNS = 10;
console.log(`cli: start-up, wall time over ${RUNS} runs each`);
for (const args of [['--help'], ['deal', 'CR1-N-AAAAAAB']]) {
  const { mean, min } = wallTimes([bin, ...args], RUNS);
  console.log(`  crescent ${args.join(' ').padEnd(20)} mean ${mean.toFixed(0)} ms, best ${min.toFixed(0)} ms`);
}
// Node's own start-up, for scale: the part of the figures above that no change to the CLI can remove.
const node = wallTimes(['-e', ''], RUNS);
console.log(`  ${"node -e ''".padEnd(29)} mean ${node.mean.toFixed(0)} ms, best ${node.min.toFixed(0)} ms`);
