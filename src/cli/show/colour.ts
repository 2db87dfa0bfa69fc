// Whether `show` paints in colour, and the painting: ANSI codes for a terminal, nothing otherwise.

import type { Suit } from '../../engine/index';

/** What a piece of text means, which decides its look. */
export type Ink = Suit | 'label' | 'faint' | 'good' | 'bad' | 'plain';

export type Paint = (text: string, ink: Ink, strong?: boolean) => string;

/**
 * FORCE_COLOR decides when set (0 or false: never; anything else: always), as in Node itself;
 * else a non-empty NO_COLOR turns colour off (no-color.org); else colour goes to a terminal that is not "dumb".
 */
export function wantsColour(env: NodeJS.ProcessEnv, isTTY: boolean): boolean {
  const force = env.FORCE_COLOR;
  if (force !== undefined) return force !== '0' && force.toLowerCase() !== 'false';
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== '') return false;
  return isTTY && env.TERM !== 'dumb';
}

/**
 * Four suit colours, not two: in Crescent only the suit matters (never red on black), so telling
 * spades from clubs at a glance helps. Spades keep the terminal's own colour, as black does on paper.
 */
const SUIT_CODES: Record<Ink, string> = {
  S: '',
  H: '31',
  D: '34',
  C: '32',
  label: '1',
  faint: '2',
  good: '32',
  bad: '31',
  plain: '',
};

export const ansiPaint: Paint = (text, ink, strong = false) => {
  const codes = [strong && ink !== 'label' ? '1' : '', SUIT_CODES[ink]].filter((c) => c !== '').join(';');
  return codes === '' ? text : `\u001b[${codes}m${text}\u001b[0m`;
};

export const plainPaint: Paint = (text) => text;
