// Benchmark: legal-move generation plus play throughput on positions reached by random play.

import { dealPosition, legalMoves, type Position, playLegal, RULE_SET_IDS } from '../src/engine/index';

/** A small seeded generator, so every run plays the same games. */
function lcg(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

function collectPositions(count: number): Position[] {
  const positions: Position[] = [];
  const random = lcg(7);
  let deal = 0;
  while (positions.length < count) {
    const rules = RULE_SET_IDS[deal % RULE_SET_IDS.length] ?? 'classic';
    let position = dealPosition(deal++, { rules });
    for (let step = 0; step < 200 && positions.length < count; step++) {
      positions.push(position);
      const moves = legalMoves(position);
      const move = moves[Math.floor(random() * moves.length)];
      if (move === undefined) break;
      position = playLegal(position, move);
    }
  }
  return positions;
}

const positions = collectPositions(20_000);
let checksum = 0;
function round(): void {
  for (const position of positions) {
    const moves = legalMoves(position);
    const move = moves[moves.length >> 1];
    if (move !== undefined) checksum += playLegal(position, move).redeals;
  }
}
round(); // warm-up, not timed: let the JIT compile the hot path first
const rounds = 20;
const started = performance.now();
for (let r = 0; r < rounds; r++) round();
const seconds = (performance.now() - started) / 1000;
const perSecond = (positions.length * rounds) / seconds;
console.log(`engine: legalMoves + play on ${positions.length} random-play positions x ${rounds} rounds`);
console.log(
  `  ${Math.round(perSecond).toLocaleString('en-US')} positions per second (${seconds.toFixed(2)} s, checksum ${checksum})`,
);
