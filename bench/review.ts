// Benchmark: reviews of real lost games, per rules letter: how often the turning point is decided, and how fast.
//
// Usage: npm run bench:review [-- --rules NHS] [--games K] [--skip K] [--seed held-out|tuning|N] [--time-limit S]
//        [--longer S] [--verbose]
// Defaults: classic, casual Hard and strict, 100 lost games each, the held-out seed, 2 s per position. Each game
// is a deal from the app's winnable list for the letter, played by a seeded plausible player (the rule-book
// hint's order with random choices, bench/lib/seeded-player.ts) until stuck; won games are skipped. The review
// searches its positions (bench and product share src/solver/review.ts) and a game counts as decided when a
// win was found one step before a position proved lost, each search within the time limit. With `--longer S`, a
// review left undecided goes on as the app's "Search longer" does: the gap it left, S s a position, at most
// REVIEW_LONGER_PROBES positions, and the games that then decide are counted apart. `--skip K` leaves out the
// seed's first K lost games, so that one run can be split over processes (`--games 50` beside `--skip 50 --games 50`).

import { loadavg } from 'node:os';
import { formatMove, type Position } from '../src/engine/index';
import { reviewGame } from '../src/solver/review';
import { percentile } from '../src/solver/stats';
import { REVIEW_LONGER_PROBES } from '../src/web/review/protocol';
import { lostGames } from './lib/lost-games';
import { gameSeed, option } from './lib/options';

const { name: seedName, seed } = gameSeed();
const letters = option('--rules', 'NHS').toUpperCase().split('');
const games = Number(option('--games', '100'));
const skip = Number(option('--skip', '0'));
if (!Number.isInteger(skip) || skip < 0)
  throw new Error(`--skip is a count of 0 or more, not "${option('--skip', '')}".`);
const timeLimitMs = Number(option('--time-limit', '2')) * 1000;
const longerMs = Number(option('--longer', '0')) * 1000;
const verbose = process.argv.includes('--verbose');

console.log(
  `reviews of ${games} lost games per letter, seed ${seedName}, ${timeLimitMs / 1000} s per position; load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
for (const letter of letters) {
  const outcomes = new Map<string, number>();
  const probeTimes: number[] = [];
  const reviewTimes: number[] = [];
  let decided = 0;
  let overruns = 0;
  let longerDecided = 0;
  const longerTimes: number[] = [];
  /** Undecided searches by the redeals their position had left. */
  const openByRedeals: number[] = [];
  let played = 0;
  let lost = 0;
  let index = 0;
  for (const game of lostGames(letter, seed, skip + games)) {
    if (index++ < skip) continue;
    const { deal, start, moves } = game;
    played = game.played;
    lost++;
    const review = reviewGame(start, moves, { timeLimitMs });
    const times = review.probes.map((p) => p.timeMs);
    probeTimes.push(...times);
    reviewTimes.push(times.reduce((a, b) => a + b, 0));
    overruns += times.filter((t) => t > timeLimitMs + 250).length;
    for (const probe of review.probes.filter((p) => p.verdict === 'unknown')) {
      const left = positionRedeals(start, moves, probe.step);
      openByRedeals[left] = (openByRedeals[left] ?? 0) + 1;
    }
    outcomes.set(review.outcome, (outcomes.get(review.outcome) ?? 0) + 1);
    if (review.outcome === 'turning-point' || review.outcome === 'lost-from-start') decided++;
    let longer = '';
    if (review.outcome === 'undecided' && longerMs > 0) {
      const known = [review.lastWin, review.firstLoss].filter((probe) => probe !== null);
      const again = reviewGame(start, moves, { timeLimitMs: longerMs, maxProbes: REVIEW_LONGER_PROBES, known });
      const spent = again.probes.reduce((total, probe) => total + probe.timeMs, 0);
      longerTimes.push(spent);
      if (again.outcome === 'turning-point' || again.outcome === 'lost-from-start') longerDecided++;
      longer = `; searched longer: ${again.outcome}${again.losingStep === null ? '' : ` at step ${again.losingStep}`}, ${again.probes.length} searches, ${spent / 1000} s`;
    }
    if (verbose) {
      const losing =
        review.losingStep === null ? '' : ` ${formatMove(moves[review.losingStep - 1] ?? { kind: 'redeal' })}`;
      const open = review.probes
        .filter((p) => p.verdict === 'unknown')
        .map((p) => `${p.step}(R${positionRedeals(start, moves, p.step)})`);
      console.log(
        `  ${letter} deal ${deal}: ${moves.length} steps, ${review.outcome}${review.losingStep === null ? '' : ` at step ${review.losingStep}${losing}`}, ` +
          `${review.probes.length} searches, ${(reviewTimes[reviewTimes.length - 1] as number) / 1000} s` +
          `${open.length > 0 ? `, undecided after ${open.join(' ')} steps` : ''}` +
          `${review.firstLoss?.method === 'decoupled' || review.firstLoss?.method === 'phases' ? ` (loss by ${review.firstLoss.method === 'phases' ? 'phases' : 'decoupled search'})` : ''}${longer}`,
      );
    }
  }
  const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
  const p = sorted(probeTimes);
  const r = sorted(reviewTimes);
  const seconds = (ms: number) => (ms / 1000).toFixed(2);
  console.log(
    `${letter}: ${lost} lost games (of ${played} played): turning point decided in ${decided} (${((100 * decided) / lost).toFixed(0)}%); ` +
      `outcomes ${[...outcomes].map(([k, v]) => `${k} ${v}`).join(', ')}; ` +
      `per search median ${seconds(percentile(p, 0.5))} s, p95 ${seconds(percentile(p, 0.95))} s, max ${seconds(p[p.length - 1] ?? 0)} s; ` +
      `per review median ${seconds(percentile(r, 0.5))} s, max ${seconds(r[r.length - 1] ?? 0)} s; ${probeTimes.length} searches; ` +
      `undecided with 0, 1, 2... redeals left: ${Array.from(openByRedeals, (n) => n ?? 0).join(', ') || 'none'}; ` +
      `${overruns} over the limit by more than 0.25 s`,
  );
  if (longerMs > 0) {
    const l = sorted(longerTimes);
    console.log(
      `${letter}: searched longer (${longerMs / 1000} s a position, at most ${REVIEW_LONGER_PROBES}): ${longerDecided} of ${longerTimes.length} undecided reviews decided, ` +
        `${decided + longerDecided} of ${lost} in all (${((100 * (decided + longerDecided)) / lost).toFixed(0)}%); per longer search median ${seconds(percentile(l, 0.5))} s, max ${seconds(l[l.length - 1] ?? 0)} s`,
    );
  }
}

function positionRedeals(start: Position, moves: readonly { kind: string }[], step: number): number {
  return start.redeals - moves.slice(0, step).filter((m) => m.kind === 'redeal').length;
}
