// What the solver broker's clients share: the budgets, the game they ask about, the broker and the panel they answer in.

import { formatPosition, type Game, gameCode, type Move, type Status } from '../../engine/index';
import type { PanelBoard } from './board';
import type { SolverBroker } from './broker';
import type { ShowClock } from './show-me';

/** How long each kind of search may take. */
export const BUDGETS = {
  hint: 2_000,
  canWin: 10_000,
  /** All the searches for "how many undos" together, and each one of them. */
  undos: 10_000,
  undoStep: 2_000,
  verdict: 10_000,
  /** One deal tried by the live search for a winnable deal. */
  liveDeal: 2_000,
  /** A deal dealt from the winnable lists, searched from its start as it is dealt: the study's budget per deal. */
  dealt: 10_000,
} as const;

/** Thinking ahead waits this long after a move (then for the page to be idle), so quick play starts no searches. */
export const AHEAD_DELAY_MS = 300;

/** What the solver needs from the game. */
export interface SolverHost {
  readonly game: Game;
  readonly status: Status;
  /** Whether moves slide on the table: "show me" at full speed waits a frame for each, or plays them all at once. */
  readonly animate?: boolean;
  /** Whether the solver searches each new position while the player thinks (on unless turned off). */
  readonly thinkAhead?: boolean;
  play(move: Move): void;
  advise(move: Move | null, message: string): void;
  note(message: string): void;
  undoTimes(n: number): void;
}

/** The game's start as solver input: its code, or its start position. */
export function startInput(game: Game): string {
  return gameCode(game) ?? formatPosition(game.start);
}

/** Whether solver help is off: a face-down game still being played (the solver would see the hidden cards). */
export function solverOff(host: Pick<SolverHost, 'game' | 'status'>): boolean {
  return host.game.position.facedown && host.status === 'playing';
}

/** What each client of the broker is handed: the game now, the broker, the panel, the clock and "show me"'s stop. */
export interface SolverContext {
  host(): SolverHost;
  readonly broker: SolverBroker;
  readonly board: PanelBoard;
  readonly clock: ShowClock;
  /** Ends "show me", saying nothing: a question to the solver takes over from it. */
  stopShowing(): void;
}
