// Measurement: the exhaustive pass alone on named deals, and where its positions lie (redeals left, cards in piles, lost games).
//
// Usage: npm run build:cli && node dist/cli/bench-solver-exhaustive.js --rules N --deals D,D,... [--node-limit N]
//        [--memory-mb M] [--sample K] [--probe-nodes P] [--suit-redeals R] [--pair-redeals R] [--share S]
//        [--first-nodes N] [--retry-hits K] [--every-suit-redeals R]
//        [--sub-every K --sub-redeals R --sub-nodes N --sub-most M]. Defaults: 50,000,000 positions,
//        4096 MiB, every 1,000th stored position probed with games of 20,000 positions, single suits and pairs
//        judged as in the portfolio's exhaustive pass, share 3. Study deals only (0-9999): never the held-out set.
//
// Each probed position has passed the search's own tests; the probe asks which further sound test would call
// it lost: a single suit alone with two or more redeals left (the relaxed game), or a pair of suits alone.

import { dealPosition, type Position, parseRulesLetter } from '../src/engine/index';
import { Clock } from '../src/solver/clock';
import { STUDIED_DEALS } from '../src/solver/deal-sets';
import { ObservedDepthFirst } from '../src/solver/lab/observed-search';
import { LabSplitTest, PAIRS, type SplitTuning } from '../src/solver/lab/split-lab';
import { exhaustivePass, TUNING } from '../src/solver/portfolio';
import { toPosition } from '../src/solver/save-load';
import { DepthFirst } from '../src/solver/search';
import type { PackedState } from '../src/solver/state';

function option(name: string, fallback: string): string {
  const i = process.argv.indexOf(name);
  return i >= 0 ? (process.argv[i + 1] ?? fallback) : fallback;
}

const letter = option('--rules', 'N').toUpperCase();
const deals = option('--deals', '')
  .split(',')
  .filter((d) => d !== '')
  .map(Number);
if (deals.length === 0 || deals.some((d) => !Number.isInteger(d) || d < 0 || d >= STUDIED_DEALS)) {
  throw new Error(`--deals names study deals, 0 to ${STUDIED_DEALS - 1}, separated by commas.`);
}
const nodeLimit = Number(option('--node-limit', '50000000'));
const memoryMb = Number(option('--memory-mb', '4096'));
const sample = Number(option('--sample', '1000'));
const probeNodes = Number(option('--probe-nodes', '20000'));
const suitRedeals = Number(option('--suit-redeals', String(TUNING.exhaustiveSuitRedeals)));
const pairRedeals = Number(option('--pair-redeals', '-1'));
const share = Number(option('--share', '3'));
const firstNodes = Number(option('--first-nodes', '0'));
const retryHits = Number(option('--retry-hits', '16'));
const everySuitRedeals = Number(option('--every-suit-redeals', '0'));
const subEvery = Number(option('--sub-every', '0'));
const subRedeals = Number(option('--sub-redeals', '0'));
const subNodes = Number(option('--sub-nodes', '1000000'));
const subMost = Number(option('--sub-most', '1000'));
/** The configurations the sub-positions are searched under: the search's own, and each candidate. */
const configs: [string, SplitTuning][] = [
  ['suits with 1 redeal, no pairs', { suitRedeals: 1, pairRedeals: -1 }],
  ['suits with 3 redeals, pairs with 0', { suitRedeals: 3, pairRedeals: 0 }],
  ['suits with 3 redeals, pairs with 1', { suitRedeals: 3, pairRedeals: 1 }],
];
const options = parseRulesLetter(letter);
if (!options.ok) throw new Error(options.error.reason);

/** A table of counts keyed by a label, printed sorted. */
class Tally {
  readonly counts = new Map<string, number>();
  add(key: string, n = 1): void {
    this.counts.set(key, (this.counts.get(key) ?? 0) + n);
  }
  print(title: string): void {
    const rows = [...this.counts.entries()].sort((a, b) => (a[0] < b[0] ? -1 : 1));
    console.log(`  ${title}: ${rows.map(([k, v]) => `${k} ${v.toLocaleString('en-US')}`).join(', ')}`);
  }
}

for (const deal of deals) {
  const position = dealPosition(deal, options.value);
  const clock = new Clock(Date.now);
  const split = new LabSplitTest(false, clock, {
    suitRedeals,
    pairRedeals,
    share,
    firstNodes,
    retryHits,
    everySuitRedeals,
  });
  const dfs = new ObservedDepthFirst(position, false, split, clock);
  const byRedeals = new Tally();
  const byCards = new Tally();
  const probed = new Tally();
  const probe = new LabSplitTest(false, null);
  let stored = 0;
  dfs.observe = (state: PackedState) => {
    stored++;
    byRedeals.add(`r${state.redeals}`);
    byCards.add(`${Math.floor(state.inPiles / 10) * 10}s`);
    if (stored % sample !== 0) return;
    const key = `r${state.redeals}`;
    probed.add(`${key} probed`);
    let suitLost = false;
    for (let s = 0; s < 4 && !suitLost; s++) suitLost = probe.suitsLost(state, 1 << s, probeNodes);
    if (suitLost) probed.add(`${key} a suit alone lost`);
    let pairLost = false;
    for (const pair of PAIRS) {
      if (pairLost) break;
      pairLost = probe.suitsLost(state, pair, probeNodes);
    }
    if (pairLost) probed.add(`${key} a pair lost`);
    if (pairLost && !suitLost) probed.add(`${key} a pair lost, no suit alone`);
  };
  const subproblems: Position[] = [];
  let subSeen = 0;
  if (subEvery > 0) {
    const before = dfs.observe;
    dfs.observe = (state: PackedState) => {
      before?.(state);
      if (state.redeals === subRedeals && ++subSeen % subEvery === 0) subproblems.push(toPosition(state));
    };
  }
  const started = Date.now();
  const result = exhaustivePass(dfs, split, nodeLimit, Number.POSITIVE_INFINITY, memoryMb, suitRedeals);
  console.log(
    `${letter} deal ${deal}: ${result.end}${result.limit === null ? '' : ` (${result.limit})`} after ${dfs.nodes.toLocaleString('en-US')} positions ` +
      `(${split.nodes.toLocaleString('en-US')} of them in separate-games searches), ${result.tableSize.toLocaleString('en-US')} stored, ` +
      `fewest in piles ${dfs.fewestInPiles}, ${((Date.now() - started) / 1000).toFixed(0)} s; suits judged with at most ${suitRedeals} redeals left, pairs with ${pairRedeals}, share ${share}`,
  );
  byRedeals.print('stored by redeals left');
  byCards.print('stored by cards in piles');
  probed.print(`probed (every ${sample}th stored, games of ${probeNodes} positions)`);
  // Each sub-position searched to its end under each configuration: positions searched, and decided.
  for (const [name, tuning] of subproblems.length === 0 ? [] : configs) {
    let decided = 0;
    let lost = 0;
    let nodes = 0;
    const started = Date.now();
    for (const sub of subproblems.slice(-subMost)) {
      const subClock = new Clock(Date.now);
      const subSplit = new LabSplitTest(false, subClock, tuning);
      const subSearch = new DepthFirst(sub, false, subSplit, subClock);
      const suits = tuning.suitRedeals ?? TUNING.exhaustiveSuitRedeals;
      const end = exhaustivePass(subSearch, subSplit, subNodes, Number.POSITIVE_INFINITY, 1024, suits).end;
      nodes += subSearch.nodes;
      if (end !== 'stopped') decided++;
      if (end === 'exhausted') lost++;
    }
    console.log(
      `  sub-positions (${Math.min(subMost, subproblems.length)} with ${subRedeals} redeals left, each to ${subNodes.toLocaleString('en-US')} positions), ${name}: decided ${decided} (lost ${lost}), ` +
        `${nodes.toLocaleString('en-US')} positions in all, ${((Date.now() - started) / 1000).toFixed(0)} s`,
    );
  }
}
