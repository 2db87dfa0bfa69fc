// Benchmark: hard last phases of real lost games, and how many of them two or three of their suits alone prove lost.
//
// Usage: npm run bench:suit-sets [-- --rules NHS] [--games K] [--seed held-out|tuning|N] [--time-limit S]
// Defaults: classic and strict, 20 lost games each, the held-out seed, 2 s. Each lost game is played by bench:review's
// seeded player; walking back from its end through the positions with no redeal left, the first three that the
// solver's search leaves undecided within 1 s (before one it wins) are the game's hard positions. Each is given to
// the suit sets (src/solver/lab/suit-sets.ts) for the time limit, each set's first look 7.5% of it, and then to the
// solver's search for the same time, so that the two are compared on the same positions and budgets.

import { loadavg } from 'node:os';
import type { Position } from '../src/engine/index';
import { lostSuitSet } from '../src/solver/lab/suit-sets';
import { solve } from '../src/solver/solve';
import { percentile } from '../src/solver/stats';
import { lostGames } from './lib/lost-games';
import { gameSeed, option } from './lib/options';

const { name: seedName, seed } = gameSeed();
const letters = option('--rules', 'NS').toUpperCase().split('');
const games = Number(option('--games', '20'));
const timeLimitMs = Number(option('--time-limit', '2')) * 1000;
const PER_GAME = 3;
const HARD_MS = 1000;

console.log(
  `hard last phases of ${games} lost games per letter, seed ${seedName}, ${timeLimitMs / 1000} s each; load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
for (const letter of letters) {
  let hard = 0;
  let bySets = 0;
  let bySearch = 0;
  let bySetsAlone = 0;
  const setTimes: number[] = [];
  const sizes = new Map<number, number>();
  for (const game of lostGames(letter, seed, games)) {
    let found = 0;
    for (let step = game.positions.length - 1; step >= 0 && found < PER_GAME; step--) {
      const position = game.positions[step] as Position;
      if (position.redeals > 0) break;
      const first = solve(position, { timeLimitMs: HARD_MS });
      if (first.result === 'win') break;
      if (first.result !== 'unknown') continue;
      found++;
      hard++;
      const started = Date.now();
      const sets = lostSuitSet(position, {
        deadline: started + timeLimitMs,
        sliceMs: timeLimitMs * 0.075,
        memoryMb: 1024,
      });
      if (sets.lostSuits !== null) {
        bySets++;
        setTimes.push(Date.now() - started);
        sizes.set(sets.lostSuits.length, (sizes.get(sets.lostSuits.length) ?? 0) + 1);
      }
      const search = solve(position, { timeLimitMs });
      if (search.result === 'win' && sets.lostSuits !== null) {
        throw new Error(`deal ${game.deal} step ${step}: the solver wins where the suits ${sets.lostSuits} lose`);
      }
      if (search.result !== 'unknown') bySearch++;
      else if (sets.lostSuits !== null) bySetsAlone++;
    }
  }
  const sorted = [...setTimes].sort((a, b) => a - b);
  console.log(
    `${letter}: ${hard} hard positions; a suit set proves ${bySets} lost (pairs ${sizes.get(2) ?? 0}, triples ${sizes.get(3) ?? 0}; ` +
      `time median ${(percentile(sorted, 0.5) / 1000).toFixed(2)} s, max ${((sorted[sorted.length - 1] ?? 0) / 1000).toFixed(2)} s); ` +
      `the solver's search decides ${bySearch} with the same time, and leaves ${bySetsAlone} of the suit sets' losses undecided`,
  );
}
