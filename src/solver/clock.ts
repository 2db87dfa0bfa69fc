// The solver's clock: every search counts the positions it visits here, and the clock is read every CLOCK_EVERY of them.

/**
 * Positions between readings. A reading costs less than a twentieth of a position; at a normal rate (some
 * 500,000 positions a second) 256 positions take half a millisecond, and on a machine so loaded that the
 * rate falls to 20,000 a second, some 13 ms: a search stops within that of its deadline, whichever phase or
 * sub-search it is in.
 */
export const CLOCK_EVERY = 256;

/**
 * One solve's clock and current deadline. The depth-first passes, the best-first searches and the
 * separate-games test's small searches all count into the same clock, so the time limit does not depend on
 * any one of them remembering to look at the time: each compares `over()` after counting.
 */
export class Clock {
  /** The latest reading, in milliseconds. */
  time: number;
  /** The deadline of the phase running now (the whole solve's, or an earlier one of a phase). */
  deadline = Number.POSITIVE_INFINITY;
  /** The most positions counted between two readings: at most CLOCK_EVERY plus the last count's size. */
  longestGap = 0;
  private since = 0;

  constructor(private readonly now: () => number) {
    this.time = now();
  }

  /** Counts n positions searched, reading the clock once CLOCK_EVERY have been counted since the last reading. */
  count(n = 1): void {
    this.since += n;
    if (this.since >= CLOCK_EVERY) this.read();
  }

  /** Reads the clock now. */
  read(): number {
    if (this.since > this.longestGap) this.longestGap = this.since;
    this.since = 0;
    this.time = this.now();
    return this.time;
  }

  /** Whether the latest reading is at or past the current deadline. */
  over(): boolean {
    return this.time >= this.deadline;
  }
}
