// Builds the command line, the solver's Node workers, the benchmarks and scripts/ tools into dist/cli as plain JavaScript.
import { existsSync, readdirSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { defineConfig } from 'vite';

const root = import.meta.dirname;
const input: Record<string, string> = { crescent: resolve(root, 'src/cli/main.ts') };
// Every bench/NAME.ts becomes dist/cli/bench-NAME.js, so a new benchmark needs no config change.
for (const file of readdirSync(resolve(root, 'bench'))) {
  if (file.endsWith('.ts')) input[`bench-${basename(file, '.ts')}`] = resolve(root, 'bench', file);
}
// The tools run by hand from scripts/ (Node 20 runs no TypeScript of its own).
input['winnable-lists'] = resolve(root, 'scripts/winnable-lists.ts');
input['winnability-table'] = resolve(root, 'scripts/winnability-table.ts');
const solverWorker = resolve(root, 'src/solver/worker.node.ts');
if (existsSync(solverWorker)) input['solver-worker'] = solverWorker;
const shardWorker = resolve(root, 'src/solver/shard-worker.node.ts');
if (existsSync(shardWorker)) input['shard-worker'] = shardWorker;

export default defineConfig({
  build: {
    ssr: true,
    outDir: 'dist/cli',
    emptyOutDir: true,
    target: 'node20',
    minify: false,
    rollupOptions: {
      input,
      output: { entryFileNames: '[name].js', format: 'es' },
    },
  },
});
