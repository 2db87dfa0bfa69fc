// The review's sentences: the move that lost the win, how the loss was proved, and what stayed undecided.

import { cardSymbol, type Move, type Position, topCardAt } from '../../engine/index';
import type { Review, ReviewProbe } from '../../solver/review';
import { placeName, redealCount } from '../core/words';

/** Step `step` (1 = the first) of a game in a few words: "Move 22, 8♦ from pile 8 to pile 11" or "Move 30, redeal 2 of 3". */
export function stepWords(positions: readonly Position[], moves: readonly Move[], step: number): string {
  const move = moves[step - 1] as Move;
  const before = positions[step - 1] as Position;
  if (move.kind === 'redeal') return `Move ${step}, ${redealCount(before, (positions[0] as Position).redeals)}`;
  const card = topCardAt(before, move.from);
  const what = card === undefined ? 'a card' : cardSymbol(card);
  return `Move ${step}, ${what} from ${placeName(move.from)} to ${placeName(move.to)}`;
}

function winLength(probe: ReviewProbe): string {
  const n = probe.solution?.length ?? 0;
  return n === 1 ? '1 move' : `${n} moves`;
}

/** How a loss was proved, as the end of a sentence. */
export function proofWords(probe: ReviewProbe): string {
  if (probe.method === 'stuck') return 'no move was left';
  if (probe.method === 'decoupled') return 'a search of every way to play the last phase found none that wins';
  const searched = 'the solver searched every position that can be reached, and none is won';
  return probe.confirmed ? `${searched}; a second search, of the last phase suit by suit, agrees` : searched;
}

/** "after 12 moves" (steps of the record). */
function after(step: number): string {
  return step === 0 ? 'at the start' : `after ${step === 1 ? '1 move' : `${step} moves`}`;
}

/** The review's answer in sentences: the headline, then the proof or what is missing. */
export function reviewWords(
  review: Review,
  positions: readonly Position[],
  moves: readonly Move[],
  seconds: number,
): string[] {
  const win = review.lastWin;
  const loss = review.firstLoss;
  switch (review.outcome) {
    case 'won':
      return ['This game was won: no move lost it.'];
    case 'still-winnable':
      return [`This game can still be won from where it stands: the solver wins in ${winLength(win as ReviewProbe)}.`];
    case 'lost-from-start':
      return [
        'This deal could not be won from the start, so no move of yours lost it.',
        `The solver proved it: ${proofWords(loss as ReviewProbe)}.`,
      ];
    case 'turning-point':
      return [
        `${stepWords(positions, moves, review.losingStep as number)}, lost the win; before it the solver wins in ${winLength(win as ReviewProbe)}.`,
        `After it the game was proved lost: ${proofWords(loss as ReviewProbe)}.`,
      ];
    case 'undecided': {
      const open = review.probes.filter((p) => p.verdict === 'unknown').length;
      return [
        `The solver could not tell which move lost the win: ${open === 1 ? 'one position' : `${open} positions`} took longer than ${seconds} s each to decide, and it does not guess.`,
        win === null
          ? 'No position searched had a win it could find.'
          : `The latest win it found is ${after(win.step)}.`,
        loss === null
          ? 'No position before the end was proved lost.'
          : `The earliest position proved lost is ${after(loss.step)}: ${proofWords(loss)}.`,
      ];
    }
  }
}

/** The progress line while a review runs. */
export function progressWords(searched: number, lastWin: number, firstLoss: number, steps: number): string {
  const known = [
    lastWin >= 0 ? `a win ${after(lastWin)}` : null,
    firstLoss <= steps ? `a loss ${after(firstLoss)}` : null,
  ].filter((part) => part !== null);
  return `Searched ${searched === 1 ? '1 position' : `${searched} positions`} of the game${known.length > 0 ? `: ${known.join(', ')}` : ''}.`;
}
