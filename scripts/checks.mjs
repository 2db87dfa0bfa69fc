// `npm test`: lint and the two builds the tests need, then Vitest with the type check alongside; fails if any fails.

import { spawn } from 'node:child_process';

/** Each check reads the sources and writes nothing, or writes only its own output folder, so they can run together. */
const BEFORE_TESTS = [
  { name: 'lint', command: 'biome', args: ['check', '.'] },
  { name: 'build:web', command: 'vite', args: ['build'] },
  { name: 'build:cli', command: 'vite', args: ['build', '--config', 'vite.cli.config.ts'] },
];
/** The tests need no type check first (Vite strips the types), so it runs beside them instead of before. */
const TYPECHECK = { name: 'typecheck', command: 'tsc', args: ['--noEmit', '-p', '.'] };

/**
 * Runs one check with its output held back, so the checks never interleave on the terminal.
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

/** Prints each check's verdict and output; returns the names of those that failed. */
function report(results) {
  for (const result of results) {
    const verdict = result.ok ? 'passed' : 'FAILED';
    process.stdout.write(`\n> ${result.name} ${verdict} in ${result.seconds.toFixed(1)} s\n${result.output}`);
  }
  return results.filter((result) => !result.ok).map((result) => result.name);
}

/** Vitest with this script's arguments (`npm test -- --project unit`), its output straight to the terminal. */
function vitest() {
  return new Promise((settle) => {
    const child = spawn('npx', ['--no-install', 'vitest', 'run', ...process.argv.slice(2)], { stdio: 'inherit' });
    child.on('error', () => settle(false));
    child.on('close', (code) => settle(code === 0));
  });
}

const typecheck = run(TYPECHECK);
const failedBefore = report(await Promise.all(BEFORE_TESTS.map(run)));
if (failedBefore.length > 0) {
  const failed = [...failedBefore, ...report([await typecheck])];
  process.stderr.write(`\nThe tests were not run because these checks failed: ${failed.join(', ')}.\n`);
  process.exit(1);
}
const testsPassed = await vitest();
const failedTypecheck = report([await typecheck]);
if (!testsPassed || failedTypecheck.length > 0) {
  const failed = [...(testsPassed ? [] : ['the tests']), ...failedTypecheck];
  process.stderr.write(`\nnpm test failed: ${failed.join(' and ')}.\n`);
  process.exit(1);
}
