// `crescent deal CODE`: the starting position of a game code.

import { dealPosition, formatPosition, parseGameCode } from '../../engine/index';
import { engineArguments } from '../arguments';
import { arityProblem } from '../arity';
import type { Command } from '../command';
import { complain, printLines, usageError } from '../output';

export const dealCommand: Command = {
  summary: "print a game code's starting position",
  usage: `Usage: crescent deal CODE

Prints the starting position of the game code CODE, in the position notation of RULES.md section 8.
A code is CR1-<rules>-<deal>: rules N classic, F classic Crescent Four, E / M / H casual Easy / Medium /
Hard, S strict, each with D after it for face-down dealing; the deal is 7 letters A to Z. Case and
surrounding spaces do not matter.

Example:
  crescent deal CR1-N-AAAAAAB

Exit status: 0 printed; 2 a bad code or wrong arguments.`,
  run(given) {
    const read = engineArguments(given);
    if (!read.ok) return usageError('deal', dealCommand, read.error);
    const args = read.value;
    if (args.length !== 1) return usageError('deal', dealCommand, arityProblem('one CODE', args));
    const code = parseGameCode(args[0] as string);
    if (!code.ok) {
      complain('deal', code.error.reason);
      return 2;
    }
    printLines([formatPosition(dealPosition(code.value.deal, code.value.options))]);
    return 0;
  },
};
