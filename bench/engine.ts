// Benchmark: legal-move generation plus play throughput on random-play positions, and a long game's cost per move.

import {
  canUndo,
  dealPosition,
  gameFromPosition,
  legalMoves,
  type Position,
  parseMove,
  parsePosition,
  playLegal,
  playMove,
  RULE_SET_IDS,
  undo,
} from '../src/engine/index';

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

// A Game's cost per move must not grow with the game: one card shuttled between two piles (casual keeps every
// move undoable), timed over the first and the last 20,000 of 100,000 moves, then every move undone.
const shuttle = parsePosition('casual 3 KKK6AAAA 7C8C/9C/TCQCKCJC/-/-/-/-/-/-/-/-/-/-/-/-/-');
const there = parseMove('1-2');
const back = parseMove('2-1');
if (!shuttle.ok || !there.ok || !back.ok) throw new Error('the shuttle position or its moves no longer parse');
const LONG_GAME = 100_000;
const STRETCH = 20_000;
let game = gameFromPosition(shuttle.value);
const stretchMs: number[] = [];
let stretchStart = performance.now();
for (let i = 0; i < LONG_GAME; i++) {
  const step = playMove(game, i % 2 === 0 ? there.value : back.value);
  if (!step.ok) throw new Error(step.error.reason);
  game = step.value;
  if ((i + 1) % STRETCH === 0) {
    stretchMs.push(performance.now() - stretchStart);
    stretchStart = performance.now();
  }
}
const undoStart = performance.now();
while (canUndo(game)) game = undo(game);
const undoMs = performance.now() - undoStart;
const perMove = (ms: number | undefined) => `${(((ms ?? 0) * 1000) / STRETCH).toFixed(2)} µs`;
console.log(`game: playMove over a ${LONG_GAME.toLocaleString('en-US')}-move casual game`);
console.log(
  `  first ${STRETCH.toLocaleString('en-US')} moves ${perMove(stretchMs[0])} a move, last ${STRETCH.toLocaleString('en-US')} ${perMove(stretchMs.at(-1))} a move; undo all ${((undoMs * 1000) / LONG_GAME).toFixed(2)} µs a move`,
);
