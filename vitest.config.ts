// Vitest: three projects run by `npm test`: unit tests (no browser), slow solver tests, and browser tests (e2e/).
import { defineConfig } from 'vitest/config';

// Solver tests that search millions of positions under node budgets: their answers never depend on the machine,
// but their time does, so they get a long timeout instead of the unit tests' minute.
const SLOW = [
  'test/solver/best-first.test.ts',
  'test/solver/limits.test.ts',
  'test/solver/study.test.ts',
  'test/solver/split.test.ts',
  'test/solver/solve.test.ts',
  'test/solver/state.test.ts',
  'test/solver-app/winnable.test.ts',
];

export default defineConfig({
  test: {
    // One file at a time: on a 2-core machine three files side by side made every test several times slower (the
    // browser tests' pages and the solver share the two cores) and the whole run longer, not shorter.
    // `--maxWorkers` on the command line overrides it.
    maxWorkers: 1,
    projects: [
      { extends: true, test: { name: 'unit', include: ['test/**/*.test.ts'], exclude: SLOW, testTimeout: 60_000 } },
      { extends: true, test: { name: 'slow', include: SLOW, testTimeout: 600_000 } },
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['e2e/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Finds (or installs) Chromium once and starts the one browser the browser test files share.
          globalSetup: ['e2e/global-setup.ts'],
        },
      },
    ],
  },
});
