// The game's state in the app's components: the game reducer behind a hook, with an action function for each of its steps.

import { useMemo, useReducer } from 'preact/hooks';
import type { Game, Move, Place } from '../../engine/index';
import { type GameState, gameReducer, gameState } from '../core/game-reducer';
import { type DropTarget, highlightedPlaces } from '../core/interaction';
import type { Session } from '../core/session';

export type { GameState } from '../core/game-reducer';

export interface GameActions {
  tap(place: Place | null): void;
  dragStart(place: Place): void;
  drop(from: Place, target: DropTarget): void;
  /** The F key: the top card to the foundation that takes it, as a drop on the foundation area. */
  sendHome(from: Place): void;
  redeal(): void;
  undo(): void;
  hint(): void;
  restart(): void;
  /** Puts a game on the table; `elapsedMs` is its time so far, for a game continued from the list of games. */
  start(game: Game, message: string, elapsedMs?: number): void;
  note(message: string): void;
  /** Plays a move chosen elsewhere, checked by the engine like any other. */
  play(move: Move): void;
  /**
   * Plays a move the solver plays for the player (its "show me"), checked like any other: the game becomes
   * assisted, so it never counts as the player's win. A hint the player plays by hand is not this.
   */
  assist(move: Move): void;
  /** Shows advice found elsewhere (the solver's hint): the move on the table and the sentence in the status line. */
  advise(move: Move | null, message: string): void;
  /** The page was hidden or shown again: the clock stands while nobody can see the table. */
  visible(shown: boolean): void;
}

function clock(): number {
  return performance.now();
}

export function useGame(initial: () => Session): [GameState, GameActions, ReadonlySet<Place>] {
  const [state, dispatch] = useReducer(gameReducer, undefined, () => gameState(initial()));
  const actions = useMemo<GameActions>(
    () => ({
      tap: (place) => dispatch({ kind: 'tap', place, now: clock() }),
      dragStart: (place) => dispatch({ kind: 'drag-start', place }),
      drop: (from, target) => dispatch({ kind: 'drop', from, target, now: clock() }),
      sendHome: (from) => dispatch({ kind: 'send-home', from, now: clock() }),
      redeal: () => dispatch({ kind: 'redeal', now: clock() }),
      undo: () => dispatch({ kind: 'undo', now: clock() }),
      hint: () => dispatch({ kind: 'hint' }),
      restart: () => dispatch({ kind: 'restart' }),
      start: (game, message, elapsedMs) => dispatch({ kind: 'start', game, message, elapsedMs }),
      note: (message) => dispatch({ kind: 'note', message }),
      play: (move) => dispatch({ kind: 'play', move, now: clock() }),
      assist: (move) => dispatch({ kind: 'assist', move, now: clock() }),
      advise: (move, message) => dispatch({ kind: 'advise', move, message }),
      visible: (shown) => dispatch({ kind: 'visible', shown, now: clock() }),
    }),
    [],
  );

  const from = state.dragging ?? state.selection.selected;
  const position = state.session.game.position;
  const targets = useMemo(() => highlightedPlaces(position, from), [position, from]);
  return [state, actions, targets];
}
