// Small hand-made positions for the UI core's tests, each with a comment on what it is for.

import { type Position, parsePosition } from '../../src/engine/index';

/** Sixteen pile groups from a sparse map of pile number to cards (bottom to top). */
function piles(cards: Record<number, string>): string {
  return Array.from({ length: 16 }, (_, i) => cards[i + 1] ?? '-').join('/');
}

export function position(text: string): Position {
  const result = parsePosition(text);
  if (!result.ok) throw new Error(`bad fixture: ${result.error.reason}`);
  return result.value;
}

/**
 * Spades only left: the Ace foundation needs the Queen, the King foundation the Ace.
 * Pile 1 = KS QS (QS on top, one place takes it), pile 5 = AS (one place takes it).
 */
export const ONE_PLACE = position(`classic 3 JKKK2AAA ${piles({ 1: 'KSQS', 5: 'AS' })}`);

/**
 * Spades 6 is taken by both foundations (AS top 5, KS top 7), and also by pile 3 (top 5S).
 * Pile 1 = 6S, pile 2 = 6S, pile 3 = AS..5S, pile 4 = 7S..KS.
 */
export const BOTH_FOUNDATIONS = position(
  `classic 3 5KKK7AAA ${piles({ 1: '6S', 2: '6S', 3: 'AS2S3S4S5S', 4: '7S8S9STSJSQSKS' })}`,
);

/** Two spades left that take each other, and each goes to one foundation: KS (pile 1) and AS (pile 5). */
export const TWO_PLACES = position(`classic 3 QKKK2AAA ${piles({ 1: 'KS', 5: 'AS' })}`);

/** Nothing can move and no redeal is left: stuck. The spades foundations need 7 and 3; pile tops are Q, 9 and 2. */
export const STUCK = position(`classic 0 6KKK4AAA ${piles({ 1: '7SKSQS', 2: '3STSJS8S9S', 3: 'AS2S' })}`);

/** One move from the win: pile 1 = KS, the spades Ace foundation needs the King. */
export const ONE_FROM_WIN = position(`classic 3 QKKKAAAA ${piles({ 1: 'KS' })}`);

/** One move from stuck: pile 1's 7S goes to the spades Ace foundation, and then nothing can move. */
export const ONE_FROM_STUCK = position(`classic 0 6KKK4AAA ${piles({ 1: 'KSQS7S', 2: '3STSJS8S9S', 3: 'AS2S' })}`);
