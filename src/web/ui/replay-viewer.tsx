// The replay viewer (a finished game or a solution, move by move, forward and back, exported as text) and the record import.

import { useState } from 'preact/hooks';
import { briefly, formatPosition, type Game, type Place } from '../../engine/index';
import { describeStep } from '../core/words';
import { exportRecord } from '../replay/record';
import {
  assistedAt,
  atEnd,
  atStart,
  back,
  forward,
  gameAt,
  goTo,
  lastStep,
  moveAfter,
  positionAt,
  type Replay,
  type ReplayCursor,
  type ReplayPlayers,
  replayOfRecord,
  statusAt,
  toEnd,
  toStart,
} from '../replay/replayer';
import { FormEnd, Modal } from './modal';
import { Table } from './table';

const NO_PLACES: ReadonlySet<Place> = new Set();
const ignore = () => {};

/** The whole replay as a game, for its export: the start and every move. */
function replayGame(replay: Replay): Game {
  return gameAt(goTo(replay, lastStep(replay)));
}

export interface ReplayViewerProps {
  readonly replay: Replay;
  readonly title: string;
  /** Who played its moves: a game played on from a step with others' moves in it is assisted. */
  readonly players: ReplayPlayers;
  /** The game at the chosen step, and whether statistics must count it as assisted. */
  readonly onPlayOn: (game: Game, assisted: boolean) => void;
  readonly onClose: () => void;
}

export function ReplayViewer({ replay, title, players, onPlayOn, onClose }: ReplayViewerProps) {
  const [cursor, setCursor] = useState<ReplayCursor>(() => goTo(replay, 0));
  const [record] = useState(() => exportRecord(replayGame(replay)));
  const step = (how: (c: ReplayCursor) => ReplayCursor) => setCursor((c) => how(c));
  const position = positionAt(cursor);
  const assisted = assistedAt(cursor, players);
  const text = atStart(cursor)
    ? 'The start, before any move.'
    : `${describeStep(cursor.replay, cursor.at).replace(/^./, (c) => c.toUpperCase())}.`;
  return (
    <Modal title={title} onClose={onClose} className="replay-viewer">
      <div class="replay-table" data-replay-position={formatPosition(position)} data-replay-status={statusAt(cursor)}>
        <Table
          position={position}
          change={{ kind: 'fresh', serial: cursor.at }}
          selected={null}
          dragging={null}
          targets={NO_PLACES}
          hint={moveAfter(cursor)}
          topCardsOnly={false}
          animate={false}
          focusPlace={-1}
          onTap={ignore}
          onKeyTap={ignore}
          onDragStart={ignore}
          onDrop={ignore}
          onLongPress={ignore}
        />
      </div>
      <p class="replay-step" aria-live="polite">
        {text}
      </p>
      <nav class="replay-controls" aria-label="Replay">
        <button type="button" onClick={() => step(toStart)} disabled={atStart(cursor)}>
          Start
        </button>
        <button type="button" onClick={() => step(back)} disabled={atStart(cursor)}>
          Back
        </button>
        <span class="replay-count">{`Move ${cursor.at} of ${lastStep(replay)}`}</span>
        <button type="button" onClick={() => step(forward)} disabled={atEnd(cursor)}>
          Forward
        </button>
        <button type="button" onClick={() => step(toEnd)} disabled={atEnd(cursor)}>
          End
        </button>
      </nav>
      <details class="replay-export">
        <summary>Export as text</summary>
        <textarea readOnly rows={6} aria-label="Game record" value={record} />
        <button
          type="button"
          onClick={() => {
            void navigator.clipboard?.writeText(record).catch(() => {});
          }}
        >
          Copy
        </button>
      </details>
      {assisted && statusAt(cursor) === 'playing' && (
        <p class="replay-assisted">Played on from here, the game counts as assisted: not every move in it is yours.</p>
      )}
      <div class="dialog-buttons">
        <button
          type="button"
          onClick={() => onPlayOn(gameAt(cursor), assisted)}
          disabled={statusAt(cursor) !== 'playing'}
        >
          Play on from here
        </button>
        <button type="button" class="primary" onClick={onClose}>
          Close
        </button>
      </div>
    </Modal>
  );
}

export interface ImportProps {
  readonly onOpen: (replay: Replay) => void;
  readonly onClose: () => void;
}

/** Reads a pasted game record; an illegal move is refused with its number and the engine's reason. */
export function ImportDialog({ onOpen, onClose }: ImportProps) {
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const open = (event: Event) => {
    event.preventDefault();
    const read = replayOfRecord(text);
    if (!read.ok) {
      setProblem(briefly(read.error.reason));
      return;
    }
    onOpen(read.value);
  };
  return (
    <Modal title="Open a game record" onClose={onClose} className="import-record">
      <form onSubmit={open}>
        <label class="field">
          <span>A game code or start position, then the moves (such as 10-14 10-AS R)</span>
          <textarea
            rows={8}
            name="record"
            spellcheck={false}
            value={text}
            onInput={(e) => {
              setText(e.currentTarget.value);
              setProblem(null);
            }}
          />
        </label>
        <FormEnd problem={problem} onCancel={onClose} submitLabel="Open" />
      </form>
    </Modal>
  );
}
