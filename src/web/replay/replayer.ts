// Stepping through a recorded game move by move, forward and back: positions precomputed through the engine.

import {
  fail,
  type Game,
  type Move,
  ok,
  type Position,
  playMove,
  type Result,
  restart,
  type Status,
  status,
} from '../../engine/index';
import { playRecord, type RecordCode, type ReplayProblem } from './record';

export interface Replay {
  /** The game as it stood before the replay's first move: at its start, or (replayOnward) part way through. */
  readonly start: Game;
  /** The line played, in order. */
  readonly moves: readonly Move[];
  /** positions[i] is the position after the first i moves: positions[0] is the start. */
  readonly positions: readonly Position[];
}

/** Where a replay stands: after `at` moves (0 = the start, moves.length = the end). */
export interface ReplayCursor {
  readonly replay: Replay;
  readonly at: number;
}

/** A replay built from a game's own moves, or the move of its line that the engine no longer plays. */
export type ReplayBuilt = Result<Replay, ReplayProblem<'MOVE_DOES_NOT_REPLAY'>>;

/** Plays the moves one by one from `start` through `playMove`, keeping every position. */
function replayMoves(start: Game, moves: readonly Move[]): ReplayBuilt {
  const positions: Position[] = [start.position];
  let current = start;
  for (let i = 0; i < moves.length; i++) {
    const step = playMove(current, moves[i] as Move);
    if (!step.ok) {
      const number = start.line.length + i + 1;
      return fail({
        code: 'MOVE_DOES_NOT_REPLAY',
        reason: `Move ${number} does not replay: ${step.error.reason}`,
        moveNumber: number,
      });
    }
    current = step.value;
    positions.push(current.position);
  }
  return ok({ start, moves: current.line.slice(start.line.length), positions });
}

/**
 * The replay of a game's line from its start. Each move goes through `playMove` again, so a game whose line
 * does not replay (it never happens to a game built by the engine) is refused rather than shown wrong.
 */
export function replayOf(game: Game): ReplayBuilt {
  return replayMoves(restart(game), game.line);
}

/**
 * The replay of moves to come from where a game stands, such as a solver's solution for "show me": the
 * replay starts at the game's position and numbers its moves after the game's own.
 */
export function replayOnward(game: Game, moves: readonly Move[]): ReplayBuilt {
  return replayMoves(game, moves);
}

/** The replay of a record's text, or the import's refusal (with the move number when a move is at fault). */
export function replayOfRecord(text: string): Result<Replay, ReplayProblem<RecordCode>> {
  // The import already played every move through the engine; its positions are the replay's.
  const played = playRecord(text);
  if (!played.ok) return played;
  const { game, positions } = played.value;
  return ok({ start: restart(game), moves: game.line, positions });
}

export function lastStep(replay: Replay): number {
  return replay.moves.length;
}

/** A cursor at step `at`, kept within the start and the end. */
export function goTo(replay: Replay, at: number): ReplayCursor {
  const step = Number.isFinite(at) ? Math.trunc(at) : 0;
  return { replay, at: Math.min(Math.max(step, 0), lastStep(replay)) };
}

export function toStart(cursor: ReplayCursor): ReplayCursor {
  return goTo(cursor.replay, 0);
}
export function toEnd(cursor: ReplayCursor): ReplayCursor {
  return goTo(cursor.replay, lastStep(cursor.replay));
}
/** One move on; at the end, the same cursor. */
export function forward(cursor: ReplayCursor): ReplayCursor {
  return cursor.at < lastStep(cursor.replay) ? goTo(cursor.replay, cursor.at + 1) : cursor;
}
/** One move back; at the start, the same cursor. */
export function back(cursor: ReplayCursor): ReplayCursor {
  return cursor.at > 0 ? goTo(cursor.replay, cursor.at - 1) : cursor;
}

export function atStart(cursor: ReplayCursor): boolean {
  return cursor.at === 0;
}
export function atEnd(cursor: ReplayCursor): boolean {
  return cursor.at === lastStep(cursor.replay);
}

export function positionAt(cursor: ReplayCursor): Position {
  return cursor.replay.positions[cursor.at] as Position;
}
/** The position before the move that led here, or null at the start. */
export function positionBefore(cursor: ReplayCursor): Position | null {
  return cursor.at === 0 ? null : (cursor.replay.positions[cursor.at - 1] as Position);
}
/** The move that led to this step, or null at the start. */
export function moveBefore(cursor: ReplayCursor): Move | null {
  return cursor.at === 0 ? null : (cursor.replay.moves[cursor.at - 1] as Move);
}
/** The move played next from this step, or null at the end. */
export function moveAfter(cursor: ReplayCursor): Move | null {
  return cursor.replay.moves[cursor.at] ?? null;
}

/**
 * Who played a replay's moves: the player alone (their own game), the player with the solver's help (their own
 * game in which the solver played moves), or someone else (the solver's solution, an imported record).
 */
export type ReplayPlayers = 'player' | 'player-with-help' | 'others';

/**
 * Whether a game played on from this step is assisted for the statistics: it is when moves on the table are
 * not all the player's own, so taking over a solution (or a record) part way never counts as a win.
 */
export function assistedAt(cursor: ReplayCursor, players: ReplayPlayers): boolean {
  return players === 'player-with-help' || (players === 'others' && cursor.at > 0);
}

export function statusAt(cursor: ReplayCursor): Status {
  return status(positionAt(cursor));
}

/**
 * The game as it stood at this step, with its undo history and move counter, so a player can go on by hand
 * from any point of a replay.
 */
export function gameAt(cursor: ReplayCursor): Game {
  let game = cursor.replay.start;
  for (let i = 0; i < cursor.at; i++) {
    const step = playMove(game, cursor.replay.moves[i] as Move);
    // Every move of a replay was played through playMove when the replay was built: a refusal here is a bug.
    if (!step.ok) throw new Error(`Replay move ${i + 1} no longer plays: ${step.error.reason}`);
    game = step.value;
  }
  return game;
}
