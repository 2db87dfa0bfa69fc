// Browser tests: an address that is none of the app's shows a page that says so and opens the link's game.

import { resolve } from 'node:path';
import type { Browser } from 'playwright-core';
import { preview } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dealPosition, formatPosition } from '../src/engine/index';
import { securityHeaders } from '../src/server/security-headers';
import { positionText } from './support/app';
import { accessibilityViolations } from './support/axe';
import { DESKTOP, type Harness, PHONE, startHarness, testContext } from './support/harness';
import { ownRequest } from './support/server';

const CODE = 'CR1-N-AAAAAAB';
const DEALT = formatPosition(dealPosition(1, { rules: 'classic' }));

let harness: Harness;
let vitePreview: Awaited<ReturnType<typeof preview>> | undefined;
beforeAll(async () => {
  harness = await startHarness();
  vitePreview = await preview({
    configFile: resolve(import.meta.dirname, '..', 'vite.config.ts'),
    logLevel: 'silent',
    preview: { host: '127.0.0.1', port: 0, open: false },
  });
});
afterAll(async () => {
  await vitePreview?.close();
  await harness?.close();
});

/** The address of the app on each server: our static server and `vite preview`, as `npm start` runs it. */
function servers(): [string, () => string][] {
  return [
    ['the static server', () => harness.server.url],
    ['vite preview', () => vitePreview?.resolvedUrls?.local[0] ?? 'vite preview did not start'],
  ];
}

/** Runs in a worker: whether a synchronous request for a fresh blob URL answers, as a search's cancel token asks. */
function tokenAnswers(): boolean {
  const request = new XMLHttpRequest();
  try {
    request.open('GET', URL.createObjectURL(new Blob(['live'])), false);
    request.send();
    return request.status === 200;
  } catch {
    return false;
  }
}

async function openJunk(browser: Browser, url: string, options = DESKTOP) {
  const context = await testContext(browser, options);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  // A script, style or request the security policy refuses is logged as a console error naming the policy.
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) problems.push(`console: ${message.text()}`);
  });
  const origin = new URL(url).origin;
  page.on('request', (request) => {
    if (!ownRequest(request.url(), origin)) problems.push(`request to another origin: ${request.url()}`);
  });
  const response = await page.goto(url);
  return { page, context, problems, status: response?.status() };
}

describe.each(servers())('a junk address on %s', (_, base) => {
  it('says there is no such page, links to the app with the game, and the link opens that game', async () => {
    const opened = await openJunk(harness.browser, `${base()}nonexistent/path?code=${CODE}`);
    const { page } = opened;
    expect(opened.status).toBe(404);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('There is no page at this address');
    const link = page.getByRole('link', { name: 'Open this game in Crescent solitaire' });
    // The page finds the app's folder by asking for its manifest, then points the link there.
    await page.waitForFunction(
      (expected) => (document.getElementById('app') as HTMLAnchorElement | null)?.href === expected,
      `${base()}?code=${CODE}`,
    );
    expect(await page.getByText(CODE).count()).toBe(1);
    expect(await accessibilityViolations(page)).toEqual([]);
    await link.click();
    await page.waitForSelector('[data-pile="1"]');
    expect(await positionText(page)).toBe(DEALT);
    // The solver's worker, under the same policy, may read a search's cancel token (a blob: URL).
    const worker = page.workers()[0] ?? (await page.waitForEvent('worker'));
    expect(await worker.evaluate(tokenAnswers)).toBe(true);
    expect(opened.problems).toEqual([]);
    await opened.context.close();
  });

  it('links to the app itself from a deeper junk address without a game', async () => {
    const opened = await openJunk(harness.browser, `${base()}a/b/c/d.html`, PHONE);
    const { page } = opened;
    expect(opened.status).toBe(404);
    await page.waitForFunction(
      (expected) => (document.getElementById('app') as HTMLAnchorElement | null)?.href === expected,
      base(),
    );
    await page.getByRole('link', { name: 'Open Crescent solitaire' }).click();
    await page.waitForSelector('[data-pile="1"]');
    expect(opened.problems).toEqual([]);
    await opened.context.close();
  });

  it('keeps the link on its own origin from an address that names another site after two slashes', async () => {
    const origin = new URL(base()).origin;
    const opened = await openJunk(harness.browser, `${origin}//evil.example/x/y?code=${CODE}`, PHONE);
    await opened.page.waitForFunction(
      (expected) => (document.getElementById('app') as HTMLAnchorElement | null)?.href === expected,
      `${base()}?code=${CODE}`,
    );
    expect(opened.problems).toEqual([]);
    await opened.context.close();
  });

  it('still serves the app, its pages and its files at their own addresses, each with the security headers', async () => {
    const expected = Object.entries(securityHeaders());
    for (const path of ['', `?code=${CODE}`, 'rules.html', 'examples.html', 'manifest.webmanifest', 'sw.js', 'x/y']) {
      const answer = await fetch(`${base()}${path}`, { headers: { accept: 'text/html,*/*' } });
      expect(answer.status, path).toBe(path === 'x/y' ? 404 : 200);
      for (const [name, value] of expected) expect(answer.headers.get(name), `${name} of ${path}`).toBe(value);
    }
  });
});
