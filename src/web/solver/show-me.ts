// "Show me": plays a win the solver found on the table, a move at a time at the player's speed, until the end, a stop or a take-over.

import { formatPosition, type Move, type Position, play } from '../../engine/index';
import { SOLVER_WORDS } from '../core/words';

/** How fast "show me" plays: a move every so often, or "to the end" as fast as the table can show them. */
export type ShowSpeed = 'slow' | 'normal' | 'fast' | 'end';

/** The speeds in the order the panel offers them, with their names. */
export const SHOW_SPEEDS: readonly { readonly speed: ShowSpeed; readonly name: string; readonly short: string }[] = [
  { speed: 'slow', name: 'Slow', short: 'Slow' },
  { speed: 'normal', name: 'Normal', short: 'Normal' },
  { speed: 'fast', name: 'Fast', short: 'Fast' },
  { speed: 'end', name: 'To the end', short: 'To end' },
];

/**
 * "To the end" plays a move at every frame, and more at a frame when the last ones were late, so that it keeps
 * to a move every this many milliseconds on a slow device too (a long win in about 3 s).
 */
const TO_THE_END_MS = 18;

/** Milliseconds between two moves of "show me" at each speed but "to the end". */
export const SHOW_ME_STEP_MS: Readonly<Record<Exclude<ShowSpeed, 'end'>, number>> = {
  slow: 900,
  normal: 400,
  fast: 100,
};

/** Where "show me" stands, for the panel. */
export interface ShowingPanel {
  readonly kind: 'showing';
  readonly step: number;
  readonly of: number;
  readonly speed: ShowSpeed;
  readonly paused: boolean;
}

/** The clocks "show me" steps by (the browser's, or a test's). */
export interface ShowClock {
  now(): number;
  after(ms: number, task: () => void): number;
  cancelAfter(handle: number): void;
  frame(task: () => void): number;
  cancelFrame(handle: number): void;
}

export const BROWSER_CLOCK: ShowClock = {
  now: () => performance.now(),
  after: (ms, task) => window.setTimeout(task, ms),
  cancelAfter: (handle) => clearTimeout(handle),
  frame: (task) => requestAnimationFrame(task),
  cancelFrame: (handle) => cancelAnimationFrame(handle),
};

/** What "show me" needs from the table. */
export interface ShowTable {
  /** The position drawn on the table now. */
  position(): Position;
  /** Whether moves slide on the table: with no animation, "to the end" plays all the rest at once. */
  animate(): boolean;
  /** Plays a move of the win on the table (the game becomes assisted). */
  play(move: Move): void;
  /** Where the showing stands, or how it ended: null when it played to the end, a sentence when its win did not replay. */
  shown(panel: ShowingPanel | null | { readonly kind: 'note'; readonly text: string }): void;
}

/** "Show me" while it plays: the win's moves, the next one to play, the position it expects, and its next step. */
interface Showing {
  readonly moves: readonly Move[];
  next: number;
  expected: string;
  /** The positions the showing has put on the table, in order: its start, then one after each move it played. */
  readonly path: string[];
  /** The furthest of `path` a drawing has shown so far. */
  drawnUpTo: number;
  timer: number;
  /** Whether `timer` is an animation frame rather than a timeout. */
  frame: boolean;
  paused: boolean;
  /** Set when a drawing shows a position off the showing's path, or one behind the last drawn: the player took over. */
  takenOver: boolean;
  /** Since when, and from which move, "show me" plays to the end (null at the other speeds, and after a pause). */
  end: { readonly since: number; readonly from: number } | null;
}

export class ShowMe {
  private showing: Showing | null = null;
  /** The speed "show me" plays at, kept from one showing to the next. */
  private speed: ShowSpeed = 'normal';

  constructor(
    private readonly table: ShowTable,
    private readonly clock: ShowClock = BROWSER_CLOCK,
  ) {}

  /** Whether a showing is on (playing or paused). */
  get on(): boolean {
    return this.showing !== null;
  }

  /**
   * Told of the position each drawing of the table shows: one off the showing's path, or behind the last one drawn,
   * means the player moved or undid by hand. A drawing may come a frame late, when "to the end" has already played
   * further, so a position on the path ahead of the last drawn one is not a take-over. Returns whether the showing
   * ended (it is ended here; the caller tells the player).
   */
  drawn(positionText: string): boolean {
    const show = this.showing;
    if (show === null) return false;
    const at = show.path.indexOf(positionText, show.drawnUpTo);
    if (at === -1) show.takenOver = true;
    else show.drawnUpTo = at;
    return show.takenOver;
  }

  /** Starts playing `moves`, a win from the position on the table. */
  start(moves: readonly Move[]): void {
    this.stop();
    const start = formatPosition(this.table.position());
    const show: Showing = {
      moves,
      next: 0,
      expected: start,
      path: [start],
      drawnUpTo: 0,
      timer: 0,
      frame: false,
      paused: false,
      takenOver: false,
      end: null,
    };
    this.showing = show;
    this.report(show);
    this.plan(show, true);
  }

  /** Sets the speed (kept for the next showing too). */
  setSpeed(speed: ShowSpeed): void {
    this.speed = speed;
    const show = this.showing;
    if (show === null) return;
    show.end = null;
    this.report(show);
    this.plan(show);
  }

  togglePause(): void {
    const show = this.showing;
    if (show === null) return;
    show.paused = !show.paused;
    show.end = null;
    this.report(show);
    this.plan(show);
  }

  /** Ends the showing where it is, saying nothing. */
  stop(): void {
    const show = this.showing;
    if (show === null) return;
    this.clear(show);
    this.showing = null;
  }

  private report(show: Showing): void {
    this.table.shown({
      kind: 'showing',
      step: show.next,
      of: show.moves.length,
      speed: this.speed,
      paused: show.paused,
    });
  }

  private clear(show: Showing): void {
    if (show.frame) this.clock.cancelFrame(show.timer);
    else this.clock.cancelAfter(show.timer);
  }

  /** Plans the next move at its speed (the first one sooner), unless paused. */
  private plan(show: Showing, first = false): void {
    this.clear(show);
    if (show.paused) return;
    const speed = this.speed;
    show.frame = speed === 'end';
    if (speed === 'end') {
      show.end ??= { since: this.clock.now(), from: show.next };
      show.timer = this.clock.frame(() => this.step(show));
      return;
    }
    const wait = SHOW_ME_STEP_MS[speed];
    show.timer = this.clock.after(first ? wait / 2 : wait, () => this.step(show));
  }

  /** Plays the next move of the win (with no animation, "to the end" plays all the rest at once). */
  private step(show: Showing): void {
    if (this.showing !== show || show.takenOver) return;
    let at = this.table.position();
    // Not drawn yet: try again at the next step (a move by hand ends the showing before that).
    if (formatPosition(at) !== show.expected) {
      this.plan(show);
      return;
    }
    // How many moves this step plays: one, or at full speed as many as are due (all of them with no animation).
    let count = 1;
    if (show.end !== null) {
      const due = show.end.from + Math.floor((this.clock.now() - show.end.since) / TO_THE_END_MS) + 1;
      count = this.table.animate() ? Math.max(1, due - show.next) : show.moves.length;
    }
    for (; count > 0; count--) {
      const move = show.moves[show.next];
      if (move === undefined) break;
      const after = play(at, move);
      if (!after.ok) {
        this.stop();
        this.table.shown({ kind: 'note', text: SOLVER_WORDS.winDidNotReplay });
        return;
      }
      at = after.value;
      // Expected before it is played: the table may be drawn with it at once.
      show.expected = formatPosition(at);
      show.path.push(show.expected);
      show.next++;
      this.table.play(move);
    }
    if (show.next >= show.moves.length) {
      this.stop();
      this.table.shown(null);
      return;
    }
    this.report(show);
    this.plan(show);
  }
}
