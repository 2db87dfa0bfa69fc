// `npm start`: the server it starts stops when the npm process is told to stop, instead of serving on alone.

import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { securityHeaders } from '../../src/server/security-headers';

const ROOT = resolve(import.meta.dirname, '..', '..');

/** A port nobody is listening on just now. */
function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.on('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => done(typeof address === 'object' && address !== null ? address.port : 0));
    });
  });
}

/** Whether the server answers the app's page with 200. */
async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(2_000) })).status === 200;
  } catch {
    return false;
  }
}

/** Polls until `condition` holds or `ms` pass; resolves to whether it held. */
async function within(ms: number, condition: () => Promise<boolean>): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await condition()) return true;
    await new Promise((next) => setTimeout(next, 100));
  }
  return condition();
}

/**
 * A copy of the project's start script in a scratch folder, beside the built app and the Vite config it
 * serves with; its build step does nothing, so the built app other tests read is never rebuilt under them.
 */
function scratchProject(): string {
  const web = join(ROOT, 'dist', 'web', 'index.html');
  if (!existsSync(web)) throw new Error('Build the web app first (npm run build:web): npm start serves dist/web.');
  const dir = mkdtempSync(join(tmpdir(), 'crescent-start-'));
  const { scripts } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  const project = {
    name: 'crescent-start',
    private: true,
    type: 'module',
    scripts: { start: scripts.start, 'build:web': 'node -e ""' },
  };
  writeFileSync(join(dir, 'package.json'), JSON.stringify(project));
  cpSync(join(ROOT, 'vite.config.ts'), join(dir, 'vite.config.ts'));
  cpSync(join(ROOT, 'src'), join(dir, 'src'), { recursive: true });
  cpSync(join(ROOT, 'public'), join(dir, 'public'), { recursive: true });
  cpSync(join(ROOT, 'dist', 'web'), join(dir, 'dist', 'web'), { recursive: true });
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'));
  return dir;
}

const cleanups: (() => void)[] = [];
afterAll(() => {
  for (const cleanup of cleanups) cleanup();
});

describe('npm start', () => {
  it('sends the security headers, and stops serving within a few seconds of SIGTERM to the npm process', async () => {
    const dir = scratchProject();
    const port = await freePort();
    // Its own process group, so whatever is left after the test can be stopped as a whole.
    const npm: ChildProcess = spawn('npm', ['start', '--', '--port', String(port), '--strictPort'], {
      cwd: dir,
      detached: true,
      stdio: 'ignore',
    });
    cleanups.push(() => {
      try {
        if (npm.pid !== undefined) process.kill(-npm.pid, 'SIGKILL');
      } catch {
        // Already gone, as it should be.
      }
      rmSync(dir, { recursive: true, force: true });
    });
    const url = `http://127.0.0.1:${port}/`;
    expect(await within(30_000, () => answers(url)), 'the server comes up').toBe(true);
    const page = await fetch(url);
    for (const [name, value] of Object.entries(securityHeaders())) expect(page.headers.get(name), name).toBe(value);
    npm.kill('SIGTERM');
    expect(await within(5_000, async () => !(await answers(url))), 'the server goes away').toBe(true);
  });
});
