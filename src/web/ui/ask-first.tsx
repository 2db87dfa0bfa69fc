// Questions before a step that cannot be taken back: Restart of a game with moves, and a redeal that clears undo.

import type { VNode } from 'preact';
import { useState } from 'preact/hooks';
import { canUndo, checkMove, type Game, lineLength, REDEAL, RULE_SETS, type Status } from '../../engine/index';
import { moves } from '../core/words';
import type { Settings } from '../persist/settings';
import { Modal } from './modal';
import './ask-first.css';

export interface AskFirstHost {
  readonly game: Game;
  readonly status: Status;
  readonly settings: Settings;
  readonly changeSettings: (settings: Settings) => void;
  readonly restart: () => void;
  readonly redeal: () => void;
}

export interface AskFirst {
  /** Restart, after asking when the game has moves to lose. */
  restart(): void;
  /** Redeal, after asking (until the player says not to) when it would clear the undo history. */
  redeal(): void;
  /** The question being asked, to render, or null. */
  readonly dialog: VNode | null;
}

/** Whether a redeal now would be played and would end what undo can reach. */
export function redealClearsUndo(game: Game, status: Status): boolean {
  const rules = RULE_SETS[game.position.rules];
  return (
    status === 'playing' && rules.redealClearsHistory && canUndo(game) && checkMove(game.position, REDEAL) === null
  );
}

function hasMoves(game: Game): boolean {
  return lineLength(game) > 0 || game.moveCount > 0;
}

export function useAskFirst(host: AskFirstHost): AskFirst {
  const [asking, setAsking] = useState<'restart' | 'redeal' | null>(null);
  const [stopAsking, setStopAsking] = useState(false);
  const close = () => setAsking(null);
  const { game } = host;
  let dialog: VNode | null = null;
  if (asking === 'restart') {
    const count = lineLength(game);
    dialog = (
      <ConfirmDialog
        title="Restart this game?"
        confirmLabel="Restart"
        onConfirm={() => {
          close();
          host.restart();
        }}
        onCancel={close}
      >
        <p>{`The deal goes back to its start and the ${count === 1 ? 'move' : moves(count)} made so far cannot be brought back.`}</p>
      </ConfirmDialog>
    );
  } else if (asking === 'redeal') {
    dialog = (
      <ConfirmDialog
        title="Redeal now?"
        confirmLabel="Redeal"
        onConfirm={() => {
          close();
          if (stopAsking) host.changeSettings({ ...host.settings, askBeforeRedeal: false });
          host.redeal();
        }}
        onCancel={close}
      >
        <p>
          A redeal clears the undo history: the moves made before it can no longer be taken back. Undo works again from
          the next move.
        </p>
        <label class="choice">
          <input type="checkbox" checked={stopAsking} onChange={(e) => setStopAsking(e.currentTarget.checked)} />
          <span>Don't ask again (Settings can turn the question back on)</span>
        </label>
      </ConfirmDialog>
    );
  }
  return {
    restart() {
      if (hasMoves(host.game)) setAsking('restart');
      else host.restart();
    },
    redeal() {
      if (host.settings.askBeforeRedeal && redealClearsUndo(host.game, host.status)) {
        setStopAsking(false);
        setAsking('redeal');
      } else host.redeal();
    },
    dialog,
  };
}

interface ConfirmProps {
  readonly title: string;
  readonly confirmLabel: string;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
  readonly children: VNode | VNode[];
}

/** A small question on the app's modal: Cancel first and focused (the safe answer), then the step itself. */
function ConfirmDialog({ title, confirmLabel, onConfirm, onCancel, children }: ConfirmProps) {
  return (
    <Modal title={title} onClose={onCancel} className="confirm">
      {children}
      <div class="dialog-buttons">
        <button type="button" autofocus onClick={onCancel}>
          Cancel
        </button>
        <button type="button" class="primary" onClick={onConfirm}>
          {confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
