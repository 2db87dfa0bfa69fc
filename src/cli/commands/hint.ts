// `crescent hint`: the rule-book hint's move for a position.

import { formatMove, hint, parsePosition } from '../../engine/index';
import { engineArguments, quoteAdvice } from '../arguments';
import { arityProblem } from '../arity';
import type { Command } from '../command';
import { complain, printLines, usageError } from '../output';

export const hintCommand: Command = {
  summary: "print the rule-book hint's move",
  usage: `Usage: crescent hint POSITION

Prints the move the rule-book hint suggests (RULES.md section 5): a foundation play first, then a pile
move that exposes a card a foundation needs, then a redeal, then any legal move. Prints nothing and
exits 1 when there is no hint: the game is won or stuck. Quote the position: it has spaces in it.

Example:
  crescent hint "$(crescent deal CR1-N-AAAAAAB)"

Exit status: 0 printed; 1 no hint (won or stuck); 2 a bad position or wrong arguments.`,
  run(given) {
    const read = engineArguments(given);
    if (!read.ok) return usageError('hint', hintCommand, read.error);
    const args = read.value;
    if (args.length !== 1)
      return usageError('hint', hintCommand, arityProblem('one POSITION', args) + quoteAdvice(args));
    const position = parsePosition(args[0] as string);
    if (!position.ok) {
      complain('hint', position.error.reason);
      return 2;
    }
    const suggestion = hint(position.value);
    if (suggestion === null) return 1;
    printLines([formatMove(suggestion.move)]);
    return 0;
  },
};
