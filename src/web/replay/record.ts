// A game record as text (export and import), every imported move replayed through the engine.
//
// The record format:
//
//   # Lines starting with # are comments; blank lines are ignored.
//   CR1-N-AAAAAAD
//   2-KC 1-KC 5-KC 5-KS 2-AH 15-AH 5-KC 5-9 5-AH 15-AC
//   7-AH 7-KS R ...
//
// - The first line that is not a comment or blank names the start: a game code (`CR1-N-AAAAAAD`), or, for a
//   game started from a position, the whole position line of RULES.md section 8
//   (`classic 3 AAAAKKKK 2H9CJDJD/.../-`).
// - Then the moves in RULES.md notation (`10-14`, `10-AS`, `AS-KS`, `KH-7`, `R` for a redeal), in the order
//   played, separated by any whitespace: spaces, tabs and line breaks mean the same. After a game code the
//   moves may start on the same line, so a line of `won-games.txt` (`CODE<TAB>MOVES`) is a record too.
//   A position line has spaces of its own, so after it the moves start on the next line.
// - Case does not matter in game codes and moves. In a position line it does (a lower-case card lies face
//   down), and runs of spaces there count as one.
// - Moves are numbered from 1 in the order written, a redeal included: "Move 12" is the twelfth move written.
// - Export writes the start line, then ten moves a line, so each line starts at move 1, 11, 21 and so on.
//
// A record keeps the line played (undone moves are not in it); importing replays it with `playMove`, so the
// undo history and the move counter come back as the rule set builds them for that line.

import {
  fail,
  formatMove,
  formatPosition,
  type Game,
  type GameCodeCode,
  gameCode,
  gameFromPosition,
  newGame,
  ok,
  type Position,
  type Problem,
  parseGameCode,
  parseMove,
  parsePosition,
  playMove,
  type Result,
  RULE_SET_IDS,
} from '../../engine/index';

/**
 * How many moves an imported record may hold: a hundred times any game played by hand (won games take about
 * 150). Playing a move no longer grows with the game's length, so the bound is on memory: the replayer keeps
 * one position per move, so this many take well under a second and a few megabytes.
 */
export const MAX_RECORD_MOVES = 20_000;
const MOVES_PER_LINE = 10;

/** A problem with a replay or a record: its code and sentence, and the number of the move at fault (null when none is). */
export interface ReplayProblem<C extends string = string> extends Problem<C> {
  readonly moveNumber: number | null;
}

/** Why a record's start was refused: empty, a bad position line, a bad game code, or neither of the two. */
export type RecordStartCode = 'EMPTY_RECORD' | 'BAD_START_POSITION' | GameCodeCode | 'NOT_A_START';
/** Why a record was refused: its text, its start, its length, or a move that does not read or is refused. */
export type RecordCode = 'NOT_TEXT' | RecordStartCode | 'TOO_MANY_MOVES' | 'NOT_A_MOVE' | 'MOVE_REFUSED';

/** What an import gives: the game, or what is wrong (with the move number when a move is). */
export type RecordImport = Result<Game, ReplayProblem<RecordCode>>;

/** The first line of a record: the game code, or the start position when the game has no code. */
export function recordStart(game: Game): string {
  return gameCode(game) ?? formatPosition(game.start);
}

/** The game as a record: its start, then its line of moves, ten a line. */
export function exportRecord(game: Game): string {
  const lines = [recordStart(game)];
  for (let i = 0; i < game.line.length; i += MOVES_PER_LINE) {
    lines.push(
      game.line
        .slice(i, i + MOVES_PER_LINE)
        .map(formatMove)
        .join(' '),
    );
  }
  return `${lines.join('\n')}\n`;
}

function refused(
  code: RecordCode,
  reason: string,
  moveNumber: number | null = null,
): { readonly ok: false; readonly error: ReplayProblem<RecordCode> } {
  return fail({ code, reason, moveNumber });
}

/** The record's lines that carry something, each split into its words. */
function meaningfulLines(text: string): string[][] {
  return text
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => line.split(/\s+/));
}

/** Reads the start of a record: the game and the words that remain as moves. */
function readStart(lines: string[][]): Result<{ game: Game; moveWords: string[] }, Problem<RecordStartCode>> {
  const [first, ...rest] = lines;
  const firstWord = first?.[0];
  if (first === undefined || firstWord === undefined) {
    return fail({
      code: 'EMPTY_RECORD',
      reason: 'The record is empty: it starts with a game code (such as CR1-N-AAAAAAB) or a position line.',
    });
  }
  const later = rest.flat();
  if ((RULE_SET_IDS as readonly string[]).includes(firstWord.split('+')[0] as string)) {
    const position = parsePosition(first.join(' '));
    if (!position.ok) {
      return fail({ code: 'BAD_START_POSITION', reason: `The start position is not valid: ${position.error.reason}` });
    }
    return ok({ game: gameFromPosition(position.value), moveWords: later });
  }
  if (/^CR/i.test(firstWord)) {
    const code = parseGameCode(firstWord);
    if (!code.ok) return code;
    return ok({ game: newGame(code.value), moveWords: [...first.slice(1), ...later] });
  }
  return fail({
    code: 'NOT_A_START',
    reason: `A record starts with a game code (such as CR1-N-AAAAAAB) or a position line (such as classic 3 AAAAKKKK ...), not "${firstWord}".`,
  });
}

/** An import that also keeps the position after every move, for the replayer: positions[0] is the start. */
export type RecordPlayback = Result<
  { readonly game: Game; readonly positions: readonly Position[] },
  ReplayProblem<RecordCode>
>;

/** Reads a record and plays it through the engine, keeping each position on the way. */
export function playRecord(text: string): RecordPlayback {
  if (typeof text !== 'string') return refused('NOT_TEXT', 'A record must be text.');
  const start = readStart(meaningfulLines(text));
  if (!start.ok) return refused(start.error.code, start.error.reason);
  const { moveWords } = start.value;
  if (moveWords.length > MAX_RECORD_MOVES) {
    return refused(
      'TOO_MANY_MOVES',
      `A record holds at most ${MAX_RECORD_MOVES} moves; this one has ${moveWords.length}.`,
    );
  }
  let game = start.value.game;
  const positions: Position[] = [game.position];
  for (let i = 0; i < moveWords.length; i++) {
    const word = moveWords[i] as string;
    const number = i + 1;
    const move = parseMove(word);
    if (!move.ok) return refused('NOT_A_MOVE', `Move ${number} (${word}): ${move.error.reason}`, number);
    const step = playMove(game, move.value);
    if (!step.ok) {
      return refused('MOVE_REFUSED', `Move ${number} (${formatMove(move.value)}): ${step.error.reason}`, number);
    }
    game = step.value;
    positions.push(game.position);
  }
  return ok({ game, positions });
}

/**
 * Reads a record back into a game, replaying every move through the engine. A bad start, a word that is not
 * a move, or a move the engine refuses stops the import with a sentence; nothing is half-imported.
 */
export function importRecord(text: string): RecordImport {
  const played = playRecord(text);
  return played.ok ? ok(played.value.game) : played;
}
