// Vite plugin: an address that is no file of the app gets 404.html (status 404) rather than a blank page.

import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Connect, Plugin } from 'vite';

/**
 * Answers a page request that is no page under `root` with the page at `file`. Without it, Vite's fallback
 * sent index.html for any address, whose relative script paths then missed under a deeper folder.
 */
function notFoundPage(root: () => string, file: () => string): Connect.NextHandleFunction {
  return (request, response, next) => {
    const wantsPage = request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
    if (!wantsPage) return next();
    // Vite has already turned `/` into `/index.html` and `/rules` into `/rules.html` when those exist.
    let path: string;
    try {
      path = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    } catch {
      path = '';
    }
    if (path.endsWith('.html') && !path.includes('..') && existsSync(join(root(), path))) return next();
    let page: Buffer;
    try {
      page = readFileSync(file());
    } catch {
      return next();
    }
    response.statusCode = 404;
    response.setHeader('content-type', 'text/html; charset=utf-8');
    response.end(page);
  };
}

/** For `vite preview` (dist/web/404.html) and the dev server (public/404.html); use with appType 'mpa'. */
export function crescentNotFound(): Plugin {
  let outDir = '';
  let publicDir = '';
  let root = '';
  return {
    name: 'crescent-not-found',
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
      publicDir = config.publicDir;
      root = config.root;
    },
    // Returning a function adds the handler after Vite's own, so real files and pages are served first.
    configurePreviewServer(server) {
      return () =>
        server.middlewares.use(
          notFoundPage(
            () => outDir,
            () => join(outDir, '404.html'),
          ),
        );
    },
    configureServer(server) {
      return () =>
        server.middlewares.use(
          notFoundPage(
            () => root,
            () => join(publicDir, '404.html'),
          ),
        );
    },
  };
}
