// The dialogs at the end of a game: stuck (undo the last move or start anew) and won (the time and moves).

import type { ComponentChildren } from 'preact';
import { formatClock, moves } from '../core/words';
import { Modal } from './modal';

export interface StuckProps {
  readonly canUndo: boolean;
  /** "redeal" or, in casual, "shuffle". */
  readonly redealWord: string;
  readonly onUndo: () => void;
  readonly onNewGame: () => void;
  readonly onClose: () => void;
  /** More about the game (the solver's verdict on the deal, a replay button). */
  readonly children?: ComponentChildren;
}

export function StuckDialog({ canUndo, redealWord, onUndo, onNewGame, onClose, children }: StuckProps) {
  return (
    <Modal title="Stuck" onClose={onClose} className="end stuck">
      <p>{`No card can move, and no ${redealWord} is left that would change anything: this game cannot go on.`}</p>
      {children}
      <div class="dialog-buttons">
        <button type="button" onClick={onClose}>
          Look at the table
        </button>
        {canUndo && (
          <button type="button" onClick={onUndo}>
            Undo last move
          </button>
        )}
        <button type="button" class="primary" onClick={onNewGame}>
          New game
        </button>
      </div>
    </Modal>
  );
}

export interface WonProps {
  readonly time: number;
  readonly moveCount: number;
  readonly onNewGame: () => void;
  readonly onClose: () => void;
  readonly children?: ComponentChildren;
}

export function WonDialog({ time, moveCount, onNewGame, onClose, children }: WonProps) {
  return (
    <Modal title="You won!" onClose={onClose} className="end won">
      <p class="won-figures">
        All 104 cards are home in <strong>{formatClock(time)}</strong> with <strong>{moves(moveCount)}</strong>.
      </p>
      {children}
      <div class="dialog-buttons">
        <button type="button" onClick={onClose}>
          Look at the table
        </button>
        <button type="button" class="primary" onClick={onNewGame}>
          New game
        </button>
      </div>
    </Modal>
  );
}
