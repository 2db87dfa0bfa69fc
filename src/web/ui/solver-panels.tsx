// The solver's pieces of the app's screen: the "Can I still win?" button, the answer panel, the badge and the lost-deal verdict.

import { useEffect, useState } from 'preact/hooks';
import { canWinNo, canWinYes, dealWinnable, FACE_DOWN_OFF, SOLVER_WORDS, undoBackLabel } from '../core/words';
import './solver.css';
import type { Panel, Verdict } from '../solver/service';
import { SHOW_SPEEDS } from '../solver/show-me';
import type { SolverUi } from '../solver/use-solver';

export function CanWinButton({ solver, over }: { readonly solver: SolverUi; readonly over: boolean }) {
  return (
    <button
      type="button"
      class="control can-win"
      onClick={solver.canWin}
      aria-disabled={solver.off || over}
      aria-describedby={solver.off ? 'can-win-note' : undefined}
      title={solver.off ? FACE_DOWN_OFF : SOLVER_WORDS.canWinTitle}
    >
      Can I still win?
      {solver.off && (
        <span class="control-note" id="can-win-note">
          Off in face-down games
        </span>
      )}
    </button>
  );
}

export function WinnableBadge() {
  return (
    <span class="winnable-badge" title={SOLVER_WORDS.winnableBadge}>
      winnable
    </span>
  );
}

/** Seconds since `since`, ticking while shown. */
function Elapsed({ since }: { readonly since: number }) {
  const [now, setNow] = useState(() => performance.now());
  useEffect(() => {
    const id = setInterval(() => setNow(performance.now()), 250);
    return () => clearInterval(id);
  }, []);
  return <span class="elapsed">{`${Math.max(0, Math.floor((now - since) / 1000))} s`}</span>;
}

function panelBody(panel: Panel, solver: SolverUi, onUndo: () => void) {
  // Every answer the player has read can be put away the same way.
  const close = (
    <button type="button" onClick={solver.dismiss}>
      Close
    </button>
  );
  switch (panel.kind) {
    case 'working':
      return (
        <>
          <span class="spinner" aria-hidden="true" />
          <span>
            {panel.what}… <Elapsed since={panel.since} />
          </span>
          <button type="button" onClick={solver.cancel}>
            Cancel
          </button>
        </>
      );
    case 'yes':
      return (
        <>
          <span>{canWinYes(panel.length)}</span>
          <button type="button" class="primary" onClick={solver.showMe}>
            Show me
          </button>
          {close}
        </>
      );
    case 'no':
      return (
        <>
          <span>{canWinNo(panel.undos, panel.why)}</span>
          {panel.undos !== null && (
            <button type="button" class="primary" onClick={solver.undoBack}>
              {undoBackLabel(panel.undos)}
            </button>
          )}
          {close}
        </>
      );
    case 'lost':
      return (
        <>
          <span>{SOLVER_WORDS.lost}</span>
          {panel.canUndo && (
            <button type="button" class="primary" onClick={onUndo}>
              Undo
            </button>
          )}
          {close}
        </>
      );
    case 'undecided':
    case 'note':
      return (
        <>
          <span>{panel.text}</span>
          {close}
        </>
      );
    case 'showing':
      // On a narrow screen (or in the column beside the table) the same controls in fewer words, on one row.
      return (
        <>
          <span class="showing-count">
            <span class="wide-only">Showing the win: move </span>
            {`${panel.step} of ${panel.of}`}
          </span>
          <fieldset class="show-speeds">
            <legend>Speed</legend>
            {SHOW_SPEEDS.map(({ speed, name, short }) => (
              <button
                key={speed}
                type="button"
                aria-pressed={panel.speed === speed}
                onClick={() => solver.setShowSpeed(speed)}
              >
                <span class="wide-only">{name}</span>
                <span class="narrow-only">{short}</span>
              </button>
            ))}
          </fieldset>
          <button
            type="button"
            class="show-pause"
            aria-label={panel.paused ? 'Resume' : 'Pause'}
            onClick={solver.togglePause}
          >
            <span aria-hidden="true">{panel.paused ? '▶' : '❚❚'}</span>
            <span class="wide-only">{panel.paused ? ' Resume' : ' Pause'}</span>
          </button>
          <button type="button" class="primary" onClick={solver.stop}>
            Stop
          </button>
        </>
      );
  }
}

/** The solver's answer or progress, above the controls. */
export function SolverPanel({ solver, onUndo }: { readonly solver: SolverUi; readonly onUndo: () => void }) {
  const { panel } = solver;
  if (panel === null) return null;
  return (
    <section class={`solver-panel ${panel.kind}`} aria-label="Solver" data-solver={panel.kind}>
      {panelBody(panel, solver, onUndo)}
    </section>
  );
}

/** In the stuck dialog: whether the deal could be won from the start, and a solution to watch. */
export function DealVerdict({
  verdict,
  onJudge,
  onWatch,
}: {
  readonly verdict: Verdict | null;
  readonly onJudge: () => void;
  readonly onWatch: () => void;
}) {
  useEffect(() => {
    if (verdict === null) onJudge();
  }, [verdict === null]);
  const text =
    verdict === null || verdict.kind === 'working'
      ? SOLVER_WORDS.judging
      : verdict.kind === 'winnable'
        ? dealWinnable(verdict.replay.moves.length)
        : verdict.kind === 'unwinnable'
          ? SOLVER_WORDS.unwinnable
          : verdict.text;
  return (
    <div class="deal-verdict" data-verdict={verdict?.kind ?? 'working'}>
      <p aria-live="polite">{text}</p>
      {verdict?.kind === 'winnable' && (
        <button type="button" onClick={onWatch}>
          Watch the solution
        </button>
      )}
    </div>
  );
}
