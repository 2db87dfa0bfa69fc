// `crescent apply`: plays moves on a position through the engine; in batch, one move per job line.

import { formatMove, formatPosition, type Move, parseMove, parsePosition, play } from '../../engine/index';
import { engineArguments, quoteAdvice } from '../arguments';
import { arityProblem } from '../arity';
import { runBatch } from '../batch';
import type { Command } from '../command';
import { complain, printLines, usageError } from '../output';

/** One batch job: `POSITION<TAB>MOVE` in, the new position or `error: <refusal sentence>` out. */
export function applyJob(line: string): string {
  const fields = line.split('\t');
  if (fields.length !== 2) {
    const tabs = fields.length === 1 ? 'no tab' : `${fields.length - 1} tabs`;
    return `error: A job line is POSITION<TAB>MOVE; this one has ${tabs}.`;
  }
  const position = parsePosition(fields[0] as string);
  if (!position.ok) return `error: ${position.error.reason}`;
  const move = parseMove(fields[1] as string);
  if (!move.ok) return `error: ${move.error.reason}`;
  const result = play(position.value, move.value);
  return result.ok ? formatPosition(result.value) : `error: ${result.error.reason}`;
}

export const applyCommand: Command = {
  summary: 'play moves on a position and print the result',
  usage: `Usage: crescent apply POSITION MOVE...
       crescent apply -

Plays the moves in order on POSITION and prints the resulting position. Moves use the notation of
RULES.md section 8: 10-14, 10-AS, AS-KS, KH-7, or R for a redeal. On the first illegal move it prints
which move it was and the rule's refusal on standard error, e.g.
  crescent apply: move 3 (10-AS): Must be the same suit
and prints no position. Quote the position: it has spaces in it.

With - it reads one job per line on standard input, POSITION<TAB>MOVE, and writes one line per job:
the new position, or "error: <refusal or what is wrong>".

Example:
  crescent apply "$(crescent deal CR1-N-AAAAAAB)" 3-KD 5-AH

Exit status: 0 printed; 1 a move was refused; 2 a bad position or move, or wrong arguments.
With -: 0 once the input ends, even if some jobs were errors; 2 when every job was an error.`,
  run(given) {
    const read = engineArguments(given);
    if (!read.ok) return usageError('apply', applyCommand, read.error);
    const args = read.value;
    if (args[0] === '-') {
      if (args.length === 1) return runBatch(applyJob);
      return usageError('apply', applyCommand, 'with - the jobs come on standard input, so nothing may follow it');
    }
    if (args.length < 2) {
      return usageError('apply', applyCommand, arityProblem('a POSITION and at least one MOVE, or -', args));
    }
    const [positionText, ...moveTexts] = args as [string, ...string[]];
    const start = parsePosition(positionText);
    if (!start.ok) {
      complain('apply', start.error.reason + quoteAdvice(args));
      return 2;
    }
    // Read every move before playing any, so a typo is reported as a typo, not masked by an earlier refusal.
    const moves: Move[] = [];
    for (const [i, text] of moveTexts.entries()) {
      const move = parseMove(text);
      if (!move.ok) {
        complain('apply', `move ${i + 1} ("${text}"): ${move.error.reason}`);
        return 2;
      }
      moves.push(move.value);
    }
    let position = start.value;
    for (const [i, move] of moves.entries()) {
      const result = play(position, move);
      if (!result.ok) {
        complain('apply', `move ${i + 1} (${formatMove(move)}): ${result.error.reason}`);
        return 1;
      }
      position = result.value;
    }
    printLines([formatPosition(position)]);
    return 0;
  },
};
