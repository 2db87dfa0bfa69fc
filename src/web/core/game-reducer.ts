// The game's actions as a pure reducer: each tap, drag, move, undo, redeal, restart, new deal and note, from one state to the next.

import { type CardMove, checkMove, type Game, type Move, type Place, REDEAL, tradesHome } from '../../engine/index';
import { type DropTarget, type Intent, NO_SELECTION, resolveDrop, type Selection, tap } from './interaction';
import {
  assistIn,
  hintIn,
  noteIn,
  pauseClock,
  playIn,
  playRunIn,
  restartIn,
  resumeClock,
  type Session,
  startSession,
  undoIn,
} from './session';

export interface GameState {
  readonly session: Session;
  readonly selection: Selection;
  /** The place whose card is being dragged. */
  readonly dragging: Place | null;
}

/** Everything that changes the game, each with the time it happened where the clock or a double-tap needs it. */
export type GameAction =
  | { readonly kind: 'tap'; readonly place: Place | null; readonly now: number }
  | { readonly kind: 'drag-start'; readonly place: Place }
  | { readonly kind: 'drop'; readonly from: Place; readonly target: DropTarget; readonly now: number }
  /** The F key: the top card to the foundation that takes it, as a drop on the foundation area. */
  | { readonly kind: 'send-home'; readonly from: Place; readonly now: number }
  | { readonly kind: 'redeal'; readonly now: number }
  | { readonly kind: 'undo'; readonly now: number }
  | { readonly kind: 'hint' }
  | { readonly kind: 'restart' }
  /** A new deal, an imported position or a game played on from a replay. */
  /** A game put on the table; `elapsedMs` is its time so far when it is one continued from the list of games. */
  | { readonly kind: 'start'; readonly game: Game; readonly message: string; readonly elapsedMs?: number }
  | { readonly kind: 'note'; readonly message: string }
  /** A move chosen elsewhere, checked by the engine like any other. */
  | { readonly kind: 'play'; readonly move: Move; readonly now: number }
  /** A move the solver plays for the player: the game becomes assisted. */
  | { readonly kind: 'assist'; readonly move: Move; readonly now: number }
  /** Advice found elsewhere (the solver's hint): the move on the table and the sentence in the status line. */
  | { readonly kind: 'advise'; readonly move: Move | null; readonly message: string }
  /** The page was hidden or shown again: the clock stands while nobody can see the table. */
  | { readonly kind: 'visible'; readonly shown: boolean; readonly now: number };

/** The state a game starts in: its session, nothing selected, nothing dragged. */
export function gameState(session: Session): GameState {
  return { session, selection: NO_SELECTION, dragging: null };
}

const CHOOSE = 'Both foundations take this card: choose one.';

/**
 * Plays a move. A pile card sent to a foundation of its suit that needs trades first (the two meet) is brought
 * there in one gesture: the trades, then the card.
 */
function playing(s: GameState, move: Move, now: number): GameState {
  const position = s.session.game.position;
  const run =
    move.kind === 'card' && checkMove(position, move) !== null ? tradesHome(position, move.from, move.to) : null;
  const session = run === null ? playIn(s.session, move, now) : playRunIn(s.session, run, now);
  return { ...s, session, selection: NO_SELECTION, dragging: null };
}

/** A double-tap's second tap takes back the pile move its first tap made, if that is still the last move. */
function takingBack(s: GameState, move: CardMove, intent: Intent, now: number): GameState {
  const last = s.session.game.history.at(-1)?.move;
  const same = last?.kind === 'card' && last.from === move.from && last.to === move.to;
  if (!same) return { ...s, selection: intent.selection };
  const back = undoIn(s.session, now);
  return { ...s, session: intent.note === null ? back : noteIn(back, intent.note), selection: intent.selection };
}

function tapped(s: GameState, place: Place | null, now: number): GameState {
  if (place === null) return { ...s, selection: NO_SELECTION };
  const intent = tap(s.session.game.position, s.selection, place, now);
  if (intent.takeBack !== null) return takingBack(s, intent.takeBack, intent, now);
  if (intent.move !== null) return { ...playing(s, intent.move, now), selection: intent.selection };
  const session = intent.note === null ? s.session : noteIn(s.session, intent.note);
  return { ...s, session, selection: intent.selection };
}

function dropped(s: GameState, from: Place, target: DropTarget, now: number): GameState {
  const outcome = resolveDrop(s.session.game.position, from, target);
  if (outcome.kind === 'move') return playing(s, outcome.move, now);
  if (outcome.kind === 'choose') {
    return { ...s, session: noteIn(s.session, CHOOSE), dragging: null, selection: { selected: from, lastTap: null } };
  }
  return { ...s, dragging: null };
}

function sentHome(s: GameState, from: Place, now: number): GameState {
  const outcome = resolveDrop(s.session.game.position, from, { kind: 'foundation-area', under: null });
  if (outcome.kind === 'move') return playing(s, outcome.move, now);
  if (outcome.kind === 'choose') {
    return { ...s, session: noteIn(s.session, CHOOSE), selection: { selected: from, lastTap: null } };
  }
  return { ...s, session: noteIn(s.session, `Pile ${from + 1} is empty.`, true) };
}

function shownOrHidden(s: GameState, shown: boolean, now: number): GameState {
  const next = shown ? resumeClock(s.session, now) : pauseClock(s.session.clock, now);
  return next === s.session.clock ? s : { ...s, session: { ...s.session, clock: next } };
}

export function gameReducer(s: GameState, action: GameAction): GameState {
  switch (action.kind) {
    case 'tap':
      return tapped(s, action.place, action.now);
    case 'drag-start':
      return { ...s, dragging: action.place, selection: NO_SELECTION };
    case 'drop':
      return dropped(s, action.from, action.target, action.now);
    case 'send-home':
      return sentHome(s, action.from, action.now);
    case 'redeal':
      return playing(s, REDEAL, action.now);
    case 'undo':
      return { ...s, session: undoIn(s.session, action.now), selection: NO_SELECTION };
    case 'hint':
      return { ...s, session: hintIn(s.session), selection: NO_SELECTION };
    case 'restart':
      return { ...s, session: restartIn(s.session), selection: NO_SELECTION };
    case 'start': {
      const started = startSession(action.game, action.message, s.session.change.serial + 1, s.session.said + 1);
      return gameState({ ...started, clock: { since: null, banked: Math.max(0, action.elapsedMs ?? 0) } });
    }
    case 'note':
      return { ...s, session: noteIn(s.session, action.message) };
    case 'play':
      return playing(s, action.move, action.now);
    case 'assist':
      return { ...s, session: assistIn(s.session, action.move, action.now), selection: NO_SELECTION, dragging: null };
    case 'advise':
      return { ...s, session: { ...noteIn(s.session, action.message), hint: action.move }, selection: NO_SELECTION };
    case 'visible':
      return shownOrHidden(s, action.shown, action.now);
  }
}
