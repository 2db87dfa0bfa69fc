// Runs the built `crescent` command as a subprocess, the way a person or a script would.

import { spawn, spawnSync } from 'node:child_process';
import { resolve } from 'node:path';

export const BIN = resolve(import.meta.dirname, '..', '..', 'bin', 'crescent.js');

export interface Run {
  readonly status: number | null;
  readonly stdout: string;
  readonly stderr: string;
  /** Why a run has no status: the signal that ended it, or the error that kept it from starting. */
  readonly ended?: string;
}

/** The environment without any colour preference, so each test states the one it means. */
function quietEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env = { ...process.env };
  delete env.FORCE_COLOR;
  delete env.NO_COLOR;
  delete env.COLUMNS;
  return { ...env, ...extra };
}

export function crescent(
  args: readonly string[],
  options: { input?: string; env?: Record<string, string>; cwd?: string } = {},
): Run {
  const result = spawnSync(process.execPath, [BIN, ...args], {
    input: options.input ?? '',
    ...(options.cwd === undefined ? {} : { cwd: options.cwd }),
    env: quietEnv(options.env ?? {}),
    encoding: 'utf8',
  });
  const run = { status: result.status, stdout: result.stdout, stderr: result.stderr };
  if (result.error !== undefined) return { ...run, ended: `not run: ${result.error.message}` };
  if (result.signal !== null) return { ...run, ended: `ended by ${result.signal}` };
  return run;
}

/** Starts `crescent` with its stdin left open, for conversations such as the streaming batch form. */
export function startCrescent(args: readonly string[]) {
  return spawn(process.execPath, [BIN, ...args], { env: quietEnv({}), stdio: ['pipe', 'pipe', 'pipe'] });
}
