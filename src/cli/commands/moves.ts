// `crescent moves`: the legal moves of a position, one per line; in batch, one line of moves per position.

import { formatMove, legalMoves, parsePosition } from '../../engine/index';
import type { Command } from '../command';
import { runOnPosition } from './one-position';

/** One batch job: a position line in, its legal moves joined by single spaces out (empty when none). */
export function movesJob(line: string): string {
  const position = parsePosition(line);
  if (!position.ok) return `error: ${position.error.reason}`;
  return legalMoves(position.value).map(formatMove).join(' ');
}

export const movesCommand: Command = {
  summary: 'list the legal moves of a position',
  usage: `Usage: crescent moves POSITION
       crescent moves -

Prints the legal moves of POSITION, one per line, in the move notation of RULES.md section 8
(10-14, 10-AS, AS-KS, KH-7, R); nothing when there are none. Quote the position: it has spaces in it.

With - it reads one position per line on standard input and writes one line per position: its moves
joined by single spaces (an empty line when there are none), or "error: <what is wrong>".

Example:
  crescent moves "$(crescent deal CR1-N-AAAAAAB)"

Exit status: 0 printed; 2 a bad position or wrong arguments.
With -: 0 once the input ends, even if some jobs were errors; 2 when every job was an error.`,
  run(given) {
    return runOnPosition('moves', movesCommand, given, movesJob, (position) => legalMoves(position).map(formatMove));
  },
};
