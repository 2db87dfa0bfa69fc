// `crescent show`: draws a position or a game code's deal as the horseshoe, for people at a terminal.

import { engineArguments, quoteAdvice, readCodeOrPosition } from '../arguments';
import { arityProblem } from '../arity';
import type { Command } from '../command';
import { complain, printLines, usageError } from '../output';
import { ansiPaint, plainPaint, wantsColour } from '../show/colour';
import { drawHorseshoe, MIN_WIDTH } from '../show/horseshoe';
import { paintLine } from '../show/spans';

/** Drawn this wide when neither a terminal nor COLUMNS says how wide to draw. */
const DEFAULT_WIDTH = 100;

/**
 * The terminal's width; when stdout is piped (`crescent show X | less`), COLUMNS if set, else the width
 * of the terminal stderr still goes to, since shells seldom export COLUMNS.
 */
function outputWidth(): number {
  if (process.stdout.isTTY && process.stdout.columns > 0) return process.stdout.columns;
  const columns = Number(process.env.COLUMNS);
  if (Number.isInteger(columns) && columns > 0) return columns;
  if (process.stderr.isTTY && process.stderr.columns > 0) return process.stderr.columns;
  return DEFAULT_WIDTH;
}

export const showCommand: Command = {
  summary: 'draw a position or a deal as the horseshoe',
  usage: `Usage: crescent show POSITION|CODE

Draws the table for people: piles 1 to 4 up the left side (pile 1 at the bottom), 5 to 12 along the
top, 13 to 16 down the right side, and the foundations in the middle, the Aces row (building up) above
the Kings row (building down). Each pile shows its number, its card count in brackets and its cards
from the bottom card to the top card, which is [bracketed]; face-down cards are drawn as backs (▒▒).
The first line names the rules, the redeals left and the game's status.

Suits are coloured (four colours, since only the suit matters) when standard output is a terminal;
NO_COLOR turns colour off, FORCE_COLOR=1 turns it on (FORCE_COLOR=0 off), and suit symbols are always
drawn. The drawing fits the terminal's width (when piped: COLUMNS, the terminal's, or ${DEFAULT_WIDTH}), from
${MIN_WIDTH} columns up: long piles wrap, and where the horseshoe is too wide to open out (under about 70
columns) it folds, piles 5 to 8 above 9 to 12 and the foundations above the sides. Narrower than
${MIN_WIDTH} columns it is drawn ${MIN_WIDTH} wide, with a warning on standard error.

Examples:
  crescent show CR1-N-AAAAAAB
  crescent show "$(crescent apply "$(crescent deal CR1-N-AAAAAAB)" 3-KD 5-AH)"

Exit status: 0 drawn; 2 a bad position or code, or wrong arguments.`,
  run(given) {
    const read = engineArguments(given);
    if (!read.ok) return usageError('show', showCommand, read.error);
    const args = read.value;
    if (args.length !== 1) {
      return usageError('show', showCommand, arityProblem('one POSITION or CODE', args) + quoteAdvice(args));
    }
    const table = readCodeOrPosition(args[0] as string);
    if (!table.ok) {
      complain('show', table.error.reason);
      return 2;
    }
    const paint = wantsColour(process.env, process.stdout.isTTY === true) ? ansiPaint : plainPaint;
    const width = outputWidth();
    if (width < MIN_WIDTH) {
      complain('show', `the table needs ${MIN_WIDTH} columns and only ${width} are there, so its lines will wrap.`);
    }
    printLines(drawHorseshoe(table.value, width).map((line) => paintLine(line, paint)));
    return 0;
  },
};
