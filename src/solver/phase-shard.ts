// One share of the search by phases: the positions whose exact keys fall to it, played layer by layer, and its last phases.

import type { Position } from '../engine/index';
import { DeadTest } from './dead';
import { searchPhase } from './decoupled';
import { loadKeyBytes, MAX_KEY_BYTES, writeKey } from './exact-key';
import { mix32 } from './hash';
import { ALREADY_THERE, ARENA_FULL, hashBytes, KeyArena } from './key-arena';
import { make, unmake } from './make-unmake';
import { generateSearch } from './moves-gen';
import { MAX_MOVES } from './packed-moves';
import { toPosition } from './save-load';
import type { StopReason, Verdict } from './search-end';
import { SharedSuitGames } from './shared-suit-games';
import { PackedState } from './state';

/**
 * The search by phases can be split over shards (phases.ts): each position belongs to the one shard its exact key
 * names (a hash of the key's bytes, taken apart from the hash that places the key in an arena), and only that
 * shard keeps it, plays it and decides it if it is a last phase's start. A shard that reaches a position of
 * another's sends its key there. Since every position has one owner, the shards together keep each position once,
 * as one search would: the positions played and the last phases searched are the same whatever the number of
 * shards, and so is the verdict.
 */

/** What the search by phases asks of a shard; the same messages whether the shard runs here or in a worker. */
export type ShardRequest =
  /** Keep the keys other shards found for this one, then play up to `budget` of its open positions of `layer`. */
  | {
      readonly op: 'play';
      readonly layer: number;
      readonly budget: number;
      readonly deadline?: number;
      readonly batches: readonly Uint8Array[];
    }
  /** Say what the shard holds: its layers and their positions left to play. */
  | { readonly op: 'status' }
  /** Free a layer every shard has played out: none of its positions can be met again. */
  | { readonly op: 'free'; readonly layer: number }
  /** Decide each of the shard's last phases by the decoupled search. */
  | {
      readonly op: 'last';
      readonly nodeLimit: number;
      readonly deadline?: number;
      readonly maxStoredLeaves?: number;
    };

export interface ShardReply {
  /** Positions played (or, for `last`, the decoupled searches' work) in answer to this request. */
  readonly work: number;
  /** A position won (`play`), or the verdict of the shard's last phases (`last`). */
  readonly result: Verdict | null;
  /** Why the shard stopped short: its memory is full, the deadline passed, or (`last`) the work ran out. */
  readonly stoppedBy: StopReason | null;
  /** For each shard, the keys found for it (empty for this shard itself). */
  readonly outboxes: readonly Uint8Array[];
  /** The layers this shard holds, each with how many of its positions are still to play. */
  readonly layers: readonly (readonly [layer: number, open: number])[];
  readonly kept: number;
  readonly played: number;
  readonly peak: number;
  readonly lastPhases: number;
  /** The last phases' starts this shard holds. */
  readonly starts: number;
}

/** A batch entry's kind for a last phase's start; a position to play has its layer (layerOf) there instead. */
const START = 0xffff;

/** Keys on their way to one shard: each as its kind (two bytes), its length and its bytes. */
class Outbox {
  private bytes = new Uint8Array(1 << 12);
  private used = 0;

  push(kind: number, key: Uint8Array, n: number): void {
    if (this.used + n + 3 > this.bytes.length) {
      const grown = new Uint8Array(Math.max(this.bytes.length * 2, this.used + n + 3));
      grown.set(this.bytes.subarray(0, this.used));
      this.bytes = grown;
    }
    this.bytes[this.used] = kind >>> 8;
    this.bytes[this.used + 1] = kind & 0xff;
    this.bytes[this.used + 2] = n;
    this.bytes.set(key.subarray(0, n), this.used + 3);
    this.used += n + 3;
  }

  /** The keys gathered since the last take, as a batch of their own. */
  take(): Uint8Array {
    const batch = this.bytes.slice(0, this.used);
    this.used = 0;
    return batch;
  }
}

/** Which of `count` shards keeps a key of this hash (hashBytes), mixed again so as not to follow the arenas' slots. */
export function ownerOf(hash: number, count: number): number {
  return count === 1 ? 0 : mix32(hash ^ 0x5bd1e995) % count;
}

/**
 * A measure no move raises: redeals left, then (where no card comes back from a foundation) the cards in
 * piles. A redeal spends one, a play home takes a card out of the piles, a move between piles or a trade
 * keeps both; only a give-back puts a card back, so under casual rules the measure is the redeals alone.
 */
export function layerOf(redeals: number, inPiles: number, giveBack: boolean): number {
  return redeals * 1000 + (giveBack ? 0 : inPiles);
}

export interface ShardOptions {
  /** The most positions this shard keeps at once. */
  readonly maxPositions: number;
  /** Play last phases here too, layer by layer, instead of handing their starts to the decoupled search. */
  readonly explicitLast: boolean;
  readonly now: () => number;
  /** The suit games its last phases go on with (by default the shard's own): a sharer in this thread may pass its own. */
  readonly suitGames?: SharedSuitGames;
}

export class PhaseShard {
  private readonly state: PackedState;
  private readonly moves = new Int32Array(MAX_MOVES);
  private readonly dead = new DeadTest();
  private readonly key = new Uint8Array(MAX_KEY_BYTES);
  /** The positions the last redeal leads to, once each, decided after every position with a redeal left. */
  private readonly starts = new KeyArena();
  private readonly layers = new Map<number, { seen: KeyArena; open: number[] }>();
  private readonly outboxes: Outbox[];
  private kept = 0;
  private played = 0;
  private peak = 0;
  private lastPhases = 0;
  /** All the positions this shard has played, for the clock's cadence. */
  private work = 0;

  constructor(
    position: Position,
    private readonly index: number,
    private readonly count: number,
    private readonly options: ShardOptions,
  ) {
    this.state = new PackedState(position);
    this.outboxes = Array.from({ length: count }, () => new Outbox());
    // The position itself, kept by the shard that owns it.
    if (this.state.inPiles > 0) this.offer();
  }

  /** Answers one request. */
  handle(request: ShardRequest): ShardReply {
    switch (request.op) {
      case 'play':
        if (!this.receive(request.batches)) return this.reply(0, null, 'memory');
        return this.play(request.layer, request.budget, request.deadline);
      case 'status':
        return this.reply(0, null, null);
      case 'free': {
        const layer = this.layers.get(request.layer);
        if (layer !== undefined) this.kept -= layer.seen.size;
        this.layers.delete(request.layer);
        return this.reply(0, null, null);
      }
      case 'last':
        return this.last(request.nodeLimit, request.deadline, request.maxStoredLeaves);
    }
  }

  /** The state's position: kept here if it is this shard's, else sent to its owner. False when memory is full. */
  private offer(): boolean {
    const state = this.state;
    const start = state.redeals === 0 && !this.options.explicitLast;
    const n = writeKey(state, this.key);
    const hash = hashBytes(this.key, n);
    const owner = ownerOf(hash, this.count);
    const at = start ? 0 : layerOf(state.redeals, state.inPiles, state.giveBack);
    if (owner !== this.index) {
      (this.outboxes[owner] as Outbox).push(start ? START : at, this.key, n);
      return true;
    }
    if (start) return this.keepStart(this.key, n, hash);
    const handle = this.keep(this.key, n, at, hash);
    if (handle === ARENA_FULL) return false;
    if (handle !== ALREADY_THERE) this.open(at, handle);
    return true;
  }

  /** Keeps the key `key[0..n)` of a position of layer `at`: its handle, or ALREADY_THERE, or ARENA_FULL. */
  private keep(key: Uint8Array, n: number, at: number, hash: number): number {
    let layer = this.layers.get(at);
    if (layer === undefined) {
      layer = { seen: new KeyArena(), open: [] };
      this.layers.set(at, layer);
    }
    if (this.kept >= this.options.maxPositions) return layer.seen.has(key, n, hash) ? ALREADY_THERE : ARENA_FULL;
    const handle = layer.seen.add(key, n, hash);
    if (handle < 0) return handle;
    this.kept++;
    this.played++;
    this.peak = Math.max(this.peak, this.kept);
    return handle;
  }

  /** The state's position, just kept in layer `at`, is to be played, unless it is dead. */
  private open(at: number, handle: number): void {
    // A dead position (dead.ts) is never won: kept as seen, so it is tested once, and never played on.
    if (!this.dead.isDead(this.state)) this.layers.get(at)?.open.push(handle);
  }

  /** Keeps the state's position as a last phase's start unless it is known or dead; false when memory is full. */
  private keepStart(key: Uint8Array, n: number, hash: number): boolean {
    if (this.starts.has(key, n, hash) || this.dead.isDead(this.state)) return true;
    if (this.kept >= this.options.maxPositions || this.starts.add(key, n, hash) === ARENA_FULL) return false;
    this.kept++;
    this.peak = Math.max(this.peak, this.kept);
    return true;
  }

  /**
   * Keeps every key of the batches; false when memory is full. A key already here is known by its bytes alone:
   * only a new one is read back into a position, for the dead test.
   */
  private receive(batches: readonly Uint8Array[]): boolean {
    for (const batch of batches) {
      for (let i = 0; i < batch.length; ) {
        const kind = ((batch[i] as number) << 8) | (batch[i + 1] as number);
        const n = batch[i + 2] as number;
        const key = batch.subarray(i + 3, i + 3 + n);
        i += n + 3;
        const hash = hashBytes(key, n);
        if (kind === START) {
          if (this.starts.has(key, n, hash)) continue;
          loadKeyBytes(this.state, key, 0, n);
          if (!this.keepStart(key, n, hash)) return false;
          continue;
        }
        const handle = this.keep(key, n, kind, hash);
        if (handle === ARENA_FULL) return false;
        if (handle === ALREADY_THERE) continue;
        loadKeyBytes(this.state, key, 0, n);
        this.open(kind, handle);
      }
    }
    return true;
  }

  private play(at: number, budget: number, deadline: number | undefined): ShardReply {
    const layer = this.layers.get(at);
    const { state, moves, key } = this;
    let work = 0;
    while (layer !== undefined && layer.open.length > 0 && work < budget) {
      loadKeyBytes(state, key, 0, layer.seen.read(layer.open.pop() as number, key));
      work++;
      if ((++this.work & 255) === 0 && deadline !== undefined && this.options.now() >= deadline) {
        return this.reply(work, null, 'time');
      }
      const n = generateSearch(state, moves, 0);
      for (let i = 0; i < n; i++) {
        const move = moves[i] as number;
        make(state, move);
        if (state.inPiles === 0) return this.reply(work, 'win', null);
        const room = this.offer();
        unmake(state, move);
        if (!room) return this.reply(work, null, 'memory');
      }
    }
    return this.reply(work, null, null);
  }

  /**
   * Each last phase as a whole, by the decoupled search: one won is a win, all lost is a loss. The starts stay
   * kept meanwhile, so the leaf states each search may keep are what the memory allowed leaves beside them.
   */
  private last(nodeLimit: number, deadline: number | undefined, maxStoredLeaves: number | undefined): ShardReply {
    const leaves = maxStoredLeaves === undefined ? undefined : Math.max(1, maxStoredLeaves - this.kept);
    let work = 0;
    // The last phases after this phase's redeals ask many of the same suit games.
    const games = this.options.suitGames ?? new SharedSuitGames();
    for (const handle of this.starts.handles()) {
      // A decoupled search reads the clock only every 1,024 steps, and most last phases take fewer: the
      // deadline is read here too, once per last phase, so thousands of small ones never outrun it.
      if (deadline !== undefined && this.options.now() >= deadline) return this.reply(work, 'unknown', 'time');
      loadKeyBytes(this.state, this.key, 0, this.starts.read(handle, this.key));
      this.lastPhases++;
      const start = toPosition(this.state);
      const phase = searchPhase(start, {
        suitGames: games.for(start),
        nodeLimit: nodeLimit - work,
        ...(deadline === undefined ? {} : { deadline }),
        ...(leaves === undefined ? {} : { maxStoredLeaves: leaves }),
        now: this.options.now,
      });
      work += phase.work;
      if (phase.result === 'win') return this.reply(work, 'win', null);
      if (phase.result === 'unknown') return this.reply(work, 'unknown', phase.stoppedBy ?? 'nodes');
    }
    return this.reply(work, 'loss', null);
  }

  private reply(work: number, result: Verdict | null, stoppedBy: StopReason | null): ShardReply {
    return {
      work,
      result,
      stoppedBy,
      outboxes: this.outboxes.map((outbox) => outbox.take()),
      layers: [...this.layers].map(([layer, { open }]) => [layer, open.length] as const),
      kept: this.kept,
      played: this.played,
      peak: this.peak,
      lastPhases: this.lastPhases,
      starts: this.starts.size,
    };
  }
}
