// The transposition table: open addressing over typed arrays, growing by doubling up to a memory cap.

/** Bytes per slot: two 32-bit key words and one byte: 1 + redeals left + 16 x slack left (0 = empty). */
const SLOT_BYTES = 9;
const INITIAL_SLOTS = 1 << 16;
/** Grow (or, at the cap, give up) when more than this share of slots is used: probes stay short. */
const MAX_LOAD = 0.75;

/** The most redeals left and slack left a slot can hold (1 + 14 + 16 x 15 = 255 is its largest value). */
export const MAX_REDEALS_LEFT = 14;
export const MAX_SLACK_LEFT = 15;

export const SEEN_NEW = 0;
/** Seen before with at least as many redeals left: nothing new can come of it. */
export const SEEN_DONE = 1;
/** The table is full at its memory cap: the search must stop with `unknown`. */
export const TABLE_FULL = 2;

/**
 * Positions searched, keyed by the two 32-bit hash lanes of PackedState, with the most redeals left each was
 * searched with. A key is the full 64 bits of both lanes, so two positions are confused only if both lanes
 * collide (see docs/WINNABILITY.md for the bound). Entries are never evicted: a search that would need to
 * evict stops instead, so every position the search skipped as seen really was searched (or is on the path).
 */
export class TranspositionTable {
  private keysA: Uint32Array;
  private keysB: Uint32Array;
  private redeals: Uint8Array;
  private mask: number;
  private used = 0;
  private readonly maxBytes: number;
  /** The most bytes the table held at once, counting both arrays while it grows. */
  peakBytes: number;

  constructor(memoryMb: number) {
    this.maxBytes = memoryMb * 1024 * 1024;
    let slots = INITIAL_SLOTS;
    while (slots > 1024 && slots * SLOT_BYTES > this.maxBytes) slots >>= 1;
    this.keysA = new Uint32Array(slots);
    this.keysB = new Uint32Array(slots);
    this.redeals = new Uint8Array(slots);
    this.mask = slots - 1;
    this.peakBytes = slots * SLOT_BYTES;
  }

  get size(): number {
    return this.used;
  }

  /** Forgets every position, keeping the arrays (for many small searches in a row). */
  clear(): void {
    this.redeals.fill(0);
    this.used = 0;
  }

  /**
   * Records the position as searched with `redealsLeft` (and, in a win-finding pass, `slackLeft` < 16), or
   * says it was already searched with at least as many of both. When neither visit covers the other, the
   * newer one is kept: forgetting the older one can only cause a repeat search, never a skipped one.
   */
  visit(a: number, b: number, redealsLeft: number, slackLeft = 0): number {
    const stored = 1 + redealsLeft + 16 * slackLeft;
    // The byte holds redeals in its low four bits and slack in its high four, plus one: anything larger would
    // wrap into another (redeals, slack) pair and make the table skip positions never searched.
    if (
      redealsLeft > MAX_REDEALS_LEFT ||
      slackLeft > MAX_SLACK_LEFT ||
      stored > 255 ||
      redealsLeft < 0 ||
      slackLeft < 0
    ) {
      throw new RangeError(
        `The transposition table stores at most ${MAX_REDEALS_LEFT} redeals and ${MAX_SLACK_LEFT} slack left (not ${redealsLeft} and ${slackLeft}).`,
      );
    }
    if (this.used >= (this.mask + 1) * MAX_LOAD && !this.grow()) return TABLE_FULL;
    let i = a & this.mask;
    for (;;) {
      const r = this.redeals[i] as number;
      if (r === 0) {
        this.keysA[i] = a;
        this.keysB[i] = b;
        this.redeals[i] = stored;
        this.used++;
        return SEEN_NEW;
      }
      if (this.keysA[i] === a && this.keysB[i] === b) {
        const old = r - 1;
        if ((old & 15) >= redealsLeft && old >> 4 >= slackLeft) return SEEN_DONE;
        this.redeals[i] = stored;
        return SEEN_NEW;
      }
      i = (i + 1) & this.mask;
    }
  }

  private grow(): boolean {
    const oldSlots = this.mask + 1;
    const slots = oldSlots * 2;
    if ((oldSlots + slots) * SLOT_BYTES > this.maxBytes) return false;
    const oldA = this.keysA;
    const oldB = this.keysB;
    const oldR = this.redeals;
    this.keysA = new Uint32Array(slots);
    this.keysB = new Uint32Array(slots);
    this.redeals = new Uint8Array(slots);
    this.mask = slots - 1;
    this.peakBytes = Math.max(this.peakBytes, (oldSlots + slots) * SLOT_BYTES);
    for (let j = 0; j < oldSlots; j++) {
      const r = oldR[j] as number;
      if (r === 0) continue;
      const a = oldA[j] as number;
      let i = a & this.mask;
      while ((this.redeals[i] as number) !== 0) i = (i + 1) & this.mask;
      this.keysA[i] = a;
      this.keysB[i] = oldB[j] as number;
      this.redeals[i] = r;
    }
    return true;
  }
}
