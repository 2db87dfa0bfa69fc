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
  /** A smaller game's win: the deal played with this many redeals fewer (absent: the real game). */
  readonly fewerRedeals?: number;
  /** A line from a search with this seeded draw of weightings (absent: the portfolio's). */
  readonly draw?: number;
}

/** The budget options of one line (its node budget, its time limit, its smaller game, its draw), as `study` takes them. */
function budgetOf(line: StudyLine): string {
  const nodes = typeof line.nodeLimit === 'number' ? ` --node-limit ${line.nodeLimit}` : '';
  const time = typeof line.timeLimitS === 'number' ? ` --time-limit ${line.timeLimitS}` : '';
  const fewer = typeof line.fewerRedeals === 'number' ? ` --fewer-redeals ${line.fewerRedeals}` : '';
  const draw = typeof line.draw === 'number' ? ` --draw ${line.draw}` : '';
  return nodes + time + fewer + draw;
}

/** The lines' budgets, the one most lines were made with first, each with how many lines it made. */
function budgets(lines: readonly StudyLine[]): [string, number][] {
  const counts = new Map<string, number>();
  for (const line of lines) {
    const budget = budgetOf(line);
    counts.set(budget, (counts.get(budget) ?? 0) + 1);
  }
  return [...counts.entries()].sort((a, b) => b[1] - a[1]);
}

/**
 * How to reproduce a row: one runnable command with the budget most of its lines were made with, and, when some
 * lines were made with other budgets (a certification with a larger one, lines kept from an older study), how many.
 */
function reproduce(letter: string, lines: readonly StudyLine[]): string {
  const [main, ...others] = budgets(lines);
  const command = (budget: string) =>
    `\`node bin/crescent.js study --rules ${letter} --from 0 --count 10000${budget} --workers 1 --out data/winnability/${letter}.jsonl\``;
  if (main === undefined) return '';
  if (others.length === 0) return command(main[0]);
  const rest = others.map(([budget, n]) => (budget === '' ? `${n} with no budget` : `${n} with \`${budget.trim()}\``));
  return `${command(main[0])} (${main[1]} of its lines; ${rest.join(', ')})`;
}

/**
 * The study's lines that parse (a line cut short by an interrupted run is skipped, as the study itself does),
 * one per deal, as `study` reads them: a later line replaces an earlier unknown one (`study --retry-unknown`), a
 * later decided line replaces a decided one (`study --certify` adds the win with its solution), and a later
 * unknown line never replaces a decided one.
 */
export function parseStudy(text: string): StudyLine[] {
  const byDeal = new Map<number, StudyLine>();
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue;
    try {
      const parsed = JSON.parse(line) as StudyLine | null;
      if (parsed === null || !Number.isInteger(parsed.deal)) continue;
      // The last decided line counts (a later one carries a solution, say), else the last unknown one.
      if (parsed.result === 'unknown' && (byDeal.get(parsed.deal)?.result ?? 'unknown') !== 'unknown') continue;
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
    out.push(
      `| ${letter} (${name}) | ${n} (deals ${ranges(lines.map((line) => line.deal))}) | ${share(count('win'), n)} | ` +
        `${share(count('loss'), n)} | ${share(count('unknown'), n)} | ${(percentile(times, 0.5) / 1000).toFixed(2)} s | ${reproduce(letter, lines)} |`,
    );
  }
  return `${out.join('\n')}\n`;
}
