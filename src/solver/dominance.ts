// Dominance among the decoupled search's states of one layer: a state whose leaf sets all lie within another's.

/** A state of the decoupled search as dominance sees it: one leaf set per suit, and whether it is left out. */
export interface Dominable {
  readonly sets: readonly ReadonlySet<string>[];
  dominated: boolean;
}

/** Whether every leaf state of `a` is in `b`. */
export function within(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  if (a === b) return true;
  if (a.size > b.size) return false;
  for (const text of a) if (!b.has(text)) return false;
  return true;
}

/** Whether each set of `a` lies within the set of the same suit in `b`. */
export function dominates(b: Dominable, a: Dominable): boolean {
  if (a.sets.length !== b.sets.length) return false;
  for (let s = 0; s < a.sets.length; s++) {
    if (!within(a.sets[s] as ReadonlySet<string>, b.sets[s] as ReadonlySet<string>)) return false;
  }
  return true;
}

/**
 * The states of one layer grouped by centre. A state stands for every position that takes its centre and one
 * leaf state from each of its sets, so when each set of A lies within the set of B at the same centre, every
 * position of A is a position of B: every line from A is searched from B, and leaving A out loses no win and
 * adds none. `admit` leaves a new state out when a state already kept dominates it, and marks the kept states
 * it dominates in turn, which the search then leaves out too.
 */
export class DominanceLayer {
  private readonly groups = new Map<string, Dominable[]>();
  /** Comparisons made, for the search's work count. */
  comparisons = 0;
  /** States left out, new ones refused and kept ones marked. */
  left = 0;

  /** Whether `made`, at centre `centre`, is kept: false when a kept state at that centre dominates it. */
  admit(centre: string, made: Dominable): boolean {
    let group = this.groups.get(centre);
    if (group === undefined) {
      group = [];
      this.groups.set(centre, group);
    }
    for (const kept of group) {
      if (kept.dominated) continue;
      this.comparisons++;
      if (dominates(kept, made)) {
        this.left++;
        return false;
      }
    }
    for (const kept of group) {
      if (kept.dominated) continue;
      this.comparisons++;
      if (dominates(made, kept)) {
        kept.dominated = true;
        this.left++;
      }
    }
    group.push(made);
    return true;
  }
}
