// A tiny static server for the built app (dist/web) on 127.0.0.1 and a free port, for the browser tests and the benchmark.

import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve } from 'node:path';
import { securityHeaders } from '../../src/server/security-headers';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
};

export interface StaticServer {
  readonly url: string;
  close(): Promise<void>;
}

/** Serves `root` (default: the built app); unknown paths get 404, never a file outside the root. */
export async function serveStatic(
  root = resolve(import.meta.dirname, '..', '..', 'dist', 'web'),
): Promise<StaticServer> {
  const headers = securityHeaders();
  const server: Server = createServer(async (request, response) => {
    for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    const file = normalize(join(root, path.endsWith('/') ? `${path}index.html` : path));
    if (!file.startsWith(root)) {
      response.writeHead(403).end();
      return;
    }
    try {
      const body = await readFile(file);
      response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
      response.end(body);
    } catch {
      // A page asked for at an address that is none of the app's gets the app's own 404 page, as `vite preview` does.
      const page = (request.headers.accept ?? '').includes('text/html')
        ? await readFile(join(root, '404.html')).catch(() => null)
        : null;
      if (page !== null) response.writeHead(404, { 'content-type': TYPES['.html'] as string }).end(page);
      else response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
    }
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise((done) => server.close(() => done())),
  };
}

/** Whether a request stays with the app's server: its own URLs, a blob URL the page made (a search's cancel token), or data. */
export function ownRequest(url: string, origin: string): boolean {
  return url.startsWith(origin) || url.startsWith(`blob:${origin}`) || url.startsWith('data:');
}
