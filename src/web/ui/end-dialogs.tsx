// The dialogs at the end of a game: stuck (undo the last move or start anew) and won (the time and moves), with a
// deal of the day's line to share.

import type { ComponentChildren } from 'preact';
import { useRef, useState } from 'preact/hooks';
import { formatClock, moves } from '../core/words';
import { Modal } from './modal';
import './end-dialogs.css';

/** The deal of the day's result as one line, with a Copy button; where copying is refused the line is selected. */
export function ShareLine({ text }: { readonly text: string }) {
  const line = useRef<HTMLParagraphElement>(null);
  const [said, setSaid] = useState('');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setSaid('Copied.');
    } catch {
      const shown = line.current;
      const selection = window.getSelection();
      if (shown !== null && selection !== null) {
        const range = document.createRange();
        range.selectNodeContents(shown);
        selection.removeAllRanges();
        selection.addRange(range);
      }
      setSaid('Copying is not allowed here: the line is selected, so copy it with Ctrl+C (⌘C on a Mac).');
    }
  };
  return (
    <section class="share-line" aria-labelledby="share-line-title">
      <h3 id="share-line-title">Your result to share</h3>
      <p class="share-line-text" ref={line} data-share-line>
        {text}
      </p>
      <div class="share-line-row">
        <button type="button" onClick={copy} aria-describedby="share-line-title">
          Copy
        </button>
        <span class="share-line-said" aria-live="polite">
          {said}
        </span>
      </div>
    </section>
  );
}

/** What both end dialogs share: their message, the line to share, the caller's extras and the closing buttons. */
interface EndDialogProps {
  readonly title: string;
  readonly className: string;
  readonly message: ComponentChildren;
  readonly share?: string | null;
  /** Present when a move can be taken back: the Undo last move button between the other two. */
  readonly onUndo?: (() => void) | null;
  readonly onNewGame: () => void;
  readonly onClose: () => void;
  readonly children?: ComponentChildren;
}

function EndDialog({ title, className, message, share, onUndo, onNewGame, onClose, children }: EndDialogProps) {
  return (
    <Modal title={title} onClose={onClose} className={className}>
      {message}
      {share && <ShareLine text={share} />}
      {children}
      <div class="dialog-buttons">
        <button type="button" onClick={onClose}>
          Look at the table
        </button>
        {onUndo && (
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

export interface StuckProps {
  readonly canUndo: boolean;
  /** "redeal" or, in casual, "shuffle". */
  readonly redealWord: string;
  readonly onUndo: () => void;
  readonly onNewGame: () => void;
  readonly onClose: () => void;
  /** A deal of the day's line to share, or null. */
  readonly share?: string | null;
  /** More about the game (the solver's verdict on the deal, a replay button). */
  readonly children?: ComponentChildren;
}

export function StuckDialog({ canUndo, redealWord, onUndo, onNewGame, onClose, share, children }: StuckProps) {
  return (
    <EndDialog
      title="Stuck"
      className="end stuck"
      message={
        <p>{`No card can move, and no ${redealWord} is left that would change anything: this game cannot go on.`}</p>
      }
      share={share}
      onUndo={canUndo ? onUndo : null}
      onNewGame={onNewGame}
      onClose={onClose}
    >
      {children}
    </EndDialog>
  );
}

export interface WonProps {
  readonly time: number;
  readonly moveCount: number;
  readonly onNewGame: () => void;
  readonly onClose: () => void;
  /** The solver played moves in this game: the win is not counted as the player's. */
  readonly assisted?: boolean;
  /** A deal of the day's line to share, or null. */
  readonly share?: string | null;
  readonly children?: ComponentChildren;
}

export function WonDialog({ time, moveCount, onNewGame, onClose, assisted, share, children }: WonProps) {
  const message = (
    <>
      <p class="won-figures">
        All 104 cards are home in <strong>{formatClock(time)}</strong> with <strong>{moves(moveCount)}</strong>.
      </p>
      {assisted && (
        <p class="won-assisted">
          The solver played moves for you in this game, so your statistics count it as assisted, not as a win.
        </p>
      )}
    </>
  );
  return (
    <EndDialog
      title={assisted ? 'Won with help' : 'You won!'}
      className="end won"
      message={message}
      share={share}
      onNewGame={onNewGame}
      onClose={onClose}
    >
      {children}
    </EndDialog>
  );
}
