// `crescent status`: whether a position is playing, won or stuck; in batch, one status word per position.

import { parsePosition, status } from '../../engine/index';
import type { Command } from '../command';
import { runOnPosition } from './one-position';

/** One batch job: a position line in, `playing`, `won` or `stuck` out. */
export function statusJob(line: string): string {
  const position = parsePosition(line);
  return position.ok ? status(position.value) : `error: ${position.error.reason}`;
}

export const statusCommand: Command = {
  summary: 'say whether a position is playing, won or stuck',
  usage: `Usage: crescent status POSITION
       crescent status -

Prints "playing", "won" (every card on a foundation) or "stuck" (no move is left that could help:
RULES.md section 3). Quote the position: it has spaces in it.

With - it reads one position per line on standard input and writes one line per position: its status
word, or "error: <what is wrong>".

Example:
  crescent status "$(crescent deal CR1-S-AAAAAAB)"

Exit status: 0 printed; 2 a bad position or wrong arguments.
With -: 0 once the input ends, even if some jobs were errors; 2 when every job was an error.`,
  run(given) {
    return runOnPosition('status', statusCommand, given, statusJob, (position) => [status(position)]);
  },
};
