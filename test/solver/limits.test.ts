// The solver's limits: every search counts into one clock read at a fixed interval, and the table's slot byte never wraps.

import { describe, expect, it } from 'vitest';
import { dealPosition, parseRulesLetter } from '../../src/engine/index';
import { CLOCK_EVERY } from '../../src/solver/clock';
import { FIXED_OVERHEAD_MIB, search } from '../../src/solver/portfolio';
import { solve } from '../../src/solver/solve';
import { MAX_REDEALS_LEFT, MAX_SLACK_LEFT, SEEN_DONE, SEEN_NEW, TranspositionTable } from '../../src/solver/table';

function deal(letter: string, n: number) {
  const options = parseRulesLetter(letter);
  if (!options.ok) throw new Error(options.error.reason);
  return dealPosition(n, options.value);
}

/** A clock in which each reading takes one millisecond: time passes only as often as the solver looks. */
function readingsClock(): { now: () => number; readings: () => number } {
  let readings = 0;
  return { now: () => readings++, readings: () => readings };
}

// Classic deal 185 and casual Hard deal 20 are deals of the tuning set that no budget here settles: every phase
// runs (the quick pass, best-first searches, slack passes, the separate-games test and, in casual, both games).
const HARD = [
  ['N', 185],
  ['H', 20],
  ['S', 185],
] as const;

describe('the time limit', () => {
  it.each(HARD)('%s deal %i: no phase searches more than the clock interval between two readings', (letter, n) => {
    const outcome = search(deal(letter, n), { nodeLimit: 150_000 });
    expect(outcome.result).toBe('unknown');
    expect(outcome.longestClockGap).toBeGreaterThan(0);
    // A count is one position, or a small search's setup (32): the clock is read before the next one.
    expect(outcome.longestClockGap).toBeLessThanOrEqual(CLOCK_EVERY + 32);
  });

  it.each(HARD)('%s deal %i: the answer comes at the first reading past the deadline', (letter, n) => {
    for (const limit of [10, 120]) {
      const clock = readingsClock();
      const answer = solve(deal(letter, n), { timeLimitMs: limit, now: clock.now });
      expect(answer.result).toBe('unknown');
      expect(answer.stoppedBy).toBe('time');
      // A few readings end phases on the way out (casual's second game reads once more as it starts).
      expect(answer.timeMs).toBeGreaterThanOrEqual(limit);
      expect(answer.timeMs).toBeLessThanOrEqual(limit + 4);
    }
  });
});

const MiB = 2 ** 20;

describe('the memory cap', () => {
  it.each(HARD)('%s deal %i: the searches hold no more than the cap, whatever it is', (letter, n) => {
    for (const memoryMb of [4, 32]) {
      const outcome = search(deal(letter, n), { nodeLimit: 60_000, memoryMb });
      expect(outcome.result).toBe('unknown');
      expect(outcome.peakBytes).toBeLessThanOrEqual((memoryMb + FIXED_OVERHEAD_MIB) * MiB);
    }
  });
});

describe('the transposition table slot', () => {
  it('keeps every redeals and slack pair it accepts apart, and refuses a pair that would wrap', () => {
    const table = new TranspositionTable(1);
    for (let r = 0; r <= MAX_REDEALS_LEFT; r++) {
      for (let s = 0; s <= MAX_SLACK_LEFT; s++) {
        // Each key seen first with (r, s): seen again with one more of either is new, with as many is done.
        const key = 1 + r * 16 + s;
        expect(table.visit(key, key, r, s)).toBe(SEEN_NEW);
        expect(table.visit(key, key, r, s)).toBe(SEEN_DONE);
        if (r < MAX_REDEALS_LEFT) expect(table.visit(key, 7, r + 1, s)).toBe(SEEN_NEW);
      }
    }
    expect(() => table.visit(5, 5, MAX_REDEALS_LEFT + 1, 0)).toThrow(RangeError);
    expect(() => table.visit(5, 5, 0, MAX_SLACK_LEFT + 1)).toThrow(RangeError);
    expect(() => table.visit(5, 5, 15, 15)).toThrow(RangeError);
  });
});
