// Reading a command's arguments: the engine's parsers do the reading, this module only shapes the complaints.

import {
  dealPosition,
  type GameCodeCode,
  type Parsed,
  type PositionCode,
  parseGameCode,
  parsePosition,
} from '../engine/index';
import { fail, ok, type Result } from '../engine/result';
import { type OptionTable, readArguments } from './options';
import type { Table } from './show/horseshoe';

/** The engine commands' option table: empty, as `crescent` itself answers --help and -h for every command. */
const ENGINE_OPTIONS = {} as const satisfies OptionTable;

/**
 * An engine command's arguments, or the complaint about the first one that looks like an option
 * (`-x`, `--x`, `--`): `-` alone is an argument, the batch form.
 */
export function engineArguments(args: readonly string[]): Result<string[], string> {
  const read = readArguments(args, ENGINE_OPTIONS);
  return read.ok ? ok([...read.value.positionals]) : fail(`unknown option "${read.error.option}"`);
}

/**
 * Advice for when a position arrives in pieces: it has spaces in it, so an unquoted one becomes
 * four arguments, and saying so saves the reader a puzzle.
 */
export function quoteAdvice(args: readonly string[]): string {
  return args.length >= 4 && parsePosition(args.slice(0, 4).join(' ')).ok
    ? ' (a position has spaces in it: put it in quotes)'
    : '';
}

/** A game code or a position: text that starts like a code is read as one, so its complaint is about codes. */
export function readCodeOrPosition(text: string): Parsed<Table, GameCodeCode | PositionCode> {
  if (/^\s*cr\d*-/i.test(text)) {
    const code = parseGameCode(text);
    if (!code.ok) return code;
    return ok({ code: code.value, position: dealPosition(code.value.deal, code.value.options) });
  }
  const position = parsePosition(text);
  return position.ok ? ok({ code: null, position: position.value }) : position;
}
