// A position decided phase by phase with exact keys: every position with a redeal left played out, each last phase by the decoupled search.

import type { Position } from '../engine/index';
import { PhaseShard, type ShardOptions, type ShardReply, type ShardRequest } from './phase-shard';
import type { StopReason, Verdict } from './search-end';
import type { SharedSuitGames } from './shared-suit-games';

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
 * The positions can be split over shards that each keep the ones their keys fall to (phase-shard.ts), here
 * or on worker threads (phases-workers.node.ts): the same positions are played, so the verdict is the same.
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
  /** Suit games for the last phases of shards in this thread, shared with the searches before and after this one. */
  readonly suitGames?: SharedSuitGames;
}

export interface ByPhasesOutcome {
  readonly result: Verdict;
  /** Distinct positions with a redeal left met (those the dead test proves lost are not played on). */
  readonly positions: number;
  /** The most positions kept at once (finished layers are freed); over several shards, the sum of each one's most. */
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
export function searchByPhases(position: Position, limits: ByPhasesLimits = {}, shards = 1): ByPhasesOutcome {
  const options = shardOptions(limits, shards);
  const local = Array.from({ length: shards }, (_, i) => new PhaseShard(position, i, shards, options));
  const talk = coordinate(position, shards, limits);
  let step = talk.next();
  while (!step.done) step = talk.next(step.value.map((request, i) => (local[i] as PhaseShard).handle(request)));
  return step.value;
}

/** What each of `shards` shards is given: an equal part of the positions the limits allow. */
export function shardOptions(limits: ByPhasesLimits, shards: number): ShardOptions {
  return {
    maxPositions: Math.floor((limits.maxPositions ?? 2_000_000) / shards),
    explicitLast: limits.lastPhase === 'explicit',
    now: limits.now ?? Date.now,
    ...(limits.suitGames === undefined ? {} : { suitGames: limits.suitGames }),
  };
}

/** The most positions one shard plays before the keys it found for the others are passed on. */
const ROUND = 8192;

/**
 * The search by phases as a conversation with its shards (phase-shard.ts), the same whether they run here or on
 * workers: it yields one request per shard and goes on with their replies. Layer after layer, highest first, the
 * shards play their open positions of the layer and pass on the keys they found for each other, until no shard
 * has one left and no key is on its way; then the layer is freed. Once every position with a redeal left is played, each shard decides
 * its last phases. One position won anywhere is a win; the loss needs every shard's last phases lost.
 */
export function* coordinate(
  position: Position,
  shards: number,
  limits: ByPhasesLimits,
): Generator<ShardRequest[], ByPhasesOutcome, readonly ShardReply[]> {
  const nodeLimit = limits.nodeLimit ?? Number.POSITIVE_INFINITY;
  const timed = limits.deadline === undefined ? {} : { deadline: limits.deadline };
  const every = (request: ShardRequest): ShardRequest[] => Array.from({ length: shards }, () => request);
  const total = (replies: readonly ShardReply[], field: 'work' | 'played' | 'peak' | 'lastPhases'): number =>
    replies.reduce((sum, reply) => sum + reply[field], 0);
  let work = 0;
  let replies: readonly ShardReply[] = [];
  const finish = (result: Verdict, stoppedBy: StopReason | null = null): ByPhasesOutcome => ({
    result,
    positions: total(replies, 'played'),
    peakPositions: total(replies, 'peak'),
    lastPhases: total(replies, 'lastPhases'),
    work,
    stoppedBy,
  });
  if (position.piles.every((pile) => pile.length === 0)) return finish('win');

  replies = yield every({ op: 'status' });
  for (;;) {
    const held = replies.flatMap((reply) => reply.layers.map(([layer]) => layer));
    if (held.length === 0) break;
    const at = Math.max(...held);
    const open = () =>
      replies.reduce((sum, reply) => sum + (reply.layers.find(([layer]) => layer === at)?.[1] ?? 0), 0);
    // The keys each shard found for the others go with the next request to play, which keeps them first.
    let found: Uint8Array[][] = [];
    while (open() > 0 || found.some((batches) => batches.length > 0)) {
      if (work >= nodeLimit) return finish('unknown', 'nodes');
      const left = nodeLimit - work;
      const budget = shards === 1 ? left : Math.max(1, Math.min(ROUND, Math.floor(left / shards)));
      const batches = found;
      replies = yield Array.from({ length: shards }, (_, to) => ({
        op: 'play' as const,
        layer: at,
        budget,
        ...timed,
        batches: batches[to] ?? [],
      }));
      work += total(replies, 'work');
      if (replies.some((reply) => reply.result === 'win')) return finish('win');
      const stopped = replies.find((reply) => reply.stoppedBy !== null)?.stoppedBy;
      if (stopped !== undefined && stopped !== null) return finish('unknown', stopped);
      const sent = replies;
      found = Array.from({ length: shards }, (_, to) =>
        sent.map((reply) => reply.outboxes[to] as Uint8Array).filter((batch) => batch.length > 0),
      );
    }
    replies = yield every({ op: 'free', layer: at });
  }
  // The work left is shared by the last phases' starts, so a shard with more of them may do more.
  const starts = replies.reduce((sum, reply) => sum + reply.starts, 0);
  const found = replies;
  replies = yield found.map((reply) => ({
    op: 'last' as const,
    nodeLimit:
      shards === 1 || reply.starts === 0 ? nodeLimit - work : Math.floor(((nodeLimit - work) * reply.starts) / starts),
    ...timed,
    ...(limits.maxStoredLeaves === undefined ? {} : { maxStoredLeaves: Math.floor(limits.maxStoredLeaves / shards) }),
  }));
  work += total(replies, 'work');
  if (replies.some((reply) => reply.result === 'win')) return finish('win');
  const unknown = replies.find((reply) => reply.result === 'unknown');
  if (unknown !== undefined) return finish('unknown', unknown.stoppedBy ?? 'nodes');
  return finish('loss');
}
