// When the benchmark finds the browser idle: the CPU its processes used over the quiet span, from readings of their CPU times.

import { describe, expect, it } from 'vitest';
import {
  type BrowserProcess,
  cpuBetween,
  type IdleRule,
  idleAtLast,
  type Reading,
} from '../../e2e/support/browser-idle';

const RULE: IdleRule = { quietMs: 1_000, share: 0.1, limitMs: 20_000 };

/** The browser, GPU and page processes with these CPU times (ms), and the new window's interface renderer if given. */
function processes(browser: number, page: number, windowInterface?: number): BrowserProcess[] {
  const list: BrowserProcess[] = [
    { id: 1, type: 'browser', cpuMs: browser },
    { id: 2, type: 'GPU', cpuMs: 100 },
    { id: 3, type: 'renderer', cpuMs: page },
  ];
  if (windowInterface !== undefined) list.push({ id: 4, type: 'renderer', cpuMs: windowInterface });
  return list;
}

describe('cpuBetween', () => {
  it('gives each process its CPU since the first reading, most first; a new process counts from zero', () => {
    const used = cpuBetween(processes(1_000, 200), processes(1_030, 210, 700));
    expect(used.map(({ process, ms }) => [process.id, ms])).toEqual([
      [4, 700],
      [1, 30],
      [3, 10],
      [2, 0],
    ]);
  });
});

describe('idleAtLast', () => {
  it('waits until the readings cover the quiet span', () => {
    const readings: Reading[] = [
      { at: 0, processes: processes(1_000, 200) },
      { at: 500, processes: processes(1_000, 200) },
    ];
    expect(idleAtLast(readings, RULE)).toBe(false);
    expect(idleAtLast([], RULE)).toBe(false);
  });

  it('is not idle while a new window builds its interface, and is once the span after it is quiet', () => {
    const readings: Reading[] = [
      { at: 0, processes: processes(1_000, 200, 100) },
      { at: 500, processes: processes(1_050, 200, 600) },
      { at: 1_000, processes: processes(1_080, 200, 1_100) },
      { at: 1_500, processes: processes(1_100, 205, 1_300) },
    ];
    expect(idleAtLast(readings, RULE)).toBe(false);
    readings.push({ at: 2_000, processes: processes(1_110, 210, 1_310) });
    // Since 1,000 ms: 30 + 10 + 210 ms of CPU over 1,000 ms, a quarter of a core.
    expect(idleAtLast(readings, RULE)).toBe(false);
    readings.push({ at: 2_500, processes: processes(1_120, 212, 1_312) });
    // Since 1,500 ms: 20 + 7 + 12 ms over 1,000 ms.
    expect(idleAtLast(readings, RULE)).toBe(true);
  });

  it('counts a process that ended as using nothing, not as giving CPU time back', () => {
    const readings: Reading[] = [
      { at: 0, processes: processes(1_000, 200, 1_500) },
      { at: 1_000, processes: processes(1_040, 240) },
    ];
    // 40 + 40 ms over 1,000 ms: under a tenth of a core, though the ended renderer's 1,500 ms are gone from the sum.
    expect(idleAtLast(readings, RULE)).toBe(true);
    readings.push({ at: 2_000, processes: processes(1_140, 300) });
    expect(idleAtLast(readings, RULE)).toBe(false);
  });
});
