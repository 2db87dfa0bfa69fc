// The play clock: runs, pauses while the page is hidden, and gives the time to save.

import { describe, expect, it } from 'vitest';
import { clockFrom, elapsedMs, pauseClock, runClock, watchPageHidden } from '../../src/web/persist/clock';

describe('the play clock', () => {
  it('counts only the time it runs, across pauses', () => {
    let clock = runClock(clockFrom(0), 1_000);
    expect(elapsedMs(clock, 4_000)).toBe(3_000);
    clock = pauseClock(clock, 4_000);
    // Hidden for a minute: nothing counts.
    expect(elapsedMs(clock, 64_000)).toBe(3_000);
    clock = runClock(clock, 64_000);
    expect(elapsedMs(clock, 66_500)).toBe(5_500);
  });

  it('resumes a saved time paused, and ignores a second run or pause', () => {
    let clock = clockFrom(90_000);
    expect(elapsedMs(clock, 5)).toBe(90_000);
    clock = runClock(runClock(clock, 100), 700);
    expect(elapsedMs(clock, 1_100)).toBe(91_000);
    const paused = pauseClock(clock, 1_100);
    expect(pauseClock(paused, 9_999)).toBe(paused);
  });

  it('never runs backwards if the system clock does', () => {
    const clock = runClock(clockFrom(10_000), 5_000);
    expect(elapsedMs(clock, 4_000)).toBe(10_000);
  });

  it('reports the page being hidden and shown until told to stop', () => {
    const listeners = new Set<() => void>();
    const doc = {
      visibilityState: 'visible',
      addEventListener: (_: string, l: () => void) => listeners.add(l),
      removeEventListener: (_: string, l: () => void) => listeners.delete(l),
    };
    const seen: boolean[] = [];
    const stop = watchPageHidden(doc as unknown as Document, (hidden) => seen.push(hidden));
    const fire = (state: string) => {
      doc.visibilityState = state;
      for (const l of listeners) l();
    };
    fire('hidden');
    fire('visible');
    stop();
    fire('hidden');
    expect(seen).toEqual([true, false]);
  });
});
