// Stubborn sets: with them the search reaches the same dead ends (won, stuck, a strict redeal) as without, and the same answers.

import { describe, expect, it } from 'vitest';
import { formatPosition, type Position } from '../../src/engine/index';
import { make, unmake } from '../../src/solver/make-unmake';
import { generateSearch, type Reductions } from '../../src/solver/moves-gen';
import { MAX_MOVES, REDEAL_MOVE } from '../../src/solver/packed-moves';
import { moveText } from '../../src/solver/save-load';
import { PackedState } from '../../src/solver/state';
import { deadEndsOnly } from '../../src/solver/stubborn';
import { bruteForceWinnable, playedPositions, positionOf as position, seeded, smallPosition } from './positions';

interface Reach {
  /** The dead ends met, as keys: positions whose only move is a redeal, or that have no move. */
  readonly deadEnds: string[];
  /** Whether the won position is among them. */
  readonly won: boolean;
  /** Positions met in all. */
  readonly seen: number;
}

/**
 * Every position the search's moves reach from `start`, with or without stubborn sets (and forced home plays
 * as asked); null past `limit` positions. With `untilWon` it stops at the first won position, whose `won` is
 * then already decided (the dead ends and count are then those met so far).
 */
function reach(
  start: Position,
  partialOrder: boolean,
  forcedPlays: boolean,
  limit: number,
  untilWon = false,
): Reach | null {
  const state = new PackedState(start);
  const reductions: Reductions = { partialOrder, forcedPlays };
  const seen = new Set<string>();
  const deadEnds = new Set<string>();
  // Depth-first without recursion, one move list per depth (lines can be hundreds of moves long).
  const lists: Int32Array[] = [];
  const counts: number[] = [];
  const next: number[] = [];
  const made: number[] = [];
  let won = false;
  /** Enters the current position at `depth`: false when it was met before. */
  const enter = (depth: number): boolean => {
    const key = `${state.hashA()},${state.hashB()},${state.redeals}`;
    if (seen.has(key)) return false;
    seen.add(key);
    if (state.inPiles === 0) won = true;
    if (lists.length <= depth) lists.push(new Int32Array(MAX_MOVES));
    const moves = lists[depth] as Int32Array;
    const n = generateSearch(state, moves, 0, reductions);
    if (n === 0 || (n === 1 && moves[0] === REDEAL_MOVE)) deadEnds.add(key);
    counts[depth] = n;
    next[depth] = 0;
    return true;
  };
  enter(0);
  let depth = 0;
  while (depth >= 0 && !(untilWon && won)) {
    if (seen.size > limit) return null;
    const i = next[depth] as number;
    if (i >= (counts[depth] as number)) {
      depth--;
      if (depth >= 0) unmake(state, made[depth] as number);
      continue;
    }
    next[depth] = i + 1;
    const move = (lists[depth] as Int32Array)[i] as number;
    make(state, move);
    made[depth] = move;
    if (enter(depth + 1)) depth++;
    else unmake(state, move);
  }
  return { deadEnds: [...deadEnds].sort(), won, seen: seen.size };
}

/** Small positions where stubborn sets apply: strict with its redeals, or any rules with none left. */
function smallCases(count: number, seed: number, maxCards: number): Position[] {
  const random = seeded(seed);
  const cases: Position[] = [];
  while (cases.length < count) {
    const p = smallPosition(random, maxCards);
    const q = p.rules === 'strict' ? p : { ...p, redeals: 0 };
    if (deadEndsOnly(new PackedState(q))) cases.push(q);
  }
  return cases;
}

/**
 * Compares the dead ends reached from `p` with and without stubborn sets (forced home plays off); null when the
 * search without them passes `limit`, else whether the sets made it smaller and whether it wins.
 */
function compareDeadEnds(p: Position, limit: number): { smaller: boolean; won: boolean } | null {
  const full = reach(p, false, false, limit);
  if (full === null) return null;
  const partial = reach(p, true, false, 2 * limit);
  expect(partial?.deadEnds, formatPosition(p)).toEqual(full.deadEnds);
  return { smaller: (partial?.seen ?? 0) < full.seen, won: full.won };
}

/** The moves the search tries from `p`, in notation. */
function searchMoves(p: Position, partialOrder: boolean): string[] {
  const state = new PackedState(p);
  const moves = new Int32Array(MAX_MOVES);
  const n = generateSearch(state, moves, 0, { partialOrder, forcedPlays: false });
  return Array.from(moves.subarray(0, n), (m) => moveText(state, m)).sort();
}

describe('stubborn sets', () => {
  it('keep one suit’s moves when no card links its piles and foundations to the other suit’s', () => {
    const apart = position('classic 0 KKKK33AA AS/2S/AH/2H/-/-/-/-/-/-/-/-/-/-/-/-');
    expect(searchMoves(apart, false)).toHaveLength(6);
    const kept = searchMoves(apart, true);
    expect([['1-2', '2-1', '2-KS'].sort(), ['3-4', '4-3', '4-KH'].sort()]).toContainEqual(kept);
    // With a redeal left under classic rules a redeal could come first, and every move stays.
    const redealLeft = position('classic 1 KKKK33AA AS2S/-/AH/2H/-/-/-/-/-/-/-/-/-/-/-/-');
    expect(searchMoves(redealLeft, true)).toEqual(searchMoves(redealLeft, false));
    expect(searchMoves(redealLeft, true)).toContain('R');
  });

  it('reach exactly the dead ends of the whole search, over small positions where both answers occur', () => {
    let compared = 0;
    let smaller = 0;
    let won = 0;
    for (const p of smallCases(200, 7177, 14)) {
      const compare = compareDeadEnds(p, 2_000);
      if (compare === null) continue;
      compared++;
      if (compare.smaller) smaller++;
      if (compare.won) won++;
    }
    expect(compared).toBeGreaterThan(125);
    // The sets must cut often, and both answers must occur often, or this test would prove little.
    expect(smaller).toBeGreaterThan(75);
    expect(won).toBeGreaterThan(50);
    expect(compared - won).toBeGreaterThan(50);
  });

  it('with forced home plays, win exactly where a brute force with no pruning wins', () => {
    const tally = { won: 0, lost: 0 };
    for (const p of smallCases(150, 2903, 12)) {
      const truth = bruteForceWinnable(p, 2_000);
      if (truth === null) continue;
      // The brute force stops at its first win, and so does the search's reach (the answer is then decided).
      const partial = reach(p, true, true, 100_000, true);
      if (partial === null) continue;
      expect(partial.won, formatPosition(p)).toBe(truth);
      tally[truth ? 'won' : 'lost']++;
    }
    expect(tally.won).toBeGreaterThan(40);
    expect(tally.lost).toBeGreaterThan(40);
  });

  it('reach exactly the dead ends from positions of real games', () => {
    let compared = 0;
    let smaller = 0;
    // Games pass through the same position more than once (148 of these are 60 positions), and a position's
    // comparison is always the same: each is searched once and counted as often as it is met.
    const known = new Map<string, ReturnType<typeof compareDeadEnds>>();
    for (const p of playedPositions(3000, 9041)) {
      const q = p.rules === 'strict' ? p : { ...p, redeals: 0 };
      const state = new PackedState(q);
      if (!deadEndsOnly(state) || state.inPiles > 24) continue;
      const text = formatPosition(q);
      // Every position compared here reaches under 1,400; those skipped reach over 8,000.
      const compare = known.has(text) ? (known.get(text) ?? null) : compareDeadEnds(q, 2_000);
      known.set(text, compare);
      if (compare === null) continue;
      compared++;
      if (compare.smaller) smaller++;
    }
    expect(compared).toBeGreaterThan(40);
    expect(smaller).toBeGreaterThan(30);
  });
});
