// Vite plugin: an address that is no file of the app gets 404.html (status 404) rather than a blank page.

import { existsSync, readFileSync } from 'node:fs';
import type { OutgoingHttpHeaders } from 'node:http';
import { join } from 'node:path';
import type { Connect, Plugin } from 'vite';

/**
 * Answers a page request that is no page under `root` with the page at `file`. Without it, Vite's fallback
 * sent index.html for any address, whose relative script paths then missed under a deeper folder.
 */
function notFoundPage(root: string, file: string, headers: OutgoingHttpHeaders = {}): Connect.NextHandleFunction {
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
    if (path.endsWith('.html') && !path.includes('..') && existsSync(join(root, path))) return next();
    let page: Buffer;
    try {
      page = readFileSync(file);
    } catch {
      return next();
    }
    response.statusCode = 404;
    for (const [name, value] of Object.entries(headers)) if (value !== undefined) response.setHeader(name, value);
    response.setHeader('content-type', 'text/html; charset=utf-8');
    response.end(page);
  };
}

/** For `vite preview` (dist/web/404.html) and the dev server (public/404.html); use with appType 'mpa'. */
export function crescentNotFound(): Plugin {
  let preview: Connect.NextHandleFunction = (_request, _response, next) => next();
  let dev = preview;
  return {
    name: 'crescent-not-found',
    configResolved(config) {
      const outDir = join(config.root, config.build.outDir);
      preview = notFoundPage(outDir, join(outDir, '404.html'), config.preview.headers);
      dev = notFoundPage(config.root, join(config.publicDir, '404.html'));
    },
    // Returning a function adds the handler after Vite's own, so real files and pages are served first.
    configurePreviewServer: (server) => () => server.middlewares.use(preview),
    configureServer: (server) => () => server.middlewares.use(dev),
  };
}
