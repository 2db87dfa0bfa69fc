// Star-topology decoupled search of one redeal-free phase: the pile prefixes are the centre, each suit's free cards a leaf.

import {
  type Card,
  identityOf,
  KING,
  makeCard,
  PILE_COUNT,
  type Position,
  type Rank,
  RULE_SETS,
  rankOf,
  suitIndexOf,
} from '../engine/index';
import { DominanceLayer } from './dominance';
import type { StopReason, Verdict } from './search-end';
import { SuitGames } from './suit-game';

/**
 * Between two redeals a pile is always a prefix of the pile as the phase began, with cards of the prefix top's
 * suit stacked on it (a card only ever lands on a card of its own suit, and an emptied pile stays empty). So
 * the phase's state is a *centre*, the 16 prefix heights, which only fall, and one *leaf* per suit: that
 * suit's foundation tops and the stacks of its cards on the piles whose prefix top is of the suit. A move of a
 * stacked card, a home play, a trade or a give-back changes one leaf and reads the centre; taking a prefix top
 * away lowers one height and changes the leaf of that card's suit alone. Every move touches the centre and at
 * most one leaf, which makes the game a star (Gnad and Hoffmann, "Star-topology decoupled state space
 * search", 2018): given the path the centre took, the leaves move independently, so the states reachable
 * along it are exactly the product of each leaf's reachable states. The search keeps, for each centre path,
 * those four sets instead of their product, and merges two paths that reach the same heights with the same four
 * sets. The heights' sum falls by one at every centre move, so the search goes layer by layer over that sum,
 * and a finished layer is freed. It plays the real game, not a relaxation: a win is a win and running out
 * without one is a loss of the phase. With no redeal left, the phase is the whole game.
 */

export interface PhaseLimits {
  /** Stop with `unknown` after this much work (leaf states expanded plus centre states made). */
  readonly nodeLimit?: number;
  /** Stop with `unknown` at this time, in the clock's milliseconds. */
  readonly deadline?: number;
  /** Stop with `unknown` once the two live layers hold more than this many leaf states in all. */
  readonly maxStoredLeaves?: number;
  readonly now?: () => number;
  /**
   * Leave out every leaf state whose suit's game alone is lost (suit-game.ts), searching each such game up to
   * this many positions (0: never). A position holding that leaf state is lost, and so is every position
   * reachable from it, so no winning line passes through it and none is lost by leaving it out.
   */
  readonly suitGameNodes?: number;
  /** Drop a state whose four leaf sets each lie within those of another state at the same heights (default on). */
  readonly dominance?: boolean;
  /**
   * Suit games asked by searches before this one, of positions under the same rules (`suitGamesFor`), whose
   * answers and known positions this search goes on with: a suit game's answer is the same in every phase that
   * asks it, and the phases searched one after another in a game or after the redeals of one phase ask many of
   * the same. Its budget stands in for `suitGameNodes`.
   */
  readonly suitGames?: SuitGames;
  /**
   * Under rules whose redeal waits until nothing can move (strict), with a redeal left: the verdict of a
   * position of the phase in which the redeal is the only move, searched on from the redeal (`stuck` is the
   * position before it, with its meeting foundations at one boundary of the many that trades reach). A 'win'
   * ends this search with a win; it ends 'loss' only when every such position answered 'loss'. With this, no
   * suit game is asked: a suit whose cards cannot all go home in this phase may go home after the redeal.
   */
  readonly atStuck?: (stuck: Position, nodeLimit: number) => StuckAnswer;
}

/** What `atStuck` answers: the verdict after the redeal, the work it took, and the limit that stopped it. */
export interface StuckAnswer {
  readonly result: Verdict;
  readonly work: number;
  readonly stoppedBy: StopReason | null;
}

/** The most bytes suit games shared among searches hold before their sharer starts afresh. */
export const SHARED_SUIT_GAME_BYTES = 64 * 2 ** 20;

/** Suit games for positions under the rules of `position`, to share among their decoupled searches. */
export function suitGamesFor(position: Position, suitGameNodes = SUIT_GAME_NODES): SuitGames {
  const rules = RULE_SETS[position.rules];
  return new SuitGames(
    { cap: rules.pileCap ?? Number.POSITIVE_INFINITY, trades: rules.trades, giveBack: rules.giveBack },
    suitGameNodes,
  );
}

export interface PhaseOutcome {
  /** 'win': all cards home is reachable without a redeal; 'loss': it is not; 'unknown': a limit ended the search. */
  readonly result: Verdict;
  /** Decoupled states made (one per distinct centre heights and leaf sets, layer by layer). */
  readonly centreStates: number;
  /** Leaf states expanded in all closures. */
  readonly leafStates: number;
  /** The work counted against `nodeLimit`. */
  readonly work: number;
  /** The most decoupled states one layer held. */
  readonly widestLayer: number;
  /** The most leaf states the live layers held at once (interned sets counted once). */
  readonly peakStoredLeaves: number;
  /** States left out as dominated: another at the same heights held every leaf state they hold. */
  readonly dominatedStates: number;
  readonly stoppedBy: StopReason | null;
}

/** A meeting pair of foundations (trades): every boundary between them is one state, marked by this A-top. */
const MEET = 0;
const STACKS_FROM = 2;

/** A suit's leaf state decoded: foundation tops, then each pile's stack of this suit's ranks, bottom first. */
interface Leaf {
  a: number;
  k: number;
  readonly lengths: Uint8Array;
  readonly ranks: Uint8Array;
}

const STACK_ROOM = 26;
/** The positions a suit's game alone may take before it is left open (suit-game.ts). */
const SUIT_GAME_NODES = 2000;

function emptyLeaf(): Leaf {
  return { a: 0, k: 0, lengths: new Uint8Array(PILE_COUNT), ranks: new Uint8Array(PILE_COUNT * STACK_ROOM) };
}

function decode(text: string, into: Leaf): void {
  into.a = text.charCodeAt(0);
  into.k = text.charCodeAt(1);
  let i = STACKS_FROM;
  for (let p = 0; p < PILE_COUNT; p++) {
    const n = text.charCodeAt(i++);
    into.lengths[p] = n;
    for (let j = 0; j < n; j++) into.ranks[p * STACK_ROOM + j] = text.charCodeAt(i++);
  }
}

const codes: number[] = [];
function encode(leaf: Leaf): string {
  codes.length = 0;
  codes.push(leaf.a, leaf.k);
  for (let p = 0; p < PILE_COUNT; p++) {
    const n = leaf.lengths[p] as number;
    codes.push(n);
    for (let j = 0; j < n; j++) codes.push(leaf.ranks[p * STACK_ROOM + j] as number);
  }
  return String.fromCharCode(...codes);
}

function copyLeaf(from: Leaf, to: Leaf): void {
  to.a = from.a;
  to.k = from.k;
  to.lengths.set(from.lengths);
  to.ranks.set(from.ranks);
}

/** Two 32-bit lanes of a string's hash, summed over a set so that the set's order never matters. */
function hashA(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}
function hashB(text: string): number {
  let h = 0x9e3779b9;
  for (let i = 0; i < text.length; i++) h = Math.imul(h + text.charCodeAt(i), 0x85ebca6b) ^ (h >>> 13);
  return h >>> 0;
}

/** Whether two ranks are neighbours on a pile (ranks wrap there: an Ace goes on a King). */
function adjacent(r: number, t: number): boolean {
  const d = r > t ? r - t : t - r;
  return d === 1 || d === KING - 1;
}

/** Interns leaf sets by content, so that equal sets share one object and one id (exact, not hashed). */
class SetInterner {
  private readonly buckets = new Map<string, { id: number; set: Set<string> }[]>();
  private readonly ids = new Map<Set<string>, number>();
  private nextId = 0;
  /** Leaf states held by the sets interned here. */
  stored = 0;

  intern(set: Set<string>): { id: number; set: Set<string> } {
    const known = this.ids.get(set);
    if (known !== undefined) return { id: known, set };
    let a = 0;
    let b = 0;
    for (const text of set) {
      a = (a + hashA(text)) >>> 0;
      b = (b + hashB(text)) >>> 0;
    }
    const signature = `${set.size}:${a}:${b}`;
    let bucket = this.buckets.get(signature);
    if (bucket === undefined) {
      bucket = [];
      this.buckets.set(signature, bucket);
    }
    for (const entry of bucket) {
      if (entry.set.size !== set.size) continue;
      let same = true;
      for (const text of set) {
        if (!entry.set.has(text)) {
          same = false;
          break;
        }
      }
      if (same) return entry;
    }
    const entry = { id: this.nextId++, set };
    bucket.push(entry);
    this.ids.set(set, entry.id);
    this.stored += set.size;
    return entry;
  }
}

interface Decoupled {
  readonly heights: Uint8Array;
  readonly sets: readonly Set<string>[];
  dominated: boolean;
}

class Stop extends Error {
  constructor(readonly reason: StopReason) {
    super(reason);
  }
}

/** Ends the search: a position after a redeal was won. */
class RedealWon extends Error {}

/** A meeting pair of foundations written out at one boundary: trades reach every other. */
const MEET_ACE_TOP = 6;

/** The search of one phase from a start position. */
class PhaseSearch {
  private readonly piles: Uint8Array[];
  private readonly cap: number;
  private readonly trades: boolean;
  private readonly giveBack: boolean;
  private readonly scratch = emptyLeaf();
  private readonly next = emptyLeaf();
  private work = 0;
  private leafStates = 0;
  private readonly nodeLimit: number;
  private readonly deadline: number;
  private readonly maxStored: number;
  private readonly now: () => number;
  private checkAt = 1024;

  constructor(
    private readonly position: Position,
    limits: PhaseLimits,
  ) {
    // A plain loop: `Uint8Array.from` with a mapping function takes a slow generic path, which showed in CPU
    // profiles of proofs that search tens of thousands of last phases in a row.
    this.piles = position.piles.map((pile) => {
      const identities = new Uint8Array(pile.length);
      for (let i = 0; i < pile.length; i++) identities[i] = identityOf(pile[i] as Card);
      return identities;
    });
    const rules = RULE_SETS[position.rules];
    this.cap = rules.pileCap ?? Number.POSITIVE_INFINITY;
    this.trades = rules.trades;
    this.giveBack = rules.giveBack;
    this.nodeLimit = limits.nodeLimit ?? Number.POSITIVE_INFINITY;
    this.deadline = limits.deadline ?? Number.POSITIVE_INFINITY;
    this.maxStored = limits.maxStoredLeaves ?? Number.POSITIVE_INFINITY;
    this.now = limits.now ?? Date.now;
    this.dominance = limits.dominance ?? true;
    this.atStuck = limits.atStuck ?? null;
    if (this.atStuck !== null && (rules.redealWhen !== 'blocked' || position.redeals <= 0))
      throw new Error(`A phase's stuck positions are its redeals only under strict rules with a redeal left.`);
    const suitGameNodes = this.atStuck !== null ? 0 : (limits.suitGameNodes ?? SUIT_GAME_NODES);
    if (this.atStuck !== null && limits.suitGames !== undefined)
      throw new Error('Suit games do not decide a phase with a redeal left.');
    this.suitGames =
      limits.suitGames ??
      (suitGameNodes > 0
        ? new SuitGames({ cap: this.cap, trades: this.trades, giveBack: this.giveBack }, suitGameNodes)
        : null);
    if (this.suitGames !== null) {
      const { cap, trades, giveBack } = this.suitGames.rules;
      if (cap !== this.cap || trades !== this.trades || giveBack !== this.giveBack)
        throw new Error(`The suit games given were asked under other rules than ${position.rules}'s.`);
      this.suitGames.overdue = () => this.now() >= this.deadline;
    }
  }

  private readonly suitGames: SuitGames | null;
  private readonly dominance: boolean;
  private readonly atStuck: ((stuck: Position, nodeLimit: number) => StuckAnswer) | null;
  /** Why a position after a redeal stayed undecided, once one has: the search can then end 'win' or 'unknown' only. */
  private undecided: StopReason | null = null;
  /** Each suit's stuck leaf states, by leaf set, suit and heights. */
  private readonly stuckCache = new WeakMap<Set<string>, Map<string, string[]>>();
  /** Made only for a search with `atStuck`: a last phase, searched by the thousand, makes none. */
  private stuckLeafStatesMade: Leaf[] | null = null;
  private get stuckLeafStates(): Leaf[] {
    this.stuckLeafStatesMade ??= [emptyLeaf(), emptyLeaf(), emptyLeaf(), emptyLeaf()];
    return this.stuckLeafStatesMade;
  }
  /** States left out because another at the same heights held every leaf state they hold. */
  dominatedStates = 0;
  private readonly suitPiles: number[][] = Array.from({ length: PILE_COUNT }, () => []);

  /** Whether suit s's game alone is lost in this leaf state at these heights (false when unknown or not judged). */
  private leafLost(leaf: Leaf, s: number, heights: Uint8Array): boolean {
    const games = this.suitGames;
    if (games === null) return false;
    for (let p = 0; p < PILE_COUNT; p++) {
      const pile = this.suitPiles[p] as number[];
      pile.length = 0;
      const prefix = this.piles[p] as Uint8Array;
      const h = heights[p] as number;
      for (let j = 0; j < h; j++) if (suitIndexOf(prefix[j] as number) === s) pile.push(rankOf(prefix[j] as number));
      if (h > 0 && suitIndexOf(prefix[h - 1] as number) === s) {
        for (let j = 0; j < (leaf.lengths[p] as number); j++) pile.push(leaf.ranks[p * STACK_ROOM + j] as number);
      }
    }
    const before = games.work;
    // A search of the suit's game counts against the phase's budget, so it may take no more than is left of it.
    const lost = games.isLost(this.suitPiles, leaf.a, leaf.k, Math.max(0, this.nodeLimit - this.work - 1));
    this.count(games.work - before);
    return lost;
  }

  private count(n: number): void {
    this.work += n;
    if (this.work >= this.nodeLimit) throw new Stop('nodes');
    if (this.work >= this.checkAt) {
      this.checkAt = this.work + 1024;
      if (this.now() >= this.deadline) throw new Stop('time');
    }
  }

  /** The suit of pile p's prefix top at these heights, or -1 for an emptied pile. */
  private topSuit(heights: Uint8Array, p: number): number {
    const h = heights[p] as number;
    return h === 0 ? -1 : suitIndexOf(this.piles[p]?.[h - 1] as number);
  }

  /** The foundation tops after a card of rank r goes home from tops (a, k), or null where neither takes it; both when both do. */
  private homeTops(a: number, k: number, r: number, out: number[]): void {
    out.length = 0;
    if (a === MEET) {
      out.push(r, r);
      return;
    }
    if (a === r - 1) out.push(r, k);
    if (k === r + 1) out.push(a, r);
  }

  /** Foundation tops in canonical form: a meeting pair (with trades) is one state whatever its boundary. */
  private canonical(leaf: Leaf): void {
    if (this.trades && leaf.a !== MEET && leaf.k === leaf.a + 1) {
      leaf.a = MEET;
      leaf.k = MEET;
    }
  }

  private readonly tops: number[] = [];

  /** Every leaf state of suit s reachable from `start` by moves of that suit alone at these heights. */
  closure(start: Iterable<string>, s: number, heights: Uint8Array): Set<string> {
    const leaf = this.scratch;
    const next = this.next;
    const seen = new Set<string>();
    for (const text of start) {
      decode(text, leaf);
      if (!this.leafLost(leaf, s, heights)) seen.add(text);
    }
    const queue = Array.from(seen);
    const domain = this.domainOf(heights, s);
    const lost = new Set<string>();
    const add = () => {
      this.canonical(next);
      const text = encode(next);
      if (!seen.has(text) && !lost.has(text)) {
        if (this.leafLost(next, s, heights)) lost.add(text);
        else {
          seen.add(text);
          queue.push(text);
        }
      }
    };
    while (queue.length > 0) {
      const text = queue.pop() as string;
      this.leafStates++;
      this.count(1);
      decode(text, leaf);
      for (const p of domain) {
        const n = leaf.lengths[p] as number;
        if (n === 0) continue;
        const r = leaf.ranks[p * STACK_ROOM + n - 1] as number;
        // Home.
        this.homeTops(leaf.a, leaf.k, r, this.tops);
        for (let i = 0; i < this.tops.length; i += 2) {
          copyLeaf(leaf, next);
          next.lengths[p] = n - 1;
          next.ranks[p * STACK_ROOM + n - 1] = 0;
          next.a = this.tops[i] as number;
          next.k = this.tops[i + 1] as number;
          add();
        }
        // Onto another pile of the suit.
        for (const q of domain) {
          if (q === p) continue;
          const m = leaf.lengths[q] as number;
          const t = this.topRank(leaf, heights, q);
          if (!adjacent(r, t) || (heights[q] as number) + m >= this.cap) continue;
          copyLeaf(leaf, next);
          next.lengths[p] = n - 1;
          next.ranks[p * STACK_ROOM + n - 1] = 0;
          next.ranks[q * STACK_ROOM + m] = r;
          next.lengths[q] = m + 1;
          add();
        }
      }
      if (this.giveBack) this.giveBacks(leaf, domain, heights, add);
    }
    return seen;
  }

  /** Casual: a foundation's top card (never its base) back onto a pile of the suit that takes it. */
  private giveBacks(leaf: Leaf, domain: readonly number[], heights: Uint8Array, add: () => void): void {
    const next = this.next;
    for (let side = 0; side < 2; side++) {
      const ace = side === 0;
      const top = ace ? leaf.a : leaf.k;
      if (ace ? top <= 1 : top >= KING) continue;
      for (const q of domain) {
        const m = leaf.lengths[q] as number;
        const t = this.topRank(leaf, heights, q);
        if (!adjacent(top, t) || (heights[q] as number) + m >= this.cap) continue;
        copyLeaf(leaf, next);
        if (ace) next.a = top - 1;
        else next.k = top + 1;
        next.ranks[q * STACK_ROOM + m] = top;
        next.lengths[q] = m + 1;
        add();
      }
    }
  }

  /** The piles whose prefix top is of suit s at these heights: where that suit's cards stack and move. */
  private domainOf(heights: Uint8Array, s: number): number[] {
    const domain: number[] = [];
    for (let p = 0; p < PILE_COUNT; p++) if (this.topSuit(heights, p) === s) domain.push(p);
    return domain;
  }

  /** The rank on top of pile p (of the leaf's suit): its stack's top card, or the prefix top with nothing stacked. */
  private topRank(leaf: Leaf, heights: Uint8Array, p: number): number {
    const n = leaf.lengths[p] as number;
    return n > 0 ? (leaf.ranks[p * STACK_ROOM + n - 1] as number) : this.prefixRank(heights, p);
  }

  private prefixRank(heights: Uint8Array, p: number): number {
    return rankOf(this.piles[p]?.[(heights[p] as number) - 1] as number);
  }

  /** The leaf states of suit s after pile p's prefix top (of suit s) leaves it, before the closure. */
  private takePrefixTop(set: Set<string>, s: number, p: number, heights: Uint8Array): Set<string> {
    const out = new Set<string>();
    const r = this.prefixRank(heights, p);
    const leaf = this.scratch;
    const next = this.next;
    const domain: number[] = [];
    for (let q = 0; q < PILE_COUNT; q++) if (q !== p && this.topSuit(heights, q) === s) domain.push(q);
    for (const text of set) {
      // Only a leaf state with nothing stacked on p has the prefix top on top.
      if (!this.stackEmpty(text, p)) continue;
      this.count(1);
      decode(text, leaf);
      this.homeTops(leaf.a, leaf.k, r, this.tops);
      for (let i = 0; i < this.tops.length; i += 2) {
        copyLeaf(leaf, next);
        next.a = this.tops[i] as number;
        next.k = this.tops[i + 1] as number;
        this.canonical(next);
        out.add(encode(next));
      }
      for (const q of domain) {
        const m = leaf.lengths[q] as number;
        const t = this.topRank(leaf, heights, q);
        if (!adjacent(r, t) || (heights[q] as number) + m >= this.cap) continue;
        copyLeaf(leaf, next);
        next.ranks[q * STACK_ROOM + m] = r;
        next.lengths[q] = m + 1;
        out.add(encode(next));
      }
    }
    return out;
  }

  /** Whether pile p's stack is empty in this leaf text. */
  private stackEmpty(text: string, p: number): boolean {
    let i = STACKS_FROM;
    for (let q = 0; q < p; q++) i += 1 + text.charCodeAt(i);
    return text.charCodeAt(i) === 0;
  }

  /** The start's leaf sets: foundations as they stand, nothing stacked, closed under each suit's moves. */
  private start(): Decoupled {
    const heights = new Uint8Array(PILE_COUNT);
    for (let p = 0; p < PILE_COUNT; p++) heights[p] = (this.piles[p] as Uint8Array).length;
    const sets: Set<string>[] = [];
    // One leaf serves the four suits: nothing is stacked at the start, and each is encoded before the next.
    const leaf = emptyLeaf();
    for (let s = 0; s < 4; s++) {
      leaf.a = this.position.foundations[s] as number;
      leaf.k = this.position.foundations[s + 4] as number;
      this.canonical(leaf);
      sets.push(this.closure([encode(leaf)], s, heights));
    }
    return { heights, sets, dominated: false };
  }

  run(): PhaseOutcome {
    let centreStates = 0;
    let widestLayer = 0;
    let peakStored = 0;
    const outcome = (result: PhaseOutcome['result'], stoppedBy: PhaseOutcome['stoppedBy']): PhaseOutcome => ({
      result,
      centreStates,
      leafStates: this.leafStates,
      work: this.work,
      widestLayer,
      peakStoredLeaves: peakStored,
      dominatedStates: this.dominatedStates,
      stoppedBy,
    });
    try {
      const first = this.start();
      if (first.sets.some((set) => set.size === 0)) return outcome('loss', null);
      this.redealPoints(first);
      let layer: Decoupled[] = [first];
      centreStates = 1;
      let sum = layer[0]?.heights.reduce((total, h) => total + h, 0) ?? 0;
      let previousStored = 0;
      while (layer.length > 0) {
        widestLayer = Math.max(widestLayer, layer.length);
        if (sum === 0) return outcome('win', null);
        const interner = new SetInterner();
        const nextLayer = new Map<string, Decoupled>();
        const dominance = new DominanceLayer();
        const closures = new Map<string, Set<string>>();
        for (const state of layer) {
          if (state.dominated) continue;
          for (let p = 0; p < PILE_COUNT; p++) {
            const h = state.heights[p] as number;
            if (h === 0) continue;
            const s = this.topSuit(state.heights, p);
            const taken = this.takePrefixTop(state.sets[s] as Set<string>, s, p, state.heights);
            if (taken.size === 0) continue;
            const heights = state.heights.slice();
            heights[p] = h - 1;
            const below = this.topSuit(heights, p);
            const sets = state.sets.slice();
            sets[s] = this.closure(taken, s, heights);
            if (below >= 0 && below !== s) {
              const before = state.sets[below] as Set<string>;
              // Without suit games a closure reads only the suit's domain; with them, every card of the suit left in a prefix.
              const where = this.suitGames === null ? this.domainKey(heights, below) : String.fromCharCode(...heights);
              const key = `${interner.intern(before).id}:${below}:${where}`;
              let closed = closures.get(key);
              if (closed === undefined) {
                closed = this.closure(before, below, heights);
                closures.set(key, closed);
              }
              sets[below] = closed;
            }
            if ((sets[s] as Set<string>).size === 0 || (below >= 0 && (sets[below] as Set<string>).size === 0))
              continue;
            const entries = sets.map((set) => interner.intern(set));
            const ids = entries.map((entry) => entry.id);
            const place = String.fromCharCode(...heights);
            const key = `${place}|${ids.join(',')}`;
            if (nextLayer.has(key)) continue;
            const made: Decoupled = { heights, sets: entries.map((entry) => entry.set), dominated: false };
            if (this.dominance) {
              const kept = dominance.admit(place, made);
              this.dominatedStates += dominance.left;
              const comparisons = dominance.comparisons;
              dominance.left = 0;
              dominance.comparisons = 0;
              this.count(comparisons);
              if (!kept) continue;
            }
            nextLayer.set(key, made);
            centreStates++;
            this.count(1);
            const stored = previousStored + interner.stored;
            if (stored > peakStored) peakStored = stored;
            if (stored > this.maxStored) throw new Stop('memory');
            this.redealPoints(made);
          }
        }
        previousStored = interner.stored;
        layer = Array.from(nextLayer.values()).filter((state) => !state.dominated);
        sum--;
      }
      return this.undecided === null ? outcome('loss', null) : outcome('unknown', this.undecided);
    } catch (error) {
      if (error instanceof Stop) return outcome('unknown', error.reason);
      if (error instanceof RedealWon) return outcome('win', null);
      throw error;
    } finally {
      // Suit games kept for later searches must not hold this one's clock, nor this search through it.
      if (this.suitGames !== null) this.suitGames.overdue = () => false;
    }
  }

  /**
   * With `atStuck`: every position of this state in which the redeal is the only move, each asked of `atStuck`.
   * Whether a card can move, or a useful trade is open, is a question about one suit at a time (a card moves
   * home or onto a card of its own suit), so those positions are exactly the product of each suit's stuck leaf
   * states.
   */
  private redealPoints(state: Decoupled): void {
    const atStuck = this.atStuck;
    if (atStuck === null) return;
    const choices: string[][] = [];
    for (let s = 0; s < 4; s++) {
      const stuck = this.stuckLeaves(state.sets[s] as Set<string>, s, state.heights);
      if (stuck.length === 0) return;
      choices.push(stuck);
    }
    const pick = [0, 0, 0, 0];
    for (;;) {
      for (let s = 0; s < 4; s++) decode(choices[s]?.[pick[s] as number] as string, this.stuckLeafStates[s] as Leaf);
      const answer = atStuck(this.positionAt(state.heights), Math.max(0, this.nodeLimit - this.work - 1));
      if (answer.result === 'win') throw new RedealWon();
      if (answer.result === 'unknown' && this.undecided === null) this.undecided = answer.stoppedBy ?? 'nodes';
      this.count(answer.work + 1);
      let s = 0;
      while (s < 4) {
        pick[s] = (pick[s] as number) + 1;
        if ((pick[s] as number) < (choices[s] as string[]).length) break;
        pick[s] = 0;
        s++;
      }
      if (s === 4) return;
    }
  }

  /** Suit s's leaf states of `set` in which no card of the suit can move and no useful trade is open. */
  private stuckLeaves(set: Set<string>, s: number, heights: Uint8Array): string[] {
    let bySet = this.stuckCache.get(set);
    if (bySet === undefined) {
      bySet = new Map();
      this.stuckCache.set(set, bySet);
    }
    const key = `${s}${String.fromCharCode(...heights)}`;
    const known = bySet.get(key);
    if (known !== undefined) return known;
    const domain = this.domainOf(heights, s);
    const stuck: string[] = [];
    const leaf = this.scratch;
    for (const text of set) {
      decode(text, leaf);
      if (this.leafStuck(leaf, domain, heights)) stuck.push(text);
    }
    this.count(set.size);
    bySet.set(key, stuck);
    return stuck;
  }

  /** Whether no card of the suit can move in this leaf state: none home, none onto another pile of the suit, no useful trade. */
  private leafStuck(leaf: Leaf, domain: readonly number[], heights: Uint8Array): boolean {
    if (domain.length === 0) return true;
    // Meeting foundations with a pile top of the suit: a useful trade is open.
    if (leaf.a === MEET) return false;
    for (const p of domain) {
      const r = this.topRank(leaf, heights, p);
      if (leaf.a === r - 1 || leaf.k === r + 1) return false;
      for (const q of domain) {
        if (q === p) continue;
        const m = leaf.lengths[q] as number;
        const t = this.topRank(leaf, heights, q);
        if (adjacent(r, t) && (heights[q] as number) + m < this.cap) return false;
      }
    }
    return true;
  }

  /** The position of these heights and the four leaf states in `stuckLeafStates`, face up. */
  private positionAt(heights: Uint8Array): Position {
    const piles: Card[][] = [];
    for (let p = 0; p < PILE_COUNT; p++) {
      const h = heights[p] as number;
      const pile = Array.from((this.piles[p] as Uint8Array).subarray(0, h)) as Card[];
      if (h > 0) {
        const s = this.topSuit(heights, p);
        const leaf = this.stuckLeafStates[s] as Leaf;
        for (let j = 0; j < (leaf.lengths[p] as number); j++)
          pile.push(makeCard(s, leaf.ranks[p * STACK_ROOM + j] as Rank));
      }
      piles.push(pile);
    }
    const foundations: Rank[] = [];
    for (let s = 0; s < 4; s++) {
      const leaf = this.stuckLeafStates[s] as Leaf;
      foundations[s] = (leaf.a === MEET ? MEET_ACE_TOP : leaf.a) as Rank;
      foundations[s + 4] = (leaf.a === MEET ? MEET_ACE_TOP + 1 : leaf.k) as Rank;
    }
    return { rules: this.position.rules, facedown: false, redeals: this.position.redeals, foundations, piles };
  }

  /** What suit s's moves read of the centre: the heights of the piles whose prefix top is of that suit. */
  private domainKey(heights: Uint8Array, s: number): string {
    let key = '';
    for (let p = 0; p < PILE_COUNT; p++)
      key += this.topSuit(heights, p) === s ? String.fromCharCode(65 + (heights[p] as number)) : '.';
    return key;
  }
}

/**
 * Searches the phase from `position` up to its next redeal, which it never plays: `win` says all cards can go
 * home without a redeal, `loss` that they cannot. With no redeal left (or none that changes a pile) a `loss`
 * is a loss of the position.
 */
export function searchPhase(position: Position, limits: PhaseLimits = {}): PhaseOutcome {
  return new PhaseSearch(position, limits).run();
}
