// Runs `crescent` in the test's own process: the entry the built command runs, its stdout and stderr caught.

import { crescent } from '../../src/cli/crescent';
import type { Run } from './run';

/** What is written on a stream while it is held, and a way to give the stream its own `write` back. */
function hold(stream: NodeJS.WriteStream): { readonly text: () => string; readonly release: () => void } {
  const chunks: string[] = [];
  const write = stream.write;
  stream.write = ((chunk: string | Uint8Array, ...rest: unknown[]) => {
    chunks.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8'));
    const done = rest.find((arg) => typeof arg === 'function') as (() => void) | undefined;
    done?.();
    return true;
  }) as NodeJS.WriteStream['write'];
  return {
    text: () => chunks.join(''),
    release: () => {
      stream.write = write;
    },
  };
}

/**
 * `crescent` with these arguments, answered as a subprocess would answer: the exit status and what it wrote. For
 * the commands that read no stdin, no environment and no terminal, and leave nothing behind them (no lock held
 * until the process ends, no solver worker): the tests of the process itself run the built command (run.ts).
 */
export async function crescentHere(args: readonly string[]): Promise<Run> {
  const stdout = hold(process.stdout);
  const stderr = hold(process.stderr);
  try {
    const status = await crescent(args);
    return { status, stdout: stdout.text(), stderr: stderr.text() };
  } finally {
    stdout.release();
    stderr.release();
  }
}
