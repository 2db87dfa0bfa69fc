// Benchmark: the hint's answer time in headless Chromium (cold, following a found win, thinking ahead), frames and long tasks during searches, and winnable dealing.

import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { type Browser, type CDPSession, chromium, type Page } from 'playwright-core';
import { tapMove } from '../e2e/support/app';
import { browserProcesses, browserSession, cpuBetween, untilBrowserIdle } from '../e2e/support/browser-idle';
import { chromiumArgs, findChromium } from '../e2e/support/chromium';
import { serveStatic } from '../e2e/support/server';
import { hintedMove } from '../e2e/support/solver-support';
import { formatPosition, type Move, type Position, play } from '../src/engine/index';
import { percentile } from '../src/solver/stats';
import { playRecord } from '../src/web/replay/record';

const ROOT = resolve(process.cwd(), 'dist', 'web');
/** Where in each recorded win a position is taken: a third, half and two thirds of the way. */
const SHARES = [0.33, 0.5, 0.67];
const ROUNDS = 3;
/** How long after a deal from the winnable lists the player asks for the first hint. */
const AFTER_DEAL_MS = 1_000;
/** Hints asked in a row while following the hinted moves, after the first (cold) one. */
const FOLLOW_STEPS = 5;
/** How long a player looks at the table after a move before asking for a hint (thinking ahead). */
const PAUSE_MS = 1_000;
/** Searches of "Can I still win?" on one page, each watched for this long, then cancelled. */
const SEARCHES = 4;
const WATCH_MS = 3_000;
const DEALS = 15;

/** A mid-game position of a recorded win, with the move the recorded game played next. */
interface MidGame {
  readonly position: Position;
  readonly next: Move;
}

/** Mid-game positions of the recorded wins in data/won-games.txt: fixed, so runs compare. */
function midGamePositions(): MidGame[] {
  const list = readFileSync(resolve(process.cwd(), 'data', 'won-games.txt'), 'utf8');
  const found: MidGame[] = [];
  for (const line of list.split('\n')) {
    if (line.trim() === '') continue;
    const played = playRecord(line);
    if (!played.ok) throw new Error(played.error.reason);
    for (const share of SHARES) {
      const at = Math.floor(share * (played.value.positions.length - 1));
      found.push({ position: played.value.positions[at] as Position, next: played.value.game.line[at] as Move });
    }
  }
  return found;
}

/** In every page: long tasks and long animation frames are collected from the start, for the frame measure. */
function watchLongTasks(): void {
  const store = globalThis as unknown as { __long: unknown[]; __loaf: unknown[] };
  store.__long = [];
  store.__loaf = [];
  const observe = (type: string, keep: (entry: PerformanceEntry) => unknown, into: unknown[]) => {
    try {
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) into.push(keep(entry));
      }).observe({ type, buffered: true });
    } catch {
      // This Chromium does not report this kind of entry.
    }
  };
  observe('longtask', (e) => ({ start: e.startTime, duration: e.duration }), store.__long);
  observe(
    'long-animation-frame',
    (e) => {
      const frame = e as PerformanceEntry & {
        blockingDuration: number;
        scripts: { invoker: string; sourceURL: string; duration: number }[];
      };
      return {
        start: frame.startTime,
        duration: frame.duration,
        blocking: frame.blockingDuration,
        scripts: frame.scripts.map((s) => `${s.invoker} ${s.sourceURL.split('/').pop()} ${Math.round(s.duration)} ms`),
      };
    },
    store.__loaf,
  );
}

/**
 * A fresh page (a browser context of its own, so nothing stored) on the app at `query`. With `settled`, the new
 * window is left blank until the browser is idle (see untilBrowserIdle: a new window's own interface takes a
 * second or more of CPU as it opens), and how long that took is kept in `settledIn`.
 */
async function openPage(query: string, thinkAhead: boolean, settled = false): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.addInitScript(watchLongTasks);
  if (!thinkAhead) await page.addInitScript(() => localStorage.setItem('crescent.solverAhead', 'off'));
  if (settled) settledIn.push(await untilBrowserIdle(session));
  await page.goto(`${server.url}${query}`);
  await page.waitForSelector('[data-pile="1"]');
  return page;
}

/** Presses Hint inside the page and waits for the status line's answer: its time, text and the searches it sent. */
async function askHint(page: Page): Promise<{ ms: number; text: string; searches: number }> {
  return page.evaluate(
    () =>
      new Promise<{ ms: number; text: string; searches: number }>((done) => {
        const status = document.querySelector('[role="status"]') as HTMLElement;
        const button = Array.from(document.querySelectorAll('button')).find((b) => b.textContent?.trim() === 'Hint');
        const started = performance.now();
        const searches = () =>
          performance.getEntriesByName('crescent-solver-search').filter((m) => m.startTime >= started).length;
        // The old text may already be a hint: only a change after the press counts.
        const before = status.textContent;
        const answered = () => {
          const text = status.textContent ?? '';
          if (text === before || !/^Hint: |^This game can no longer be won/.test(text)) return false;
          done({ ms: performance.now() - started, text, searches: searches() });
          return true;
        };
        const observer = new MutationObserver(() => {
          if (answered()) observer.disconnect();
        });
        observer.observe(status, { childList: true, characterData: true, subtree: true });
        button?.click();
      }),
  );
}

interface Timing {
  ms: number;
  kind: string;
  searches: number;
}

function kindOf(text: string): string {
  return /starts a win/.test(text) ? 'win' : /rule-book/.test(text) ? 'undecided' : 'loss';
}

/** Opens the New game dialog and chooses its `nth` rule set (classic, casual, strict). */
async function newGameDialog(page: Page, nth: number) {
  await page.getByRole('button', { name: 'New game' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New game' });
  await dialog.getByRole('radio').nth(nth).check();
  return dialog;
}

/**
 * The first hint on deals from the winnable lists, asked AFTER_DEAL_MS after each New game > Deal (classic, or
 * casual Hard): answered from the search begun as the deal was dealt.
 */
async function dealtHints(rules: 'classic' | 'hard'): Promise<Timing[]> {
  const page = await openPage('', false);
  const timings: Timing[] = [];
  for (let i = 0; i < DEALS; i++) {
    const dialog = await newGameDialog(page, rules === 'classic' ? 0 : 1);
    if (rules === 'hard') await dialog.locator('select').selectOption('hard');
    await dialog.getByRole('button', { name: 'Deal' }).click();
    await page.getByRole('dialog', { name: 'New game' }).waitFor({ state: 'detached' });
    await page.waitForTimeout(AFTER_DEAL_MS);
    const { ms, text, searches } = await askHint(page);
    timings.push({ ms, kind: kindOf(text), searches });
  }
  await page.close();
  return timings;
}

/** Cold hints: a fresh page on each position, thinking ahead off, nothing known; the worker has had 300 ms to start. */
async function coldHints(positions: readonly MidGame[]): Promise<Timing[]> {
  const times: Timing[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (const { position } of positions) {
      const page = await openPage(`?position=${encodeURIComponent(formatPosition(position))}`, false);
      await page.waitForTimeout(300);
      const { ms, text, searches } = await askHint(page);
      times.push({ ms, kind: kindOf(text), searches });
      await page.close();
    }
  }
  return times;
}

/** Hints while following play: after a cold hint that found a win, the hinted move is played and the hint asked again. */
async function followingHints(positions: readonly MidGame[]): Promise<Timing[]> {
  const times: Timing[] = [];
  for (const { position } of positions) {
    const page = await openPage(`?position=${encodeURIComponent(formatPosition(position))}`, false);
    await page.waitForTimeout(300);
    let current = position;
    let answer = await askHint(page);
    for (let step = 0; step < FOLLOW_STEPS && kindOf(answer.text) === 'win'; step++) {
      const move = hintedMove(answer.text);
      const after = move === null ? null : play(current, move);
      if (move === null || after === null || !after.ok) break;
      await tapMove(page, current, move);
      await page.waitForFunction(
        (text) => document.querySelector('.app')?.getAttribute('data-position') === text,
        formatPosition(after.value),
      );
      current = after.value;
      if ((await page.locator('.app').getAttribute('data-status')) !== 'playing') break;
      answer = await askHint(page);
      times.push({ ms: answer.ms, kind: kindOf(answer.text), searches: answer.searches });
    }
    await page.close();
  }
  return times;
}

/** Hints with thinking ahead on: the player makes the recorded game's next move, looks for PAUSE_MS, then asks. */
async function thinkingAheadHints(positions: readonly MidGame[]): Promise<Timing[]> {
  const times: Timing[] = [];
  for (const { position, next } of positions) {
    const page = await openPage(`?position=${encodeURIComponent(formatPosition(position))}`, true);
    await page.waitForTimeout(300);
    await tapMove(page, position, next);
    await page.waitForTimeout(PAUSE_MS);
    const { ms, text, searches } = await askHint(page);
    times.push({ ms, kind: kindOf(text), searches });
    await page.close();
  }
  return times;
}

/** New game > Deal with "winnable deals only" on: milliseconds from the press to the new code shown. */
async function winnableDeals(): Promise<number[]> {
  const page = await openPage('', true);
  const times: number[] = [];
  for (let i = 0; i < DEALS; i++) {
    await newGameDialog(page, i % 3);
    const ms = await page.evaluate(
      () =>
        new Promise<number>((done) => {
          const code = document.querySelector('.code-text') as HTMLElement;
          const before = code.textContent;
          const deal = Array.from(document.querySelectorAll('dialog button')).find(
            (b) => b.textContent?.trim() === 'Deal',
          ) as HTMLButtonElement;
          const started = performance.now();
          const observer = new MutationObserver(() => {
            if (code.textContent === before) return;
            observer.disconnect();
            done(performance.now() - started);
          });
          observer.observe(code, { childList: true, characterData: true, subtree: true });
          deal.click();
        }),
    );
    times.push(ms);
  }
  await page.close();
  return times;
}

interface Watched {
  readonly gaps: number[];
  readonly longTasks: number[];
  readonly frames: { duration: number; blocking: number; scripts: string[] }[];
  /** The CPU the browser's processes used meanwhile, but for the page's renderer (the one that used most, searching). */
  readonly others?: { readonly ms: number; readonly most: string };
}

/** The CPU of the browser's processes other than the busiest (the page's renderer, where the search runs) between two readings. */
function otherProcesses(
  before: Awaited<ReturnType<typeof browserProcesses>>,
  after: Awaited<ReturnType<typeof browserProcesses>>,
): NonNullable<Watched['others']> {
  const [, ...rest] = cpuBetween(before, after);
  const most = rest[0];
  return {
    ms: rest.reduce((sum, p) => sum + Math.max(0, p.ms), 0),
    most: most === undefined ? 'none' : `${most.process.type} ${most.ms.toFixed(0)} ms`,
  };
}

/**
 * The frames while "Can I still win?" searches a deal the solver does not settle quickly: SEARCHES searches on
 * one page, each pressed and watched inside the page (no test-driver script runs meanwhile), then cancelled.
 * Also what the page did before the first search (its start-up), kept apart.
 */
async function framesDuringSearches(
  traced = false,
): Promise<{ startUp: Watched; searches: Watched[]; tasks: MainTask[][] }> {
  const page = await openPage('?code=CR1-N-AAAAAHD', true, true);
  await page.waitForTimeout(1_000);
  const tasks: MainTask[][] = [];
  const startUp = await page.evaluate(() => {
    const store = globalThis as unknown as { __long: { duration: number }[]; __loaf: Watched['frames'] };
    return { gaps: [], longTasks: store.__long.map((t) => t.duration), frames: store.__loaf };
  });
  const searches: Watched[] = [];
  for (let i = 0; i < SEARCHES; i++) {
    if (traced) await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    const before = await browserProcesses(session);
    const watched: Watched = await page.evaluate(
      (watchMs) =>
        new Promise<Watched>((done) => {
          const store = globalThis as unknown as {
            __long: { start: number; duration: number }[];
            __loaf: ({ start: number } & Watched['frames'][number])[];
          };
          const button = Array.from(document.querySelectorAll('button')).find((b) =>
            b.textContent?.includes('Can I still win?'),
          );
          const gaps: number[] = [];
          const started = performance.now();
          let last = started;
          const frame = (now: number) => {
            gaps.push(now - last);
            last = now;
            if (now < started + watchMs) {
              requestAnimationFrame(frame);
              return;
            }
            // Long tasks are reported after they end: give the last one a moment.
            setTimeout(() => {
              const cancel = Array.from(document.querySelectorAll('.solver-panel button')).find(
                (b) => b.textContent?.trim() === 'Cancel',
              );
              (cancel as HTMLButtonElement | undefined)?.click();
              done({
                gaps,
                longTasks: store.__long.filter((t) => t.start >= started).map((t) => t.duration),
                frames: store.__loaf
                  .filter((f) => f.start >= started)
                  .map(({ duration, blocking, scripts }) => ({ duration, blocking, scripts })),
              });
            }, 100);
          };
          requestAnimationFrame(frame);
          button?.click();
        }),
      WATCH_MS,
    );
    searches.push({ ...watched, others: otherProcesses(before, await browserProcesses(session)) });
    if (traced) tasks.push(mainThreadTasks(await browser.stopTracing()));
    await page.waitForTimeout(1_000);
  }
  await page.close();
  return { startUp, searches, tasks };
}

const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'toplevel'];

/** A task of the page's main thread: its wall time and the CPU time the thread spent on it (both ms). */
interface MainTask {
  readonly wall: number;
  readonly cpu: number;
}

/**
 * The tasks of the page's main thread over 16 ms, read from a Chromium trace. Wall time far above CPU time
 * means the thread waited for a core (a busy machine), not that the page worked.
 */
function mainThreadTasks(trace: Buffer): MainTask[] {
  type TraceEvent = {
    name: string;
    ph: string;
    pid: number;
    tid: number;
    dur?: number;
    tdur?: number;
    args?: { name?: string };
  };
  const parsed = JSON.parse(trace.toString('utf8')) as { traceEvents?: TraceEvent[] } | TraceEvent[];
  const events = Array.isArray(parsed) ? parsed : (parsed.traceEvents ?? []);
  const threads = events.filter((e) => e.name === 'thread_name');
  // The page's renderer is the process that runs the solver's dedicated worker.
  const workerPid = threads.find((e) => e.args?.name === 'DedicatedWorker thread')?.pid;
  const main = threads.find((e) => e.args?.name === 'CrRendererMain' && e.pid === workerPid);
  if (main === undefined) return [];
  return events
    .filter(
      (e) =>
        e.pid === main.pid &&
        e.tid === main.tid &&
        e.ph === 'X' &&
        e.name === 'ThreadControllerImpl::RunTask' &&
        (e.dur ?? 0) > 16_000,
    )
    .map((e) => ({ wall: (e.dur ?? 0) / 1000, cpu: (e.tdur ?? 0) / 1000 }));
}

function tasksLine(label: string, tasks: readonly MainTask[]): string {
  const byWall = [...tasks].sort((a, b) => b.wall - a.wall);
  const byCpu = [...tasks].sort((a, b) => b.cpu - a.cpu);
  const show = (t: MainTask | undefined) =>
    t === undefined ? 'none' : `${t.wall.toFixed(0)} ms wall / ${t.cpu.toFixed(0)} ms CPU`;
  return (
    `${label}: ${tasks.length} main-thread tasks over 16 ms; longest by wall ${show(byWall[0])}; ` +
    `most CPU ${show(byCpu[0])}; over 50 ms of CPU: ${tasks.filter((t) => t.cpu > 50).length}`
  );
}

function summary(times: readonly Timing[]): string {
  const sorted = times.map((t) => t.ms).sort((a, b) => a - b);
  const kinds = new Map<string, number>();
  for (const t of times) kinds.set(t.kind, (kinds.get(t.kind) ?? 0) + 1);
  const tally = [...kinds].map(([kind, n]) => `${kind} ${n}`).join(', ');
  const searched = times.filter((t) => t.searches > 0).length;
  return (
    `${times.length} answers (${tally}; ${searched} sent a search after the press); ` +
    `median ${percentile(sorted, 0.5).toFixed(0)} ms, p95 ${percentile(sorted, 0.95).toFixed(0)} ms, ` +
    `min ${(sorted[0] ?? 0).toFixed(0)} ms, max ${(sorted[sorted.length - 1] ?? 0).toFixed(0)} ms`
  );
}

function framesLine(label: string, watched: readonly Watched[]): string {
  const gaps = watched.flatMap((w) => w.gaps).sort((a, b) => a - b);
  const tasks = watched.flatMap((w) => w.longTasks).sort((a, b) => b - a);
  const worst = watched
    .flatMap((w) => w.frames)
    .sort((a, b) => b.duration - a.duration)
    .slice(0, 2)
    .map(
      (f) =>
        `${f.duration.toFixed(0)} ms frame, ${f.blocking.toFixed(0)} ms blocking: ${f.scripts.join('; ') || 'no script'}`,
    );
  const frames =
    gaps.length === 0
      ? ''
      : `${gaps.length} frames, longest ${(gaps[gaps.length - 1] ?? 0).toFixed(1)} ms, ` +
        `median ${percentile(gaps, 0.5).toFixed(1)} ms, over 50 ms: ${gaps.filter((g) => g > 50).length}; `;
  const busiest = watched.flatMap((w) => (w.others === undefined ? [] : [w.others])).sort((a, b) => b.ms - a.ms)[0];
  const others =
    busiest === undefined
      ? ''
      : `; the browser's other processes used at most ${busiest.ms.toFixed(0)} ms of CPU in a search (most: ${busiest.most})`;
  return (
    `${label}: ${frames}long tasks ${tasks.length}` +
    `${tasks.length > 0 ? ` (${tasks.map((t) => t.toFixed(0)).join(', ')} ms)` : ''}` +
    `${worst.length > 0 ? `; longest animation frames: ${worst.join(' | ')}` : ''}${others}`
  );
}

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
const loadBefore = load();
const server = await serveStatic(ROOT);
const browser: Browser = await chromium.launch({
  executablePath: findChromium(false),
  args: chromiumArgs(),
  headless: true,
});
const session: CDPSession = await browserSession(browser);
/** How long each settled page's new window took to leave the browser idle, and whether it did within the limit. */
const settledIn: Awaited<ReturnType<typeof untilBrowserIdle>>[] = [];
let cold: Timing[] = [];
let following: Timing[] = [];
let ahead: Timing[] = [];
let deals: number[] = [];
let dealtClassic: Timing[] = [];
let dealtHard: Timing[] = [];
let frames: Awaited<ReturnType<typeof framesDuringSearches>> | null = null;
let traced: Awaited<ReturnType<typeof framesDuringSearches>> | null = null;
/** `node dist/cli/bench-hint.js frames` measures only the frames (a minute), to catch a quiet moment of the machine. */
const framesOnly = process.argv.includes('frames');
/** `node dist/cli/bench-hint.js dealt` measures only the first hints on deals from the winnable lists. */
const dealtOnly = process.argv.includes('dealt');
try {
  const positions = midGamePositions();
  if (!dealtOnly) {
    frames = await framesDuringSearches();
    traced = await framesDuringSearches(true);
  }
  if (!framesOnly) {
    dealtClassic = await dealtHints('classic');
    dealtHard = await dealtHints('hard');
  }
  if (!framesOnly && !dealtOnly) {
    cold = await coldHints(positions);
    following = await followingHints(positions);
    ahead = await thinkingAheadHints(positions);
    deals = (await winnableDeals()).sort((a, b) => a - b);
  }
} finally {
  await browser.close();
  await server.close();
}
console.log(
  `load average (1, 5, 15 min) before: ${loadBefore}; after: ${load()} (2 cores: above 1 the machine was busy)`,
);
if (!framesOnly) {
  console.log(
    `first hint ${AFTER_DEAL_MS} ms after a deal from the winnable lists, ${DEALS} deals each; ` +
      `classic: ${summary(dealtClassic)}; casual Hard: ${summary(dealtHard)}`,
  );
  console.log('  aim: median under 100 ms');
}
if (!framesOnly && !dealtOnly) {
  console.log(`hint, cold (fresh page, thinking ahead off, nothing known; 12 positions x ${ROUNDS}): ${summary(cold)}`);
  console.log(
    `hint, following the hinted win (up to ${FOLLOW_STEPS} in a row after a cold one): ${summary(following)}`,
  );
  console.log(`hint, thinking ahead on, asked ${PAUSE_MS} ms after a move of the recorded game: ${summary(ahead)}`);
  console.log('  aim: median under 250 ms');
}
if (frames !== null) {
  console.log(
    `the frames' pages opened once the browser was idle (its new window's own start-up done): waited ` +
      settledIn
        .map((s) => `${(s.waitedMs / 1000).toFixed(1)} s${s.idle ? '' : ' (never idle: measured anyway)'}`)
        .join(', '),
  );
  console.log(framesLine('page start-up, before any search (not a search)', [frames.startUp]));
  console.log(framesLine('frames, search 1 (first on the page)', frames.searches.slice(0, 1)));
  console.log(
    framesLine(`frames, searches 2-${SEARCHES} (each after a cancel, on the spare worker)`, frames.searches.slice(1)),
  );
  console.log(`  each search watched ${WATCH_MS / 1000} s, then cancelled; aim: every frame under 50 ms`);
}
if (traced !== null) {
  console.log(tasksLine('traced again, search 1', traced.tasks[0] ?? []));
  console.log(tasksLine(`traced again, searches 2-${SEARCHES}`, traced.tasks.slice(1).flat()));
}
if (!framesOnly && !dealtOnly) {
  console.log(
    `winnable deal: ${deals.length} New game > Deal presses (classic, casual, strict); median ${percentile(deals, 0.5).toFixed(0)} ms, ` +
      `max ${(deals[deals.length - 1] ?? 0).toFixed(0)} ms; aim: median under 1 s`,
  );
}
