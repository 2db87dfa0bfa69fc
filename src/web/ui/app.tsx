// The app's root: wires the game state to the header, the table, the status line, the controls and the dialogs.

import { useCallback, useEffect, useRef, useState } from 'preact/hooks';
import {
  canUndo,
  formatPosition,
  type Game,
  type GameOptions,
  gameCode,
  type Place,
  RULE_SETS,
} from '../../engine/index';
import type { TableLayout } from '../core/layout';
import { dialogOnTop } from '../core/one-dialog';
import { resumeSession } from '../core/session';
import { choiceFromOptions, type NewGameChoice } from '../core/start';
import { moves } from '../core/words';
import { type CalendarDate, gameLink, localDate, shareLineFor } from '../daily/index';
import { dailyOffer } from '../daily/offer';
import { dailyGame, noDailyDeal } from '../daily/todays-game';
import { Intro, introOnThisVisit } from '../intro/Intro';
import { type Boot, welcome } from '../persist/boot';
import { type LoadedState, type Persistence, settingsOptions } from '../persist/index';
import { UpdateNotice } from '../persist/update-notice';
import { type Replay, type ReplayPlayers, replayOf } from '../replay/replayer';
import { useSolver } from '../solver/use-solver';
import { useSounds } from '../sound/use-sounds';
import { useAskFirst } from './ask-first';
import { Celebration } from './celebration';
import { Controls } from './controls';
import { HeaderDaily, WonDaily } from './daily-button';
import { StuckDialog, WonDialog } from './end-dialogs';
import { FinishButton } from './finish-button';
import { Header } from './header';
import { KeysHelp } from './keys-help';
import { LazyReview } from './lazy-review';
import { LazyYourGames } from './lazy-your-games';
import { MoreBar } from './more-bar';
import { NewGameDialog } from './new-game';
import { PileViewer } from './pile-viewer';
import { ImportDialog, ReplayViewer } from './replay-viewer';
import { SettingsDialog } from './settings';
import { CanWinButton, DealVerdict, SolverPanel, WinnableBadge } from './solver-panels';
import { StatisticsDialog } from './statistics-dialog';
import { StatusLine } from './status-line';
import { Table } from './table';
import { touchOnly } from './touch';
import { useFinish } from './use-finish';
import { useGame } from './use-game';
import { useKeys } from './use-keys';
import { usePersistence } from './use-persistence';
import './app.css';

export { welcome };

type Dialog =
  | { readonly kind: 'new' }
  | { readonly kind: 'settings' }
  | { readonly kind: 'statistics' }
  | { readonly kind: 'keys' }
  | { readonly kind: 'pile'; readonly place: Place }
  | { readonly kind: 'import' }
  | { readonly kind: 'replay'; readonly replay: Replay; readonly title: string; readonly players: ReplayPlayers }
  | { readonly kind: 'review'; readonly game?: Game }
  | { readonly kind: 'games' };

function reducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export interface AppProps {
  readonly boot: Boot;
  readonly persistence: Persistence;
  readonly loaded: LoadedState;
}

export function App({ boot, persistence, loaded }: AppProps) {
  const [state, actions, targets] = useGame(() =>
    resumeSession(boot.game, boot.message, boot.elapsedMs, performance.now(), document.visibilityState === 'visible'),
  );
  const { session } = state;
  const memory = usePersistence(
    persistence,
    boot,
    {
      settings: loaded.settings,
      games: loaded.games,
      history: loaded.history,
      notice: loaded.notices.length === 0 ? null : loaded.notices.join(' '),
      savedId: loaded.game?.id ?? null,
    },
    session,
  );
  const { settings } = memory;
  useSounds(session, settings.sound);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  // A resumed game that was already won opens on its table: its dialog counts as seen (the win is not new).
  const [dismissedSerial, setDismissedSerial] = useState(() =>
    boot.resumed && state.session.status === 'won' ? state.session.change.serial : -1,
  );
  const { game, status } = session;
  // Stable, so the memoised table is not redrawn for a new function each render.
  const openPile = useCallback((place: Place) => setDialog({ kind: 'pile', place }), []);
  const solver = useSolver({
    game,
    status,
    animate: settings.animations && !reducedMotion(),
    thinkAhead: settings.thinkAhead,
    // Every move the solver plays for the player makes the game assisted for the statistics.
    play: actions.assist,
    advise: actions.advise,
    note: actions.note,
    undoTimes: (n) => {
      for (let i = 0; i < n; i++) actions.undo();
    },
  });
  // Finish's moves are the player's own: played as any move is, never assisted.
  const finish = useFinish({
    game,
    status,
    change: session.change,
    animate: settings.animations && !reducedMotion(),
    byItself: settings.finishByItself,
    play: actions.play,
  });
  // Restart with moves, and a redeal that clears undo, ask first (the R key's redeal too).
  const ask = useAskFirst({ game, status, settings, changeSettings: memory.changeSettings, ...actions });
  // Where the table is drawn, for the arrow keys.
  const tableLayoutRef = useRef<TableLayout | null>(null);
  // The H key asks the same honest hint as the Hint button.
  const focusPlace = useKeys({
    position: session.game.position,
    selected: state.selection.selected,
    actions: { ...actions, hint: solver.hint, redeal: ask.redeal },
    openHelp: () => setDialog({ kind: 'keys' }),
    openViewer: (place) => setDialog({ kind: 'pile', place }),
    layout: tableLayoutRef,
  });
  useEffect(() => {
    const changed = () => actions.visible(document.visibilityState === 'visible');
    document.addEventListener('visibilitychange', changed);
    return () => document.removeEventListener('visibilitychange', changed);
  }, [actions]);
  const position = game.position;
  const over = status !== 'playing';
  const closeEnd = () => setDismissedSerial(session.change.serial);
  const [intro, setIntro] = useState(introOnThisVisit);
  const onTop = dialogOnTop({
    opened: dialog !== null || ask.dialog !== null,
    ended: over && dismissedSerial !== session.change.serial,
    intro,
  });
  const showEnd = onTop === 'end';
  // Every new game (dealt, winnable, imported, played on from a replay) closes the old one for the statistics.
  const startGame = (next: Game, note = '', daily?: CalendarDate, assisted = false) => {
    setDialog(null);
    memory.dealt({ ...session, game: next }, daily, assisted);
    actions.start(next, `${welcome(next, !touchOnly())}${note}`);
  };
  // Dealing from the dialog also makes its rules the remembered ones for the next random deal.
  const remember = (choice: NewGameChoice) => {
    const { rules, four, difficulty, facedown } = choice;
    if (choice.code.trim() === '') memory.changeSettings({ ...settings, rules, four, difficulty, facedown });
  };
  const code = gameCode(game);
  const link = code === null ? undefined : gameLink(location.href, code);
  const share = shareLineFor(memory.counting, game.options, status, session.clock.banked, game.moveCount, link);
  // Today's deal under the rules new games are dealt with (the game just won's rules, in its Won dialog).
  const today = localDate(new Date());
  const table = { daily: memory.counting?.daily ?? null, options: game.options };
  const daily = dailyOffer(today, settingsOptions(settings), memory.stats, table);
  const playDaily = (options: GameOptions) => {
    const next = dailyGame(today, options);
    if (next === null) {
      setDialog(null);
      actions.note(noDailyDeal(today, options));
      return;
    }
    // Dealing today's deal again would throw away the game of it being played: it stays on the table.
    if (memory.counting?.daily === today && gameCode(next) === gameCode(game)) {
      setDialog(null);
      actions.note(`This is already the deal of the day for ${today}.`);
      return;
    }
    remember({ ...choiceFromOptions(options), code: '' });
    startGame(next, ` Deal of the day for ${today}.`, today);
  };
  const replayGame = () => {
    const replay = replayOf(game);
    // The player's own moves, unless the solver played some of them (then a game played on from it is assisted).
    const players = memory.counting?.assisted === true ? 'player-with-help' : 'player';
    if (replay.ok) setDialog({ kind: 'replay', replay: replay.value, title: 'Replay of this game', players });
  };

  return (
    <div
      class={`app ${settings.fourColour ? 'four-colour' : ''}`}
      data-position={formatPosition(position)}
      data-status={status}
      data-appearance={settings.appearance}
      data-felt={settings.felt}
      data-back={settings.cardBack}
    >
      <Header
        game={game}
        clock={session.clock}
        onCopied={actions.note}
        onSettings={() => setDialog({ kind: 'settings' })}
        badge={solver.winnable ? <WinnableBadge /> : null}
        daily={<HeaderDaily offer={daily} onPlay={() => playDaily(daily.options)} />}
      />
      {memory.notice !== null && (
        <p class="storage-notice" role="alert">
          <span>{memory.notice}</span>
          <button type="button" onClick={memory.dismissNotice}>
            OK
          </button>
        </p>
      )}
      <UpdateNotice />
      <main class="play">
        <Table
          position={position}
          change={session.change}
          selected={state.selection.selected}
          dragging={state.dragging}
          targets={targets}
          hint={session.hint}
          focusPlace={focusPlace}
          topCardsOnly={settings.display === 'top'}
          largeCards={settings.largeCards}
          animate={settings.animations && !reducedMotion()}
          onTap={actions.tap}
          onKeyTap={actions.tap}
          onDragStart={actions.dragStart}
          onDrop={actions.drop}
          onLongPress={openPile}
          hintArrow={true}
          layoutRef={tableLayoutRef}
        />
      </main>
      <footer class="footer">
        {/* The solver's panel lies over the status line: a row of its own would resize (and redraw) the table, and
            floating over the table it hid the bottom piles' top cards on a phone. */}
        <div class="status-slot">
          <StatusLine message={session.message} said={session.said} refused={session.refused} />
          <SolverPanel solver={solver} onUndo={actions.undo} />
        </div>
        <Controls
          game={game}
          over={status === 'won'}
          hinted={session.hint?.kind === 'redeal'}
          onUndo={actions.undo}
          onRedeal={ask.redeal}
          onHint={solver.hint}
          onRestart={ask.restart}
          onNewGame={() => setDialog({ kind: 'new' })}
          extra={
            finish.offered || finish.finishing ? (
              <FinishButton finishing={finish.finishing} onFinish={finish.finish} />
            ) : (
              <CanWinButton solver={solver} over={status === 'won'} />
            )
          }
        />
        <MoreBar
          onStatistics={() => setDialog({ kind: 'statistics' })}
          onKeys={() => setDialog({ kind: 'keys' })}
          onReview={() => setDialog({ kind: 'review' })}
        />
      </footer>
      {showEnd && status === 'stuck' && (
        <StuckDialog
          canUndo={canUndo(game)}
          redealWord={RULE_SETS[position.rules].redealWord}
          onUndo={actions.undo}
          onNewGame={() => setDialog({ kind: 'new' })}
          onClose={closeEnd}
          share={share}
        >
          <button
            type="button"
            class="replay-button primary"
            onClick={() => setDialog({ kind: 'review' })}
            data-review-open
          >
            Review: which move lost
          </button>
          <DealVerdict
            verdict={solver.verdict}
            onJudge={solver.judgeDeal}
            onWatch={() => {
              if (solver.verdict?.kind === 'winnable') {
                const { replay } = solver.verdict;
                setDialog({ kind: 'replay', replay, title: 'A solution from the start', players: 'others' });
              }
            }}
          />
          <button type="button" class="replay-button" onClick={replayGame}>
            Replay this game
          </button>
        </StuckDialog>
      )}
      <Celebration play={showEnd && status === 'won' && settings.animations} serial={session.change.serial} />
      {showEnd && status === 'won' && (
        <WonDialog
          time={session.clock.banked}
          moveCount={game.moveCount}
          onNewGame={() => setDialog({ kind: 'new' })}
          onClose={closeEnd}
          assisted={memory.counting?.assisted === true}
          share={share}
        >
          <button type="button" class="replay-button" onClick={replayGame}>
            Replay this game
          </button>
          <WonDaily
            offer={dailyOffer(today, game.options, memory.stats, table)}
            onPlay={() => playDaily(game.options)}
          />
        </WonDialog>
      )}
      {dialog?.kind === 'new' && (
        <NewGameDialog
          initial={choiceFromOptions(game.options)}
          onStart={(next, choice) => {
            remember(choice);
            startGame(next);
          }}
          onClose={() => setDialog(null)}
          winnableOnly={settings.winnableOnly}
          onWinnableOnly={(on) => memory.changeSettings({ ...settings, winnableOnly: on })}
          onDealWinnable={(options) => {
            setDialog(null);
            remember({ ...choiceFromOptions(options), code: '' });
            solver.dealWinnable(options, (next) => startGame(next, ' The solver has won this deal.'), Math.random);
          }}
          onImport={() => setDialog({ kind: 'import' })}
          onDaily={playDaily}
        />
      )}
      {dialog?.kind === 'settings' && (
        <SettingsDialog
          settings={settings}
          onChange={memory.changeSettings}
          onClose={() => setDialog(null)}
          thinkAhead={settings.thinkAhead}
          onThinkAhead={(on) => memory.changeSettings({ ...settings, thinkAhead: on })}
        />
      )}
      {dialog?.kind === 'statistics' && (
        <StatisticsDialog
          stats={memory.stats}
          onReset={memory.resetStats}
          onYourGames={() => setDialog({ kind: 'games' })}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'games' && (
        <LazyYourGames
          games={memory.games}
          history={memory.history}
          onReplay={(replay, title, players) => setDialog({ kind: 'replay', replay, title, players })}
          onReview={(played) => setDialog({ kind: 'review', game: played })}
          onTable={memory.gameId}
          onContinue={(played, id, elapsedMs) => {
            setDialog(null);
            memory.continued(id);
            actions.start(played, `${welcome(played)} Continued after ${moves(played.moveCount)}.`, elapsedMs);
          }}
          readAll={memory.readAll}
          keepAll={memory.keepAll}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'keys' && <KeysHelp onClose={() => setDialog(null)} />}
      {dialog?.kind === 'import' && (
        <ImportDialog
          onOpen={(replay) => setDialog({ kind: 'replay', replay, title: 'Replay of the record', players: 'others' })}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'replay' && (
        <ReplayViewer
          replay={dialog.replay}
          title={dialog.title}
          players={dialog.players}
          onPlayOn={(next, assisted) => startGame(next, '', undefined, assisted)}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'review' && (
        <LazyReview
          game={dialog.game ?? game}
          tracker={solver.review}
          onPlayOn={(next, assisted) => startGame(next, ' Played on from the review.', undefined, assisted)}
          onShowWin={(replay, title) => setDialog({ kind: 'replay', replay, title, players: 'others' })}
          onClose={() => setDialog(null)}
        />
      )}
      {ask.dialog}
      {intro && <Intro position={position} onDone={() => setIntro(false)} paused={onTop !== 'intro'} />}
      {dialog?.kind === 'pile' && (
        <PileViewer position={position} place={dialog.place} onClose={() => setDialog(null)} />
      )}
    </div>
  );
}
