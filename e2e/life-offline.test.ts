// Browser test: after one visit the service worker serves the game, which loads and plays with the server stopped.

import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBrowser } from './chromium';
import { playHint } from './life';
import { ownRequest, type StaticServer, serveStatic } from './server';

let browser: Browser;
let server: StaticServer | null;
beforeAll(async () => {
  server = await serveStatic();
  browser = await startBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('offline and installable', () => {
  it('links a manifest, and plays a move after a reload with no server, asking no other origin', async () => {
    const url = (server as StaticServer).url;
    const context = await browser.newContext();
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') problems.push(m.text());
    });
    page.on('pageerror', (e) => problems.push(e.message));
    page.on('request', (r) => {
      if (!ownRequest(r.url(), url)) problems.push(`request to ${r.url()}`);
    });
    await page.goto(`${url}?code=CR1-N-AAAAAAB`);
    await page.waitForSelector('[data-pile="1"]');
    const manifest = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(manifest).toBe('manifest.webmanifest');
    const installable = await page.evaluate(async (href) => (await (await fetch(href)).json()).display, manifest ?? '');
    expect(installable).toBe('standalone');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
    const played = await playHint(page);

    await (server as StaticServer).close();
    server = null;
    await page.reload();
    await page.waitForSelector('[data-pile="1"]');
    expect(await page.locator('.app').getAttribute('data-position')).toBe(played);
    await playHint(page);
    expect(await page.locator('.app').getAttribute('data-status')).toBe('playing');
    // A junk address offline is sent to the game, with the game its link names.
    await page.goto(`${url}no/such/page?code=CR1-N-AAAAAAD`);
    await page.waitForSelector('[data-pile="1"]');
    expect(new URL(page.url()).pathname).toBe(new URL(url).pathname);
    expect(await page.locator('header').textContent()).toContain('CR1-N-AAAAAAD');
    expect(problems).toEqual([]);
    await context.close();
  });
});
