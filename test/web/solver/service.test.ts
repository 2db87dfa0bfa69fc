// The solver service with fake workers and clocks: hint, can I win with its undos, thinking ahead, show me, verdict, winnable deals.

import { describe, expect, it } from 'vitest';
import {
  formatMove,
  formatPosition,
  type Game,
  gameFromPosition,
  isWon,
  legalMoves,
  type Move,
  newGame,
  type Position,
  playMove,
  type Status,
} from '../../../src/engine/index';
import type { ReviewProbe } from '../../../src/solver/review';
import type { AppSolveRequest } from '../../../src/web/solver/client';
import { BUDGETS, type SolverHost, SolverService } from '../../../src/web/solver/service';
import type { ShowClock } from '../../../src/web/solver/show-me';
import { WinnableDeals } from '../../../src/web/winnable/lists';
import { ONE_FROM_STUCK, ONE_FROM_WIN, STUCK, TWO_PLACES } from '../fixtures';
import { type FakeWorker, fakeClient } from './fake-worker';
import { winFrom } from './solve-results';

/** Timers a test runs by hand: `run()` runs those due (all of them, in order), including ones they plan. */
class FakeClock implements ShowClock {
  time = 0;
  private tasks = new Map<number, () => void>();
  private next = 1;
  now = () => this.time;
  after = (_ms: number, task: () => void) => this.plan(task);
  cancelAfter = (handle: number) => this.tasks.delete(handle);
  frame = (task: () => void) => this.plan(task);
  cancelFrame = (handle: number) => this.tasks.delete(handle);
  private plan(task: () => void): number {
    const handle = this.next++;
    this.tasks.set(handle, task);
    return handle;
  }
  get waiting(): number {
    return this.tasks.size;
  }
  /** Runs the tasks planned so far (not the ones they plan). */
  run(): void {
    const due = [...this.tasks.entries()];
    this.tasks.clear();
    for (const [, task] of due) task();
  }
}

const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * A service over a game from `position`, with fake workers, clocks and idle callbacks. The host plays moves on
 * its game and tells the service as a drawing would (`update`, then `settle`).
 */
function setup(position: Position | Game, deals = new WinnableDeals({})) {
  const workers: FakeWorker[] = [];
  const idle: (() => void)[] = [];
  const clock = new FakeClock();
  const said: { move: Move | null; message: string }[] = [];
  const notes: string[] = [];
  const undone: number[] = [];
  let clients = 0;
  let game = 'start' in position ? position : gameFromPosition(position);
  let status: Status = 'playing';
  const host = (): SolverHost => ({
    game,
    status,
    animate: true,
    play: (move) => step(move),
    advise: (move, message) => said.push({ move, message }),
    note: (message) => notes.push(message),
    undoTimes: (n) => undone.push(n),
  });
  const service = new SolverService(host(), {
    client: () => {
      clients++;
      return fakeClient(workers);
    },
    idle: (task) => idle.push(task),
    clock,
    hidden: () => false,
    deals,
  });
  const redraw = () => {
    service.update(host());
    service.settle();
  };
  const step = (move: Move) => {
    const next = playMove(game, move);
    if (!next.ok) throw new Error(next.error.reason);
    game = next.value;
    redraw();
  };
  const start = (next: Game) => {
    game = next;
    redraw();
  };
  /** The last request the newest worker got, and a way to answer it. */
  const last = () => {
    const worker = workers.at(-1) as FakeWorker;
    const request = worker.requests.at(-1) as AppSolveRequest;
    return {
      request,
      answer: (result: 'win' | 'loss' | 'unknown', moves: readonly Move[] = []) =>
        worker.answer(request.id, result, moves.map(formatMove)),
    };
  };
  const runIdle = () => {
    for (const task of idle.splice(0)) task();
  };
  return {
    service,
    clock,
    said,
    notes,
    step,
    start,
    last,
    runIdle,
    undone,
    clients: () => clients,
    workers,
    game: () => game,
    setStatus: (s: Status) => {
      status = s;
      redraw();
    },
  };
}

describe('the solver service', () => {
  it('starts no worker until it is asked something', () => {
    const { service, clients, workers } = setup(TWO_PLACES);
    service.settle();
    expect(service.panel).toBeNull();
    expect(clients()).toBe(0);
    service.hint();
    expect(clients()).toBe(1);
    expect(workers.length).toBe(1);
  });

  it('hints the first move of the win it finds, and the next hint along that win needs no search', async () => {
    const { service, said, last, step, workers } = setup(TWO_PLACES);
    const win = winFrom(TWO_PLACES) as Move[];
    service.hint();
    expect(service.panel?.kind).toBe('working');
    const { request, answer } = last();
    // A hint wants a move: its search says so (the worker then keeps its whole budget for a win's line).
    expect(request).toMatchObject({ input: formatPosition(TWO_PLACES), timeLimitMs: BUDGETS.hint, forMove: true });
    answer('win', win);
    await flush();
    expect(service.panel).toBeNull();
    expect(said.at(-1)?.move).toEqual(win[0]);
    expect(said.at(-1)?.message).toContain(`It starts a win the solver found (${win.length} moves).`);
    step(win[0] as Move);
    service.hint();
    expect(workers[0]?.requests.length).toBe(1);
    expect(said.at(-1)?.move).toEqual(win[1]);
  });

  it('says a lost game is lost, offering undo, and keeps the loss for the next hint', async () => {
    const { service, said, last, step, workers } = setup(ONE_FROM_STUCK);
    step(legalMoves(ONE_FROM_STUCK)[0] as Move);
    service.hint();
    last().answer('loss');
    await flush();
    expect(said.at(-1)).toEqual({ move: null, message: 'This game can no longer be won.' });
    expect(service.panel).toEqual({ kind: 'lost', canUndo: true });
    service.hint();
    expect(workers[0]?.requests.length).toBe(1);
  });

  it('gives the rule-book hint, and says why, when the solver cannot decide', async () => {
    const { service, said, last } = setup(TWO_PLACES);
    service.hint();
    last().answer('unknown');
    await flush();
    expect(said.at(-1)?.message).toContain('This is only the rule-book hint: the solver could not decide in');
  });

  it('cancels the search the panel shows, and says nothing of it afterwards', async () => {
    const { service, said, workers } = setup(TWO_PLACES);
    service.hint();
    service.cancel();
    expect(service.panel).toBeNull();
    expect(workers[0]?.terminated).toBe(true);
    await flush();
    expect(said).toEqual([]);
  });

  it('drops a hint whose position changed while it was searched, and ignores the stale answer', async () => {
    const { service, said, step, workers } = setup(TWO_PLACES);
    const win = winFrom(TWO_PLACES) as Move[];
    service.hint();
    const first = workers[0] as FakeWorker;
    const asked = first.requests[0] as AppSolveRequest;
    step(win[0] as Move);
    expect(service.panel).toBeNull();
    expect(first.terminated).toBe(true);
    first.answer(asked.id, 'win', win.map(formatMove));
    await flush();
    expect(said).toEqual([]);
    expect(service.panel).toBeNull();
  });

  it('answers "can I still win?" with the length of the win', async () => {
    const { service, last } = setup(TWO_PLACES);
    service.canWin();
    expect(last().request.timeLimitMs).toBe(BUDGETS.canWin);
    expect(last().request.forMove).toBeUndefined();
    last().answer('win', winFrom(TWO_PLACES) as Move[]);
    await flush();
    expect(service.panel).toEqual({ kind: 'yes', length: 2 });
  });

  it('counts the undos back to a winnable position when the game is lost, and undoes them on request', async () => {
    const { service, last, step, undone } = setup(TWO_PLACES);
    const win = winFrom(TWO_PLACES) as Move[];
    step(win[0] as Move);
    service.canWin();
    // The fake worker calls the position lost: the service then searches the positions undo goes back to.
    last().answer('loss');
    await flush();
    expect(service.panel).toMatchObject({
      kind: 'working',
      what: 'No. Counting the undos back to a winnable position',
    });
    expect(last().request).toMatchObject({ input: formatPosition(TWO_PLACES), timeLimitMs: BUDGETS.undoStep });
    last().answer('win', win);
    await flush();
    expect(service.panel).toEqual({ kind: 'no', undos: 1, why: '' });
    service.undoBack();
    expect(undone).toEqual([1]);
    expect(service.panel).toBeNull();
  });

  it('says so when no position undo goes back to is won within the budget', async () => {
    const { service, last, step } = setup(ONE_FROM_STUCK);
    step(legalMoves(ONE_FROM_STUCK)[0] as Move);
    service.canWin();
    last().answer('loss');
    await flush();
    last().answer('loss');
    await flush();
    expect(service.panel).toEqual({
      kind: 'no',
      undos: null,
      why: 'The solver could not tell within 10 s how many undos it takes to get back to a winnable position.',
    });
  });

  it('says undo cannot go back when a lost game has no moves to undo', async () => {
    const { service, last } = setup(STUCK);
    service.canWin();
    last().answer('loss');
    await flush();
    await flush();
    expect(service.panel).toEqual({ kind: 'no', undos: null, why: 'Undo cannot go back from here.' });
  });

  it('judges a deal from its start, and forgets the verdict for a new game', async () => {
    const deal = newGame({ options: { rules: 'classic' }, deal: 5 });
    const { service, last, start } = setup(deal);
    service.judgeDeal();
    expect(service.verdict).toEqual({ kind: 'working' });
    expect(last().request).toMatchObject({ input: 'CR1-N-AAAAAAF', timeLimitMs: BUDGETS.verdict });
    last().answer('loss');
    await flush();
    expect(service.verdict).toEqual({ kind: 'unwinnable' });
    start(newGame({ options: { rules: 'classic' }, deal: 6 }));
    expect(service.verdict).toBeNull();
  });

  it('drops a verdict that comes after a new game was dealt', async () => {
    const { service, last, start } = setup(newGame({ options: { rules: 'classic' }, deal: 5 }));
    service.judgeDeal();
    const { answer } = last();
    start(newGame({ options: { rules: 'classic' }, deal: 6 }));
    answer('loss');
    await flush();
    expect(service.verdict).toBeNull();
  });

  it('deals a listed winnable deal and searches it from its start at once', () => {
    const deals = new WinnableDeals({ N: '# test\n7' });
    const { service, last } = setup(TWO_PLACES, deals);
    const started: Game[] = [];
    service.dealWinnable(
      { rules: 'classic' },
      (game) => started.push(game),
      () => 0,
    );
    expect(started.map((game) => game.deal)).toEqual([7]);
    expect(last().request).toMatchObject({ input: 'CR1-N-AAAAAAH', timeLimitMs: BUDGETS.dealt });
  });

  it('searches live for a winnable deal when the lists have none, and remembers the one it finds', async () => {
    const deals = new WinnableDeals({});
    const { service, last } = setup(TWO_PLACES, deals);
    const started: Game[] = [];
    service.dealWinnable(
      { rules: 'classic' },
      (game) => started.push(game),
      () => 0.5,
    );
    expect(service.panel).toMatchObject({ kind: 'working', what: 'Looking for a winnable deal (deal 1)' });
    expect(last().request.timeLimitMs).toBe(BUDGETS.liveDeal);
    last().answer('win');
    await flush();
    expect(started.length).toBe(1);
    expect(deals.proven({ rules: 'classic' }, started[0]?.deal ?? null)).toBe(true);
    expect(service.panel).toBeNull();
  });

  it('thinks ahead after a move once the page is idle, and the next move cancels that search', async () => {
    const { service, clock, runIdle, step, last, workers, said } = setup(TWO_PLACES);
    const win = winFrom(TWO_PLACES) as Move[];
    let stop = service.thinkAhead();
    expect(clock.waiting).toBe(1);
    clock.run();
    runIdle();
    expect(last().request).toMatchObject({
      input: formatPosition(TWO_PLACES),
      timeLimitMs: BUDGETS.hint,
      forMove: true,
    });
    // The hint joins the search ahead instead of starting another.
    last().answer('win', win);
    await flush();
    service.hint();
    expect(workers[0]?.requests.length).toBe(1);
    expect(said.at(-1)?.move).toEqual(win[0]);
    stop();
    step(win[0] as Move);
    stop = service.thinkAhead();
    clock.run();
    runIdle();
    // The rest of the win is known: nothing to search.
    expect(workers[0]?.requests.length).toBe(1);
    stop();
  });

  it('calls off a search ahead when the player moves on', async () => {
    const position = ONE_FROM_STUCK;
    const { service, clock, runIdle, step, workers } = setup(position);
    const stop = service.thinkAhead();
    clock.run();
    runIdle();
    const worker = workers[0] as FakeWorker;
    expect(worker.requests.length).toBe(1);
    stop();
    expect(worker.terminated).toBe(true);
    step(legalMoves(position)[0] as Move);
    expect(service.panel).toBeNull();
  });

  it('does not think ahead once the game is over', () => {
    const { service, clock, setStatus } = setup(TWO_PLACES);
    setStatus('won');
    service.thinkAhead();
    expect(clock.waiting).toBe(0);
  });

  it('shows a known win move by move, and the player taking over ends it with a note', async () => {
    const { service, clock, last, step, said } = setup(TWO_PLACES);
    const win = winFrom(TWO_PLACES) as Move[];
    service.canWin();
    last().answer('win', win);
    await flush();
    expect(service.winFrom(TWO_PLACES)).toEqual(win);
    service.showMe();
    expect(service.panel).toMatchObject({ kind: 'showing', step: 0, of: 2, paused: false });
    clock.run();
    expect(service.panel).toMatchObject({ kind: 'showing', step: 1, of: 2 });
    service.togglePause();
    expect(service.panel).toMatchObject({ kind: 'showing', paused: true });
    expect(clock.waiting).toBe(0);
    // A move by hand (here the win's own next move, played by the player) is a take-over.
    step(win[1] as Move);
    expect(service.panel).toEqual({ kind: 'note', text: 'You took over: play on by hand from here.' });
    expect(said).toEqual([]);
  });

  it('plays a win to its end and clears the panel; stop leaves a note', async () => {
    const { service, clock, last, game } = setup(ONE_FROM_WIN);
    service.canWin();
    last().answer('win', winFrom(ONE_FROM_WIN) as Move[]);
    await flush();
    service.setShowSpeed('end');
    service.showMe();
    clock.run();
    expect(isWon(game().position)).toBe(true);
    expect(service.panel).toBeNull();
    service.stop();
    expect(service.panel).toEqual({ kind: 'note', text: 'Stopped: play on by hand from here.' });
  });
});

describe('the game review as a client of the solver', () => {
  /** What a review says about a position where it found `win`. */
  const wonProbe = (win: readonly Move[]): ReviewProbe => ({
    step: 0,
    verdict: 'win',
    method: 'search',
    confirmed: false,
    solution: win.map(formatMove),
    stoppedBy: null,
    timeMs: 5,
    nodes: 10,
  });

  it('knows a win a review found: the hint from there needs no search', () => {
    const { service, said, clients } = setup(TWO_PLACES);
    const win = winFrom(TWO_PLACES) as Move[];
    service.review.decided(TWO_PLACES, wonProbe(win));
    service.review.decided(TWO_PLACES, { ...wonProbe([]), verdict: 'loss', solution: null });
    service.hint();
    expect(clients()).toBe(0);
    expect(said.at(-1)?.move).toEqual(win[0]);
    expect(said.at(-1)?.message).toContain(`It starts a win the solver found (${win.length} moves).`);
  });

  it('does not think ahead while a review runs, and ends a running review when it is disposed', () => {
    const { service, clock, runIdle, workers } = setup(TWO_PLACES);
    let stopped = 0;
    const ended = service.review.began(() => stopped++);
    service.thinkAhead();
    clock.run();
    runIdle();
    expect(workers.length).toBe(0);
    ended();
    service.thinkAhead();
    clock.run();
    runIdle();
    expect(workers.length).toBe(1);
    service.review.began(() => stopped++);
    service.dispose();
    expect(stopped).toBe(1);
  });
});
