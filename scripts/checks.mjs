// Runs the checks `npm test` needs before its tests (type check, lint, the web and CLI builds) side by side, and fails if any fails.

import { spawn } from 'node:child_process';

/** Each check reads the sources and writes nothing, or writes only its own output folder, so they can run together. */
const CHECKS = [
  { name: 'typecheck', command: 'tsc', args: ['--noEmit', '-p', '.'] },
  { name: 'lint', command: 'biome', args: ['check', '.'] },
  { name: 'build:web', command: 'vite', args: ['build'] },
  { name: 'build:cli', command: 'vite', args: ['build', '--config', 'vite.cli.config.ts'] },
];

/**
 * Runs one check with its output held back, so the four never interleave on the terminal.
 * @param {{ name: string, command: string, args: string[] }} check
 * @returns {Promise<{ name: string, ok: boolean, output: string, seconds: number }>}
 */
function run(check) {
  const started = performance.now();
  return new Promise((settle) => {
    const child = spawn('npx', ['--no-install', check.command, ...check.args], {
      env: { ...process.env, FORCE_COLOR: '1' },
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    const done = (ok, more = '') =>
      settle({ name: check.name, ok, output: output + more, seconds: (performance.now() - started) / 1000 });
    child.on('error', (error) => done(false, `${check.name} could not start: ${error.message}\n`));
    child.on('close', (code) => done(code === 0));
  });
}

const results = await Promise.all(CHECKS.map(run));
for (const result of results) {
  const verdict = result.ok ? 'passed' : 'FAILED';
  process.stdout.write(`\n> ${result.name} ${verdict} in ${result.seconds.toFixed(1)} s\n${result.output}`);
}
const failed = results.filter((result) => !result.ok).map((result) => result.name);
if (failed.length > 0) {
  process.stderr.write(`\nThe tests were not run because these checks failed: ${failed.join(', ')}.\n`);
  process.exit(1);
}
