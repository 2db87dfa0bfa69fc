// Vite: builds the web app (index.html and its pages) into dist/web for `npm start` and the browser tests.
import { resolve } from 'node:path';
import { defineConfig } from 'vite';
// The .js suffix names plugin.ts: Vite's config loader warns about imports without a file extension.
import { crescentNotFound } from './src/not-found/plugin.js';
import { securityHeaders } from './src/server/security-headers.js';
import { crescentOffline } from './src/service-worker/plugin.js';

export default defineConfig({
  base: './',
  // No fallback to index.html: under a junk folder its relative scripts miss; crescentNotFound says so instead.
  appType: 'mpa',
  plugins: [crescentOffline(), crescentNotFound()],
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    rollupOptions: {
      input: {
        main: resolve(import.meta.dirname, 'index.html'),
        rules: resolve(import.meta.dirname, 'rules.html'),
        examples: resolve(import.meta.dirname, 'examples.html'),
      },
    },
  },
  // The same headers as the tests' static server (e2e/support/server.ts); the not-found page is sent with them too.
  preview: { host: '127.0.0.1', port: 4173, headers: securityHeaders() },
});
