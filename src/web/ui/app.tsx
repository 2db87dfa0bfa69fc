// The app's root: wires the game state to the header, the table, the status line, the controls and the dialogs.

import { useEffect, useState } from 'preact/hooks';
import {
  canUndo,
  describeOptions,
  formatPosition,
  type Game,
  gameCode,
  type Place,
  RULE_SETS,
} from '../../engine/index';
import { startSession } from '../core/session';
import { choiceFromOptions, type Start } from '../core/start';
import { type Replay, replayOf } from '../replay/replayer';
import { CanWinButton, DealVerdict, SolverPanel, WinnableBadge } from '../solver/panels';
import { loadWinnableOnly, saveWinnableOnly } from '../solver/preference';
import { ImportDialog, ReplayViewer } from '../solver/replay-viewer';
import { useSolver } from '../solver/use-solver';
import { Controls } from './controls';
import { StuckDialog, WonDialog } from './end-dialogs';
import { Header } from './header';
import { NewGameDialog } from './new-game';
import { PileViewer } from './pile-viewer';
import { DEFAULT_SETTINGS, type Settings, SettingsDialog } from './settings';
import { Table } from './table';
import { useGame } from './use-game';

type Dialog =
  | { readonly kind: 'new' }
  | { readonly kind: 'settings' }
  | { readonly kind: 'pile'; readonly place: Place }
  | { readonly kind: 'import' }
  | { readonly kind: 'replay'; readonly replay: Replay; readonly title: string };

/** The first line of the status line for a new game. */
export function welcome(game: Game): string {
  const code = gameCode(game);
  const what = code === null ? 'Shared position' : `Game ${code}`;
  return `${what}, ${describeOptions(game.options)}. Tap a card to move it, or drag it.`;
}

function reducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export function App({ start }: { readonly start: Start }) {
  const [settings, setSettings] = useState<Settings>(DEFAULT_SETTINGS);
  const [state, actions, targets] = useGame(() => startSession(start.game, start.problem ?? welcome(start.game)));
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [dismissedSerial, setDismissedSerial] = useState(-1);
  const { session } = state;
  useEffect(() => {
    const changed = () => actions.visible(document.visibilityState === 'visible');
    document.addEventListener('visibilitychange', changed);
    return () => document.removeEventListener('visibilitychange', changed);
  }, [actions]);
  const { game, status } = session;
  const position = game.position;
  const over = status !== 'playing';
  const showEnd = over && dialog === null && dismissedSerial !== session.change.serial;
  const closeEnd = () => setDismissedSerial(session.change.serial);
  const [winnableOnly, setWinnableOnly] = useState(loadWinnableOnly);
  const solver = useSolver({
    game,
    status,
    play: actions.play,
    advise: actions.advise,
    note: actions.note,
    undoTimes: (n) => {
      for (let i = 0; i < n; i++) actions.undo();
    },
  });
  const startGame = (next: Game, note = '') => {
    setDialog(null);
    actions.start(next, `${welcome(next)}${note}`);
  };
  const replayGame = () => {
    const replay = replayOf(game);
    if (replay.ok) setDialog({ kind: 'replay', replay: replay.value, title: 'Replay of this game' });
  };

  return (
    <div
      class={`app ${settings.fourColour ? 'four-colour' : ''}`}
      data-position={formatPosition(position)}
      data-status={status}
    >
      <Header
        game={game}
        clock={session.clock}
        onCopied={actions.note}
        onSettings={() => setDialog({ kind: 'settings' })}
        badge={solver.winnable ? <WinnableBadge /> : null}
      />
      <main class="play">
        <Table
          position={position}
          change={session.change}
          selected={state.selection.selected}
          dragging={state.dragging}
          targets={targets}
          hint={session.hint}
          topCardsOnly={settings.topCardsOnly}
          animate={settings.animations && !reducedMotion()}
          onTap={actions.tap}
          onKeyTap={actions.tap}
          onDragStart={actions.dragStart}
          onDrop={actions.drop}
          onLongPress={(place) => setDialog({ kind: 'pile', place })}
        />
      </main>
      <footer class="footer">
        <SolverPanel solver={solver} onUndo={actions.undo} />
        <p class={`status-line ${session.refused ? 'refused' : ''}`} role="status" aria-live="polite">
          {session.message}
        </p>
        <Controls
          game={game}
          over={status === 'won'}
          hinted={session.hint?.kind === 'redeal'}
          onUndo={actions.undo}
          onRedeal={actions.redeal}
          onHint={solver.hint}
          onRestart={actions.restart}
          onNewGame={() => setDialog({ kind: 'new' })}
          extra={<CanWinButton solver={solver} over={status === 'won'} />}
        />
      </footer>
      {showEnd && status === 'stuck' && (
        <StuckDialog
          canUndo={canUndo(game)}
          redealWord={RULE_SETS[position.rules].redealWord}
          onUndo={actions.undo}
          onNewGame={() => setDialog({ kind: 'new' })}
          onClose={closeEnd}
        >
          <DealVerdict
            verdict={solver.verdict}
            onJudge={solver.judgeDeal}
            onWatch={() => {
              if (solver.verdict?.kind === 'winnable') {
                setDialog({ kind: 'replay', replay: solver.verdict.replay, title: 'A solution from the start' });
              }
            }}
          />
          <button type="button" class="replay-button" onClick={replayGame}>
            Replay this game
          </button>
        </StuckDialog>
      )}
      {showEnd && status === 'won' && (
        <WonDialog
          time={session.clock.banked}
          moveCount={game.moveCount}
          onNewGame={() => setDialog({ kind: 'new' })}
          onClose={closeEnd}
        >
          <button type="button" class="replay-button" onClick={replayGame}>
            Replay this game
          </button>
        </WonDialog>
      )}
      {dialog?.kind === 'new' && (
        <NewGameDialog
          initial={choiceFromOptions(game.options)}
          onStart={(next) => startGame(next)}
          onClose={() => setDialog(null)}
          winnableOnly={winnableOnly}
          onWinnableOnly={(on) => {
            setWinnableOnly(on);
            saveWinnableOnly(on);
          }}
          onDealWinnable={(options) => {
            setDialog(null);
            solver.dealWinnable(options, (next) => startGame(next, ' The solver has won this deal.'), Math.random);
          }}
          onImport={() => setDialog({ kind: 'import' })}
        />
      )}
      {dialog?.kind === 'settings' && (
        <SettingsDialog settings={settings} onChange={setSettings} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'import' && (
        <ImportDialog
          onOpen={(replay) => setDialog({ kind: 'replay', replay, title: 'Replay of the record' })}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'replay' && (
        <ReplayViewer
          replay={dialog.replay}
          title={dialog.title}
          onPlayOn={(next) => startGame(next)}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'pile' && (
        <PileViewer position={position} place={dialog.place} onClose={() => setDialog(null)} />
      )}
    </div>
  );
}
