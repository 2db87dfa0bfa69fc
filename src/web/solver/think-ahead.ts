// Thinking ahead as a client of the broker: the position on the table searched while the player thinks.

import { inputOf } from './broker';
import { AHEAD_DELAY_MS, BUDGETS, type SolverContext, solverOff } from './context';

/** When thinking ahead may search: the page idle and shown, no search running, no "show me" playing. */
export interface AheadGate {
  readonly idle: (task: () => void) => void;
  readonly hidden: () => boolean;
  readonly showing: () => boolean;
  readonly disposed: () => boolean;
}

/**
 * A short while after a move, when the page is idle, searches the position on the table with the hint's budget,
 * so the hint is often answered already. Never in a face-down game being played, nor once the game is over, nor
 * where the answer is known. Returns how to call it off (the next move does): its search ahead is cancelled too.
 */
export function thinkAhead(ctx: SolverContext, gate: AheadGate): () => void {
  const host = ctx.host();
  if (solverOff(host) || host.status !== 'playing') return () => {};
  const { broker, clock } = ctx;
  let live = true;
  const input = inputOf(host.game.position);
  const timer = clock.after(AHEAD_DELAY_MS, () =>
    gate.idle(() => {
      const at = ctx.host().game.position;
      if (!live || gate.disposed() || broker.busy || gate.showing() || gate.hidden()) return;
      if (inputOf(at) !== input || at.facedown) return;
      if (broker.known(at, BUDGETS.hint) !== null) return;
      void broker.search(input, BUDGETS.hint, 'ahead', at, true);
    }),
  );
  return () => {
    live = false;
    clock.cancelAfter(timer);
    broker.cancelAhead();
  };
}
