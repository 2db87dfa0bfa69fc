// Test helpers shared by the engine suite: notation shortcuts, the slow reference move list, random play.

import fc from 'fast-check';
import { expect } from 'vitest';
import {
  type CasualDifficulty,
  cardMove,
  checkMove,
  DEAL_COUNT,
  dealPosition,
  formatCard,
  formatMove,
  type GameOptions,
  legalMoves,
  type Move,
  type Position,
  type Problem,
  parseMove,
  parsePosition,
  play,
  playLegal,
  REDEAL,
} from '../../src/engine/index';

/** Parses a position the test wrote by hand; a typo is the test's bug, so it throws. */
export function pos(text: string): Position {
  const result = parsePosition(text);
  if (!result.ok) throw new Error(`bad test position: ${result.error.reason}`);
  return result.value;
}

export function mv(text: string): Move {
  const result = parseMove(text);
  if (!result.ok) throw new Error(`bad test move: ${result.error.reason}`);
  return result.value;
}

/** Plays moves in notation from a position: the position reached; a bad or refused move throws, naming it. */
export function playNotation(position: Position, moves: readonly string[]): Position {
  let current = position;
  for (const text of moves) {
    const step = play(current, mv(text));
    if (!step.ok) throw new Error(`move "${text}" refused: ${step.error.reason}`);
    current = step.value;
  }
  return current;
}

/** The problem a refused answer gives back; an answer that was not refused fails the test. */
export function problemOf(result: { ok: true } | { ok: false; error: Problem }): Problem {
  if (result.ok) throw new Error('expected a refusal');
  return result.error;
}

/** A problem has this stable code and exactly this sentence, which is never empty. */
export function expectProblem(problem: Problem, code: string, reason: string): void {
  expect(problem.code).toBe(code);
  expect(problem.reason).toBe(reason);
  expect(problem.reason).not.toBe('');
}

/** The refusal sentence for a move in notation, or null when the move is legal. */
export function reasonOf(position: Position, move: string): string | null {
  return checkMove(position, mv(move))?.reason ?? null;
}

/** Pile n (1-16) in notation, bottom to top. */
export function pileText(position: Position, n: number): string {
  const pile = position.piles[n - 1] ?? [];
  return pile.length === 0 ? '-' : pile.map(formatCard).join('');
}

export function movesText(moves: readonly Move[]): string[] {
  return moves.map(formatMove);
}

/** Which kind of move this is, in the order legalMoves lists them. */
export function moveGroup(move: Move): number {
  if (move.kind === 'redeal') return 4;
  const fromPile = move.from < 16;
  const toPile = move.to < 16;
  if (fromPile && !toPile) return 0;
  if (fromPile && toPile) return 1;
  if (!toPile) return 2;
  return 3;
}

/**
 * The slow reference: every one of the 24 x 24 place pairs and the redeal, kept when checkMove accepts it,
 * ordered by kind (pile to foundation, pile to pile, trade, give-back, redeal), then by source, then by destination.
 */
export function slowLegalMoves(position: Position): Move[] {
  const moves: Move[] = [];
  for (let from = 0; from < 24; from++) {
    for (let to = 0; to < 24; to++) {
      const move = cardMove(from, to);
      if (checkMove(position, move) === null) moves.push(move);
    }
  }
  if (checkMove(position, REDEAL) === null) moves.push(REDEAL);
  return moves
    .map((move, i) => ({ move, i }))
    .sort((a, b) => moveGroup(a.move) - moveGroup(b.move) || a.i - b.i)
    .map((e) => e.move);
}

/** Every way a game can be set up, as game options. */
export const ALL_OPTIONS: readonly GameOptions[] = (() => {
  const list: GameOptions[] = [];
  for (const facedown of [false, true]) {
    list.push({ rules: 'classic', facedown }, { rules: 'classic', four: true, facedown });
    for (const difficulty of ['easy', 'medium', 'hard'] as CasualDifficulty[]) {
      list.push({ rules: 'casual', difficulty, facedown });
    }
    list.push({ rules: 'strict', facedown });
  }
  return list;
})();

export const optionsArb = fc.constantFrom(...ALL_OPTIONS);
export const dealArb = fc.integer({ min: 0, max: DEAL_COUNT - 1 });

/**
 * The positions met along a random line of play: the choices pick among the legal moves, by index. A homeward
 * line picks among the moves onto a foundation whenever there are some, so it reaches endgames (meeting
 * foundations, trades, give-backs) that uniform play rarely sees.
 */
export function randomLine(
  deal: number,
  options: GameOptions,
  choices: readonly number[],
  homeward = false,
): Position[] {
  let position = dealPosition(deal, options);
  const line = [position];
  for (const choice of choices) {
    const all = legalMoves(position);
    const home = homeward ? all.filter((m) => m.kind === 'card' && m.to >= 16) : [];
    const moves = home.length > 0 && choice % 5 !== 0 ? home : all;
    const move = moves[choice % Math.max(moves.length, 1)];
    if (move === undefined) break;
    position = playLegal(position, move);
    line.push(position);
  }
  return line;
}

/** Move choices from a small seeded generator: long lines without fast-check's bias toward short arrays. */
export function choicesFrom(seed: number, length: number): number[] {
  let state = seed >>> 0;
  const choices: number[] = [];
  for (let i = 0; i < length; i++) {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    choices.push(state >>> 8);
  }
  return choices;
}

/** Lines of random play under every set of options, uniform or homeward, up to 300 moves long. */
export const lineArb = fc
  .record({
    deal: dealArb,
    options: optionsArb,
    seed: fc.nat(),
    length: fc.integer({ min: 0, max: 300 }),
    homeward: fc.boolean(),
  })
  .map(({ deal, options, seed, length, homeward }) => randomLine(deal, options, choicesFrom(seed, length), homeward));

/** A position reached by random play. */
export const playedArb = lineArb.map((line) => line[line.length - 1] as Position);

/**
 * Any text: printable ASCII, or any code points (lone surrogates included). Built by hand because fast-check's
 * 'binary' unit spends seconds building its tables on first use.
 */
export const anyTextArb = fc.oneof(
  fc.string(),
  fc.string({ unit: fc.integer({ min: 0, max: 0x10ffff }).map((c) => String.fromCodePoint(c)) }),
);
