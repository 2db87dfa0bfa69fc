// The search by phases split over threads, one shard each: the same conversation as phases.ts, by messages.

import type { Worker } from 'node:worker_threads';
import type { Position } from '../engine/index';
import { PhaseShard, type ShardReply, type ShardRequest } from './phase-shard';
import { type ByPhasesLimits, type ByPhasesOutcome, coordinate, shardOptions } from './phases';
import type { ShardWorkerData } from './shard-worker.node';
import { startWorker } from './worker-threads.node';

/**
 * Decides `position` by phases on `threads` threads: this one holds the first shard and `threads - 1` worker
 * threads started from `workerFile` (the built shard-worker.node.ts) hold the others. Each keeps the positions its
 * keys fall to, within an equal part of the positions the limits allow, and the verdict is the one a single search
 * would reach. The workers are ended before it resolves, whatever the outcome.
 */
export async function searchByPhasesOnWorkers(
  position: Position,
  limits: ByPhasesLimits,
  threads: number,
  workerFile: URL,
): Promise<ByPhasesOutcome> {
  const options = shardOptions(limits, threads);
  const { maxPositions, explicitLast } = options;
  const here = new PhaseShard(position, 0, threads, options);
  const workers = Array.from({ length: threads - 1 }, (_, i) => {
    const workerData: ShardWorkerData = { position, index: i + 1, count: threads, maxPositions, explicitLast };
    return startWorker(workerFile, { workerData });
  });
  const ask = (worker: Worker, request: ShardRequest) =>
    new Promise<ShardReply>((answer, failed) => {
      const onError = (error: Error) => failed(error);
      worker.once('error', onError);
      worker.once('message', (reply: ShardReply) => {
        worker.off('error', onError);
        answer(reply);
      });
      const batches = request.op === 'play' ? request.batches.map((batch) => batch.buffer as ArrayBuffer) : [];
      worker.postMessage(request, batches);
    });
  try {
    const talk = coordinate(position, threads, limits);
    let step = talk.next();
    while (!step.done) {
      const requests = step.value;
      // The workers' requests go first, so that they play while this thread plays its own shard.
      const asked = workers.map((worker, i) => ask(worker, requests[i + 1] as ShardRequest));
      const mine = here.handle(requests[0] as ShardRequest);
      step = talk.next([mine, ...(await Promise.all(asked))]);
    }
    return step.value;
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
}
