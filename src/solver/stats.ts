// Summaries of many solves: shares, time percentiles and rates, shared by the benchmark and `crescent study`.

import type { Verdict } from './search-end';

export interface SolveRecord {
  readonly result: Verdict;
  readonly timeMs: number;
  readonly nodes: number;
}

export interface Summary {
  readonly count: number;
  readonly wins: number;
  readonly losses: number;
  readonly unknowns: number;
  readonly medianMs: number;
  readonly p95Ms: number;
  readonly maxMs: number;
  readonly nodesPerSecond: number;
}

/** The value below which a share q of the sorted values lie (nearest rank). */
export function percentile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil(q * sorted.length)));
  return sorted[rank - 1] as number;
}

export function summarize(records: readonly SolveRecord[]): Summary {
  const times = records.map((r) => r.timeMs).sort((a, b) => a - b);
  const totalMs = times.reduce((a, b) => a + b, 0);
  const totalNodes = records.reduce((a, r) => a + r.nodes, 0);
  return {
    count: records.length,
    wins: records.filter((r) => r.result === 'win').length,
    losses: records.filter((r) => r.result === 'loss').length,
    unknowns: records.filter((r) => r.result === 'unknown').length,
    medianMs: percentile(times, 0.5),
    p95Ms: percentile(times, 0.95),
    maxMs: times[times.length - 1] ?? 0,
    nodesPerSecond: totalMs > 0 ? (totalNodes / totalMs) * 1000 : 0,
  };
}

/** The 95% Wilson score interval for k successes out of n, as shares in [0, 1]. */
export function wilson(k: number, n: number): [number, number] {
  if (n === 0) return [0, 1];
  const z = 1.959964;
  const p = k / n;
  const denom = 1 + (z * z) / n;
  const centre = (p + (z * z) / (2 * n)) / denom;
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / denom;
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

export function percent(k: number, n: number): string {
  return n === 0 ? '-' : `${((100 * k) / n).toFixed(1)}%`;
}
