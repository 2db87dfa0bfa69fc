// The options study run, retry and certify share, and what they read from them: the range, the budgets, the
// output file and the workers.

import { DEAL_COUNT, FACEDOWN, formatGameCode, parseRulesLetter, VARIANTS } from '../../engine/index';
import { fail as failure, ok, type Result } from '../../engine/result';
import type { StudyBudgets } from '../../study/file';
import type { OptionTable } from '../options';
import { type Flags, positive, readBudgets as searchBudgets } from './solver-flags';

/** The command every study sentence is said by, whichever subcommand runs. */
export const STUDY = 'study';

/** The rules letters a study takes, for its usage. */
export const LETTERS = `${VARIANTS.map((v) => v.letter).join(', ')}, with ${FACEDOWN.letter} for face-down`;

/** The deals a run takes: a rules letter, a range, and a slice of it. */
export const RANGE_OPTIONS = {
  rules: { type: 'string' },
  from: { type: 'string' },
  count: { type: 'string' },
  shard: {
    type: 'string',
    value: 'I/N',
    help: 'only the I-th of N equal slices of the range, I from 0 to N-1 (one per batch task)',
  },
} as const satisfies OptionTable;

/** The search budgets of each deal, and the worker threads the deals are shared among. */
export const BUDGET_OPTIONS = {
  'time-limit': {
    type: 'string',
    value: 'S',
    help: 'seconds per deal (default 10, or none when --node-limit is given)',
  },
  'node-limit': { type: 'string', value: 'N', help: 'positions per deal: answers that are the same on any machine' },
  'memory-mb': { type: 'string', value: 'M', help: "the solver's memory cap per deal in MiB (default 1024)" },
  workers: { type: 'string' },
} as const satisfies OptionTable;

export const FEWER_REDEALS_OPTION = {
  'fewer-redeals': {
    type: 'string',
    value: 'K',
    help: 'solve the smaller game with K redeals (shuffles) fewer than the rules give; its wins are\nwins of the deal and only they are written',
  },
} as const satisfies OptionTable;

/** The budgets a run's options give (the line's budget fields), or a sentence. */
export function readStudyBudgets(flags: Flags): Result<StudyBudgets, string> {
  const budgets = searchBudgets(flags);
  if (!budgets.ok) return budgets;
  const fewer = positive(flags, '--fewer-redeals', true);
  if (!fewer.ok) return fewer;
  const draw = positive(flags, '--draw', true);
  if (!draw.ok) return draw;
  const { nodeLimit, memoryMb } = budgets.value;
  const timeLimitS = budgets.value.timeLimitS ?? (nodeLimit === undefined ? 10 : null);
  return ok({
    timeLimitS,
    nodeLimit: nodeLimit ?? null,
    memoryMb: memoryMb ?? null,
    ...(fewer.value === undefined ? {} : { fewerRedeals: fewer.value }),
    ...(draw.value === undefined ? {} : { draw: draw.value }),
  });
}

/** `I/N` read as the I-th of N slices (from 0), or a sentence. */
function readShard(text: string | undefined): Result<{ index: number; of: number }, string> {
  if (text === undefined) return ok({ index: 0, of: 1 });
  const match = /^([0-9]+)\/([0-9]+)$/.exec(text);
  const index = Number(match?.[1]);
  const of = Number(match?.[2]);
  if (match === null || of < 1 || index >= of) {
    return failure(`--shard must be I/N with I from 0 to N-1 (such as 0/8), not "${text}".`);
  }
  return ok({ index, of });
}

/** The deals of slice `index` of `of` equal slices of from..from+count-1: independent, and together all of them. */
export function shardRange(from: number, count: number, index: number, of: number): { from: number; count: number } {
  const start = from + Math.floor((count * index) / of);
  const end = from + Math.floor((count * (index + 1)) / of);
  return { from: start, count: end - start };
}

/** A range's deals as game codes, with its letter and bounds. */
export interface Range {
  readonly letter: string;
  readonly codes: string[];
  readonly from: number;
  readonly count: number;
}

/** The deals of --rules/--from/--count, sliced by --shard; `optional` lets certify go without them (the whole file). */
export function readRange(flags: Flags, optional: boolean): Result<Range | null, string> {
  const letter = flags.values.get('--rules');
  const fromText = flags.values.get('--from');
  const countGiven = flags.values.has('--count');
  if (letter === undefined && fromText === undefined && !countGiven && optional) {
    if (flags.values.has('--shard')) return failure('--shard needs --rules, --from and --count.');
    return ok(null);
  }
  if (letter === undefined || fromText === undefined || !countGiven) {
    return failure('it needs --rules, --from, --count and --out.');
  }
  const options = parseRulesLetter(letter);
  if (!options.ok) return failure(options.error.reason);
  const from = Number(fromText);
  if (!/^[0-9]+$/.test(fromText) || from >= DEAL_COUNT) {
    return failure(`--from must be a deal number from 0 to ${DEAL_COUNT - 1}, not "${fromText}".`);
  }
  const count = positive(flags, '--count', true);
  if (!count.ok) return count;
  const shard = readShard(flags.values.get('--shard'));
  if (!shard.ok) return shard;
  const slice = shardRange(from, Math.min(count.value ?? 1, DEAL_COUNT - from), shard.value.index, shard.value.of);
  const codes = Array.from({ length: slice.count }, (_, i) =>
    formatGameCode({ options: options.value, deal: slice.from + i }),
  );
  return ok({ letter: letter.toUpperCase(), codes, from: slice.from, count: slice.count });
}

/** What every run reads before it solves: the range (if any), the output file, the budgets and the workers. */
export interface RunSetting {
  readonly range: Range | null;
  readonly out: string;
  readonly budgets: StudyBudgets;
  readonly workers: number;
}

/** A run's setting read from its options, checked in the order a complaint names them, or a sentence. */
export function readSetting(flags: Flags, rangeOptional: boolean, command: string): Result<RunSetting, string> {
  if (flags.rest.length > 0) {
    return failure(`unexpected argument "${flags.rest[0]}": ${command} takes only options.`);
  }
  const range = readRange(flags, rangeOptional);
  if (!range.ok) return range;
  const out = flags.values.get('--out');
  if (out === undefined) return failure('it needs --rules, --from, --count and --out.');
  const budgets = readStudyBudgets(flags);
  if (!budgets.ok) return budgets;
  const workers = positive(flags, '--workers', true);
  if (!workers.ok) return workers;
  return ok({ range: range.value, out, budgets: budgets.value, workers: workers.value ?? 1 });
}
