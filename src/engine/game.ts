// A Game: the start position, the line played, the undo history and the move counter, by each rule set's policy.

import { dealPosition, formatGameCode, type GameCode } from './deal';
import { type Status, status } from './hint';
import { type Move, play, type Refusal } from './moves';
import type { Position } from './position';
import { type GameOptions, RULE_SETS } from './rules';

export interface UndoEntry {
  /** The position before the move. */
  readonly before: Position;
  readonly move: Move;
  /** Whether the move added one to the counter. */
  readonly counted: boolean;
}

export interface Game {
  readonly options: GameOptions;
  /** The deal number when the game came from a deal, null when it started from a typed position. */
  readonly deal: number | null;
  readonly start: Position;
  readonly position: Position;
  /** Every move and redeal from the start to this position, in order (undone ones removed). */
  readonly line: readonly Move[];
  /** What undo can still reach, oldest first. */
  readonly history: readonly UndoEntry[];
  /** The move counter: undo takes it back down. */
  readonly moveCount: number;
}

export function newGame(code: GameCode): Game {
  const start = dealPosition(code.deal, code.options);
  return { options: code.options, deal: code.deal, start, position: start, line: [], history: [], moveCount: 0 };
}

/** A game that starts from a given position, for shared positions and tests. */
export function gameFromPosition(position: Position, options?: GameOptions): Game {
  const opts: GameOptions = options ?? { rules: position.rules, facedown: position.facedown };
  return { options: opts, deal: null, start: position, position, line: [], history: [], moveCount: 0 };
}

/** The game code, or null when the game started from a typed position. */
export function gameCode(game: Game): string | null {
  return game.deal === null ? null : formatGameCode({ options: game.options, deal: game.deal });
}

export type GameStep = { readonly ok: true; readonly game: Game } | { readonly ok: false; readonly refusal: Refusal };

/** Plays a move in the game; a refused move leaves the game as it was. */
export function playMove(game: Game, move: Move): GameStep {
  const result = play(game.position, move);
  if (!result.ok) return result;
  const rules = RULE_SETS[game.position.rules];
  const counted = move.kind === 'card' || rules.redealCountsAsMove;
  let history: UndoEntry[];
  if (move.kind === 'redeal' && rules.redealClearsHistory) {
    history = [];
  } else {
    history = [...game.history, { before: game.position, move, counted }];
    if (rules.undoLimit !== null && history.length > rules.undoLimit) history = history.slice(-rules.undoLimit);
  }
  return {
    ok: true,
    game: {
      ...game,
      position: result.position,
      line: [...game.line, move],
      history,
      moveCount: game.moveCount + (counted ? 1 : 0),
    },
  };
}

export function canUndo(game: Game): boolean {
  return game.history.length > 0;
}

/** Takes back the last move (casual: a shuffle too, giving it back), or returns the game unchanged. */
export function undo(game: Game): Game {
  const last = game.history[game.history.length - 1];
  if (last === undefined) return game;
  return {
    ...game,
    position: last.before,
    line: game.line.slice(0, -1),
    history: game.history.slice(0, -1),
    moveCount: game.moveCount - (last.counted ? 1 : 0),
  };
}

/** The same deal (or start position) again, under the same rules and allowance. */
export function restart(game: Game): Game {
  return { ...game, position: game.start, line: [], history: [], moveCount: 0 };
}

export function gameStatus(game: Game): Status {
  return status(game.position);
}
