// Benchmark: the web app's initial JS (gzip), Lighthouse's load figures (FCP, LCP, TTI, total blocking time, the long tasks), and the time from a tap to the new position painted, in headless Chromium.

import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { type Browser, chromium } from 'playwright-core';
import { chromiumArgs, findChromium } from '../e2e/support/chromium';
import { serveStatic } from '../e2e/support/server';
import { dealPosition, destinations, formatGameCode } from '../src/engine/index';

const ROOT = resolve(process.cwd(), 'dist', 'web');
const TAPS = 31;

/** Every script the first page load fetches: the entry module and its preloaded chunks. */
function initialScripts(): string[] {
  const html = readFileSync(join(ROOT, 'index.html'), 'utf8');
  const scripts = [
    ...html.matchAll(/<script[^>]+src="([^"]+)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
  ];
  return scripts.map((match) => match[1] as string);
}

function initialJsGzip(): { files: number; raw: number; gzip: number } {
  let raw = 0;
  let gzip = 0;
  const files = initialScripts();
  for (const src of files) {
    const body = readFileSync(join(ROOT, src.replace(/^\.?\//, '')));
    raw += body.length;
    gzip += gzipSync(body, { level: 9 }).length;
  }
  return { files: files.length, raw, gzip };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
}

/** A deal with a pile whose top card has exactly one place to go: a tap moves it at once. */
function tapDeal(): { code: string; pile: number } {
  for (let deal = 1; ; deal++) {
    const position = dealPosition(deal, { rules: 'casual' });
    const pile = position.piles.findIndex((_, p) => destinations(position, p).length === 1);
    if (pile >= 0) return { code: formatGameCode({ options: { rules: 'casual' }, deal }), pile };
  }
}

const LOADS = 5;
/** How long the main thread must stay free of long tasks before the load counts as over (as Lighthouse's TTI). */
const QUIET_MS = 5000;

/** One long task: its start and length in ms from the navigation's start. */
interface LongTask {
  readonly start: number;
  readonly duration: number;
}

/** What one load measured, in ms from the navigation's start, with the figures Lighthouse's mobile score is made of. */
interface LoadFigures {
  readonly tasks: readonly LongTask[];
  /** First contentful paint. */
  readonly paint: number;
  /** The last largest-contentful-paint entry before any input: Lighthouse's LCP. */
  readonly largestPaint: number;
  /** Time to interactive: the end of the last long task before QUIET_MS without one (not before FCP or DOMContentLoaded). */
  readonly interactive: number;
  /** Total blocking time: each long task's part between FCP and TTI, less 50 ms, summed (Lighthouse's TBT). */
  readonly blocking: number;
  /** The same sum over every long task from the navigation's start: the page cannot answer a tap during those either. */
  readonly blockingAll: number;
  /** The longest task. */
  readonly largest: number;
}

/** Lighthouse's way to count: TTI from the quiet window after FCP, then each task clipped to FCP..TTI. */
function loadFigures(
  tasks: readonly LongTask[],
  paint: number,
  largestPaint: number,
  contentLoaded: number,
): LoadFigures {
  // The first window of QUIET_MS without a long task after FCP ends the load; TTI is that window's start.
  let interactive = Math.max(paint, contentLoaded);
  for (const task of [...tasks].sort((a, b) => a.start - b.start)) {
    const end = task.start + task.duration;
    if (end <= interactive) continue;
    if (task.start - interactive >= QUIET_MS) break;
    interactive = end;
  }
  let blocking = 0;
  let blockingAll = 0;
  for (const task of tasks) {
    blockingAll += Math.max(0, task.duration - 50);
    const start = Math.max(task.start, paint);
    const end = Math.min(task.start + task.duration, interactive);
    if (end - start > 50) blocking += end - start - 50;
  }
  const largest = tasks.reduce((most, task) => Math.max(most, task.duration), 0);
  return { tasks, paint, largestPaint, interactive, blocking, blockingAll, largest };
}

/**
 * Loads the table page in a fresh context, CPU slowed `rate` times through the DevTools protocol (Lighthouse's
 * mobile run slows it 4 times), and records the main thread's long tasks and the largest contentful paint with
 * observers registered before any of the page's scripts run, until the thread has been quiet for QUIET_MS.
 */
async function loadOnce(browser: Browser, url: string, rate: number): Promise<LoadFigures> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    await page.addInitScript(() => {
      const seen = { tasks: [] as { start: number; duration: number }[], largestPaint: 0 };
      (window as unknown as { loadSeen: typeof seen }).loadSeen = seen;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) seen.tasks.push({ start: entry.startTime, duration: entry.duration });
      }).observe({ type: 'longtask', buffered: true });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) seen.largestPaint = entry.startTime;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForSelector('[data-pile="1"]');
    await page.waitForFunction(
      (quiet) => {
        const seen = (window as unknown as { loadSeen: { tasks: { start: number; duration: number }[] } }).loadSeen;
        const last = seen.tasks.reduce((end, task) => Math.max(end, task.start + task.duration), 0);
        return performance.now() - last >= quiet;
      },
      QUIET_MS,
      { polling: 250, timeout: 60_000 },
    );
    const seen = await page.evaluate(() => {
      const { tasks, largestPaint } = (
        window as unknown as { loadSeen: { tasks: { start: number; duration: number }[]; largestPaint: number } }
      ).loadSeen;
      const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
      return { tasks, largestPaint, paint, contentLoaded: navigation?.domContentLoadedEventEnd ?? 0 };
    });
    return loadFigures(seen.tasks, seen.paint, seen.largestPaint, seen.contentLoaded);
  } finally {
    await context.close();
  }
}

/** Each figure's median over the loads, and the long tasks of the load with the median blocking time. */
interface LoadSummary {
  readonly blocking: number;
  readonly blockingAll: number;
  readonly paint: number;
  readonly largestPaint: number;
  readonly interactive: number;
  readonly largest: number;
  readonly tasks: readonly LongTask[];
}

async function loadBlocking(rate: number): Promise<LoadSummary> {
  const server = await serveStatic(ROOT);
  const browser = await chromium.launch({ executablePath: findChromium(false), args: chromiumArgs(), headless: true });
  try {
    const loads: LoadFigures[] = [];
    // The first load warms the browser itself (its processes, its caches of compiled code); it is not counted.
    await loadOnce(browser, `${server.url}?code=CR1-N-AAAAAAB`, rate);
    for (let i = 0; i < LOADS; i++) loads.push(await loadOnce(browser, `${server.url}?code=CR1-N-AAAAAAB`, rate));
    const of = (figure: (load: LoadFigures) => number) => median(loads.map(figure));
    const byBlocking = [...loads].sort((a, b) => a.blocking - b.blocking);
    return {
      blocking: of((load) => load.blocking),
      blockingAll: of((load) => load.blockingAll),
      paint: of((load) => load.paint),
      largestPaint: of((load) => load.largestPaint),
      interactive: of((load) => load.interactive),
      largest: of((load) => load.largest),
      tasks: (byBlocking[Math.floor(byBlocking.length / 2)] as LoadFigures).tasks,
    };
  } finally {
    await browser.close();
    await server.close();
  }
}

async function tapToPaint(): Promise<number[]> {
  const server = await serveStatic(ROOT);
  const browser = await chromium.launch({ executablePath: findChromium(false), args: chromiumArgs(), headless: true });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const { code, pile } = tapDeal();
    await page.goto(`${server.url}?code=${code}`);
    await page.waitForSelector('[data-pile="1"]');
    // In the page: from the pointerdown's timestamp to the first frame painted after data-position changed.
    await page.evaluate(() => {
      const app = document.querySelector('.app') as HTMLElement;
      const state = window as unknown as { tapStart: number; tapDone: Promise<number> | null };
      document.addEventListener(
        'pointerdown',
        (event) => {
          state.tapStart = event.timeStamp;
          state.tapDone = new Promise((done) => {
            const observer = new MutationObserver(() => {
              observer.disconnect();
              requestAnimationFrame(() => {
                // A message posted from a frame callback is handled after that frame is painted.
                const channel = new MessageChannel();
                channel.port1.onmessage = () => done(performance.now() - state.tapStart);
                channel.port2.postMessage(null);
              });
            });
            observer.observe(app, { attributes: true, attributeFilter: ['data-position'] });
          });
        },
        { capture: true },
      );
    });
    const target = page.locator(`[data-pile="${pile + 1}"] .card.top`);
    const undo = page.getByRole('button', { name: 'Undo', exact: true });
    const times: number[] = [];
    for (let i = 0; i < TAPS; i++) {
      await target.click();
      times.push(await page.evaluate(() => (window as unknown as { tapDone: Promise<number> }).tapDone));
      await undo.click();
      await page.waitForTimeout(50);
    }
    return times;
  } finally {
    await browser.close();
    await server.close();
  }
}

const size = initialJsGzip();
console.log(
  `web: initial JS ${(size.gzip / 1024).toFixed(1)} KB gzip (${(size.raw / 1024).toFixed(1)} KB raw, ${size.files} file${size.files === 1 ? '' : 's'}); aim <= 60 KB`,
);
for (const rate of [1, 4]) {
  const load = await loadBlocking(rate);
  const tasks = load.tasks.map((task) => `${task.start.toFixed(0)}+${task.duration.toFixed(0)}`).join(', ');
  const ms = (value: number) => `${value.toFixed(0)} ms`;
  console.log(
    `web: at load${rate === 1 ? '' : ` with ${rate}x CPU throttling`}, medians of ${LOADS} loads: total blocking time ${ms(load.blocking)} (FCP to TTI, Lighthouse's measure), ${ms(load.blockingAll)} from the navigation's start; first contentful paint ${ms(load.paint)}, largest contentful paint ${ms(load.largestPaint)}, time to interactive ${ms(load.interactive)}, largest task ${ms(load.largest)}; long tasks of the median load (start+ms): ${tasks === '' ? 'none' : tasks}${rate === 4 ? '; aim: blocking < 200 ms, no task over 200 ms' : ''}`,
  );
}
const times = await tapToPaint();
console.log(
  `web: tap to painted position, median ${median(times).toFixed(1)} ms over ${times.length} taps (min ${Math.min(...times).toFixed(1)}, max ${Math.max(...times).toFixed(1)}); aim <= 50 ms`,
);
