// Vite: builds the web app (index.html and its pages) into dist/web for `npm start` and the browser tests.
import { resolve } from 'node:path';
import { defineConfig } from 'vite';

export default defineConfig({
  base: './',
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    rollupOptions: {
      input: {
        main: resolve(import.meta.dirname, 'index.html'),
        examples: resolve(import.meta.dirname, 'examples.html'),
      },
    },
  },
  preview: { host: '127.0.0.1', port: 4173 },
});
