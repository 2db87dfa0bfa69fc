// The CPU time of each of the browser's processes, and a wait until the browser's own start-up work is done.

import type { Browser, CDPSession } from 'playwright-core';

/** One process of the browser and the CPU time it has used so far, in milliseconds. */
export interface BrowserProcess {
  readonly id: number;
  /** Chromium's name for it: browser, renderer, GPU, or a utility service's name. */
  readonly type: string;
  readonly cpuMs: number;
}

/** A browser-wide DevTools session: the process list is the browser's, not one page's. */
export function browserSession(browser: Browser): Promise<CDPSession> {
  return browser.newBrowserCDPSession();
}

/** Every process of the browser with its CPU time, from Chromium's SystemInfo domain. */
export async function browserProcesses(session: CDPSession): Promise<BrowserProcess[]> {
  const { processInfo } = await session.send('SystemInfo.getProcessInfo');
  return processInfo.map((p) => ({ id: p.id, type: p.type, cpuMs: p.cpuTime * 1000 }));
}

/** The CPU each process used between two readings (a process new since the first counts from zero), most first. */
export function cpuBetween(
  before: readonly BrowserProcess[],
  after: readonly BrowserProcess[],
): { readonly process: BrowserProcess; readonly ms: number }[] {
  const earlier = new Map(before.map((p) => [p.id, p.cpuMs]));
  return after
    .map((process) => ({ process, ms: process.cpuMs - (earlier.get(process.id) ?? 0) }))
    .sort((a, b) => b.ms - a.ms);
}

/** How the browser is judged idle: under `share` of one core, all its processes together, for `quietMs`. */
export interface IdleRule {
  readonly quietMs: number;
  readonly share: number;
  /** Gives up after this long, and the caller says so. */
  readonly limitMs: number;
}

export const BROWSER_IDLE: IdleRule = { quietMs: 1_000, share: 0.1, limitMs: 20_000 };

/** A reading of the browser's processes and when it was taken (ms). */
export interface Reading {
  readonly at: number;
  readonly processes: readonly BrowserProcess[];
}

/**
 * Whether the last of `readings` finds the browser idle: since the latest reading at least the rule's quiet span
 * before it, all the processes together used less than the rule's share of a core (a process gone since then
 * does not count). False while the readings do not yet cover the quiet span.
 */
export function idleAtLast(readings: readonly Reading[], rule: IdleRule): boolean {
  const last = readings[readings.length - 1];
  if (last === undefined) return false;
  const from = [...readings].reverse().find((r) => r.at <= last.at - rule.quietMs);
  if (from === undefined) return false;
  const used = cpuBetween(from.processes, last.processes).reduce((sum, p) => sum + Math.max(0, p.ms), 0);
  return used / (last.at - from.at) < rule.share;
}

/**
 * Waits until the browser is idle by the rule (see idleAtLast), reading its processes every 250 ms, and says how
 * long that took and whether it came. A window the browser has just opened builds its own interface in a
 * renderer of its own (in Chromium 156 the omnibox popup, a WebUI page), which takes a second or more of CPU in
 * the seconds after it opens; a measure of the page's frames taken then also measures that.
 */
export async function untilBrowserIdle(
  session: CDPSession,
  rule: IdleRule = BROWSER_IDLE,
): Promise<{ readonly waitedMs: number; readonly idle: boolean }> {
  const started = Date.now();
  const readings: Reading[] = [];
  for (;;) {
    readings.push({ at: Date.now(), processes: await browserProcesses(session) });
    const waitedMs = Date.now() - started;
    if (idleAtLast(readings, rule)) return { waitedMs, idle: true };
    if (waitedMs >= rule.limitMs) return { waitedMs, idle: false };
    await new Promise((done) => setTimeout(done, 250));
  }
}
