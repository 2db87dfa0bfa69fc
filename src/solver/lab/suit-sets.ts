// A last phase proved lost by the game of two or three of its suits alone: a look no product search takes, for benches and tests.

import { fullTop, type Position, SUITS, type Suit, suitIndexOf } from '../../engine/index';
import { searchPhase } from '../decoupled';
import { phasesMemory, searchByPhases } from '../phases';
import { solve } from '../solve';

/**
 * With no redeal left, the game of a set of suits (its cards kept where they lie, every other card taken out of
 * the piles and the other suits' foundations full) can play every line of the whole game with the other suits'
 * moves deleted: taking cards away never blocks a card of the set, a move of another suit's card changes nothing
 * the set's game sees, and no pile turns (docs/WINNABILITY.md, reduction 6 and "Suit sets"). So a lost suit-set
 * game makes the position lost. Near the move that lost a game the whole last phase is often too wide to search
 * out, while the game of the two or three suits that lost it is small.
 */
export function suitSetGame(position: Position, suits: readonly number[]): Position {
  const kept = (suit: number) => suits.includes(suit);
  return {
    ...position,
    foundations: position.foundations.map((top, f) => (kept(f % 4) ? top : fullTop(f))),
    piles: position.piles.map((pile) => pile.filter((card) => kept(suitIndexOf(card)))),
  };
}

/**
 * The sets worth judging, pairs before triples: each suit of the set has a card in the piles (else the set's game
 * is a smaller set's), and some suit with a card in the piles is left out (else it is the whole game).
 */
export function suitSets(position: Position): number[][] {
  const present = [0, 1, 2, 3].filter((suit) =>
    position.piles.some((pile) => pile.some((c) => suitIndexOf(c) === suit)),
  );
  const sets: number[][] = [];
  for (const size of [2, 3]) {
    if (size >= present.length) break;
    const pick = (from: number, chosen: number[]): void => {
      if (chosen.length === size) {
        sets.push(chosen);
        return;
      }
      for (let i = from; i < present.length; i++) pick(i + 1, [...chosen, present[i] as number]);
    };
    pick(0, []);
  }
  return sets;
}

export interface SuitSetLimits {
  /** The whole check ends by this time, in the clock's milliseconds. */
  readonly deadline?: number;
  /** Each set's first look (the solver's search, which wins a won set in a few milliseconds) gets at most this long. */
  readonly sliceMs?: number;
  /** The whole check searches at most this many positions, and each set's first look a tenth of them. */
  readonly nodeLimit?: number;
  readonly memoryMb?: number;
  readonly now?: () => number;
}

export interface SuitSetOutcome {
  /** The suits whose game was proved lost, or null. */
  readonly lostSuits: readonly Suit[] | null;
  /** Positions searched in all. */
  readonly work: number;
}

/**
 * Looks for a lost suit set of a position with no redeal left, within the limits. Each set's game is first given to
 * the solver's search for a slice of the budget: a won set is dropped at once. A set it proves lost (with 64-bit
 * keys) is then proved again with exact keys, by playing its positions layer by layer (phases.ts); a set it leaves
 * open is given to the decoupled search (decoupled.ts), which proves some sets lost that the solver's search does
 * not within the slice. Only an exact proof is reported: no hash decides the answer.
 */
export function lostSuitSet(position: Position, limits: SuitSetLimits): SuitSetOutcome {
  const now = limits.now ?? Date.now;
  const deadline = limits.deadline ?? Number.POSITIVE_INFINITY;
  const nodeLimit = limits.nodeLimit ?? Number.POSITIVE_INFINITY;
  const memoryMb = limits.memoryMb ?? 256;
  const memory = phasesMemory(memoryMb);
  let work = 0;
  const none = (): SuitSetOutcome => ({ lostSuits: null, work });
  const found = (suits: readonly number[]): SuitSetOutcome => ({ lostSuits: suits.map((s) => SUITS[s] as Suit), work });
  /** The budgets left: time (Infinity without a deadline) and positions. */
  const timeLeft = () => deadline - now();
  const nodesLeft = () => nodeLimit - work;
  const budget = (ms: number, nodes: number) => ({
    ...(Number.isFinite(ms) ? { deadline: now() + ms } : {}),
    ...(Number.isFinite(nodes) ? { nodeLimit: Math.max(1, Math.floor(nodes)) } : {}),
  });
  if (position.redeals > 0) return none();
  const games = suitSets(position).map((suits) => ({ suits, game: suitSetGame(position, suits) }));
  const open: typeof games = [];
  for (const { suits, game } of games) {
    if (timeLeft() <= 0 || nodesLeft() <= 0) return none();
    const ms = Math.min(limits.sliceMs ?? Number.POSITIVE_INFINITY, timeLeft());
    const nodes = Math.min(nodeLimit / 10, nodesLeft());
    const first = solve(game, {
      ...(Number.isFinite(ms) ? { timeLimitMs: ms } : {}),
      ...(Number.isFinite(nodes) ? { nodeLimit: Math.max(1, Math.floor(nodes)) } : {}),
      memoryMb,
      now,
    });
    work += first.nodes;
    if (first.result === 'win') continue;
    if (first.result === 'unknown') {
      open.push({ suits, game });
      continue;
    }
    const again = searchByPhases(game, { ...budget(timeLeft(), nodesLeft()), lastPhase: 'explicit', ...memory, now });
    work += again.work;
    if (again.result === 'win') throw new Error('Solver bug: a suit set lost to the search is won by phases.');
    if (again.result === 'loss') return found(suits);
  }
  // The sets still open go to the decoupled search, each with an equal share of what is left.
  for (let i = 0; i < open.length; i++) {
    if (timeLeft() <= 0 || nodesLeft() <= 0) break;
    const { suits, game } = open[i] as (typeof open)[number];
    const share = open.length - i;
    const phase = searchPhase(game, {
      ...budget(timeLeft() / share, nodesLeft() / share),
      maxStoredLeaves: memory.maxStoredLeaves,
      now,
    });
    work += phase.work;
    if (phase.result === 'loss') return found(suits);
  }
  return none();
}
