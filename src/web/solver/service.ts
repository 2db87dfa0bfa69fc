// The app's solver as one service: the broker's clients, "show me" and their panel, told of the game as the table draws it.

import type { Game, GameOptions, Move, Position } from '../../engine/index';
import { SOLVER_WORDS } from '../core/words';
import { WINNABLE_DEALS } from '../winnable/data';
import type { WinnableDeals } from '../winnable/lists';
import { type Panel, PanelBoard, type Verdict } from './board';
import { inputOf, type ReviewTracker, SolverBroker } from './broker';
import { askCanWin } from './can-win';
import { type SolverClient, whenIdle } from './client';
import { type SolverContext, type SolverHost, solverOff, startInput } from './context';
import { dealWinnable } from './deal-winnable';
import { askHint } from './hint';
import { BROWSER_CLOCK, type ShowClock, ShowMe, type ShowSpeed } from './show-me';
import { thinkAhead } from './think-ahead';
import { judgeDeal } from './verdict';

export { FACE_DOWN_OFF } from '../core/words';
export type { Panel, Verdict } from './board';
export { AHEAD_DELAY_MS, BUDGETS, type SolverHost, solverOff, startInput } from './context';

/** What the service is built from: its worker client, its clocks and the page's visibility (tests give fakes). */
export interface ServiceParts {
  readonly client?: () => SolverClient;
  /** Runs a task when the page is idle. */
  readonly idle?: (task: () => void) => void;
  readonly clock?: ShowClock;
  readonly hidden?: () => boolean;
  readonly deals?: WinnableDeals;
}

export class SolverService {
  private host: SolverHost;
  private readonly broker: SolverBroker;
  private readonly board: PanelBoard;
  private readonly show: ShowMe;
  private readonly context: SolverContext;
  private readonly idle: (task: () => void) => void;
  private readonly hidden: () => boolean;
  private readonly deals: WinnableDeals;
  private disposed = false;
  /** The position and start the service last saw, so a move and a new game are told apart. */
  private seen: { readonly position: string; readonly start: string };

  constructor(host: SolverHost, parts: ServiceParts = {}) {
    this.host = host;
    const clock = parts.clock ?? BROWSER_CLOCK;
    this.broker = new SolverBroker(parts.client);
    this.board = new PanelBoard(() => clock.now());
    this.idle = parts.idle ?? whenIdle;
    this.hidden = parts.hidden ?? (() => document.visibilityState === 'hidden');
    this.deals = parts.deals ?? WINNABLE_DEALS;
    this.seen = { position: inputOf(host.game.position), start: startInput(host.game) };
    this.show = new ShowMe(
      {
        position: () => this.host.game.position,
        animate: () => this.host.animate !== false,
        play: (move) => this.host.play(move),
        shown: (panel) => this.board.show(panel),
      },
      clock,
    );
    this.context = {
      host: () => this.host,
      broker: this.broker,
      board: this.board,
      clock,
      stopShowing: () => this.show.stop(),
    };
  }

  /** What the panel shows. */
  get panel(): Panel | null {
    return this.board.panel;
  }

  /** The verdict on the deal of a lost game. */
  get verdict(): Verdict | null {
    return this.board.verdict;
  }

  /** Calls `listener` whenever the panel or the verdict changes; returns how to stop. */
  subscribe(listener: () => void): () => void {
    return this.board.subscribe(listener);
  }

  /** The registry as a game review sees it: told that the review runs, and of the wins it finds. */
  get review(): ReviewTracker {
    return this.broker;
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
    if (dealtAgain && this.board.verdict !== null) this.board.setVerdict(null);
    if (!moved) return;
    // The player takes over: a move or an undo by hand while "show me" plays (or is paused) ends it there.
    if (this.show.drawn(position)) {
      this.show.stop();
      this.board.about = position;
      this.board.show({ kind: 'note', text: SOLVER_WORDS.tookOver });
      return;
    }
    if (this.show.on) return;
    // A move by hand makes an answer about the old position stale, and a search for it pointless (but the search
    // of a deal from its start goes on: its win may still be the one the player follows).
    if (this.board.about !== null && this.board.about !== position) {
      this.board.about = null;
      if (!this.broker.dealtRunning) this.broker.cancel();
      this.board.show(null);
    }
  }

  /** Thinking ahead from the position on the table; returns how to call it off (the next move does). */
  thinkAhead(): () => void {
    return thinkAhead(this.context, {
      idle: this.idle,
      hidden: this.hidden,
      showing: () => this.show.on,
      disposed: () => this.disposed,
    });
  }

  /** A known win from this position (the source of "show me"'s moves), or null. */
  winFrom(position: Position): readonly Move[] | null {
    return this.broker.winFrom(position);
  }

  /** The honest hint: a move that starts a known win, word that the game is lost, or the rule-book hint. */
  hint(): void {
    askHint(this.context);
  }

  /** "Can I still win?": yes with the win's length, or no with the undos back to a winnable position. */
  canWin(): void {
    askCanWin(this.context);
  }

  /** Plays the known win from the position on the table, if there is one. */
  showMe(): void {
    const moves = this.broker.winFrom(this.host.game.position);
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
    this.board.about = inputOf(this.host.game.position);
    this.board.show({ kind: 'note', text: SOLVER_WORDS.stopped });
  }

  /** Stops the search the panel shows. */
  cancel(): void {
    this.board.about = null;
    this.broker.cancel();
    this.board.show(null);
  }

  dismiss(): void {
    this.board.about = null;
    this.board.show(null);
  }

  /** Undoes back to the winnable position the "no" answer counted. */
  undoBack(): void {
    const panel = this.board.panel;
    if (panel?.kind !== 'no' || panel.undos === null) return;
    this.board.about = null;
    this.board.show(null);
    this.host.undoTimes(panel.undos);
  }

  /** The verdict on the deal of a lost game, searched from its start. */
  judgeDeal(): void {
    judgeDeal(this.context);
  }

  /** Deals a deal proven winnable: from the shipped lists, or found by a live search when they have none left. */
  dealWinnable(options: GameOptions, start: (game: Game, note: string) => void, random: () => number): void {
    dealWinnable(this.context, this.deals, options, start, random);
  }

  /** Ends the service: its searches, its showing and its workers. */
  dispose(): void {
    this.disposed = true;
    this.show.stop();
    this.broker.dispose();
  }
}
