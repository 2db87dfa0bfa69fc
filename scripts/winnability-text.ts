// The text of docs/WINNABILITY.md's table from study lines: shares with Wilson 95% intervals, ranges, commands.

import { percent, percentile, wilson } from '../src/solver/stats';

export const ROWS: readonly (readonly [string, string])[] = [
  ['N', 'classic'],
  ['F', 'classic Four'],
  ['E', 'casual Easy'],
  ['M', 'casual Medium'],
  ['H', 'casual Hard'],
  ['S', 'strict'],
];

export interface StudyLine {
  readonly deal: number;
  readonly result: string;
  readonly timeMs: number;
  readonly timeLimitS: number | null;
  /** The node budget (lines written since studies record it; null or absent: none). */
  readonly nodeLimit?: number | null;
}

/** The budget options that reproduce the lines: each distinct node and time limit among them, `/`-separated. */
function budgetOptions(lines: readonly StudyLine[]): string {
  const distinct = (values: readonly (number | null | undefined)[]) =>
    [...new Set(values.filter((v): v is number => typeof v === 'number'))].join('/');
  const nodes = distinct(lines.map((line) => line.nodeLimit));
  const times = distinct(lines.map((line) => line.timeLimitS));
  return [nodes === '' ? '' : ` --node-limit ${nodes}`, times === '' ? '' : ` --time-limit ${times}`].join('');
}

/**
 * The study's lines that parse (a line cut short by an interrupted run is skipped, as the study itself does),
 * one per deal: a later line replaces an earlier unknown one (`study --retry-unknown`), never a decided one.
 */
export function parseStudy(text: string): StudyLine[] {
  const byDeal = new Map<number, StudyLine>();
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue;
    try {
      const parsed = JSON.parse(line) as StudyLine | null;
      if (parsed === null || !Number.isInteger(parsed.deal)) continue;
      if ((byDeal.get(parsed.deal)?.result ?? 'unknown') !== 'unknown') continue;
      byDeal.set(parsed.deal, parsed);
    } catch {
      // skipped: see above
    }
  }
  return [...byDeal.values()];
}

/** "0–199", or "0–199, 300–309" when the deals studied are not one run. */
export function ranges(deals: readonly number[]): string {
  const sorted = [...deals].sort((a, b) => a - b);
  const parts: string[] = [];
  let start = sorted[0] as number;
  let previous = start;
  for (const deal of sorted.slice(1).concat(Number.NaN)) {
    if (deal === previous + 1) {
      previous = deal;
      continue;
    }
    parts.push(start === previous ? `${start}` : `${start}–${previous}`);
    start = deal;
    previous = deal;
  }
  return parts.join(', ');
}

function share(k: number, n: number): string {
  const [low, high] = wilson(k, n);
  return `${percent(k, n)} (${(100 * low).toFixed(1)}–${(100 * high).toFixed(1)}%)`;
}

/** The table's markdown: a header and one row per rules letter that has study lines. */
export function tableText(studies: ReadonlyMap<string, readonly StudyLine[]>): string {
  const out = [
    '| rules | deals covered | won (95% CI) | lost (95% CI) | undecided (95% CI) | median time | reproduce |',
  ];
  out.push('| --- | --- | --- | --- | --- | --- | --- |');
  for (const [letter, name] of ROWS) {
    const lines = studies.get(letter) ?? [];
    if (lines.length === 0) continue;
    const n = lines.length;
    const count = (result: string) => lines.filter((line) => line.result === result).length;
    const times = lines.map((line) => line.timeMs).sort((a, b) => a - b);
    const command = `node bin/crescent.js study --rules ${letter} --from 0 --count 10000${budgetOptions(lines)} --workers 1 --out data/winnability/${letter}.jsonl`;
    out.push(
      `| ${letter} (${name}) | ${n} (deals ${ranges(lines.map((line) => line.deal))}) | ${share(count('win'), n)} | ` +
        `${share(count('loss'), n)} | ${share(count('unknown'), n)} | ${(percentile(times, 0.5) / 1000).toFixed(2)} s | \`${command}\` |`,
    );
  }
  return `${out.join('\n')}\n`;
}
