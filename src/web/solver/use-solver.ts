// The solver in the app's components: thin hooks over the solver service, for its state, thinking ahead and show me.

import { useEffect, useMemo, useState } from 'preact/hooks';
import { formatPosition, type Game, type GameOptions } from '../../engine/index';
import { afterFirstDeal } from '../core/first-deal';
import type { ReviewTracker } from './broker';
import { whenIdle } from './client';
import { type Panel, type SolverHost, SolverService, solverOff, type Verdict } from './service';
import type { ShowSpeed } from './show-me';

export { AHEAD_DELAY_MS, BUDGETS, FACE_DOWN_OFF, type Panel, type SolverHost, type Verdict } from './service';
export { SHOW_ME_STEP_MS, SHOW_SPEEDS, type ShowSpeed } from './show-me';

export interface SolverUi {
  /** Solver help is off: a face-down game still being played (the solver would see the hidden cards). */
  readonly off: boolean;
  readonly panel: Panel | null;
  readonly verdict: Verdict | null;
  /** Whether the game being played is a deal proven winnable. */
  readonly winnable: boolean;
  /** What a game review tells the solver: that it runs, and the wins it finds. */
  readonly review: ReviewTracker;
  hint(): void;
  canWin(): void;
  showMe(): void;
  /** Sets the speed of "show me" (kept for the next one too). */
  setShowSpeed(speed: ShowSpeed): void;
  /** Pauses "show me", or resumes it. */
  togglePause(): void;
  stop(): void;
  cancel(): void;
  dismiss(): void;
  undoBack(): void;
  judgeDeal(): void;
  dealWinnable(options: GameOptions, start: (game: Game, note: string) => void, random: () => number): void;
}

/** The one solver service of a component's life, told of the game at each drawing, and redrawing it on each change. */
function useService(host: SolverHost): SolverService {
  // Its searches ahead wait for the table's first drawing, then for an idle moment: a worker starting while the
  // table is dealt would share a phone's cores with the deal's frames.
  const service = useMemo(() => new SolverService(host, { idle: (task) => afterFirstDeal(() => whenIdle(task)) }), []);
  service.update(host);
  const [, redraw] = useState(0);
  useEffect(() => {
    const stop = service.subscribe(() => redraw((n) => n + 1));
    return () => {
      stop();
      service.dispose();
    };
  }, [service]);
  return service;
}

/** Thinking ahead: each new position on the table, while the game is played, is searched a short while after. */
function useThinkAhead(service: SolverService, positionText: string, on: boolean, off: boolean, playing: boolean) {
  useEffect(
    () => (on && !off && playing ? service.thinkAhead() : undefined),
    [service, positionText, on, off, playing],
  );
}

export function useSolver(host: SolverHost): SolverUi {
  const service = useService(host);
  const positionText = formatPosition(host.game.position);
  const off = solverOff(host);
  // A move, an undo, "show me"'s step or a new game: a take-over, a stale answer, a verdict to forget.
  useEffect(() => service.settle(), [service, host.game]);
  useThinkAhead(service, positionText, host.thinkAhead !== false, off, host.status === 'playing');
  return {
    off,
    panel: service.panel,
    verdict: service.verdict,
    winnable: service.winnable,
    review: service.review,
    hint: () => service.hint(),
    canWin: () => service.canWin(),
    showMe: () => service.showMe(),
    setShowSpeed: (speed) => service.setShowSpeed(speed),
    togglePause: () => service.togglePause(),
    stop: () => service.stop(),
    cancel: () => service.cancel(),
    dismiss: () => service.dismiss(),
    undoBack: () => service.undoBack(),
    judgeDeal: () => service.judgeDeal(),
    dealWinnable: (options, start, random) => service.dealWinnable(options, start, random),
  };
}
