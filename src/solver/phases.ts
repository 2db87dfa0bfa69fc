// A position decided phase by phase with exact keys: every position with a redeal left played out, each last phase by the decoupled search.

import type { Position } from '../engine/index';
import { DeadTest } from './dead';
import { searchPhase } from './decoupled';
import { loadKeyBytes, MAX_KEY_BYTES, writeKey } from './exact-key';
import { ALREADY_THERE, ARENA_FULL, KeyArena } from './key-arena';
import { make, unmake } from './make-unmake';
import { generateSearch } from './moves-gen';
import { MAX_MOVES } from './packed-moves';
import { toPosition } from './save-load';
import type { StopReason, Verdict } from './search-end';
import { PackedState } from './state';

/**
 * Every line of a game is a run of positions with redeals left, then (unless it is won or stuck first) a
 * redeal that spends the last one, then a last phase without a redeal. This search plays out every position
 * with a redeal left with the solver's own moves (`generateSearch`: its macro moves, forced home plays and
 * stubborn sets, each of which keeps a win reachable), drops the positions the dead test proves lost, and keeps
 * each position by its exact key (exact-key.ts: its full contents, piles in sorted order), compared byte by
 * byte (key-arena.ts), never by a hash.
 * Each distinct position the last redeal leads to is then decided as a whole by the decoupled search
 * (decoupled.ts). The game is won exactly when some position played here is won or some last phase is; when
 * every position was played and every last phase lost, no line wins, and the loss is a proof with no
 * collision caveat (docs/WINNABILITY.md, "The search by phases"). It pays where the positions with a redeal
 * left are few: late in a game, or under strict rules, where a redeal comes only at a dead end.
 */

export interface ByPhasesLimits {
  /** Stop with `unknown` after this much work: positions played here plus the decoupled searches' work. */
  readonly nodeLimit?: number;
  /** Stop with `unknown` at this time, in the clock's milliseconds. */
  readonly deadline?: number;
  /** Stop with `unknown` once this many positions are kept at once (their texts are the memory this search holds). */
  readonly maxPositions?: number;
  /** The leaf states a decoupled search may keep (its memory), less the last phases' starts kept beside it. */
  readonly maxStoredLeaves?: number;
  readonly now?: () => number;
  /**
   * How a last phase is decided: by the decoupled search (the default), or by playing its positions here
   * too, keyed the same way, layer by layer over the cards in piles.
   */
  readonly lastPhase?: 'decoupled' | 'explicit';
}

export interface ByPhasesOutcome {
  readonly result: Verdict;
  /** Distinct positions with a redeal left met (those the dead test proves lost are not played on). */
  readonly positions: number;
  /** The most positions kept at once (finished layers are freed). */
  readonly peakPositions: number;
  /** Distinct last phases searched (positions after the last redeal, boundaries of meeting foundations merged). */
  readonly lastPhases: number;
  /** All work: positions played plus the decoupled searches' work. */
  readonly work: number;
  readonly stoppedBy: StopReason | null;
}

/**
 * Each position the search by phases keeps costs at most about this many bytes: its key (up to 129 bytes and its
 * length) in a layer's arena, its slot in the arena's table, and its place in the list of positions to play.
 */
const BYTES_PER_POSITION = 256;

/** The search by phases' memory limits from a memory budget in MiB (default 1024): positions and leaf states alike. */
export function phasesMemory(memoryMb = 1024): { maxPositions: number; maxStoredLeaves: number } {
  const items = Math.floor((memoryMb * 2 ** 20) / BYTES_PER_POSITION);
  return { maxPositions: items, maxStoredLeaves: items };
}

/** The search by phases' limits from a solve's budgets: its time from now, its work, its memory in positions. */
export function phasesLimits(limits: { timeLimitMs?: number; nodeLimit?: number; memoryMb?: number }): ByPhasesLimits {
  return {
    ...(limits.nodeLimit === undefined ? {} : { nodeLimit: limits.nodeLimit }),
    ...(limits.timeLimitMs === undefined ? {} : { deadline: Date.now() + limits.timeLimitMs }),
    ...phasesMemory(limits.memoryMb),
  };
}

/** Decides `position` phase by phase within the limits: `win`, `loss` (proved) or `unknown` (a limit ended it). */
export function searchByPhases(position: Position, limits: ByPhasesLimits = {}): ByPhasesOutcome {
  const now = limits.now ?? Date.now;
  const nodeLimit = limits.nodeLimit ?? Number.POSITIVE_INFINITY;
  const maxPositions = limits.maxPositions ?? 2_000_000;
  const explicitLast = limits.lastPhase === 'explicit';
  const state = new PackedState(position);
  const moves = new Int32Array(MAX_MOVES);
  const dead = new DeadTest();
  let work = 0;
  let kept = 0;
  let played = 0;
  let peak = 0;
  let lastPhases = 0;
  const finish = (result: Verdict, stoppedBy: StopReason | null = null): ByPhasesOutcome => ({
    result,
    positions: played,
    peakPositions: peak,
    lastPhases,
    work,
    stoppedBy,
  });
  if (state.inPiles === 0) return finish('win');

  // The positions the last redeal leads to, once each, decided after every position with a redeal left.
  const starts = new KeyArena();
  const key = new Uint8Array(MAX_KEY_BYTES);
  // Layer by layer over a measure no move raises (see `layerOf`): a layer's positions reach only their own
  // layer or a lower one, so once a layer is played out none of its positions is met again, and its keys are
  // freed. The positions kept at once are those of the layer being played and the lower ones found.
  const layers = new Map<number, { seen: KeyArena; open: number[] }>();
  /** Keeps the state's position unless it is known; false when the memory allowed is full. */
  const enter = (): boolean => {
    const at = layerOf(state.redeals, state.inPiles, state.giveBack);
    let layer = layers.get(at);
    if (layer === undefined) {
      layer = { seen: new KeyArena(), open: [] };
      layers.set(at, layer);
    }
    const n = writeKey(state, key);
    if (kept >= maxPositions) return layer.seen.has(key, n);
    const handle = layer.seen.add(key, n);
    if (handle === ALREADY_THERE) return true;
    if (handle === ARENA_FULL) return false;
    kept++;
    played++;
    peak = Math.max(peak, kept);
    // A dead position (dead.ts) is never won: kept as seen, so it is tested once, and never played on.
    if (!dead.isDead(state)) layer.open.push(handle);
    return true;
  };
  /** Keeps the state's position as a last phase's start unless it is known or dead; false when memory is full. */
  const enterStart = (): boolean => {
    const n = writeKey(state, key);
    if (starts.has(key, n) || dead.isDead(state)) return true;
    if (kept >= maxPositions || starts.add(key, n) === ARENA_FULL) return false;
    kept++;
    peak = Math.max(peak, kept);
    return true;
  };
  if (state.redeals === 0 && !explicitLast) enterStart();
  else enter();
  while (layers.size > 0) {
    const at = Math.max(...layers.keys());
    const layer = layers.get(at) as { seen: KeyArena; open: number[] };
    while (layer.open.length > 0) {
      loadKeyBytes(state, key, 0, layer.seen.read(layer.open.pop() as number, key));
      if (++work > nodeLimit) return finish('unknown', 'nodes');
      if ((work & 255) === 0 && limits.deadline !== undefined && now() >= limits.deadline) {
        return finish('unknown', 'time');
      }
      const n = generateSearch(state, moves, 0);
      for (let i = 0; i < n; i++) {
        const move = moves[i] as number;
        make(state, move);
        if (state.inPiles === 0) return finish('win');
        // Only the redeal that spends the last one leads to no redeal left: the last phase is searched as a
        // whole below.
        const room = state.redeals === 0 && !explicitLast ? enterStart() : enter();
        unmake(state, move);
        if (!room) return finish('unknown', 'memory');
      }
    }
    kept -= layer.seen.size;
    layers.delete(at);
  }
  // Each last phase as a whole, by the decoupled search: one won is a win, all lost is a loss. The starts stay
  // kept meanwhile, so the leaf states each search may keep are what the memory allowed leaves beside them.
  const leaves = limits.maxStoredLeaves === undefined ? undefined : Math.max(1, limits.maxStoredLeaves - kept);
  for (const handle of starts.handles()) {
    loadKeyBytes(state, key, 0, starts.read(handle, key));
    lastPhases++;
    const phase = searchPhase(toPosition(state), {
      nodeLimit: nodeLimit - work,
      ...(limits.deadline === undefined ? {} : { deadline: limits.deadline }),
      ...(leaves === undefined ? {} : { maxStoredLeaves: leaves }),
      now,
    });
    work += phase.work;
    if (phase.result === 'win') return finish('win');
    if (phase.result === 'unknown') return finish('unknown', phase.stoppedBy ?? 'nodes');
  }
  return finish('loss');
}

/**
 * A measure no move raises: redeals left, then (where no card comes back from a foundation) the cards in
 * piles. A redeal spends one, a play home takes a card out of the piles, a move between piles or a trade
 * keeps both; only a give-back puts a card back, so under casual rules the measure is the redeals alone.
 */
export function layerOf(redeals: number, inPiles: number, giveBack: boolean): number {
  return redeals * 1000 + (giveBack ? 0 : inPiles);
}
