// The unit and slow test files share their workers (vitest.config.ts, isolate: false): none may change what the next file sees.

import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '..', '..');

/** Every TypeScript file under test/ (the test files and the helpers they import), as a path from the project's root. */
function testFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return testFiles(path);
    return entry.name.endsWith('.ts') ? [relative(ROOT, path)] : [];
  });
}

/**
 * What would outlive its file in a shared worker: a mocked module, a stubbed global or environment variable, fake
 * timers, a spy, or a global assigned to. Each is named with a pattern that finds it in the source.
 */
const LEAKS: readonly (readonly [string, RegExp])[] = [
  [
    'the vi helper (mocks, stubs, spies, fake timers)',
    /\bimport\s*{[^}]*\bvi\b[^}]*}\s*from\s*'vitest'|\bimport\s*\*\s*as\s+[\w$]+\s+from\s*'vitest'/,
  ],
  ['an assignment to a global', /\bglobalThis\.[\w$]+\s*=(?!=)/],
  ['an assignment to the environment', /\bprocess\.env\.[\w$]+\s*=(?!=)|\bprocess\.env\[[^\]]+\]\s*=(?!=)/],
];

describe('the unit and slow test files, which share their workers', () => {
  // This file names the patterns in its samples, so it is the one file not read.
  const SELF = 'test/config/shared-workers.test.ts';
  const files = testFiles(join(ROOT, 'test'));

  it('are found', () => {
    expect(files.length).toBeGreaterThan(50);
    expect(files).toContain(SELF);
  });

  it.each(LEAKS)('none uses %s', (_what, pattern) => {
    const others = files.filter((file) => file !== SELF);
    const using = others.filter((file) => pattern.test(readFileSync(join(ROOT, file), 'utf8')));
    expect(using).toEqual([]);
  });

  it('would be caught using one', () => {
    const samples = [
      "import { describe, it, vi } from 'vitest';",
      "import * as vitest from 'vitest';",
      'globalThis.fetch = async () => new Response();',
      "process.env.TZ = 'UTC';",
    ];
    expect(samples.map((sample) => LEAKS.some(([, pattern]) => pattern.test(sample)))).toEqual([
      true,
      true,
      true,
      true,
    ]);
  });
});
