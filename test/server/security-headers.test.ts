// The security headers: one definition that `vite preview` (npm start) sends, with a policy the app's pages meet.

import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { resolveConfig } from 'vite';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, inlineSources, securityHeaders } from '../../src/server/security-headers';

const ROOT = resolve(import.meta.dirname, '..', '..');
const read = (path: string) => readFileSync(resolve(ROOT, path), 'utf8');

describe('the security headers', () => {
  it('are what vite preview sends, as npm start runs it', async () => {
    const config = await resolveConfig({ configFile: resolve(ROOT, 'vite.config.ts'), logLevel: 'silent' }, 'serve');
    expect(config.preview.headers).toEqual(securityHeaders());
    const headers = securityHeaders();
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('no-referrer');
  });

  it("allow no inline script or style but the not-found page's own, and no framing", () => {
    const policy = contentSecurityPolicy();
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
    expect(policy).toContain("frame-ancestors 'none'");
    for (const page of ['index.html', 'rules.html', 'examples.html']) {
      expect(inlineSources(read(page)), page).toEqual({ scripts: [], styles: [] });
    }
    const notFound = inlineSources(read('public/404.html'));
    expect(notFound.scripts).toHaveLength(1);
    for (const source of [...notFound.scripts, ...notFound.styles]) expect(policy).toContain(source);
    // Another script than the page's is not allowed by its hash.
    const edited = read('public/404.html').replace('<script>', '<script>alert(1);');
    expect(policy).not.toContain(inlineSources(edited).scripts[0]);
  });
});
