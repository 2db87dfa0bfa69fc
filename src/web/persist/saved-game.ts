// The game in progress as stored: its options, deal or start position and line of moves, rebuilt by replaying the engine.

import {
  CASUAL_DIFFICULTIES,
  failure,
  formatMove,
  formatPosition,
  type Game,
  type GameOptions,
  gameFromPosition,
  isDealNumber,
  newGame,
  ok,
  type Problem,
  parseMove,
  parsePosition,
  playMove,
  type Result,
  RULE_SET_IDS,
} from '../../engine/index';
import type { Decoded, RecordCodec } from './record';

/** What is stored of a game: enough to replay it, plus the position and counter it should reach, as a check. */
export interface SavedGame {
  /** The statistics' name for this game, kept across reloads and restarts. */
  readonly id: string;
  readonly options: GameOptions;
  /** The deal number, or null when the game started from a typed position. */
  readonly deal: number | null;
  /** The start position in notation when there is no deal number, else null. */
  readonly start: string | null;
  /** Every move from the start, in notation: replaying them rebuilds the undo history by the rule set's policy. */
  readonly line: readonly string[];
  readonly moveCount: number;
  readonly elapsedMs: number;
  /** The position the line reaches, in notation. */
  readonly position: string;
}

/** A game brought back from storage. */
export interface ResumedGame {
  readonly id: string;
  readonly game: Game;
  readonly elapsedMs: number;
}

export function snapshotGame(game: Game, id: string, elapsedMs: number): SavedGame {
  return {
    id,
    options: game.options,
    deal: game.deal,
    start: game.deal === null ? formatPosition(game.start) : null,
    line: game.line.map(formatMove),
    moveCount: game.moveCount,
    elapsedMs: Math.max(0, Math.round(elapsedMs)),
    position: formatPosition(game.position),
  };
}

/** Why a stored game was refused: a field missing or of the wrong kind, or moves that no longer replay to it. */
export type SavedGameCode =
  | 'NOT_A_SAVED_GAME'
  | 'NO_GAME_NAME'
  | 'BAD_MOVE_COUNTER'
  | 'BAD_TIME'
  | 'BAD_LINE'
  | 'NO_POSITION'
  | 'NO_OPTIONS'
  | 'UNKNOWN_RULE_SET'
  | 'BAD_FOUR_OPTION'
  | 'UNKNOWN_DIFFICULTY'
  | 'BAD_FACEDOWN_OPTION'
  | 'NOT_A_DEAL'
  | 'NO_START'
  | 'BAD_START_POSITION'
  | 'START_NOT_OF_ITS_RULES'
  | 'NOT_A_MOVE'
  | 'MOVE_REFUSED'
  | 'POSITION_MISMATCH'
  | 'COUNTER_MISMATCH';

/** A stored game's part, or why it was refused (a clause about the game: "its moves ..."). */
type Checked<T> = Result<T, Problem<SavedGameCode>>;

/** Rebuilds options from stored data, keeping only the fields GameOptions has. */
function readOptions(data: unknown): Checked<GameOptions> {
  if (typeof data !== 'object' || data === null) return failure('NO_OPTIONS', 'its game options are missing');
  const { rules, four, difficulty, facedown } = data as Record<string, unknown>;
  if (!(RULE_SET_IDS as readonly unknown[]).includes(rules))
    return failure('UNKNOWN_RULE_SET', 'its rule set is unknown');
  if (four !== undefined && typeof four !== 'boolean')
    return failure('BAD_FOUR_OPTION', 'its Crescent Four option is not yes or no');
  if (difficulty !== undefined && !(CASUAL_DIFFICULTIES as readonly unknown[]).includes(difficulty)) {
    return failure('UNKNOWN_DIFFICULTY', 'its casual difficulty is unknown');
  }
  if (facedown !== undefined && typeof facedown !== 'boolean') {
    return failure('BAD_FACEDOWN_OPTION', 'its face-down option is not yes or no');
  }
  const options: { -readonly [K in keyof GameOptions]: GameOptions[K] } = { rules: rules as GameOptions['rules'] };
  if (four !== undefined) options.four = four as boolean;
  if (difficulty !== undefined) options.difficulty = difficulty as GameOptions['difficulty'];
  if (facedown !== undefined) options.facedown = facedown as boolean;
  return ok(options);
}

function isCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0;
}

/** The game at its start: the deal under its options, or the stored start position. */
function startOf(options: GameOptions, deal: unknown, start: unknown): Checked<Game> {
  if (deal !== null) {
    if (typeof deal !== 'number' || !isDealNumber(deal)) return failure('NOT_A_DEAL', 'its deal number is not a deal');
    return ok(newGame({ options, deal }));
  }
  if (typeof start !== 'string') return failure('NO_START', 'it has neither a deal number nor a start position');
  const position = parsePosition(start);
  if (!position.ok) return failure('BAD_START_POSITION', `its start position is not valid (${position.error.reason})`);
  if (position.value.rules !== options.rules || position.value.facedown !== (options.facedown === true)) {
    return failure('START_NOT_OF_ITS_RULES', 'its start position is not of its rule set');
  }
  return ok(gameFromPosition(position.value, options));
}

/**
 * Replays a stored game through the engine. Every move must be legal where it is played: the first that
 * is not stops the replay, and the answer names its number and the engine's reason.
 */
export function resumeGame(data: unknown): Checked<ResumedGame> {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    return failure('NOT_A_SAVED_GAME', 'it is not a saved game');
  }
  const saved = data as Record<keyof SavedGame, unknown>;
  if (typeof saved.id !== 'string' || saved.id === '') return failure('NO_GAME_NAME', 'it has no game name');
  if (!isCount(saved.moveCount)) return failure('BAD_MOVE_COUNTER', 'its move counter is not a whole number');
  if (typeof saved.elapsedMs !== 'number' || !Number.isFinite(saved.elapsedMs) || saved.elapsedMs < 0) {
    return failure('BAD_TIME', 'its time is not a duration');
  }
  if (!Array.isArray(saved.line) || !saved.line.every((m) => typeof m === 'string')) {
    return failure('BAD_LINE', 'its moves are not a list of moves');
  }
  if (typeof saved.position !== 'string') return failure('NO_POSITION', 'its position is missing');
  const options = readOptions(saved.options);
  if (!options.ok) return options;
  const started = startOf(options.value, saved.deal ?? null, saved.start);
  if (!started.ok) return started;

  let game = started.value;
  for (const [i, text] of (saved.line as string[]).entries()) {
    const move = parseMove(text);
    if (!move.ok) return failure('NOT_A_MOVE', `its move ${i + 1} ("${text}") is not a move`);
    const step = playMove(game, move.value);
    if (!step.ok) return failure('MOVE_REFUSED', `its move ${i + 1} (${text}) is refused: ${step.error.reason}`);
    game = step.value;
  }
  if (formatPosition(game.position) !== saved.position) {
    return failure('POSITION_MISMATCH', 'its moves no longer lead to the position it was saved at');
  }
  if (game.moveCount !== saved.moveCount) {
    return failure(
      'COUNTER_MISMATCH',
      `its move counter (${saved.moveCount}) does not match its moves (${game.moveCount})`,
    );
  }
  return ok({ id: saved.id, game, elapsedMs: saved.elapsedMs });
}

export function decodeSavedGame(data: unknown): Decoded<ResumedGame, SavedGameCode> {
  const resumed = resumeGame(data);
  return resumed.ok ? ok({ kept: resumed.value, lost: null }) : resumed;
}

export const GAME_CODEC: RecordCodec<ResumedGame> = {
  key: 'crescent.game',
  kind: 'game',
  version: 1,
  what: 'The saved game',
  fallback: 'play goes on with a new game',
  encode: (resumed) => snapshotGame(resumed.game, resumed.id, resumed.elapsedMs),
  decode: decodeSavedGame,
};
