// Vitest: three projects run by `npm test`: unit tests (no browser), slow solver tests, and browser tests (e2e/).
import { relative } from 'node:path';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

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

// The browser files that take longest, longest first. Vitest starts the files that took longest before first once
// it has their durations; a fresh clone has none, and by size alone it can end on a long file while the other
// workers stand idle.
const LONGEST = [
  'e2e/still-table.test.ts',
  'e2e/theme.test.ts',
  'e2e/accessibility-phone.test.ts',
  'e2e/accessibility-desktop.test.ts',
  'e2e/solver-app.test.ts',
  'e2e/viewports.test.ts',
  'e2e/play.test.ts',
  'e2e/life-stats.test.ts',
  'e2e/life-save.test.ts',
  'e2e/solver-hint-arrow.test.ts',
  'e2e/life-offline.test.ts',
  'e2e/intro.test.ts',
];

/** Vitest's order, but with no durations known, each project's files of `LONGEST` first, in its order. */
class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const root = this.ctx.config.root;
    const path = (file: TestSpecification) => relative(root, file.moduleId);
    if (sorted.some((file) => this.ctx.cache.getFileTestResults(`${file.project.name}:${path(file)}`) !== undefined))
      return sorted;
    const projectStart = new Map<string, number>();
    sorted.forEach((file, i) => {
      if (!projectStart.has(file.project.name)) projectStart.set(file.project.name, i);
    });
    const rank = (file: TestSpecification) => {
      const at = LONGEST.indexOf(path(file));
      return at < 0 ? LONGEST.length : at;
    };
    const keyed = sorted.map((file, i) => ({
      file,
      project: projectStart.get(file.project.name) ?? 0,
      rank: rank(file),
      i,
    }));
    keyed.sort((x, y) => x.project - y.project || x.rank - y.rank || x.i - y.i);
    return keyed.map(({ file }) => file);
  }
}

export default defineConfig({
  test: {
    sequence: { sequencer: LongestFirst },
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
          // so a fourth file only adds switching (the browser project alone: 250 s with three, 285 s with four).
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
