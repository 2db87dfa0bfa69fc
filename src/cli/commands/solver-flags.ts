// The solver commands' options: read against each command's table into a map, numbers checked with one sentence each.

import { briefly } from '../../engine/echo';
import { fail as failure, ok, type Result } from '../../engine/result';
import { type OptionTable, readArguments } from '../options';

/** The options given, by their `--name`: values of string options, switches, and the other arguments. */
export type Flags = { values: Map<string, string>; switches: Set<string>; rest: string[] };

/** Reads the arguments against the command's option table; a sentence for anything unknown, repeated or missing. */
export function readFlags(args: readonly string[], table: OptionTable): Result<Flags, string> {
  // A position's piles field may start with a dash (pile 1 empty), so only `--name` is an option here.
  const read = readArguments(args, table, { dashedArguments: true });
  if (!read.ok) {
    const { code, option } = read.error;
    if (code === 'REPEATED_OPTION') return failure(`${option} is given more than once: give each option once.`);
    if (code === 'MISSING_VALUE') return failure(`${option} needs a value.`);
    const names = Object.keys(table).map((name) => `--${name}`);
    return failure(`Unknown option ${option}: the options are ${names.join(', ')}.`);
  }
  const flags: Flags = { values: new Map(), switches: new Set(), rest: [...read.value.positionals] };
  for (const [name, value] of Object.entries(read.value.values)) {
    if (typeof value === 'string') flags.values.set(`--${name}`, value);
    else if (value === true) flags.switches.add(`--${name}`);
  }
  return ok(flags);
}

/** The largest time limit in seconds (about eleven days): past it a limit is no limit, and a typo more likely. */
export const LARGEST_TIME_LIMIT_S = 1_000_000;

/**
 * A positive number option (absent: undefined), or a sentence. A whole number is written in digits alone
 * (`1e9` or `+5` is not one), at most the largest exact whole number; any other number is a plain decimal of
 * seconds, at most LARGEST_TIME_LIMIT_S. A number too large, or written with an exponent, is told the largest.
 */
export function positive(flags: Flags, name: string, integer: boolean): Result<number | undefined, string> {
  const text = flags.values.get(name);
  if (text === undefined) return ok(undefined);
  const value = Number(text);
  const written = integer ? /^[0-9]+$/.test(text) : /^[0-9]*\.?[0-9]+$/.test(text);
  const largest = integer ? Number.MAX_SAFE_INTEGER : LARGEST_TIME_LIMIT_S;
  if (
    /^[0-9.]*[0-9](?:e\+?[0-9]+)?$/i.test(text) &&
    value > 0 &&
    (!integer || Number.isInteger(value)) &&
    value > largest
  ) {
    const most = `${largest.toLocaleString('en-US')}${integer ? '' : ' seconds'}`;
    return failure(`${name} must be at most ${most}, written in digits, not "${text}".`);
  }
  if (!written || !Number.isFinite(value) || value <= 0 || (integer && !Number.isSafeInteger(value))) {
    return failure(`${name} must be a positive ${integer ? 'whole number' : 'number'}, not "${text}".`);
  }
  return ok(value);
}

/** Writes `crescent COMMAND: error` on stderr, on a line of its own; exit status 2 (a wrong call or bad input). */
export function fail(command: string, error: string): number {
  process.stderr.write(`crescent ${command}: ${briefly(error)}\n`);
  return 2;
}

/** The search budgets every solver command takes: --time-limit in seconds, --node-limit and --memory-mb. */
export function readBudgets(
  flags: Flags,
): Result<{ timeLimitS: number | undefined; nodeLimit: number | undefined; memoryMb: number | undefined }, string> {
  const time = positive(flags, '--time-limit', false);
  if (!time.ok) return time;
  const nodes = positive(flags, '--node-limit', true);
  if (!nodes.ok) return nodes;
  const memory = positive(flags, '--memory-mb', true);
  if (!memory.ok) return memory;
  return ok({ timeLimitS: time.value, nodeLimit: nodes.value, memoryMb: memory.value });
}
