// The solver's lab (src/solver/lab) serves benches and tests alone: no product module imports it.

import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '..', '..');
const LAB = join(ROOT, 'src', 'solver', 'lab');

/** Every TypeScript source file under `folder`, as an absolute path. */
function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The files a source file imports by a relative path, resolved to absolute paths (without extension). */
function relativeImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/\bfrom\s*'(\.{1,2}\/[^']*)'|\bimport\s*\(\s*'(\.{1,2}\/[^']*)'\s*\)/g)].map((match) =>
    resolve(dirname(file), (match[1] ?? match[2]) as string),
  );
}

describe('the solver lab', () => {
  it('is imported by no module of src outside it', () => {
    const product = sourceFiles(join(ROOT, 'src')).filter((file) => !file.startsWith(`${LAB}/`));
    const reaching = product.flatMap((file) =>
      relativeImports(file)
        .filter((target) => target === LAB || target.startsWith(`${LAB}/`))
        .map((target) => `${relative(ROOT, file)} imports ${relative(ROOT, target)}`),
    );
    expect(product.length).toBeGreaterThan(100);
    expect(reaching).toEqual([]);
  });

  it('is used: benches and tests import it', () => {
    const users = [...sourceFiles(join(ROOT, 'bench')), ...sourceFiles(join(ROOT, 'test'))].filter((file) =>
      relativeImports(file).some((target) => target.startsWith(`${LAB}/`)),
    );
    expect(users.length).toBeGreaterThan(0);
  });
});
