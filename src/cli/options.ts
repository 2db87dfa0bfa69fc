// A command's option table, read with Node's util.parseArgs; whatever is wrong is named as one of our problems.

import { type ParseArgsConfig, parseArgs } from 'node:util';
import { fail, ok, type Result } from '../engine/result';

export interface OptionSpec {
  readonly type: 'string' | 'boolean';
  /** What the value stands for in the usage text, such as `S` for seconds (string options). */
  readonly value?: string;
  /** The option's line in the usage text; an option without one is described in the usage's prose. */
  readonly help?: string;
}

/** A command's options by long name, without the leading `--`, in the order its usage lists them. */
export type OptionTable = Readonly<Record<string, OptionSpec>>;

export interface ReadArguments {
  /** The options given, by long name: a string option's value, or true for a switch. */
  readonly values: Readonly<Record<string, string | boolean | undefined>>;
  /** The arguments that are not options, in order. */
  readonly positionals: readonly string[];
}

/** What is wrong with the options: `option` is the argument as typed (`--fast`, `-xy`, `--json=1`, `--`). */
export type OptionProblem =
  | { readonly code: 'UNKNOWN_OPTION'; readonly option: string }
  | { readonly code: 'REPEATED_OPTION'; readonly option: string }
  | { readonly code: 'MISSING_VALUE'; readonly option: string };

type Tokens = NonNullable<ReturnType<typeof parseArgs<ParseArgsConfig & { tokens: true }>>['tokens']>;

function read(args: readonly string[], table: OptionTable, strict: boolean) {
  const options = Object.fromEntries(Object.entries(table).map(([name, spec]) => [name, { type: spec.type }]));
  return parseArgs({ args: [...args], options, strict, allowPositionals: true, tokens: true });
}

/**
 * The first problem among the read tokens, in the order they were typed. `--` is refused like an unknown
 * option: no argument of a command starts with a dash, so it has nothing to protect. An option given
 * twice is refused, since keeping the last one silently would hide a script's mistake.
 */
function firstProblem(tokens: Tokens, args: readonly string[], table: OptionTable): OptionProblem | null {
  const seen = new Set<string>();
  for (const token of tokens) {
    if (token.kind === 'option-terminator') return { code: 'UNKNOWN_OPTION', option: '--' };
    if (token.kind !== 'option') continue;
    const spec = Object.hasOwn(table, token.name) ? table[token.name] : undefined;
    const typed = args[token.index] as string;
    // A short option or a switch given a value is not one of the table's spellings.
    if (spec === undefined || !token.rawName.startsWith('--') || (spec.type === 'boolean' && token.inlineValue)) {
      return { code: 'UNKNOWN_OPTION', option: typed };
    }
    if (seen.has(token.name)) return { code: 'REPEATED_OPTION', option: token.rawName };
    seen.add(token.name);
    if (spec.type === 'string' && token.value === undefined) return { code: 'MISSING_VALUE', option: token.rawName };
  }
  return null;
}

/** Stands in for an argument while parseArgs reads: no argument a shell passes can hold a NUL character. */
const standIn = (index: number): string => `\u0000${index}`;

/**
 * Reads the arguments against the table, strictly. Node's own complaints are worded for programmers, so
 * when the strict reading fails the arguments are read again leniently and the faulty one is named. The
 * one thing strict reading refuses that is not named so is a value that starts with a dash
 * (`--time-limit --json`): it is kept as the value, and the command's check of that value says what is wrong.
 *
 * With `dashedArguments`, an argument starting with a single dash is an argument, not an option: a
 * position given as four arguments has a piles field starting with `-` when pile 1 is empty.
 */
export function readArguments(
  args: readonly string[],
  table: OptionTable,
  { dashedArguments = false }: { readonly dashedArguments?: boolean } = {},
): Result<ReadArguments, OptionProblem> {
  const dashed = (arg: string) => dashedArguments && arg.length > 1 && arg.startsWith('-') && !arg.startsWith('--');
  const shown = args.map((arg, i) => (dashed(arg) ? standIn(i) : arg));
  const typed = new Map(args.flatMap((arg, i) => (dashed(arg) ? [[standIn(i), arg] as const] : [])));
  const restore = <V>(value: V): V | string => (typeof value === 'string' ? (typed.get(value) ?? value) : value);
  let parsed: ReturnType<typeof read>;
  try {
    parsed = read(shown, table, true);
  } catch {
    parsed = read(shown, table, false);
  }
  const problem = firstProblem(parsed.tokens, args, table);
  if (problem !== null) return fail(problem);
  const values = Object.fromEntries(Object.entries(parsed.values).map(([name, value]) => [name, restore(value)]));
  return ok({ values, positionals: parsed.positionals.map(restore) });
}

/** The table's usage lines: `  --name VALUE` padded to a column, then the help, for each option that has help. */
export function optionLines(table: OptionTable, column = 21): string {
  return Object.entries(table)
    .flatMap(([name, spec]) => {
      if (spec.help === undefined) return [];
      const left = `  --${name}${spec.value === undefined ? '' : ` ${spec.value}`}`;
      // A help of several lines goes on under the first one.
      return [`${left.padEnd(column - 1)} ${spec.help.replaceAll('\n', `\n${' '.repeat(column)}`)}`];
    })
    .join('\n');
}
