// Builds the command line (and the solver's Node worker) into dist/cli as plain JavaScript for Node.
import { defineConfig } from 'vite';

export default defineConfig({
  build: {
    ssr: true,
    outDir: 'dist/cli',
    emptyOutDir: true,
    target: 'node20',
    minify: false,
    rollupOptions: {
      input: {
        crescent: 'src/cli/main.ts',
        'bench-engine': 'bench/engine.ts',
      },
      output: { entryFileNames: '[name].js', format: 'es' },
    },
  },
});
