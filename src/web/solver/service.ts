// The app's solver as a plain service: hint, "can I still win?" with its undos, thinking ahead, show me, the deal's verdict and winnable deals.

import {
  canUndo,
  formatPosition,
  type Game,
  type GameOptions,
  gameCode,
  type Move,
  newGame,
  type Position,
  restart,
  type Status,
} from '../../engine/index';
import { describeHint } from '../core/words';
import { type Replay, replayOnward } from '../replay/replayer';
import { AnswerMemo, honestHint, SolutionMemo, seconds, solutionMoves, undoPositions } from './advice';
import { type SearchAnswer, SolverClient, whenIdle } from './client';
import { searchWinnableDeal } from './live-deal';
import { BROWSER_CLOCK, type ShowClock, type ShowingPanel, ShowMe, type ShowSpeed } from './show-me';
import type { WinnableDeals } from './winnable';
import { WINNABLE_DEALS } from './winnable-data';

/** How long each kind of search may take. */
export const BUDGETS = {
  hint: 2_000,
  canWin: 10_000,
  /** All the searches for "how many undos" together, and each one of them. */
  undos: 10_000,
  undoStep: 2_000,
  verdict: 10_000,
  /** One deal tried by the live search for a winnable deal. */
  liveDeal: 2_000,
  /** A deal dealt from the winnable lists, searched from its start as it is dealt: the study's budget per deal. */
  dealt: 10_000,
} as const;

/** Thinking ahead waits this long after a move (then for the page to be idle), so quick play starts no searches. */
export const AHEAD_DELAY_MS = 300;

export const FACE_DOWN_OFF =
  'Solver help is off in face-down games until the game ends: it would use the hidden cards.';

/** What the solver panel shows. */
export type Panel =
  | { readonly kind: 'working'; readonly what: string; readonly since: number }
  | { readonly kind: 'yes'; readonly length: number }
  | { readonly kind: 'no'; readonly undos: number | null; readonly why: string }
  | { readonly kind: 'lost'; readonly canUndo: boolean }
  | { readonly kind: 'undecided'; readonly text: string }
  | ShowingPanel
  | { readonly kind: 'note'; readonly text: string };

/** What the solver says about a lost game's deal from its start. */
export type Verdict =
  | { readonly kind: 'working' }
  | { readonly kind: 'winnable'; readonly replay: Replay }
  | { readonly kind: 'unwinnable' }
  | { readonly kind: 'undecided'; readonly text: string };

/** What the service needs from the game. */
export interface SolverHost {
  readonly game: Game;
  readonly status: Status;
  /** Whether moves slide on the table: "show me" at full speed waits a frame for each, or plays them all at once. */
  readonly animate?: boolean;
  /** Whether the solver searches each new position while the player thinks (on unless turned off). */
  readonly thinkAhead?: boolean;
  play(move: Move): void;
  advise(move: Move | null, message: string): void;
  note(message: string): void;
  undoTimes(n: number): void;
}

/** What the service is built from: its worker client, its clocks and the page's visibility (tests give fakes). */
export interface ServiceParts {
  readonly client?: () => SolverClient;
  /** Runs a task when the page is idle. */
  readonly idle?: (task: () => void) => void;
  readonly clock?: ShowClock;
  readonly hidden?: () => boolean;
  readonly deals?: WinnableDeals;
}

/** The solver's input for a position: its notation. */
function inputOf(position: Position): string {
  return formatPosition(position);
}

/** The game's start as solver input: its code, or its start position. */
export function startInput(game: Game): string {
  return gameCode(game) ?? formatPosition(game.start);
}

/** Whether solver help is off: a face-down game still being played (the solver would see the hidden cards). */
export function solverOff(host: Pick<SolverHost, 'game' | 'status'>): boolean {
  return host.game.position.facedown && host.status === 'playing';
}

export class SolverService {
  private host: SolverHost;
  private made: SolverClient | null = null;
  private readonly memo = new SolutionMemo();
  private readonly answers = new AnswerMemo();
  private readonly listeners = new Set<() => void>();
  private readonly show: ShowMe;
  private readonly idle: (task: () => void) => void;
  private readonly clock: ShowClock;
  private readonly hidden: () => boolean;
  private readonly deals: WinnableDeals;
  private readonly makeClient: () => SolverClient;
  private disposed = false;
  panel: Panel | null = null;
  verdict: Verdict | null = null;
  /** The position the panel's answer is about: a change of position makes it stale. */
  private about: string | null = null;
  /** The position and start the service last saw, so a move and a new game are told apart. */
  private seen: { readonly position: string; readonly start: string };
  /** The search ahead of the player, of the position on the table, while it runs. */
  private ahead: { readonly input: string; readonly result: Promise<SearchAnswer> } | null = null;
  /** The search of a deal dealt from the winnable lists, from its start (`input`), begun as it was dealt, while it runs. */
  private dealt: { readonly code: string; readonly input: string; readonly result: Promise<SearchAnswer> } | null =
    null;
  /** Which search the panel's progress belongs to: a search cancelled by another takes its progress away. */
  private owner = 0;

  constructor(host: SolverHost, parts: ServiceParts = {}) {
    this.host = host;
    this.makeClient = parts.client ?? (() => new SolverClient());
    this.idle = parts.idle ?? whenIdle;
    this.clock = parts.clock ?? BROWSER_CLOCK;
    this.hidden = parts.hidden ?? (() => document.visibilityState === 'hidden');
    this.deals = parts.deals ?? WINNABLE_DEALS;
    this.seen = { position: inputOf(host.game.position), start: startInput(host.game) };
    this.show = new ShowMe(
      {
        position: () => this.host.game.position,
        animate: () => this.host.animate !== false,
        play: (move) => this.host.play(move),
        shown: (panel) => this.setPanel(panel),
      },
      this.clock,
    );
  }

  /** The worker client, made (and its worker started) at the first search, so nothing solver-related runs at load. */
  private get client(): SolverClient {
    this.made ??= this.makeClient();
    return this.made;
  }

  /** Calls `listener` whenever the panel or the verdict changes; returns how to stop. */
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private changed(): void {
    for (const listener of this.listeners) listener();
  }

  private setPanel(panel: Panel | null): void {
    this.panel = panel;
    this.changed();
  }

  private setVerdict(verdict: Verdict | null): void {
    this.verdict = verdict;
    this.changed();
  }

  /** Whether solver help is off for the game on the table. */
  get off(): boolean {
    return solverOff(this.host);
  }

  /** Whether the game being played is a deal proven winnable. */
  get winnable(): boolean {
    return this.deals.proven(this.host.game.options, this.host.game.deal);
  }

  /** Whether "show me" is playing (or paused). */
  get showing(): boolean {
    return this.show.on;
  }

  /**
   * Told of the game as each drawing of the table shows it (drawing always has the latest position). It only
   * notes a take-over of "show me" here; `settle` acts on the change once the drawing is done.
   */
  update(host: SolverHost): void {
    this.host = host;
    this.show.drawn(inputOf(host.game.position));
  }

  /** Acts on a change of position or of game since the last call: a take-over, a stale answer, a new deal's verdict. */
  settle(): void {
    const position = inputOf(this.host.game.position);
    const start = startInput(this.host.game);
    const moved = position !== this.seen.position;
    const dealtAgain = start !== this.seen.start;
    this.seen = { position, start };
    // A new game forgets the verdict on the last one.
    if (dealtAgain && this.verdict !== null) this.setVerdict(null);
    if (!moved) return;
    // The player takes over: a move or an undo by hand while "show me" plays (or is paused) ends it there.
    if (this.show.drawn(position)) {
      this.show.stop();
      this.about = position;
      this.setPanel({ kind: 'note', text: 'You took over: play on by hand from here.' });
      return;
    }
    if (this.show.on) return;
    // A move by hand makes an answer about the old position stale, and a search for it pointless (but the search
    // of a deal from its start goes on: its win may still be the one the player follows).
    if (this.about !== null && this.about !== position) {
      this.about = null;
      if (!this.dealtRunning()) this.made?.cancel();
      this.setPanel(null);
    }
  }

  /** Whether the worker is still on the dealt deal's search: a move by hand does not make it stale. */
  private dealtRunning(): boolean {
    return this.dealt !== null && this.made?.running?.input === this.dealt.code;
  }

  /**
   * Thinking ahead: a short while after a move, when the page is idle, searches the position on the table with the
   * hint's budget, so the hint is often answered already. Never in a face-down game being played, nor once the
   * game is over. Returns how to call it off (the next move does): its search ahead is cancelled too.
   */
  thinkAhead(): () => void {
    if (this.off || this.host.status !== 'playing') return () => {};
    let live = true;
    const input = inputOf(this.host.game.position);
    const timer = this.clock.after(AHEAD_DELAY_MS, () =>
      this.idle(() => {
        const at = this.host.game.position;
        if (!live || this.disposed || this.made?.busy === true || this.show.on || this.hidden()) return;
        if (inputOf(at) !== input || at.facedown) return;
        if (this.memo.winFrom(at) !== null || this.answers.answerFor(input, BUDGETS.hint) !== null) return;
        const result = this.client.solve(input, BUDGETS.hint, { ahead: true });
        this.ahead = { input, result };
        void result.then((answer) => {
          if (this.ahead?.result === result) this.ahead = null;
          this.keep(at, answer, BUDGETS.hint);
        });
      }),
    );
    return () => {
      live = false;
      this.clock.cancelAfter(timer);
      this.made?.cancelAhead();
    };
  }

  /** Keeps what a search settled about `at`: a win along its whole line, a loss, or no answer within `budget`. */
  private keep(at: Position, result: SearchAnswer, budget: number): void {
    if (result.kind !== 'answer') return;
    const { answer } = result;
    if (answer.result !== 'win') {
      this.answers.remember(inputOf(at), answer, budget);
      return;
    }
    const moves = solutionMoves(answer);
    if (moves.ok) this.memo.remember(at, moves.value, result.along);
  }

  /** A known win from this position (the source of "show me"'s moves), or null. */
  winFrom(position: Position): readonly Move[] | null {
    return this.memo.winFrom(position);
  }

  private search(input: string, budget: number, what: string): Promise<SearchAnswer> {
    return this.follow(this.client.solve(input, budget), what);
  }

  /** Shows a search's progress in the panel until it answers. */
  private async follow(running: Promise<SearchAnswer>, what: string): Promise<SearchAnswer> {
    const mine = ++this.owner;
    this.setPanel({ kind: 'working', what, since: this.clock.now() });
    const result = await running;
    if (result.kind === 'cancelled' && this.owner === mine) this.setPanel(null);
    return result;
  }

  /** The hint's search of `input`: the search ahead (or of the dealt deal) when it is running for it, else its own. */
  private async hintSearch(at: Position, input: string): Promise<SearchAnswer> {
    const what = 'Looking for a win from here';
    const running =
      this.ahead?.input === input ? this.ahead.result : this.dealt?.input === input ? this.dealt.result : null;
    if (running !== null) {
      const joined = await this.follow(running, what);
      // Stopped by something else than the player (another search): ask again.
      if (joined.kind !== 'cancelled' || this.about !== input) return joined;
    }
    const result = await this.search(input, BUDGETS.hint, what);
    this.keep(at, result, BUDGETS.hint);
    return result;
  }

  /** The honest hint: a move that starts a known win, word that the game is lost, or the rule-book hint. */
  hint(): void {
    const at = this.host.game.position;
    if (this.off) {
      const rule = honestHint(at, null, null);
      const move = rule.kind === 'undecided' ? rule.move : null;
      this.host.advise(move, `${describeHint(at, move)} This is only the rule-book hint: ${FACE_DOWN_OFF}`);
      return;
    }
    this.show.stop();
    const input = inputOf(at);
    this.about = input;
    // A win known from an earlier answer (the player followed it, or undid back onto it) needs no search.
    const known = this.memo.winFrom(at);
    const settled = known === null ? this.answers.answerFor(input, BUDGETS.hint) : null;
    if (known !== null || settled !== null) {
      this.setPanel(null);
      this.adviseWith(at, honestHint(at, settled, known));
      return;
    }
    void this.hintSearch(at, input).then((result) => {
      if (result.kind === 'cancelled' || this.about !== input) return;
      this.setPanel(null);
      if (result.kind === 'error') {
        this.host.note(result.error);
        return;
      }
      this.adviseWith(at, honestHint(at, result.answer, this.memo.winFrom(at)));
    });
  }

  private adviseWith(at: Position, advice: ReturnType<typeof honestHint>): void {
    const host = this.host;
    if (advice.kind === 'win') {
      host.advise(
        advice.move,
        `${describeHint(at, advice.move)} It starts a win the solver found (${advice.length} moves).`,
      );
    } else if (advice.kind === 'loss') {
      host.advise(null, 'This game can no longer be won.');
      this.setPanel({ kind: 'lost', canUndo: canUndo(host.game) });
    } else {
      host.advise(
        advice.move,
        `${describeHint(at, advice.move)} This is only the rule-book hint: the solver could not decide in ${advice.seconds} s.`,
      );
    }
  }

  /** "Can I still win?": yes with the win's length, or no with the undos back to a winnable position. */
  canWin(): void {
    if (this.off) {
      this.host.note(FACE_DOWN_OFF);
      return;
    }
    if (this.host.status === 'won') return;
    this.show.stop();
    const { game } = this.host;
    const at = game.position;
    const input = inputOf(at);
    this.about = input;
    const known = this.memo.winFrom(at);
    if (known !== null) {
      this.setPanel({ kind: 'yes', length: known.length });
      return;
    }
    const settled = this.answers.answerFor(input, BUDGETS.canWin);
    const what = 'Can this game still be won?';
    // The deal's own search from its start, begun as it was dealt, answers this at its start.
    const running = this.dealt?.input === input ? this.dealt.result : null;
    const asked: Promise<SearchAnswer> =
      settled !== null
        ? Promise.resolve({ kind: 'answer', answer: settled, along: null })
        : running !== null
          ? this.follow(running, what)
          : this.search(input, BUDGETS.canWin, what);
    void asked.then(async (result) => {
      if (result.kind === 'cancelled' || this.about !== input) return;
      if (result.kind === 'error') {
        this.setPanel({ kind: 'note', text: result.error });
        return;
      }
      this.keep(at, result, BUDGETS.canWin);
      const { answer } = result;
      if (answer.result === 'win') {
        const moves = this.memo.winFrom(at);
        this.setPanel(
          moves === null
            ? { kind: 'note', text: "The solver's win did not replay." }
            : { kind: 'yes', length: moves.length },
        );
        return;
      }
      if (answer.result === 'unknown') {
        this.setPanel({ kind: 'undecided', text: `Could not decide in ${seconds(answer.timeMs)}.` });
        return;
      }
      this.setPanel({
        kind: 'working',
        what: 'No. Counting the undos back to a winnable position',
        since: this.clock.now(),
      });
      const back = await this.undosToWin(game, at);
      if (back === 'cancelled' || this.about !== input) return;
      this.setPanel({ kind: 'no', ...back });
    });
  }

  /** How many undos take the game back to a position the solver wins, within the budget. */
  private async undosToWin(game: Game, at: Position): Promise<{ undos: number | null; why: string } | 'cancelled'> {
    const began = this.clock.now();
    const earlier = undoPositions(game);
    for (const [i, before] of earlier.entries()) {
      const left = BUDGETS.undos - (this.clock.now() - began);
      if (left <= 0) break;
      if (this.memo.winFrom(before) !== null) return { undos: i + 1, why: '' };
      if (this.answers.answerFor(inputOf(before), BUDGETS.undoStep)?.result === 'loss') continue;
      const budget = Math.min(BUDGETS.undoStep, left);
      const result = await this.client.solve(inputOf(before), budget);
      if (result.kind === 'cancelled' || this.about !== inputOf(at)) return 'cancelled';
      this.keep(before, result, budget);
      if (result.kind === 'answer' && result.answer.result === 'win') return { undos: i + 1, why: '' };
    }
    const why =
      earlier.length === 0
        ? 'Undo cannot go back from here.'
        : `The solver could not tell within ${seconds(BUDGETS.undos)} how many undos it takes to get back to a winnable position.`;
    return { undos: null, why };
  }

  /** Plays the known win from the position on the table, if there is one. */
  showMe(): void {
    const moves = this.memo.winFrom(this.host.game.position);
    if (moves === null || moves.length === 0) return;
    this.show.start(moves);
  }

  setShowSpeed(speed: ShowSpeed): void {
    this.show.setSpeed(speed);
  }

  togglePause(): void {
    this.show.togglePause();
  }

  /** Stops "show me"; the note stays until the next move. */
  stop(): void {
    this.show.stop();
    this.about = inputOf(this.host.game.position);
    this.setPanel({ kind: 'note', text: 'Stopped: play on by hand from here.' });
  }

  /** Stops the search the panel shows. */
  cancel(): void {
    this.about = null;
    this.made?.cancel();
    this.setPanel(null);
  }

  dismiss(): void {
    this.about = null;
    this.setPanel(null);
  }

  /** Undoes back to the winnable position the "no" answer counted. */
  undoBack(): void {
    const panel = this.panel;
    if (panel?.kind !== 'no' || panel.undos === null) return;
    this.about = null;
    this.setPanel(null);
    this.host.undoTimes(panel.undos);
  }

  /** The verdict on the deal of a lost game, searched from its start. */
  judgeDeal(): void {
    const { game } = this.host;
    const input = startInput(game);
    this.setVerdict({ kind: 'working' });
    void this.client.solve(input, BUDGETS.verdict).then((result) => {
      if (startInput(this.host.game) !== input) return;
      this.setVerdict(verdictOf(game, result));
    });
  }

  /** Searches a deal just dealt from the winnable lists from its start, with the study's budget, so its win is known. */
  private studyDealt(game: Game): void {
    const code = startInput(game);
    const result = this.client.solve(code, BUDGETS.dealt);
    const running = { code, input: inputOf(game.start), result };
    this.dealt = running;
    void result.then((answer) => {
      if (this.dealt === running) this.dealt = null;
      this.keep(game.start, answer, BUDGETS.dealt);
    });
  }

  /** Deals a deal proven winnable: from the shipped lists, or found by a live search when they have none left. */
  dealWinnable(options: GameOptions, start: (game: Game, note: string) => void, random: () => number): void {
    this.show.stop();
    this.about = null;
    const current = this.host.game.deal;
    const listed = this.deals.pick(options, random, new Set(current === null ? [] : [current]));
    if (listed !== null) {
      const game = newGame({ options, deal: listed });
      start(game, '');
      // Its win is searched for at once, so the first hint and "Can I still win?" know it. Not in a face-down
      // game: the solver stays off there until the game ends.
      if (!options.facedown) this.studyDealt(game);
      return;
    }
    const began = this.clock.now();
    void searchWinnableDeal(
      options,
      (code) => this.client.solve(code, BUDGETS.liveDeal),
      random,
      (tried) => this.setPanel({ kind: 'working', what: `Looking for a winnable deal (deal ${tried})`, since: began }),
    ).then((found) => {
      if (found.kind === 'cancelled') return;
      if (found.kind === 'failed') {
        this.about = inputOf(this.host.game.position);
        this.setPanel({ kind: 'note', text: found.reason });
        return;
      }
      this.deals.remember(options, found.deal);
      this.setPanel(null);
      const game = newGame({ options, deal: found.deal });
      // The search's win is from the deal's start: the first hint needs no search.
      this.keep(game.start, { kind: 'answer', answer: found.answer, along: found.along }, BUDGETS.liveDeal);
      start(game, '');
    });
  }

  /** Ends the service: its searches, its showing and its workers. */
  dispose(): void {
    this.disposed = true;
    this.show.stop();
    this.made?.dispose();
  }
}

/** The verdict a search from the deal's start gives. */
function verdictOf(game: Game, result: SearchAnswer): Verdict {
  if (result.kind === 'cancelled') {
    return { kind: 'undecided', text: 'The solver was stopped before it could tell whether this deal could be won.' };
  }
  if (result.kind === 'error') return { kind: 'undecided', text: result.error };
  const { answer } = result;
  if (answer.result === 'loss') return { kind: 'unwinnable' };
  const moves = answer.result === 'win' ? solutionMoves(answer) : null;
  const replay = moves?.ok ? replayOnward(restart(game), moves.value) : null;
  if (replay?.ok) return { kind: 'winnable', replay: replay.value };
  return {
    kind: 'undecided',
    text: `The solver could not decide in ${seconds(answer.timeMs)} whether this deal could be won.`,
  };
}
