// Benchmark: positions of real games with R redeals left (the last phase by default), decided by the exhaustive search and by the decoupled search.
//
// Usage: npm run bench:phase [-- --rules NHS] [--games K] [--seed held-out|tuning|N] [--time-limit S] [--redeals R]
//        [--last-phase decoupled|explicit] [--phases by-phases|strict] [--verbose] [--dump FILE]
// Defaults: classic, casual Hard and strict, 30 lost games each, the held-out seed, 2 s per position. Each game
// is a deal of the app's winnable list played by the seeded player of bench:review until stuck; of each lost
// game's positions with R redeals left (default 0) and a move to play, five evenly spaced ones are searched by the
// solver (`solve`) alone, by the decoupled search alone (with no redeal left `searchPhase`, else `searchByPhases`,
// which plays the positions with a redeal left and hands each last phase to it), and as a review searches them
// (`reviewPosition`), each within the time limit. With `--phases strict` (strict only, R of 1 or more) the exact
// method is the lab's decoupled search of strict phases (src/solver/lab/strict-phases.ts). It prints how
// many each decides, where they disagree (a solver bug: the run stops), their times and their stored states.

import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { formatPosition, type Position, status } from '../src/engine/index';
import { searchPhase } from '../src/solver/decoupled';
import { searchStrictPhases } from '../src/solver/lab/strict-phases';
import { searchByPhases } from '../src/solver/phases';
import { reviewPosition } from '../src/solver/review';
import { solve } from '../src/solver/solve';
import { percentile } from '../src/solver/stats';
import { lostGames } from './lib/lost-games';
import { gameSeed, option } from './lib/options';

const { name: seedName, seed } = gameSeed();
const letters = option('--rules', 'NHS').toUpperCase().split('');
const games = Number(option('--games', '30'));
const timeLimitMs = Number(option('--time-limit', '2')) * 1000;
const verbose = process.argv.includes('--verbose');
const dump = option('--dump', '');
const redeals = Number(option('--redeals', '0'));
const lastPhase = option('--last-phase', 'decoupled') === 'explicit' ? 'explicit' : 'decoupled';
const strictPhases = option('--phases', 'by-phases') === 'strict';
/** The exact-key method's name in the report: the decoupled search alone, or with redeals left the search by phases. */
const exactName = redeals === 0 ? 'decoupled' : strictPhases ? 'strict phases' : 'by phases';
if (strictPhases && (redeals === 0 || letters.some((letter) => letter !== 'S')))
  throw new Error('--phases strict searches strict positions (--rules S) with a redeal left (--redeals 1 or more).');
if (!Number.isInteger(redeals) || redeals < 0)
  throw new Error(`--redeals is a count of 0 or more, not "${option('--redeals', '')}".`);
const PER_GAME = 5;

console.log(
  `positions with ${redeals} redeals left of ${games} lost games per letter, seed ${seedName}, ${timeLimitMs / 1000} s per search; load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
const dumped: string[] = [];
for (const letter of letters) {
  const positions: Position[] = [];
  for (const game of lostGames(letter, seed, games)) {
    const open = game.positions.filter((p) => p.redeals === redeals && status(p) === 'playing');
    for (let i = 0; i < PER_GAME && open.length > 0; i++) {
      positions.push(open[Math.floor((i * open.length) / PER_GAME)] as Position);
    }
  }
  const seen = new Set<string>();
  const unique = positions.filter((p) => {
    const text = formatPosition(p);
    if (seen.has(text)) return false;
    seen.add(text);
    return true;
  });
  const explicit = { decided: 0, times: [] as number[], stored: [] as number[] };
  const decoupled = { decided: 0, times: [] as number[], stored: [] as number[] };
  const review = { decided: 0, times: [] as number[], stored: [] as number[] };
  let both = 0;
  let neither = 0;
  for (const position of unique) {
    const text = formatPosition(position);
    dumped.push(text);
    let started = performance.now();
    const a = solve(position, { timeLimitMs });
    const aMs = performance.now() - started;
    started = performance.now();
    const deadline = Date.now() + timeLimitMs;
    // What each keeps: the decoupled search its leaf states at the peak, the search by phases its positions.
    let b: { result: 'win' | 'loss' | 'unknown'; stored: number; detail: string };
    if (redeals === 0) {
      const phase = searchPhase(position, { deadline });
      b = {
        ...phase,
        stored: phase.peakStoredLeaves,
        detail: `${phase.peakStoredLeaves} leaves ${phase.centreStates} centre`,
      };
    } else if (strictPhases) {
      const phases = searchStrictPhases(position, { deadline });
      b = {
        ...phases,
        stored: phases.redealStarts,
        detail: `${phases.redealStarts} starts after a redeal, ${phases.lastPhases} of them last phases`,
      };
    } else {
      const phases = searchByPhases(position, { deadline, lastPhase });
      b = {
        ...phases,
        stored: phases.positions,
        detail: `${phases.positions} positions ${phases.lastPhases} last phases`,
      };
    }
    const bMs = performance.now() - started;
    started = performance.now();
    const c = reviewPosition(position, 0, { timeLimitMs });
    const cMs = performance.now() - started;
    const verdicts = [a.result, b.result, c.verdict].filter((v) => v !== 'unknown');
    if (new Set(verdicts).size > 1) {
      throw new Error(
        `The searches disagree on ${text}: solve ${a.result}, ${exactName} ${b.result}, review ${c.verdict}.`,
      );
    }
    if (c.verdict !== 'unknown') {
      review.decided++;
      review.times.push(cMs);
      review.stored.push(c.nodes);
    }
    if (a.result !== 'unknown') {
      explicit.decided++;
      explicit.times.push(aMs);
      explicit.stored.push(a.positions);
    }
    if (b.result !== 'unknown') {
      decoupled.decided++;
      decoupled.times.push(bMs);
      decoupled.stored.push(b.stored);
    }
    if (a.result !== 'unknown' && b.result !== 'unknown') both++;
    if (a.result === 'unknown' && b.result === 'unknown') neither++;
    if (verbose) {
      console.log(
        `  ${letter} ${a.result}/${b.result}/${c.verdict} solve ${(aMs / 1000).toFixed(2)} s ${a.positions} stored, ` +
          `${exactName} ${(bMs / 1000).toFixed(2)} s ${b.detail}, ` +
          `review ${(cMs / 1000).toFixed(2)} s: ${text}`,
      );
    }
  }
  const summary = (name: string, s: typeof explicit) => {
    const t = [...s.times].sort((x, y) => x - y);
    const m = [...s.stored].sort((x, y) => x - y);
    return (
      `${name} decides ${s.decided} (${((100 * s.decided) / unique.length).toFixed(0)}%), ` +
      `time median ${(percentile(t, 0.5) / 1000).toFixed(3)} s p95 ${(percentile(t, 0.95) / 1000).toFixed(3)} s, ` +
      `stored median ${percentile(m, 0.5)}`
    );
  };
  console.log(
    `${letter}: ${unique.length} positions; ${summary('solve', explicit)}; ${summary(exactName, decoupled)}; ` +
      `both ${both}, neither ${neither}; ${summary('review', review)} (its stored figure: positions searched)`,
  );
}
if (dump !== '') writeFileSync(dump, `${dumped.join('\n')}\n`);
