// One shard of the search by phases in a Node worker thread: answers the coordinator's requests (phase-shard.ts).

import { parentPort, workerData } from 'node:worker_threads';
import type { Position } from '../engine/index';
import { PhaseShard, type ShardOptions, type ShardRequest } from './phase-shard';

/** What the worker is started with: the position searched, which shard it is, and its share of the limits. */
export interface ShardWorkerData {
  readonly position: Position;
  readonly index: number;
  readonly count: number;
  readonly maxPositions: number;
  readonly explicitLast: boolean;
}

const data = workerData as ShardWorkerData;
const options: ShardOptions = { maxPositions: data.maxPositions, explicitLast: data.explicitLast, now: Date.now };
const shard = new PhaseShard(data.position, data.index, data.count, options);

parentPort?.on('message', (request: ShardRequest) => {
  const reply = shard.handle(request);
  // The batches of keys go to the coordinator without a copy.
  parentPort?.postMessage(
    reply,
    reply.outboxes.map((batch) => batch.buffer as ArrayBuffer),
  );
});
