// A memory budget that several of the solver's stores draw from, so that together they never pass it.

/**
 * Bytes held against a cap. The best-first searches of one solve share one pool, so the search that needs
 * memory gets it while the others need little; a transposition table on its own has a pool of its own.
 * A store asks before it grows (`take`), and gives back what it lets go of (`give`).
 */
export class MemoryPool {
  private held = 0;
  /** The most bytes held at once. */
  peak = 0;

  constructor(readonly capBytes: number) {}

  /** Bytes held now. */
  get bytes(): number {
    return this.held;
  }

  /** Takes `bytes` if they fit under the cap, and says whether they did. */
  take(bytes: number): boolean {
    if (this.held + bytes > this.capBytes) return false;
    this.hold(bytes);
    return true;
  }

  /**
   * Takes the largest of `preferred`, its half, its quarter and so on down to `smallest` that fits, or
   * `smallest` when none does: a store's first arrays, which it cannot start without. Returns the bytes taken.
   */
  takeUpTo(preferred: number, smallest: number): number {
    let bytes = preferred;
    while (bytes > smallest && this.held + bytes > this.capBytes) bytes /= 2;
    const taken = Math.max(bytes, smallest);
    this.hold(taken);
    return taken;
  }

  give(bytes: number): void {
    this.held -= bytes;
  }

  private hold(bytes: number): void {
    this.held += bytes;
    if (this.held > this.peak) this.peak = this.held;
  }
}
