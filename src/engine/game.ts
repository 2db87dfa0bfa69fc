// A Game: the start position, the line played, the undo history and the move counter, by each rule set's policy.

import { dealPosition, formatGameCode, type GameCode } from './deal';
import { type Status, status } from './hint';
import { type Move, play, type Refusal } from './moves';
import type { Position } from './position';
import { ok, type Result } from './result';
import { type GameOptions, RULE_SETS } from './rules';

export interface UndoEntry {
  /** The position before the move. */
  readonly before: Position;
  readonly move: Move;
  /** Whether the move added one to the counter. */
  readonly counted: boolean;
}

// How a game keeps its line and history so that a move or an undo costs the same at move 10 and move 10,000:
// each is a persistent list, newest first, that a game shares with the game it came from. The arrays of the
// public `line` and `history` are built from these lists only when someone reads them (once per game).

/** A persistent list, newest entry first; `length` counts the entries from this one back to the oldest. */
interface Chain<T> {
  readonly newest: T;
  readonly older: Chain<T> | null;
  readonly length: number;
}

interface Played {
  readonly line: Chain<Move> | null;
  /** May hold entries beyond the undo limit, kept until a trim; only the newest `reach` count. */
  readonly history: Chain<UndoEntry> | null;
  /** How many history entries undo can still reach. */
  readonly reach: number;
}

const NOTHING_PLAYED: Played = { line: null, history: null, reach: 0 };

function push<T>(chain: Chain<T> | null, item: T): Chain<T> {
  return { newest: item, older: chain, length: (chain?.length ?? 0) + 1 };
}

/** The newest `count` entries of a chain, oldest first. */
function newestOf<T>(chain: Chain<T> | null, count: number): T[] {
  const items = new Array<T>(count);
  let link = chain;
  for (let i = count - 1; i >= 0 && link !== null; i--) {
    items[i] = link.newest;
    link = link.older;
  }
  return items;
}

function chainOf<T>(items: readonly T[]): Chain<T> | null {
  let chain: Chain<T> | null = null;
  for (const item of items) chain = push(chain, item);
  return chain;
}

/** The lists behind a game, refusing anything this module did not build (a copy has the fields, not the lists). */
let played: (game: Game) => Played;

/** Only this module holds the key, so only its functions can build a Game. */
const KEY: unique symbol = Symbol('Game');

type Fields = Pick<Game, 'options' | 'deal' | 'start' | 'position' | 'moveCount'>;

/**
 * A game: built only by this module's functions (newGame, gameFromPosition, playMove, undo, restart), so its
 * position, line, history and counter always agree. A spread copy or an object literal is not a Game: the
 * type checker refuses it, and so does every function here at run time.
 */
export class Game {
  readonly options: GameOptions;
  /** The deal number when the game came from a deal, null when it started from a typed position. */
  readonly deal: number | null;
  readonly start: Position;
  readonly position: Position;
  /** The move counter: undo takes it back down. */
  readonly moveCount: number;
  readonly #played: Played;
  #line: readonly Move[] | undefined;
  #history: readonly UndoEntry[] | undefined;

  constructor(key: typeof KEY, fields: Fields, played: Played) {
    if (key !== KEY) throw new TypeError('A Game is made by newGame or gameFromPosition, then by playing moves in it.');
    this.options = fields.options;
    this.deal = fields.deal;
    this.start = fields.start;
    this.position = fields.position;
    this.moveCount = fields.moveCount;
    this.#played = played;
    Object.freeze(this);
  }

  /** Every move and redeal from the start to this position, in order (undone ones removed). */
  get line(): readonly Move[] {
    this.#line ??= Object.freeze(newestOf(this.#played.line, this.#played.line?.length ?? 0));
    return this.#line;
  }

  /** What undo can still reach, oldest first. */
  get history(): readonly UndoEntry[] {
    this.#history ??= Object.freeze(newestOf(this.#played.history, this.#played.reach));
    return this.#history;
  }

  static {
    played = (game) => {
      if (!(typeof game === 'object' && game !== null && #played in game)) {
        throw new TypeError('Not a Game: a copy or a literal has no line behind it; play moves in a Game instead.');
      }
      return game.#played;
    };
  }
}

function gameOf(fields: Fields, lists: Played): Game {
  return new Game(KEY, fields, lists);
}

export function newGame(code: GameCode): Game {
  const start = dealPosition(code.deal, code.options);
  return gameOf({ options: code.options, deal: code.deal, start, position: start, moveCount: 0 }, NOTHING_PLAYED);
}

/** A game that starts from a given position, for shared positions and tests. */
export function gameFromPosition(position: Position, options?: GameOptions): Game {
  const opts: GameOptions = options ?? { rules: position.rules, facedown: position.facedown };
  if (opts.rules !== position.rules || (opts.facedown === true) !== position.facedown) {
    throw new RangeError(`A ${position.rules} position cannot start a game under other rules.`);
  }
  return gameOf({ options: opts, deal: null, start: position, position, moveCount: 0 }, NOTHING_PLAYED);
}

/** The game code, or null when the game started from a typed position. */
export function gameCode(game: Game): string | null {
  played(game);
  return game.deal === null ? null : formatGameCode({ options: game.options, deal: game.deal });
}

/** The game after a move, or the move's refusal (the game is then as it was). */
export type GameStep = Result<Game, Refusal>;

/** The history after one more entry, under the rule set's undo limit (null: none). */
function remember(before: Played, entry: UndoEntry, limit: number | null): Pick<Played, 'history' | 'reach'> {
  const history = push(before.history, entry);
  if (limit === null) return { history, reach: before.reach + 1 };
  const reach = Math.min(before.reach + 1, limit);
  // Entries past the limit are unreachable; dropping them every `limit` moves keeps memory bounded at O(1)
  // amortised cost per move.
  if (history.length > 2 * limit) return { history: chainOf(newestOf(history, reach)), reach };
  return { history, reach };
}

/** Whether the move counter counts this move under these rules: every card move, a redeal only where the rules say so. */
export function countsAsMove(rules: Position['rules'], move: Move): boolean {
  return move.kind === 'card' || RULE_SETS[rules].redealCountsAsMove;
}

/** Plays a move in the game; a refused move leaves the game as it was. */
export function playMove(game: Game, move: Move): GameStep {
  const result = play(game.position, move);
  if (!result.ok) return result;
  const rules = RULE_SETS[game.position.rules];
  const counted = countsAsMove(game.position.rules, move);
  const before = played(game);
  const history =
    move.kind === 'redeal' && rules.redealClearsHistory
      ? { history: null, reach: 0 }
      : remember(before, { before: game.position, move, counted }, rules.undoLimit);
  return ok(
    gameOf(
      {
        options: game.options,
        deal: game.deal,
        start: game.start,
        position: result.value,
        moveCount: game.moveCount + (counted ? 1 : 0),
      },
      { line: push(before.line, move), ...history },
    ),
  );
}

export function canUndo(game: Game): boolean {
  return played(game).reach > 0;
}

/** Takes back the last move (casual: a shuffle too, giving it back), or returns the game unchanged. */
export function undo(game: Game): Game {
  const lists = played(game);
  const last = lists.reach > 0 ? lists.history : null;
  if (last === null) return game;
  return gameOf(
    {
      options: game.options,
      deal: game.deal,
      start: game.start,
      position: last.newest.before,
      moveCount: game.moveCount - (last.newest.counted ? 1 : 0),
    },
    { line: lists.line?.older ?? null, history: last.older, reach: lists.reach - 1 },
  );
}

/** The same deal (or start position) again, under the same rules and allowance. */
export function restart(game: Game): Game {
  played(game);
  return gameOf(
    { options: game.options, deal: game.deal, start: game.start, position: game.start, moveCount: 0 },
    NOTHING_PLAYED,
  );
}

/** How many moves and redeals the line holds, without building the line's array. */
export function lineLength(game: Game): number {
  return played(game).line?.length ?? 0;
}

export function gameStatus(game: Game): Status {
  played(game);
  return status(game.position);
}
