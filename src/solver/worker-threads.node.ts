// Starts the solver's worker threads so that ending one can never abort the process.

import { setFlagsFromString } from 'node:v8';
import { Worker, type WorkerOptions } from 'node:worker_threads';

let compilesOnOwnThread = false;

/**
 * A worker thread with V8's optimizing compiler running on the thread itself, not in the background. In Node 20
 * a background compile for a worker that is being ended can outlive its thread's registration and abort the whole
 * process (`NodePlatform::ForIsolate ... Assertion failed`, SIGABRT): about one `crescent study run` in a hundred
 * ended so after its last deal. The flag is read when a thread's isolate starts, so it is set before the first
 * worker; the main thread keeps its background compiler.
 */
export function startWorker(file: URL, options: WorkerOptions = {}): Worker {
  if (!compilesOnOwnThread) {
    setFlagsFromString('--no-concurrent-recompilation');
    compilesOnOwnThread = true;
  }
  return new Worker(file, options);
}
