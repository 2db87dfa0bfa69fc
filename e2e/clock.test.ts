// Browser test: the game's clock never goes back, across hiding the page, showing it again and reloading it.

import { describe, expect, it } from 'vitest';
import { fileHarness, finish } from './support/harness';
import { playHint, setHidden } from './support/life';

const harness = fileHarness();

describe('the clock', () => {
  it('never shows less time than it showed before, when the page is shown again or reloaded', async () => {
    const opened = await harness.open('?code=CR1-N-AAAAAAB', undefined, { clock: true });
    const { page } = opened;
    await playHint(page);
    // Every time the clock's text changes, the page notes it: a reading shown for a single frame counts too.
    await page.evaluate(() => {
      const shown: string[] = [];
      (window as unknown as { shownClock: string[] }).shownClock = shown;
      const clock = document.querySelector('[data-testid="clock"]') as Element;
      new MutationObserver(() => shown.push(clock.textContent ?? '')).observe(clock, {
        subtree: true,
        characterData: true,
        childList: true,
      });
    });
    await page.clock.runFor(3100);
    await setHidden(page, true);
    await page.clock.runFor(10_000);
    await setHidden(page, false);
    await page.clock.runFor(1100);
    const seconds = (text: string) => {
      const [m, s] = text.split(':').map(Number);
      return (m ?? 0) * 60 + (s ?? 0);
    };
    const readings = (await page.evaluate(() => (window as unknown as { shownClock: string[] }).shownClock)).map(
      seconds,
    );
    expect(readings.length).toBeGreaterThan(2);
    for (let i = 1; i < readings.length; i++) expect(readings[i]).toBeGreaterThanOrEqual(readings[i - 1] as number);
    const before = seconds((await page.getByTestId('clock').textContent()) ?? '');
    await page.reload();
    await page.waitForSelector('[data-pile="1"]');
    expect(seconds((await page.getByTestId('clock').textContent()) ?? '')).toBeGreaterThanOrEqual(before);
    await finish(opened);
  });
});
