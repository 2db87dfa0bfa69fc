// The text of docs/WINNABILITY.md's table from study lines: shares with Wilson 95% intervals, ranges, commands.

import { VARIANTS } from '../src/engine/index';
import { percent, percentile, wilson } from '../src/solver/stats';

/** One row per variant, in the variants table's order: its letter and its short name. */
export const ROWS: readonly (readonly [string, string])[] = VARIANTS.map((v) => [v.letter, v.short]);

export interface StudyLine {
  readonly deal: number;
  readonly result: string;
  /** A loss line's proof and its confirmation (src/study/file.ts). */
  readonly proof?: string;
  readonly confirmedBy?: string;
  readonly timeMs: number;
  readonly timeLimitS: number | null;
  /** The node budget (lines written since studies record it; null or absent: none). */
  readonly nodeLimit?: number | null;
  /** A smaller game's win: the deal played with this many redeals fewer (absent: the real game). */
  readonly fewerRedeals?: number;
  /** A line from a search with this seeded draw of weightings (absent: the portfolio's). */
  readonly draw?: number;
  /** A win replayed from the line of this code, the same deal under other rules (`study adopt`): no search. */
  readonly adoptedFrom?: string;
}

/** What budgetOf gives a line adopted from another rules letter's win (`study adopt`), which had no budget. */
const ADOPTED = ' adopt';

/**
 * The budget options of one line (its node budget, its time limit, its smaller game), as `study` takes them,
 * with `--draw D` for a line of a draw: a row's draws are counted together under one budget.
 */
function budgetOf(line: StudyLine): string {
  if (typeof line.adoptedFrom === 'string') return ADOPTED;
  const nodes = typeof line.nodeLimit === 'number' ? ` --node-limit ${line.nodeLimit}` : '';
  const time = typeof line.timeLimitS === 'number' ? ` --time-limit ${line.timeLimitS}` : '';
  const fewer = typeof line.fewerRedeals === 'number' ? ` --fewer-redeals ${line.fewerRedeals}` : '';
  const draw = typeof line.draw === 'number' ? ' --draw D' : '';
  return nodes + time + fewer + draw;
}

/** One budget of a row: its options, how many lines it made, and the draws among them. */
interface Budget {
  readonly options: string;
  count: number;
  readonly draws: Set<number>;
}

/** The lines' budgets, the one most lines were made with first. */
function budgets(lines: readonly StudyLine[]): Budget[] {
  const byOptions = new Map<string, Budget>();
  for (const line of lines) {
    const options = budgetOf(line);
    const budget = byOptions.get(options) ?? { options, count: 0, draws: new Set<number>() };
    budget.count++;
    if (typeof line.draw === 'number') budget.draws.add(line.draw);
    byOptions.set(options, budget);
  }
  return [...byOptions.values()].sort((a, b) => b.count - a.count);
}

/** Draw numbers as runs: 4–7, 9. */
function drawRuns(draws: ReadonlySet<number>): string {
  const sorted = [...draws].sort((a, b) => a - b);
  const runs: string[] = [];
  for (let i = 0; i < sorted.length; ) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === (sorted[j] as number) + 1) j++;
    runs.push(j === i ? `${sorted[i]}` : `${sorted[i]}–${sorted[j]}`);
    i = j + 1;
  }
  return runs.join(', ');
}

/**
 * How to reproduce a row: one runnable command with the budget most of its lines were made with, and, when some
 * lines were made with other budgets (a certification with a larger one, lines kept from an older study, a
 * retry in a smaller game or with a draw), how many.
 */
function reproduce(letter: string, lines: readonly StudyLine[]): string {
  const [main, ...others] = budgets(lines);
  const command = (budget: string) =>
    `\`node bin/crescent.js study run --rules ${letter} --from 0 --count 10000${budget} --workers 1 --out data/winnability/${letter}.jsonl\``;
  if (main === undefined) return '';
  if (others.length === 0) return command(main.options);
  const rest = others.map(({ options, count, draws }) => {
    if (options === '') return `${count} with no budget`;
    if (options === ADOPTED) return `${count} won by replaying another rules letter's win (\`study adopt\`)`;
    const which = draws.size === 0 ? '' : ` (D = ${drawRuns(draws)})`;
    return `${count} with \`${options.trim()}\`${which}`;
  });
  return `${command(main.options)} (${main.count} of its lines; ${rest.join(', ')})`;
}

/**
 * The study's lines that parse (a line cut short by an interrupted run is skipped, as the study itself does),
 * one per deal, as `study` reads them: a later line replaces an earlier unknown one (`study retry`), a
 * later decided line replaces a decided one (`study certify` adds the win with its solution), and a later
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
    // A loss counts as lost only where it rests on exact keys (proved or confirmed by the search by phases); a
    // loss of the search alone, whose keys are 64-bit hashes, counts as undecided.
    const lost = (line: StudyLine) =>
      line.result === 'loss' && (line.proof === 'phases' || line.confirmedBy === 'phases');
    const count = (result: string) =>
      lines.filter((line) =>
        result === 'loss'
          ? lost(line)
          : result === 'unknown'
            ? line.result === 'unknown' || (line.result === 'loss' && !lost(line))
            : line.result === result,
      ).length;
    // An adopted win was not searched under this row's rules: it has no time of its own to count.
    const times = lines
      .filter((line) => line.adoptedFrom === undefined)
      .map((line) => line.timeMs)
      .sort((a, b) => a - b);
    out.push(
      `| ${letter} (${name}) | ${n} (deals ${ranges(lines.map((line) => line.deal))}) | ${share(count('win'), n)} | ` +
        `${share(count('loss'), n)} | ${share(count('unknown'), n)} | ${(percentile(times, 0.5) / 1000).toFixed(2)} s | ${reproduce(letter, lines)} |`,
    );
  }
  return `${out.join('\n')}\n`;
}
