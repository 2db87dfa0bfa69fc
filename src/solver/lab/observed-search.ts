// The depth-first search with a look at each position it stores: for measurements only.

import { DepthFirst } from '../search';
import type { PackedState } from '../state';

/** A depth-first search that calls `observe` with each position a pass stores as new, before its moves are searched. */
export class ObservedDepthFirst extends DepthFirst {
  observe: ((state: PackedState) => void) | null = null;

  protected override stored(state: PackedState): void {
    if (this.observe !== null) this.observe(state);
  }
}
