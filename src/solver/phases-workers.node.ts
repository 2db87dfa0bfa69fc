// The search by phases split over worker threads, one shard each: the same conversation as phases.ts, by messages.

import { Worker } from 'node:worker_threads';
import type { Position } from '../engine/index';
import type { ShardReply, ShardRequest } from './phase-shard';
import { type ByPhasesLimits, type ByPhasesOutcome, coordinate, shardOptions } from './phases';
import type { ShardWorkerData } from './shard-worker.node';

/**
 * Decides `position` by phases on `workers` worker threads started from `workerFile` (the built
 * shard-worker.node.ts): each keeps the positions its keys fall to, within an equal part of the positions the
 * limits allow, and the verdict is the one a single search would reach. The workers are ended before it resolves,
 * whatever the outcome.
 */
export async function searchByPhasesOnWorkers(
  position: Position,
  limits: ByPhasesLimits,
  workers: number,
  workerFile: URL,
): Promise<ByPhasesOutcome> {
  const { maxPositions, explicitLast } = shardOptions(limits, workers);
  const threads = Array.from({ length: workers }, (_, index) => {
    const workerData: ShardWorkerData = { position, index, count: workers, maxPositions, explicitLast };
    return new Worker(workerFile, { workerData });
  });
  const ask = (worker: Worker, request: ShardRequest) =>
    new Promise<ShardReply>((answer, failed) => {
      const onError = (error: Error) => failed(error);
      worker.once('error', onError);
      worker.once('message', (reply: ShardReply) => {
        worker.off('error', onError);
        answer(reply);
      });
      const batches =
        request.op === 'receive' || request.op === 'play'
          ? request.batches.map((batch) => batch.buffer as ArrayBuffer)
          : [];
      worker.postMessage(request, batches);
    });
  try {
    const talk = coordinate(position, workers, limits);
    let step = talk.next();
    while (!step.done) {
      const requests = step.value;
      const replies = await Promise.all(requests.map((request, i) => ask(threads[i] as Worker, request)));
      step = talk.next(replies);
    }
    return step.value;
  } finally {
    await Promise.all(threads.map((worker) => worker.terminate()));
  }
}
