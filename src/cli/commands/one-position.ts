// The run of a command that answers about one POSITION, or with - about each line of standard input.

import { type Position, parsePosition } from '../../engine/index';
import { engineArguments, quoteAdvice } from '../arguments';
import { arityProblem } from '../arity';
import { type Job, runBatch } from '../batch';
import type { Command } from '../command';
import { complain, printLines, usageError } from '../output';

/** Reads the arguments, then prints `answer`'s lines for the position or runs `job` over the batch: the exit status. */
export function runOnPosition(
  name: string,
  command: Command,
  given: readonly string[],
  job: Job,
  answer: (position: Position) => readonly string[],
): Promise<number> | number {
  const read = engineArguments(given);
  if (!read.ok) return usageError(name, command, read.error);
  const args = read.value;
  if (args.length !== 1) {
    return usageError(name, command, arityProblem('one POSITION, or -', args) + quoteAdvice(args));
  }
  if (args[0] === '-') return runBatch(job);
  const position = parsePosition(args[0] as string);
  if (!position.ok) {
    complain(name, position.error.reason);
    return 2;
  }
  printLines(answer(position.value));
  return 0;
}
