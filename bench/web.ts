// Benchmark: the web app's initial JS (gzip) and the time from a tap to the new position painted, in headless Chromium.

import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { chromiumArgs, findChromium } from '../e2e/chromium';
import { serveStatic } from '../e2e/server';
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

async function tapToPaint(): Promise<number[]> {
  const server = await serveStatic(ROOT);
  const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs(), headless: true });
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
const times = await tapToPaint();
console.log(
  `web: tap to painted position, median ${median(times).toFixed(1)} ms over ${times.length} taps (min ${Math.min(...times).toFixed(1)}, max ${Math.max(...times).toFixed(1)}); aim <= 50 ms`,
);
