// The control bar: Undo, Redeal (with what is left, or why not), Hint, Restart and New game.

import type { ComponentChildren } from 'preact';
import { canUndo, checkMove, type Game, lineLength, REDEAL } from '../../engine/index';
import { redealNote } from '../core/words';
import './controls.css';

const ICONS = {
  undo: 'M8 4 3 9l5 5M3 9h9a5 5 0 0 1 0 10h-3',
  redeal: 'M16.5 11A6.5 6.5 0 1 1 14 5.2M15 2v4h-4',
  hint: 'M10 2.5a5 5 0 0 1 3 9V14H7v-2.5a5 5 0 0 1 3-9zM7.5 17h5',
  restart: 'M4 4v12M16 4 7 10l9 6z',
  new: 'M10 4v12M4 10h12',
} as const;

function Icon({ name }: { readonly name: keyof typeof ICONS }) {
  return (
    <svg class="control-icon" viewBox="0 0 20 20" aria-hidden="true">
      <path d={ICONS[name]} />
    </svg>
  );
}

export interface ControlsProps {
  readonly game: Game;
  readonly over: boolean;
  /** The hint says: redeal. */
  readonly hinted: boolean;
  readonly onUndo: () => void;
  readonly onRedeal: () => void;
  readonly onHint: () => void;
  readonly onRestart: () => void;
  readonly onNewGame: () => void;
  /** More buttons before New game (the solver's "Can I still win?"). */
  readonly extra?: ComponentChildren;
}

export function Controls({ game, over, hinted, onUndo, onRedeal, onHint, onRestart, onNewGame, extra }: ControlsProps) {
  const position = game.position;
  const refusal = checkMove(position, REDEAL);
  // Refused redeals stay pressable (aria-disabled) so a press says why in the status line.
  // Under the button a few words; the full sentence describes it (and is said when a refused redeal is pressed).
  const note = redealNote(position, refusal);
  const description = refusal === null ? note : refusal.reason;
  return (
    <nav class="controls" aria-label="Game controls">
      <button type="button" class="control" onClick={onUndo} disabled={!canUndo(game)}>
        <Icon name="undo" />
        Undo
      </button>
      <button
        type="button"
        class={`control redeal ${refusal === null ? '' : 'refused'} ${hinted ? 'hinted' : ''}`}
        onClick={onRedeal}
        aria-disabled={refusal !== null || over}
        aria-label="Redeal"
        aria-describedby="redeal-note"
        title={description}
      >
        <Icon name="redeal" />
        Redeal
        {/* The note is drawn from data-note: it describes the button (aria-describedby), it is not its name. */}
        <span class="control-note" data-note={note} aria-hidden="true" />
        <span id="redeal-note" hidden>
          {description}
        </span>
      </button>
      <button type="button" class="control" onClick={onHint} disabled={over}>
        <Icon name="hint" />
        Hint
      </button>
      <button
        type="button"
        class="control"
        onClick={onRestart}
        disabled={lineLength(game) === 0 && game.moveCount === 0}
      >
        <Icon name="restart" />
        Restart
      </button>
      {extra}
      <button type="button" class="control primary" onClick={onNewGame}>
        <Icon name="new" />
        New game
      </button>
    </nav>
  );
}
