// Browser-test harness: the built app on our static server, the tests' headless Chromium, pages that record console errors.

import type { Browser, BrowserContext, BrowserContextOptions, Page, ViewportSize } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { INTRO_DONE, INTRO_KEY } from '../../src/web/intro/store';
import { sealEnvelope } from '../../src/web/persist/record';
import { DEFAULT_SETTINGS, SETTINGS_CODEC, type Settings } from '../../src/web/persist/settings';
import { startBrowser } from './chromium';
import { ownRequest, type StaticServer, serveStatic } from './server';

export interface Harness {
  readonly server: StaticServer;
  readonly browser: Browser;
  /**
   * Opens the app at `query` (such as `?code=CR1-N-AAAAAAB`); console errors and requests elsewhere are collected.
   * With `clock`, the page runs on Playwright's controlled clock: time flows as usual until a test moves it on with
   * `page.clock.runFor(ms)`, which fires every timer due by then at once (a test that nothing changes for a while).
   */
  open(query: string, options?: BrowserContextOptions, setup?: Setup): Promise<OpenPage>;
  /**
   * One page for tests that take turns on it: each `visit` opens the app at a query on it as `open` would on a
   * fresh context (empty storage, the context's colour scheme and motion), without the cost of a new context.
   */
  shared(options?: BrowserContextOptions, setup?: Setup): Promise<SharedPage>;
  /**
   * Opens the app at `query` as `open` does with no setup, on the page the file's tests with the same `options`
   * (the same object) take turns on, a `shared` one: a page load each, not a context each. For a test that changes
   * nothing of its page's context (no permission, script, clock, other page or window size).
   */
  visit(query: string, options?: BrowserContextOptions): Promise<OpenPage>;
  close(): Promise<void>;
}

/** A page the tests of a file take turns on, closed with its context after the last of them. */
export interface SharedPage {
  /**
   * Clears the origin's storage of every kind, sets the colour scheme and reduced motion back to the context's (a
   * test that emulates other media features or adds scripts to the page wants a fresh context), and opens the app.
   */
  visit(query: string, how?: Visit): Promise<OpenPage>;
  close(): Promise<void>;
}

/** How a shared page opens the app. */
export interface Visit {
  /**
   * The window's size while the app loads, else the context's own: the context's touch and pixel density stay, so
   * one page serves every size of one kind of screen.
   */
  readonly viewport?: ViewportSize;
  /** False for one of the app's other pages (its rules, its examples), which is waited on to load, not for a table. */
  readonly table?: boolean;
}

/** How a page is opened besides its browser context's options. */
export interface Setup {
  readonly clock?: boolean;
  /**
   * With `thinking`, the page keeps the player's default of thinking ahead on (for the tests about it). Without it,
   * the settings (while none are stored) have thinking ahead off: the solver then searches only when asked, and
   * leaves both cores to a test that is about something else (a search ahead after every load and move would take a
   * core from the page and the test runner alike).
   */
  readonly thinking?: boolean;
  /**
   * Settings the page starts with (over the defaults, and thinking ahead off unless `thinking`), stored before its
   * first load while none are stored: the app starts with them as if the player had chosen them, with no load before
   * to store them.
   */
  readonly settings?: Partial<Settings>;
  /** Runs in the page before its own scripts, on its first load and every load after (say, to count what it makes). */
  readonly script?: () => void;
}

export interface OpenPage {
  readonly page: Page;
  /** Console errors, page errors and requests to any other origin, as sentences. */
  readonly problems: string[];
  close(): Promise<void>;
}

export const PHONE: BrowserContextOptions = {
  viewport: { width: 360, height: 640 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
};
/** A phone held sideways: a short, wide screen. */
export const PHONE_LANDSCAPE: BrowserContextOptions = {
  viewport: { width: 844, height: 390 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
};
export const DESKTOP: BrowserContextOptions = { viewport: { width: 1280, height: 800 } };

/** A window of this size: a phone's (touch, a dense screen) or a desktop's. */
export function viewportContext(width: number, height: number, mobile: boolean): BrowserContextOptions {
  return { viewport: { width, height }, deviceScaleFactor: mobile ? 2 : 1, isMobile: mobile, hasTouch: mobile };
}

/**
 * A context for a test: the options given, and the service worker blocked. The app registers its worker once the
 * first deal is drawn, and the worker then fetches and caches all twenty of the app's files again in every fresh
 * context and after every clearing of the storage, CPU that no other test needs spent. Only the
 * offline test is about the worker, and it opens its own context.
 */
export function testContext(browser: Browser, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  return browser.newContext({ serviceWorkers: 'block', ...options });
}

/** Runs in the page before its scripts; a page without storage (about:blank) has nothing to mark. */
function markIntroSeen([key, value]: readonly [string, string]): void {
  try {
    localStorage.setItem(key, value);
  } catch {}
}

/** Runs in the page before its scripts: stores these settings unless some are stored already. */
function settleSettings([key, record]: readonly [string, string]): void {
  try {
    if (localStorage.getItem(key) === null) localStorage.setItem(key, record);
  } catch {}
}

/** The default settings with these changes (and thinking ahead off unless asked for), as the app stores them. */
function storedSettings(setup: Setup): string {
  const ahead = setup.thinking === true ? {} : { thinkAhead: false };
  return sealEnvelope(SETTINGS_CODEC.kind, SETTINGS_CODEC.version, {
    ...DEFAULT_SETTINGS,
    ...setup.settings,
    ...ahead,
  });
}

/** A fresh context for the table: the setup's clock and settings, and the introduction counted as seen. */
async function tableContext(browser: Browser, options: BrowserContextOptions, setup: Setup): Promise<BrowserContext> {
  const context = await testContext(browser, options);
  if (setup.clock === true) await context.clock.install();
  // These tests play the table itself: the first-visit introduction (tested in intro.test.ts) counts as seen.
  await context.addInitScript(markIntroSeen, [INTRO_KEY, INTRO_DONE] as const);
  if (setup.thinking !== true || setup.settings !== undefined)
    await context.addInitScript(settleSettings, [SETTINGS_CODEC.key, storedSettings(setup)] as const);
  if (setup.script !== undefined) await context.addInitScript(setup.script);
  return context;
}

/** Records on `page` every console error, page error and request to another origin than `origin`, into the list of now. */
function watch(page: Page, origin: string, list: () => string[]): void {
  page.on('console', (message) => {
    if (message.type() === 'error') list().push(`console error: ${message.text()}`);
  });
  page.on('pageerror', (error) => list().push(`page error: ${error.message}`));
  page.on('request', (request) => {
    const url = request.url();
    if (!ownRequest(url, origin)) list().push(`request to another origin: ${url}`);
  });
}

/** Opens the app at `url` and waits for its table. */
async function openTable(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.waitForSelector('[data-pile="1"]');
}

export async function startHarness(): Promise<Harness> {
  const server = await serveStatic();
  const browser = await startBrowser();
  /** The pages `visit` opens, one for each options object, made at its first visit. */
  const tables = new Map<BrowserContextOptions, Promise<SharedPage>>();
  const harness: Harness = {
    server,
    browser,
    async open(query, options = DESKTOP, setup = {}) {
      const context = await tableContext(browser, options, setup);
      const page = await context.newPage();
      const problems: string[] = [];
      watch(page, server.url, () => problems);
      await openTable(page, `${server.url}${query}`);
      return { page, problems, close: () => context.close() };
    },
    async shared(options = DESKTOP, setup = {}) {
      const context = await tableContext(browser, options, setup);
      const page = await context.newPage();
      let problems: string[] = [];
      watch(page, server.url, () => problems);
      const session = await context.newCDPSession(page);
      const origin = new URL(server.url).origin;
      const ownSize = page.viewportSize();
      return {
        async visit(query, how = {}) {
          // Off the app first, so that what it saves on leaving is saved before the storage is cleared.
          await page.goto('about:blank');
          const size = how.viewport ?? ownSize;
          const now = page.viewportSize();
          if (size !== null && (now?.width !== size.width || now?.height !== size.height))
            await page.setViewportSize(size);
          await session.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
          await page.emulateMedia({
            colorScheme: options.colorScheme ?? 'light',
            reducedMotion: options.reducedMotion ?? 'no-preference',
          });
          problems = [];
          const visited = problems;
          if (how.table === false) await page.goto(`${server.url}${query}`);
          else await openTable(page, `${server.url}${query}`);
          return { page, problems: visited, close: async () => {} };
        },
        close: () => context.close(),
      };
    },
    async visit(query, options = DESKTOP) {
      const table = tables.get(options) ?? harness.shared(options);
      tables.set(options, table);
      return (await table).visit(query);
    },
    async close() {
      for (const table of tables.values()) await (await table).close();
      await browser.close();
      await server.close();
    },
  };
  return harness;
}

/**
 * The harness of one test file: started before its first test and closed after its last. What this returns stands
 * for it meanwhile, so a file says `const harness = fileHarness();` once and its tests open pages through it.
 */
export function fileHarness(): Harness {
  let started: Harness | undefined;
  beforeAll(async () => {
    started = await startHarness();
  });
  afterAll(async () => started?.close());
  const current = (): Harness => {
    if (started === undefined) throw new Error('the browser harness is used outside the tests of its file');
    return started;
  };
  return {
    get server() {
      return current().server;
    },
    get browser() {
      return current().browser;
    },
    open: (query, options, setup) => current().open(query, options, setup),
    shared: (options, setup) => current().shared(options, setup),
    visit: (query, options) => current().visit(query, options),
    close: () => current().close(),
  };
}

/** Ends a test's page: no console error and no request to another origin may have happened on it. */
export async function finish(opened: OpenPage): Promise<void> {
  expect(opened.problems).toEqual([]);
  await opened.close();
}
