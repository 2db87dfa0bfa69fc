// What the commands say: answer lines on stdout, complaints and usage on stderr, in one recognisable shape.

import { briefly } from '../engine/echo';
import type { Command } from './command';

export function printLines(lines: readonly string[]): void {
  if (lines.length > 0) process.stdout.write(`${lines.join('\n')}\n`);
}

/**
 * Writes `crescent NAME: message` on stderr, so a script's log shows which command refused what; a long
 * echo of bad input is cut short, so the sentence stays readable.
 */
export function complain(name: string, message: string): void {
  process.stderr.write(`crescent ${name}: ${briefly(message)}\n`);
}

/** A wrong call of a command: the problem, then the command's usage, on stderr; exit status 2. */
export function usageError(name: string, command: Command, problem: string): number {
  complain(name, problem);
  process.stderr.write(`\n${command.usage}\n`);
  return 2;
}
