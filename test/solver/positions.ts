// Test helpers: seeded random positions (reached by play, or small hand-shaped ones) and a brute-force solver.

import { readFileSync } from 'node:fs';
import {
  type Card,
  dealPosition,
  FACE_DOWN,
  formatPosition,
  type GameOptions,
  isWon,
  KING,
  legalMoves,
  type Move,
  makeCard,
  type Position,
  parseGameCode,
  parseMove,
  parsePosition,
  play,
  RULE_SETS,
  type RuleSetId,
  validatePosition,
} from '../../src/engine/index';
import { seededRandom } from '../../src/solver/draws';

/** A small seeded generator so every run sees the same positions (the solver's own, from its draws). */
export const seeded = seededRandom;

/**
 * A classic position of a tuning-seed game just after the move that lost it, with one redeal left: the solver's
 * search does not finish it within 200,000 positions, and the search by phases proves it lost within 200,000 more.
 */
export const LOST_WITH_ONE_REDEAL =
  'classic 1 A434A687 AC8D6D6C5C5S/-/3S5HJH8S9S/-/TS5H6DJSQS/4D6H6SKC/2C3C9D2D/3DTC5D/KS6C5C4C/JCQC7D2SJDQD/4S4H3H/8C7H8H/-/7S7D4D5DTD/ADKD9H9CTH/7C2HAHKHQH';

export const ALL_OPTIONS: GameOptions[] = [
  { rules: 'classic' },
  { rules: 'classic', four: true },
  { rules: 'casual', difficulty: 'easy' },
  { rules: 'casual', difficulty: 'hard' },
  { rules: 'strict' },
  { rules: 'classic', facedown: true },
  { rules: 'casual', facedown: true },
  { rules: 'strict', facedown: true },
];

/**
 * Positions met along random games: foundation plays are favoured so games get deep (meeting foundations,
 * short piles, full classic piles), and each game is cut at a random length.
 */
export function playedPositions(count: number, seed: number): Position[] {
  const random = seeded(seed);
  const positions: Position[] = [];
  let game = 0;
  while (positions.length < count) {
    const options = ALL_OPTIONS[game % ALL_OPTIONS.length] as GameOptions;
    let position = dealPosition(Math.floor(random() * 1_000_000), options);
    game++;
    const steps = Math.floor(random() * 400);
    for (let step = 0; step < steps; step++) {
      if (random() < 0.1) positions.push(position);
      const moves = legalMoves(position);
      if (moves.length === 0) break;
      const home = moves.filter((m) => m.kind === 'card' && m.to >= 16 && m.from < 16);
      const pool = home.length > 0 && random() < 0.7 ? home : moves;
      const move = pool[Math.floor(random() * pool.length)];
      if (move === undefined) break;
      const next = play(position, move);
      if (!next.ok) throw new Error(`engine refused its own legal move: ${next.error.reason}`);
      position = next.value;
    }
    positions.push(position);
  }
  return positions.slice(0, count);
}

/**
 * A small position: most cards on foundations, a few (at most maxCards) spread over a few piles.
 * With `meetSuit` one suit has meeting foundations (13 of its cards in piles) and every other suit is home.
 */
export function smallPosition(random: () => number, maxCards: number, meetSuit = false): Position {
  const rules = (['classic', 'casual', 'strict'] as RuleSetId[])[Math.floor(random() * 3)] as RuleSetId;
  const facedown = random() < 0.3;
  for (;;) {
    const foundations = [1, 1, 1, 1, KING, KING, KING, KING];
    const loose: Card[] = [];
    const meeting = meetSuit ? Math.floor(random() * 4) : -1;
    for (let s = 0; s < 4; s++) {
      // Overlapping foundations (ace top a >= king top k) leave one copy of each rank above a or below k.
      let a = 13 - Math.floor(random() * 4);
      let k = 1 + Math.floor(random() * 4);
      if (s === meeting) {
        a = 1 + Math.floor(random() * 12);
        k = a + 1;
      } else if (meetSuit) {
        a = 13;
        k = 1;
      }
      foundations[s] = a;
      foundations[s + 4] = k;
      for (let r = 1; r <= KING; r++) {
        const n = 2 - (r <= a ? 1 : 0) - (r >= k ? 1 : 0);
        for (let i = 0; i < n; i++) loose.push(makeCard(s, r));
      }
    }
    if (loose.length === 0 || loose.length > maxCards) continue;
    const piles: Card[][] = Array.from({ length: 16 }, () => []);
    const used = 1 + Math.floor(random() * Math.min(6, loose.length));
    const places = Array.from({ length: used }, () => Math.floor(random() * 16));
    for (const card of loose.sort(() => random() - 0.5)) {
      const p = places[Math.floor(random() * used)] as number;
      (piles[p] as Card[]).push(card);
    }
    for (const pile of piles) {
      for (let i = 0; i < pile.length - 1; i++) if (facedown && random() < 0.5) pile[i] = (pile[i] as Card) | FACE_DOWN;
    }
    const cap = RULE_SETS[rules].pileCap ?? 999;
    if (piles.some((pile) => pile.length > cap)) continue;
    const redeals = Math.floor(random() * 3);
    const position: Position = { rules, facedown, redeals, foundations, piles };
    const problem = validatePosition(position);
    if (problem !== null) throw new Error(`test generator made a bad position: ${problem.reason}`);
    return position;
  }
}

/**
 * Whether any won position is reachable, by breadth-first search over engine positions with no pruning at
 * all (every legal move, every position kept as its notation). Null when more than `limit` positions.
 */
export function bruteForceWinnable(
  start: Position,
  limit: number,
  allowed: (move: Move) => boolean = () => true,
): boolean | null {
  const seen = new Set<string>([formatPosition(start)]);
  let frontier = [start];
  while (frontier.length > 0) {
    const nextFrontier: Position[] = [];
    for (const position of frontier) {
      if (isWon(position)) return true;
      for (const move of legalMoves(position)) {
        if (!allowed(move)) continue;
        const step = play(position, move);
        if (!step.ok) throw new Error(`engine refused its own legal move: ${step.error.reason}`);
        const key = formatPosition(step.value);
        if (seen.has(key)) continue;
        if (seen.size >= limit) return null;
        seen.add(key);
        nextFrontier.push(step.value);
      }
    }
    frontier = nextFrontier;
  }
  return false;
}

/** A position from its notation (a test's own text: a bad one throws). */
export function positionOf(text: string): Position {
  const parsed = parsePosition(text);
  if (!parsed.ok) throw new Error(parsed.error.reason);
  return parsed.value;
}

/** Every position along the recorded winning lines of data/won-games.txt, each with its game code and next move. */
export function recordedWinPositions(): { code: string; move: string; position: Position }[] {
  const steps: { code: string; move: string; position: Position }[] = [];
  const lines = readFileSync(new URL('../../data/won-games.txt', import.meta.url), 'utf8').split('\n');
  for (const line of lines.filter((l) => l.trim() !== '')) {
    const [code, moves] = line.split('\t') as [string, string];
    const parsed = parseGameCode(code);
    if (!parsed.ok) throw new Error(parsed.error.reason);
    let position = dealPosition(parsed.value.deal, parsed.value.options);
    for (const text of moves.trim().split(/\s+/)) {
      steps.push({ code, move: text, position });
      const move = parseMove(text);
      if (!move.ok) throw new Error(move.error.reason);
      const step = play(position, move.value);
      if (!step.ok) throw new Error(step.error.reason);
      position = step.value;
    }
  }
  return steps;
}
