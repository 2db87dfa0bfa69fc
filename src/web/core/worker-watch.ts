// What the app's worker clients share: the sentence for a worker that failed, a check that a message is a record,
// and a watchdog that ends a request whose worker went silent past its budget.

/** How long past its budget a request may go unanswered before its worker is taken for dead: room for a worker's
 * script to load and its answer to be replayed on a slow, busy phone. */
export const WATCHDOG_MARGIN_MS = 5_000;

/** What a worker that died, went silent or answered nonsense leaves the player: "The solver stopped; try again." */
export function stoppedSentence(what: string): string {
  return `The ${what} stopped; try again.`;
}

/** Whether a worker's message is a record at all (every message of the app's workers is one). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The timers a watchdog uses, so tests can run them by hand. */
export interface Timers {
  set(task: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

export const PAGE_TIMERS: Timers = {
  set: (task, ms) => setTimeout(task, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** Calls `onSilent` once when `arm` is not called again, nor `stop`, within its budget plus WATCHDOG_MARGIN_MS. */
export class Watchdog {
  private handle: unknown = null;

  constructor(
    private readonly onSilent: () => void,
    private readonly timers: Timers = PAGE_TIMERS,
  ) {}

  /** Starts (or restarts) the wait for a worker's next word, which its budget says how long to expect. */
  arm(budgetMs: number): void {
    this.stop();
    this.handle = this.timers.set(() => {
      this.handle = null;
      this.onSilent();
    }, budgetMs + WATCHDOG_MARGIN_MS);
  }

  stop(): void {
    if (this.handle === null) return;
    this.timers.clear(this.handle);
    this.handle = null;
  }
}
