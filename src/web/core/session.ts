// A session: the game being played, its clock and what the status line says, changed only by pure steps.

import {
  canUndo,
  foundationIndexOf,
  type Game,
  gameStatus,
  hint,
  lineLength,
  type Move,
  playMove,
  restart,
  type Status,
  SUIT_NAMES,
  SUITS,
  type Suit,
  undo,
} from '../../engine/index';
import { describeHint, describeMove, formatClock, moves } from './words';

/** A zero-width space: nothing to see or hear, it ends every other message said (see `Session.said`). */
export const REPEAT_MARK = '\u200B';

/** The clock runs from the first move and stops at the win; it is banked while paused. */
export interface Clock {
  /** When the running stretch began, or null while the clock stands. */
  readonly since: number | null;
  /** Milliseconds counted before `since`. */
  readonly banked: number;
}

/** The last change to the table, so the view can animate it (and only it). */
export type Change =
  | {
      readonly kind: 'move';
      readonly move: Move;
      readonly undone: boolean;
      readonly serial: number;
      /** The solver played this move for the player (show me): the game no longer counts as the player's win. */
      readonly assisted?: boolean;
    }
  | { readonly kind: 'fresh'; readonly serial: number };

export interface Session {
  readonly game: Game;
  readonly status: Status;
  readonly clock: Clock;
  /** The status line: the last move, refusal, redeal, stuck or won, announced politely. */
  readonly message: string;
  /** Whether the message is a refusal (shown as one). */
  readonly refused: boolean;
  /**
   * How many messages have been said, counting a repeat: the view marks every other one so that the same
   * sentence twice in a row still changes the live region, and a screen reader says it again.
   */
  readonly said: number;
  /** The move the hint shows on the table, until the next change. */
  readonly hint: Move | null;
  readonly change: Change;
}

export function elapsed(clock: Clock, now: number): number {
  return clock.banked + (clock.since === null ? 0 : now - clock.since);
}

export function pauseClock(clock: Clock, now: number): Clock {
  return clock.since === null ? clock : { since: null, banked: elapsed(clock, now) };
}

/** Starts a paused clock again, unless the game has not begun or is over. */
export function resumeClock(session: Session, now: number): Clock {
  const begun = lineLength(session.game) > 0;
  if (session.clock.since !== null || !begun || session.status === 'won') return session.clock;
  return { since: now, banked: session.clock.banked };
}

export function startSession(game: Game, message: string, serial = 0, said = 0): Session {
  return {
    game,
    status: gameStatus(game),
    clock: { since: null, banked: 0 },
    message,
    refused: false,
    said,
    hint: null,
    change: { kind: 'fresh', serial },
  };
}

function wonMessage(session: Session, clock: Clock): string {
  return `Won in ${formatClock(clock.banked)} with ${moves(session.game.moveCount)}!`;
}

const STUCK_MESSAGE = 'Stuck: no move is left.';

/** After a change: the status, the clock (stopped at a win) and the message that goes with it. */
function settle(session: Session, game: Game, message: string, change: Change, now: number): Session {
  const status = gameStatus(game);
  let clock = session.clock;
  if (status === 'won') clock = pauseClock(clock, now);
  else if (clock.since === null && game.moveCount + lineLength(game) > 0) clock = { since: now, banked: clock.banked };
  const next: Session = { ...session, game, status, clock, refused: false, said: session.said + 1, hint: null, change };
  if (status === 'won') return { ...next, message: `${message} ${wonMessage(next, clock)}` };
  if (status === 'stuck') return { ...next, message: `${message} ${STUCK_MESSAGE}` };
  return { ...next, message };
}

/** Plays a move; a refusal leaves the game as it was and puts the engine's reason in the status line. */
export function playIn(session: Session, move: Move, now: number): Session {
  if (session.status === 'won') return session;
  const step = playMove(session.game, move);
  if (!step.ok) return { ...noteIn(session, step.error.reason, true), hint: null };
  const change: Change = { kind: 'move', move, undone: false, serial: session.change.serial + 1 };
  return settle(session, step.value, describeMove(session.game.position, move), change, now);
}

/**
 * A card brought home through trades in one gesture: the trades that slide its suit's meeting foundations, then
 * the card, each a move of the player's like any other (the counter counts each, undo takes them back one by one).
 * The status line says it as one sentence.
 */
export function playRunIn(session: Session, moves: readonly Move[], now: number): Session {
  let at = session;
  for (const move of moves) {
    const next = playIn(at, move, now);
    if (next.refused) return next;
    at = next;
  }
  const trades = moves.length - 1;
  if (trades < 1) return at;
  const last = moves[moves.length - 1];
  const suit = last?.kind === 'card' ? SUIT_NAMES[SUITS[foundationIndexOf(last.to) & 3] as Suit] : '';
  const traded = `Traded ${trades === 1 ? '1 card' : `${trades} cards`} between the ${suit} foundations.`;
  return { ...at, message: `${traded} ${at.message}` };
}

/** A move the solver plays for the player: played as any move is, and marked as the solver's. */
export function assistIn(session: Session, move: Move, now: number): Session {
  const next = playIn(session, move, now);
  if (next.change === session.change || next.change.kind !== 'move') return next;
  return { ...next, change: { ...next.change, assisted: true } };
}

export function undoIn(session: Session, now: number): Session {
  if (!canUndo(session.game)) return session;
  const last = session.game.history[session.game.history.length - 1];
  if (last === undefined) return session;
  const game = undo(session.game);
  const change: Change = { kind: 'move', move: last.move, undone: true, serial: session.change.serial + 1 };
  const back = describeMove(last.before, last.move).replace(/^Moved /, 'Took back: moved ');
  const text = last.move.kind === 'redeal' ? 'Took back the last redeal.' : back;
  // A won game undone plays on, so its clock runs again.
  const clock = session.status === 'won' ? { since: now, banked: session.clock.banked } : session.clock;
  return settle({ ...session, clock }, game, text, change, now);
}

export function restartIn(session: Session): Session {
  const message = 'Restarted: the same deal from the start.';
  return startSession(restart(session.game), message, session.change.serial + 1, session.said + 1);
}

export function hintIn(session: Session): Session {
  const advice = hint(session.game.position);
  return { ...noteIn(session, describeHint(session.game.position, advice?.move ?? null)), hint: advice?.move ?? null };
}

/** A message in the status line that changes nothing on the table. */
export function noteIn(session: Session, message: string, refused = false): Session {
  return { ...session, message, refused, said: session.said + 1 };
}

/**
 * A saved game back on the table: its time is banked, and the clock runs again at once when the page is
 * visible and the game is begun and not over (a game left mid-play goes on as if never closed).
 */
export function resumeSession(game: Game, message: string, elapsedMs: number, now: number, visible: boolean): Session {
  const session = startSession(game, message);
  const paused: Session = { ...session, clock: { since: null, banked: Math.max(0, elapsedMs) } };
  return visible && paused.status === 'playing' ? { ...paused, clock: resumeClock(paused, now) } : paused;
}
