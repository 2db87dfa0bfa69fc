// The separate-games test's small searches: a game of some suits alone, searched exhaustively within a node budget.

import { PILE_COUNT } from '../engine/index';
import type { Clock } from './clock';
import { DeadTest } from './dead';
import { make, unmake } from './make-unmake';
import { generateSearch, type Reductions, turnablePiles } from './moves-gen';
import { freeRedeal, isCardMove, MACRO, MAX_MOVES, moveTo, REDEAL_MOVE } from './packed-moves';
import { RelaxedRedeals } from './relaxed-game';
import { toPosition } from './save-load';
import type { SearchEnd } from './search-end';
import { PackedState } from './state';
import { SEEN_DONE, TABLE_FULL, TranspositionTable } from './table';

/** What setting up one small search counts for on the clock, in positions (it loads the game and rehashes its piles). */
const SETUP_COST = 32;
/** The deepest line a small search follows (its recursion stays far inside the stack); deeper counts as out of budget. */
const MAX_DEPTH = 2000;
/** Stubborn sets cut little in a game of one or two suits: the small searches skip their cost. */
const SMALL_GAME_REDUCTIONS: Reductions = { partialOrder: false, forcedPlays: true };

/**
 * Searches the games of some suits alone (split.ts argues why a lost one makes the whole position lost), one
 * after another with one table; `nodes` counts the positions they visited.
 */
export class SmallGames {
  private readonly dead = new DeadTest();
  private readonly table = new TranspositionTable(8);
  private readonly moves: Int32Array[] = [];
  /** The state each small game is loaded into, made once per rule set. */
  private game: PackedState | null = null;
  nodes = 0;

  /**
   * `smallerGame`: the games are played in the smaller game of state.ts (for a search that looks for wins
   * alone). `clock`: the solve's clock, which the small searches count into and stop at.
   */
  constructor(
    private readonly smallerGame: boolean,
    private readonly clock: Clock | null,
  ) {}

  /** Bytes held by the small searches' table (at most 8 MiB). */
  get peakBytes(): number {
    return this.table.peakBytes;
  }

  /**
   * The game of these suits alone: the other suits' cards taken out of the piles and their foundations
   * full, the same rules and redeals, searched exhaustively within `budget` positions. With `fixedPiles` it is
   * the relaxed game (relaxed-game.ts) whose first redeal leaves those piles.
   */
  search(state: PackedState, suits: number, budget: number, fixedPiles?: number): SearchEnd {
    // Loading the small game costs about as much as a few dozen positions: the clock counts it so.
    this.clock?.count(SETUP_COST);
    const relaxed = fixedPiles === undefined ? null : new RelaxedRedeals(fixedPiles, state.redeals);
    let game = this.game;
    if (game === null || game.rules !== state.rules) {
      game = new PackedState(toPosition(state), { smallerGame: this.smallerGame });
      this.game = game;
    }
    game.loadSuits(state, suits, relaxed);
    this.table.clear();
    this.table.visit(game.hashA(), game.hashB(), game.redeals);
    return this.exhausted(game, 0, { left: budget });
  }

  /** Depth-first search of a small game: 'win', 'exhausted' (no win anywhere below) or 'stopped'. */
  private exhausted(game: PackedState, depth: number, budget: { left: number }): SearchEnd {
    if (depth >= MAX_DEPTH) return 'stopped';
    let moves = this.moves[depth];
    if (moves === undefined) {
      moves = new Int32Array(MAX_MOVES);
      this.moves[depth] = moves;
    }
    const n = generateSearch(game, moves, 0, SMALL_GAME_REDUCTIONS);
    // Foundation plays first (a win found early ends the search), then the rest.
    let home = 0;
    for (let i = 0; i < n; i++) {
      const move = moves[i] as number;
      if (move & MACRO || (isCardMove(move) && moveTo(move) >= PILE_COUNT)) {
        moves[i] = moves[home] as number;
        moves[home++] = move;
      }
    }
    for (let i = 0; i < n; i++) {
      const move = moves[i] as number;
      if (move === REDEAL_MOVE && game.freeRedeals) {
        // Past the first redeal each turnable pile may turn or not: every nonempty set is a move (the empty
        // one would only spend a redeal).
        const turnable = turnablePiles(game, 0);
        for (let set = turnable; set > 0; set = (set - 1) & turnable) {
          const end = this.child(game, freeRedeal(set), depth, budget);
          if (end !== 'exhausted') return end;
        }
        continue;
      }
      const end = this.child(game, move, depth, budget);
      if (end !== 'exhausted') return end;
    }
    return 'exhausted';
  }

  /** Plays one move of a small game and searches below it. */
  private child(game: PackedState, move: number, depth: number, budget: { left: number }): SearchEnd {
    if (--budget.left < 0) return 'stopped';
    this.nodes++;
    if (this.clock !== null) {
      this.clock.count();
      if (this.clock.over()) return 'stopped';
    }
    make(game, move);
    let end: SearchEnd = 'exhausted';
    if (game.inPiles === 0) end = 'win';
    else {
      // The table first: a position seen before was tested then, and a dead one kept as searched is sound.
      const seen = this.table.visit(game.hashA(), game.hashB(), game.redeals);
      if (seen === TABLE_FULL) end = 'stopped';
      else if (seen !== SEEN_DONE && !this.dead.isDead(game)) end = this.exhausted(game, depth + 1, budget);
    }
    unmake(game, move);
    return end;
  }
}
