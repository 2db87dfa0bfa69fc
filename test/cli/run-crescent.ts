// Runs the built `crescent` command as a subprocess for the solver's command tests.

import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export function crescent(...args: string[]): { status: number | null; stdout: string; stderr: string } {
  const run = spawnSync('node', ['bin/crescent.js', ...args], { encoding: 'utf8', timeout: 120_000 });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

/** Builds the command line and its solver worker once, when a test file needs them and they are missing. */
export function ensureBuilt(): void {
  if (
    existsSync('dist/cli/crescent.js') &&
    existsSync('dist/cli/solver-worker.js') &&
    existsSync('dist/cli/shard-worker.js')
  )
    return;
  const build = spawnSync('npm', ['run', 'build:cli'], { encoding: 'utf8' });
  if (build.status !== 0) throw new Error(build.stderr);
}
