// The security headers the app's servers send (`vite preview` for `npm start`, and the tests' static server), defined once.

import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

/**
 * The not-found page: served at any depth, it cannot load a script beside it, so its script and style are inline.
 * It is found in `public/` of the nearest folder above this module that has it: the project's root, whether this
 * runs from `src/server/` or bundled into `dist/cli/assets/` (a benchmark).
 */
function notFoundPagePath(from = import.meta.dirname): string {
  for (let folder = from; ; folder = dirname(folder)) {
    const page = resolve(folder, 'public', '404.html');
    if (existsSync(page) || dirname(folder) === folder) return page;
  }
}
const NOT_FOUND_PAGE = notFoundPagePath();

/** The CSP source that allows exactly this inline script or style. */
function sha256Source(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** The hash sources of a page's inline `<script>` and `<style>` elements (none has attributes in our pages). */
export function inlineSources(html: string): { readonly scripts: string[]; readonly styles: string[] } {
  const bodies = (tag: string) => [...html.matchAll(new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`, 'g'))];
  return {
    scripts: bodies('script').map((found) => sha256Source(found[1] ?? '')),
    styles: bodies('style').map((found) => sha256Source(found[1] ?? '')),
  };
}

/**
 * The policy: everything from the app's own origin; no inline script or style but the not-found page's own (by
 * hash); data: images for the suit masks drawn on a canvas; blob: requests for a search's cancel token, which the
 * solver's worker checks; no plugins, no framing by any page.
 */
export function contentSecurityPolicy(notFoundPage: string = readFileSync(NOT_FOUND_PAGE, 'utf8')): string {
  const inline = inlineSources(notFoundPage);
  return [
    "default-src 'self'",
    ["script-src 'self'", ...inline.scripts].join(' '),
    ["style-src 'self'", ...inline.styles].join(' '),
    "img-src 'self' data:",
    "connect-src 'self' blob:",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Every response's security headers. */
export function securityHeaders(): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(),
    'X-Content-Type-Options': 'nosniff',
    // A game link's ?code= or ?position= is the player's own: no other site is told it.
    'Referrer-Policy': 'no-referrer',
    // For browsers older than frame-ancestors.
    'X-Frame-Options': 'DENY',
  };
}
