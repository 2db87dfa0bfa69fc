// The app's state and every action on it: a session, a selection, and the steps that change them.

import { useMemo, useRef, useState } from 'preact/hooks';
import { type CardMove, type Game, type Move, type Place, REDEAL } from '../../engine/index';
import {
  type DropTarget,
  highlightedPlaces,
  type Intent,
  NO_SELECTION,
  resolveDrop,
  type Selection,
  tap,
} from '../core/interaction';
import {
  assistIn,
  hintIn,
  noteIn,
  pauseClock,
  playIn,
  restartIn,
  resumeClock,
  type Session,
  startSession,
  undoIn,
} from '../core/session';

export interface GameState {
  readonly session: Session;
  readonly selection: Selection;
  /** The place whose card is being dragged. */
  readonly dragging: Place | null;
}

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
  start(game: Game, message: string): void;
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
  const [state, setState] = useState<GameState>(() => ({
    session: initial(),
    selection: NO_SELECTION,
    dragging: null,
  }));
  const update = useRef(setState);
  update.current = setState;

  const actions = useMemo<GameActions>(() => {
    const set = (step: (s: GameState) => GameState) => update.current(step);
    const playing = (s: GameState, move: Move): GameState => ({
      ...s,
      session: playIn(s.session, move, clock()),
      selection: NO_SELECTION,
      dragging: null,
    });
    // A double-tap's second tap takes back the pile move its first tap made, if that is still the last move.
    const takingBack = (s: GameState, move: CardMove, intent: Intent): GameState => {
      const last = s.session.game.history.at(-1)?.move;
      const same = last?.kind === 'card' && last.from === move.from && last.to === move.to;
      if (!same) return { ...s, selection: intent.selection };
      const back = undoIn(s.session, clock());
      return { ...s, session: intent.note === null ? back : noteIn(back, intent.note), selection: intent.selection };
    };
    return {
      tap(place) {
        set((s) => {
          if (place === null) return { ...s, selection: NO_SELECTION };
          const intent = tap(s.session.game.position, s.selection, place, clock());
          if (intent.takeBack !== null) return takingBack(s, intent.takeBack, intent);
          if (intent.move !== null) return { ...playing(s, intent.move), selection: intent.selection };
          const session = intent.note === null ? s.session : noteIn(s.session, intent.note);
          return { ...s, session, selection: intent.selection };
        });
      },
      dragStart(place) {
        set((s) => ({ ...s, dragging: place, selection: NO_SELECTION }));
      },
      drop(from, target) {
        set((s) => {
          const outcome = resolveDrop(s.session.game.position, from, target);
          if (outcome.kind === 'move') return playing(s, outcome.move);
          if (outcome.kind === 'choose') {
            const session = noteIn(s.session, 'Both foundations take this card: choose one.');
            return { ...s, session, dragging: null, selection: { selected: from, lastTap: null } };
          }
          return { ...s, dragging: null };
        });
      },
      sendHome(from) {
        set((s) => {
          const outcome = resolveDrop(s.session.game.position, from, { kind: 'foundation-area', under: null });
          if (outcome.kind === 'move') return playing(s, outcome.move);
          if (outcome.kind === 'choose') {
            const session = noteIn(s.session, 'Both foundations take this card: choose one.');
            return { ...s, session, selection: { selected: from, lastTap: null } };
          }
          return { ...s, session: noteIn(s.session, `Pile ${from + 1} is empty.`, true) };
        });
      },
      redeal: () => set((s) => playing(s, REDEAL)),
      undo: () => set((s) => ({ ...s, session: undoIn(s.session, clock()), selection: NO_SELECTION })),
      hint: () => set((s) => ({ ...s, session: hintIn(s.session), selection: NO_SELECTION })),
      restart: () => set((s) => ({ ...s, session: restartIn(s.session), selection: NO_SELECTION })),
      start: (game, message) =>
        set((s) => ({
          session: startSession(game, message, s.session.change.serial + 1, s.session.said + 1),
          selection: NO_SELECTION,
          dragging: null,
        })),
      note: (message) => set((s) => ({ ...s, session: noteIn(s.session, message) })),
      play: (move) => set((s) => playing(s, move)),
      assist: (move) =>
        set((s) => ({ ...s, session: assistIn(s.session, move, clock()), selection: NO_SELECTION, dragging: null })),
      advise: (move, message) =>
        set((s) => ({ ...s, session: { ...noteIn(s.session, message), hint: move }, selection: NO_SELECTION })),
      visible: (shown) =>
        set((s) => {
          const now = clock();
          const next = shown ? resumeClock(s.session, now) : pauseClock(s.session.clock, now);
          return next === s.session.clock ? s : { ...s, session: { ...s.session, clock: next } };
        }),
    };
  }, []);

  const from = state.dragging ?? state.selection.selected;
  const position = state.session.game.position;
  const targets = useMemo(() => highlightedPlaces(position, from), [position, from]);
  return [state, actions, targets];
}
