// Differential test: the solver's packed move generation, make and unmake agree exactly with the engine.

import { describe, expect, it } from 'vitest';
import { faceUp, formatMove, formatPosition, legalMoves, type Position, play } from '../../src/engine/index';
import { suitSetGame } from '../../src/solver/lab/suit-sets';
import { make, unmake } from '../../src/solver/make-unmake';
import { generateAll, generateSearch } from '../../src/solver/moves-gen';
import { MACRO, MAX_MOVES } from '../../src/solver/packed-moves';
import { RelaxedRedeals } from '../../src/solver/relaxed-game';
import { engineMoves, moveText, toPosition } from '../../src/solver/save-load';
import { PackedState } from '../../src/solver/state';
import { playedPositions, seeded, smallPosition } from './positions';

/** The notation of a position with every card face up: the solver ignores face-down flags by design. */
function faceUpText(position: Position): string {
  return formatPosition({ ...position, piles: position.piles.map((pile) => pile.map(faceUp)) });
}

/** The hashes computed from scratch, to test the incremental ones. */
function freshHashes(state: PackedState): [number, number] {
  const copy = new PackedState(toPosition(state));
  return [copy.hashA(), copy.hashB()];
}

/** What a sample covered, so the differential test cannot pass on positions that miss a rule. */
const covered = new Set<string>();

function checkAgainstEngine(position: Position): void {
  const state = new PackedState(position);
  const before = formatPosition(toPosition(state));
  const hashes = [state.hashA(), state.hashB()];
  expect(before).toBe(faceUpText(position));
  expect(freshHashes(state)).toEqual(hashes);

  const buffer = new Int32Array(MAX_MOVES);
  const n = generateAll(state, buffer, 0);
  const ours = Array.from(buffer.subarray(0, n));
  const engine = legalMoves(position);
  expect(ours.map((m) => moveText(state, m)).sort()).toEqual(engine.map(formatMove).sort());
  expect(new Set(ours).size).toBe(ours.length);
  for (const move of engine) {
    if (move.kind === 'redeal') covered.add(`${position.rules} redeal`);
    else if (move.from >= 16) covered.add(move.to >= 16 ? 'trade' : 'give-back');
  }
  if (position.rules === 'strict' && position.redeals > 0 && !engine.some((m) => m.kind === 'redeal')) {
    covered.add('strict redeal refused');
  }
  if (position.rules === 'classic' && position.piles.some((pile) => pile.length === 13)) covered.add('full pile');
  if (position.facedown) covered.add('facedown');

  for (const move of ours) {
    const text = moveText(state, move);
    const step = play(position, engineMoves(state, move)[0] as never);
    if (!step.ok) throw new Error(`engine refuses ${text}: ${step.error.reason}`);
    make(state, move);
    expect(formatPosition(toPosition(state)), text).toBe(faceUpText(step.value));
    expect(freshHashes(state), text).toEqual([state.hashA(), state.hashB()]);
    unmake(state, move);
    expect(formatPosition(toPosition(state)), `unmake ${text}`).toBe(before);
    expect([state.hashA(), state.hashB()], `unmake ${text}`).toEqual(hashes);
  }

  // The search's moves: plain ones are legal engine moves; a macro move is a line of legal engine moves.
  const m = generateSearch(state, buffer, 0);
  for (const move of Array.from(buffer.subarray(0, m))) {
    let current = position;
    for (const engineMove of engineMoves(state, move)) {
      const step = play(current, engineMove);
      if (!step.ok) throw new Error(`search move ${moveText(state, move)} refused: ${step.error.reason}`);
      current = step.value;
    }
    make(state, move);
    const [a, b] = [state.hashA(), state.hashB()];
    const reached = new PackedState(current);
    if (!(move & MACRO)) expect(formatPosition(toPosition(state))).toBe(faceUpText(current));
    // A macro move may leave another boundary than the engine line: the same state to the search.
    expect([reached.hashA(), reached.hashB()]).toEqual([a, b]);
    unmake(state, move);
  }
  expect(formatPosition(toPosition(state))).toBe(before);
}

describe('packed state against the engine', () => {
  it('agrees on moves and positions along random games of every rule set', () => {
    for (const position of playedPositions(1000, 11)) checkAgainstEngine(position);
  });

  it('agrees on small positions, meeting foundations included', () => {
    const random = seeded(5);
    for (let i = 0; i < 400; i++) checkAgainstEngine(smallPosition(random, 13, i % 2 === 0));
    const wanted = ['trade', 'give-back', 'classic redeal', 'casual redeal', 'strict redeal', 'strict redeal refused'];
    expect([...covered].filter((f) => wanted.includes(f) || f === 'full pile' || f === 'facedown').sort()).toEqual(
      [...wanted, 'facedown', 'full pile'].sort(),
    );
  });

  it('loads the game of some suits into a reused state exactly as a new state of that game', () => {
    const reused = new Map<string, PackedState>();
    const random = seeded(17);
    let relaxedSeen = 0;
    for (const position of playedPositions(300, 23)) {
      const whole = new PackedState(position);
      const suits = 1 + Math.floor(random() * 15);
      const relaxed = random() < 0.4 ? new RelaxedRedeals(Math.floor(random() * 0x10000), position.redeals) : null;
      const kept = [0, 1, 2, 3].filter((suit) => (suits >> suit) & 1);
      const fresh = new PackedState(suitSetGame(position, kept), relaxed === null ? {} : { relaxed });
      const state = reused.get(position.rules) ?? new PackedState(position);
      reused.set(position.rules, state);
      state.loadSuits(whole, suits, relaxed);
      if (relaxed !== null) relaxedSeen++;
      expect(formatPosition(toPosition(state))).toBe(formatPosition(toPosition(fresh)));
      expect([state.hashA(), state.hashB(), state.inPiles, state.redealBlocked, state.relaxed]).toEqual([
        fresh.hashA(),
        fresh.hashB(),
        fresh.inPiles,
        fresh.redealBlocked,
        fresh.relaxed,
      ]);
      const mine = new Int32Array(MAX_MOVES);
      const theirs = new Int32Array(MAX_MOVES);
      const n = generateAll(state, mine, 0);
      expect(Array.from(mine.subarray(0, n))).toEqual(Array.from(theirs.subarray(0, generateAll(fresh, theirs, 0))));
    }
    expect(relaxedSeen).toBeGreaterThan(50);
    const strict = reused.get('strict') as PackedState;
    expect(() => reused.get('classic')?.loadSuits(strict, 1, null)).toThrow(
      'A strict position cannot load into a classic state.',
    );
  });

  it('hashes ignore the order of the piles but not their contents', () => {
    for (const position of playedPositions(100, 3)) {
      const state = new PackedState(position);
      const reversed = new PackedState({ ...position, piles: [...position.piles].reverse() });
      expect([reversed.hashA(), reversed.hashB()]).toEqual([state.hashA(), state.hashB()]);
      const longest = position.piles.reduce(
        (best, pile, p) => (pile.length > (position.piles[best]?.length ?? 0) ? p : best),
        0,
      );
      const pile = position.piles[longest] ?? [];
      if (pile.length >= 2 && pile[0] !== pile[pile.length - 1]) {
        const piles = position.piles.map((x, p) => (p === longest ? [...x].reverse() : x));
        const flipped = new PackedState({ ...position, piles });
        expect(flipped.hashA()).not.toBe(state.hashA());
      }
    }
  });
});
