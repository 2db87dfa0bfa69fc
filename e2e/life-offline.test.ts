// Browser test: after one visit the service worker serves the game, which loads and plays with the server stopped;
// a rebuild is offered as a new version, which a reload takes, keeping the game.

import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessibilityViolations } from './support/axe';
import { startBrowser } from './support/chromium';
import { playHint } from './support/life';
import { ownRequest, type StaticServer, serveStatic } from './support/server';

let browser: Browser;
let server: StaticServer | null;
// A copy of the built app of this file's own, which the test rebuilds by giving its service worker a new version.
const root = mkdtempSync(join(tmpdir(), 'crescent-offline-'));
beforeAll(async () => {
  cpSync(resolve(import.meta.dirname, '..', 'dist', 'web'), root, { recursive: true });
  server = await serveStatic(root);
  browser = await startBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  rmSync(root, { recursive: true, force: true });
});

/** A rebuild, as the page sees it: the service worker's script and its cache's name change. */
function rebuild(version: string): void {
  const file = join(root, 'sw.js');
  writeFileSync(file, readFileSync(file, 'utf8').replace(/"version":"\w+"/, `"version":"${version}"`));
}

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

    // After a rebuild, a reload still shows this version, and offers the new one; taking it keeps the game.
    rebuild('rebuilt');
    await page.reload();
    const take = page.getByRole('button', { name: 'Reload' });
    await take.waitFor({ timeout: 30_000 });
    expect(await page.getByRole('status').filter({ hasText: 'A new version' }).count()).toBe(1);
    expect(await accessibilityViolations(page)).toEqual([]);
    await Promise.all([page.waitForEvent('load'), take.click()]);
    await page.waitForSelector('[data-pile="1"]');
    expect(await page.evaluate(() => caches.keys())).toEqual(['crescent-rebuilt']);
    expect(await page.locator('.app').getAttribute('data-position')).toBe(played);
    expect(await take.count()).toBe(0);

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
