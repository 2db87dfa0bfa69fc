// Vitest: three projects run by `npm test`: unit tests (no browser), slow solver tests, and browser tests (e2e/).
import { defineConfig } from 'vitest/config';

// Solver tests that search millions of positions under node budgets: their answers never depend on the machine,
// but their time does, so they get a long timeout instead of the unit tests' minute.
const SLOW = [
  'test/solver/best-first.test.ts',
  'test/solver/decoupled.test.ts',
  'test/solver/limits.test.ts',
  'test/cli/study.test.ts',
  'test/solver/split.test.ts',
  'test/solver/solve.test.ts',
  'test/solver/state.test.ts',
  'test/solver/stubborn.test.ts',
  'test/web/winnable/winnable.test.ts',
];

export default defineConfig({
  test: {
    projects: [
      // The unit and solver tests are one thread each: two files at a time keep both cores busy. No file mocks a
      // module or changes a global (test/config/shared-workers.test.ts checks it), so a worker runs file after file
      // without a fresh process for each (a quarter of a second each, across sixty files).
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['test/**/*.test.ts'],
          exclude: SLOW,
          testTimeout: 60_000,
          maxWorkers: 2,
          sequence: { groupOrder: 0 },
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'slow',
          include: SLOW,
          testTimeout: 600_000,
          maxWorkers: 2,
          sequence: { groupOrder: 0 },
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['e2e/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // After the others, three files at a time on the 2 cores: a test waits on the page at times (a frame, a timer,
          // a double tap's window) and another file fills the gap, but the browser's rendering keeps both cores busy,
          // so a fourth file only adds switching (the browser project alone: 249 s with three, 280 s with four).
          maxWorkers: 3,
          sequence: { groupOrder: 1 },
          // Finds (or installs) Chromium once and starts the one browser the browser test files share.
          globalSetup: ['e2e/support/global-setup.ts'],
          // The files share no state but the browser (each opens its own contexts, each context its own storage),
          // so the worker keeps the modules it has loaded (playwright-core, axe-core, the engine) for the next file
          // instead of loading them again for each: a few seconds a file.
          isolate: false,
        },
      },
    ],
  },
});
