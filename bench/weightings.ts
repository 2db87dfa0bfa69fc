// Benchmark: each of the portfolio's best-first weightings alone, one after another, on named study deals.
//
// Usage: node dist/cli/bench-weightings.js --rules L --deals D,D,... [--nodes N] [--first K] [--memory-mb M]
// Defaults: 500,000 positions and 256 MiB for each weighting, every weighting of the portfolio in its order
// (--first K starts at the K-th, from 0). Each weighting searches the deal afresh, alone, until it wins or
// spends its positions; the next one is tried only if it did not win. Under casual rules each plays the game
// without give-backs, whose wins are wins. It shows which weightings win the deals a portfolio leaves open.

import { dealPosition, parseRulesLetter } from '../src/engine/index';
import { BestFirst } from '../src/solver/best-first';
import { Clock } from '../src/solver/clock';
import { STUDIED_DEALS } from '../src/solver/deal-sets';
import { TUNING } from '../src/solver/portfolio';
import { SplitTest } from '../src/solver/split';

function option(name: string, fallback: string): string {
  const i = process.argv.indexOf(name);
  return i >= 0 ? (process.argv[i + 1] ?? fallback) : fallback;
}

const letter = option('--rules', 'N').toUpperCase();
const options = parseRulesLetter(letter);
if (!options.ok) throw new Error(options.error.reason);
const named = option('--deals', '');
const deals = named.split(',').map(Number);
if (named === '' || deals.some((d) => !Number.isInteger(d) || d < 0 || d >= STUDIED_DEALS)) {
  throw new Error(`--deals names study deals, 0 to ${STUDIED_DEALS - 1}, separated by commas (not "${named}").`);
}
const nodes = Number(option('--nodes', '500000'));
if (!(nodes > 0)) throw new Error(`--nodes is a positive count, not "${option('--nodes', '')}".`);
const first = Number(option('--first', '0'));
const runs = TUNING.bestFirstRuns.slice(first);
if (!Number.isInteger(first) || runs.length === 0) {
  throw new Error(`--first is a weighting's place, 0 to ${TUNING.bestFirstRuns.length - 1}.`);
}
const memoryMb = Number(option('--memory-mb', '256'));
if (!(memoryMb > 0)) throw new Error(`--memory-mb is a positive size, not "${option('--memory-mb', '')}".`);
const smallerGame = options.value.rules === 'casual';

console.log(
  `each weighting alone from place ${first}, ${nodes} positions and ${memoryMb} MiB each, rules ${letter}, ` +
    `study deals ${deals.join(',')}${smallerGame ? ' (the game without give-backs)' : ''}`,
);
let won = 0;
for (const deal of deals) {
  const position = dealPosition(deal, options.value);
  let answer = 'no weighting won';
  let spent = 0;
  for (const [i, run] of runs.entries()) {
    const clock = new Clock(Date.now);
    const best = new BestFirst(
      position,
      memoryMb * 2 ** 20,
      run.weights,
      new SplitTest(smallerGame, clock),
      smallerGame,
    );
    const end = best.run(nodes, Number.POSITIVE_INFINITY, clock);
    spent += best.nodes;
    if (end === 'win') {
      won++;
      answer = `won by place ${first + i} ${JSON.stringify(run.weights)} in ${best.nodes} positions`;
      break;
    }
    if (end === 'exhausted' && !smallerGame) {
      answer = `lost (place ${first + i} searched it all in ${best.nodes} positions)`;
      break;
    }
  }
  console.log(`  ${letter} ${deal} ${answer}; ${spent} positions in all`);
}
console.log(`  ${letter}: won ${won} of ${deals.length}`);
