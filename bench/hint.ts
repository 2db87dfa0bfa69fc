// Benchmark: the honest hint's answer time in headless Chromium on fixed mid-game positions, and winnable dealing time.

import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumArgs, findChromium } from '../e2e/chromium';
import { serveStatic } from '../e2e/server';
import { formatPosition, type Position } from '../src/engine/index';
import { percentile } from '../src/solver/stats';
import { playRecord } from '../src/web/replay/record';

const ROOT = resolve(process.cwd(), 'dist', 'web');
/** Where in each recorded win a position is taken: a third, half and two thirds of the way. */
const SHARES = [0.33, 0.5, 0.67];
const ROUNDS = 3;

/** Mid-game positions of the recorded wins in data/won-games.txt: fixed, so runs compare. */
function midGamePositions(): Position[] {
  const list = readFileSync(resolve(process.cwd(), 'data', 'won-games.txt'), 'utf8');
  const positions: Position[] = [];
  for (const line of list.split('\n')) {
    if (line.trim() === '') continue;
    const played = playRecord(line);
    if (!played.ok) throw new Error(played.error);
    for (const share of SHARES) {
      positions.push(played.positions[Math.floor(share * (played.positions.length - 1))] as Position);
    }
  }
  return positions;
}

/** New game > Deal with "winnable deals only" on: milliseconds from the press to the new code shown. */
async function winnableDeals(): Promise<number[]> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(server.url);
  await page.waitForSelector('[data-pile="1"]');
  const times: number[] = [];
  for (let i = 0; i < DEALS; i++) {
    await page.getByRole('button', { name: 'New game' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'New game' });
    await dialog
      .getByRole('radio')
      .nth(i % 3)
      .check();
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

/** The gaps between animation frames while "Can I still win?" searches a deal the solver does not settle quickly. */
async function framesDuringSearch(): Promise<number[]> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(`${server.url}?code=CR1-N-AAAAAAA`);
  await page.waitForSelector('[data-pile="1"]');
  await page.getByRole('button', { name: 'Can I still win?' }).click();
  const gaps = await page.evaluate(
    () =>
      new Promise<number[]>((done) => {
        const gaps: number[] = [];
        let last = performance.now();
        const until = last + 3000;
        const frame = (now: number) => {
          gaps.push(now - last);
          last = now;
          if (now < until) requestAnimationFrame(frame);
          else done(gaps);
        };
        requestAnimationFrame(frame);
      }),
  );
  await page.close();
  return gaps;
}

const DEALS = 15;
const frameGaps: number[] = [];
const dealTimes: number[] = [];
const server = await serveStatic(ROOT);
const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs(), headless: true });
const times: number[] = [];
const outcomes = new Map<string, number>();
try {
  const positions = midGamePositions();
  for (let round = 0; round < ROUNDS; round++) {
    for (const position of positions) {
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      await page.goto(`${server.url}?position=${encodeURIComponent(formatPosition(position))}`);
      await page.waitForSelector('[data-pile="1"]');
      // The worker starts with the page; a player reads the table for a moment before asking.
      await page.waitForTimeout(300);
      const { ms, text } = await page.evaluate(
        () =>
          new Promise<{ ms: number; text: string }>((done) => {
            const status = document.querySelector('[role="status"]') as HTMLElement;
            const button = Array.from(document.querySelectorAll('button')).find(
              (b) => b.textContent?.trim() === 'Hint',
            );
            const started = performance.now();
            const observer = new MutationObserver(() => {
              const text = status.textContent ?? '';
              if (!/^Hint: |^This game can no longer be won/.test(text)) return;
              observer.disconnect();
              done({ ms: performance.now() - started, text });
            });
            observer.observe(status, { childList: true, characterData: true, subtree: true });
            button?.click();
          }),
      );
      times.push(ms);
      const kind = /starts a win/.test(text) ? 'win' : /rule-book/.test(text) ? 'undecided' : 'loss';
      outcomes.set(kind, (outcomes.get(kind) ?? 0) + 1);
      await page.close();
    }
  }
  dealTimes.push(...(await winnableDeals()));
  frameGaps.push(...(await framesDuringSearch()));
} finally {
  await browser.close();
  await server.close();
}
const sorted = [...times].sort((a, b) => a - b);
const tally = [...outcomes].map(([kind, n]) => `${kind} ${n}`).join(', ');
console.log(
  `hint: ${times.length} answers on ${times.length / ROUNDS} mid-game positions (${tally}); ` +
    `median ${percentile(sorted, 0.5).toFixed(0)} ms, p95 ${percentile(sorted, 0.95).toFixed(0)} ms, ` +
    `min ${(sorted[0] ?? 0).toFixed(0)} ms, max ${(sorted[sorted.length - 1] ?? 0).toFixed(0)} ms; aim: median under 250 ms`,
);
const gaps = [...frameGaps].sort((a, b) => a - b);
console.log(
  `frames during a search: ${gaps.length} frames in 3 s; median gap ${percentile(gaps, 0.5).toFixed(1)} ms, ` +
    `max ${(gaps[gaps.length - 1] ?? 0).toFixed(1)} ms; aim: every frame under 50 ms`,
);
const deals = [...dealTimes].sort((a, b) => a - b);
console.log(
  `winnable deal: ${deals.length} New game > Deal presses (classic, casual, strict); median ${percentile(deals, 0.5).toFixed(0)} ms, ` +
    `max ${(deals[deals.length - 1] ?? 0).toFixed(0)} ms; aim: median under 1 s`,
);
