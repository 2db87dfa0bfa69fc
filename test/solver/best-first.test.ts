// The best-first search: saved states load back exactly, and its answers agree with brute force on small positions.

import { describe, expect, it } from 'vitest';
import { formatPosition, isWon, type Position, play } from '../../src/engine/index';
import { BestFirst } from '../../src/solver/best-first';
import { Clock } from '../../src/solver/clock';
import { load, save, savedSize, toPosition } from '../../src/solver/save-load';
import { lineToMoves } from '../../src/solver/solve';
import { SplitTest } from '../../src/solver/split';
import { PackedState } from '../../src/solver/state';
import { bruteForceWinnable, playedPositions, seeded, smallPosition } from './positions';

/** The separate-games test, counting the positions it calls lost (best-first asks it as each leaves the queue). */
class CountingSplit extends SplitTest {
  cuts = 0;
  override lost(...args: Parameters<SplitTest['lost']>): boolean {
    const lost = super.lost(...args);
    if (lost) this.cuts++;
    return lost;
  }
}
const split = new CountingSplit();

/** Runs a best-first search to its end: 'win' with the engine position its line reaches, or 'loss'. */
function runToEnd(position: Position): { answer: string; reached: Position | null } {
  const search = new BestFirst(position, 64 * 2 ** 20, undefined, split);
  const end = search.run(Number.POSITIVE_INFINITY, Number.POSITIVE_INFINITY, new Clock(() => 0));
  if (end !== 'win') return { answer: end === 'exhausted' ? 'loss' : 'unknown', reached: null };
  let current = position;
  for (const move of lineToMoves(position, search.line ?? [])) {
    const step = play(current, move);
    if (!step.ok) throw new Error(step.error.reason);
    current = step.value;
  }
  return { answer: 'win', reached: current };
}

describe('PackedState save and load', () => {
  it('loads back the same position and hashes', () => {
    const into = new PackedState(playedPositions(1, 1)[0] as Position);
    const bytes = new Uint8Array(256);
    let checked = 0;
    for (const position of playedPositions(150, 9)) {
      if (position.rules !== into.rules || position.facedown !== into.facedown) continue;
      const state = new PackedState(position);
      const end = save(state, bytes, 3);
      expect(end - 3).toBe(savedSize(state));
      load(into, bytes, 3);
      expect(formatPosition(toPosition(into))).toBe(formatPosition(toPosition(state)));
      expect([into.hashA(), into.hashB()]).toEqual([state.hashA(), state.hashB()]);
      expect(into.inPiles).toBe(state.inPiles);
      checked++;
    }
    expect(checked).toBeGreaterThan(10);
  });
});

describe('BestFirst', () => {
  it('agrees with a brute-force search on small positions: wins replay, losses are confirmed', () => {
    const random = seeded(4048);
    const tally = { win: 0, loss: 0 };
    for (let i = 0; i < 120; i++) {
      const position = smallPosition(random, i % 3 === 0 ? 13 : 9, i % 3 === 0);
      const truth = bruteForceWinnable(position, 4_000);
      if (truth === null) continue;
      const { answer, reached } = runToEnd(position);
      expect(answer, formatPosition(position)).toBe(truth ? 'win' : 'loss');
      if (reached !== null) expect(isWon(reached)).toBe(true);
      tally[answer as 'win' | 'loss']++;
    }
    expect(tally.win).toBeGreaterThan(15);
    expect(tally.loss).toBeGreaterThan(15);
    // The separate-games test cut positions in these searches, so their answers lean on it too.
    expect(split.cuts).toBeGreaterThan(15);
  });
});
