// The redeals of a relaxed game (split.ts): the first turns only the piles it does not fix, each later one any set of piles.

/**
 * A relaxed game's redeals, started with `startRedeals` left: the first redeal leaves the piles in `fixedPiles`
 * as they are, and every later one may turn any set of piles (a redeal move carrying its set, see
 * `freeRedeal` in packed-moves.ts). Redeals are allowed at any time, whatever the rule set.
 */
export class RelaxedRedeals {
  constructor(
    /** Piles the first redeal leaves as they are (bit p for pile p). */
    readonly fixedPiles: number,
    readonly startRedeals: number,
  ) {}

  /** Whether a redeal made with `redeals` left (counted before it) is the first. */
  isFirst(redeals: number): boolean {
    return redeals === this.startRedeals;
  }

  /** Whether, with `redeals` left, the first redeal is behind and redeals remain: each turns any set of piles. */
  free(redeals: number): boolean {
    return redeals < this.startRedeals && redeals > 0;
  }
}
