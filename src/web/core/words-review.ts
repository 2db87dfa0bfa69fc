// What the game review says: the move that lost the win, how the loss was proved, what stayed undecided. Apart from
// words.ts so that it loads with the review, not with the table.

import { cardSymbol, type Move, type Position, topCardAt } from '../../engine/index';
import type { Review, ReviewProbe } from '../../solver/review';
import { moves, placeName, redealCount } from './words';

/** Step `step` (1 = the first) of a game in a few words: "Move 22, 8♦ from pile 8 to pile 11" or "Move 30, redeal 2 of 3". */
export function stepWords(positions: readonly Position[], line: readonly Move[], step: number): string {
  const move = line[step - 1] as Move;
  const before = positions[step - 1] as Position;
  if (move.kind === 'redeal') return `Move ${step}, ${redealCount(before, (positions[0] as Position).redeals)}`;
  const card = topCardAt(before, move.from);
  const what = card === undefined ? 'a card' : cardSymbol(card);
  return `Move ${step}, ${what} from ${placeName(move.from)} to ${placeName(move.to)}`;
}

/** How a loss was proved, as the end of a sentence. */
export function proofWords(probe: ReviewProbe): string {
  if (probe.method === 'stuck') return 'no move was left';
  if (probe.method === 'decoupled') return 'a search of every way to play the last phase found none that wins';
  const searched = 'the solver searched every position that can be reached, and none is won';
  return probe.confirmed ? `${searched}; a second search, phase by phase, agrees` : searched;
}

/** "after 12 moves" (steps of the record). */
function after(step: number): string {
  return step === 0 ? 'at the start' : `after ${moves(step)}`;
}

/** The review's answer in sentences: the headline, then the proof or what is missing. */
export function reviewWords(
  review: Review,
  positions: readonly Position[],
  line: readonly Move[],
  secondsEach: number,
): string[] {
  const win = review.lastWin;
  const loss = review.firstLoss;
  const winLength = moves(win?.solution?.length ?? 0);
  switch (review.outcome) {
    case 'won':
      return ['This game was won: no move lost it.'];
    case 'still-winnable':
      return [`This game can still be won from where it stands: the solver wins in ${winLength}.`];
    case 'lost-from-start':
      return [
        'This deal could not be won from the start, so no move of yours lost it.',
        `The solver proved it: ${proofWords(loss as ReviewProbe)}.`,
      ];
    case 'turning-point':
      return [
        `${stepWords(positions, line, review.losingStep as number)}, lost the win; before it the solver wins in ${winLength}.`,
        `After it the game was proved lost: ${proofWords(loss as ReviewProbe)}.`,
      ];
    case 'undecided': {
      const open = review.probes.filter((p) => p.verdict === 'unknown').length;
      return [
        `The solver could not tell which move lost the win: ${open === 1 ? 'one position' : `${open} positions`} took longer than ${secondsEach} s each to decide, and it does not guess.`,
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

/** The review's sentences that take no number. */
export const REVIEW_WORDS = {
  stopped: 'The review was stopped. Nothing was changed.',
  changesNothing: 'A review changes no statistic.',
  legend: 'Green: a win was found · red: proved lost',
} as const;

/** The title of a win the review found, shown move by move. */
export function reviewWinTitle(step: number): string {
  return step === 0 ? 'A win from the start' : `A win from move ${step}`;
}

/** How long the review searches each position. */
export function reviewBudgetWords(secondsEach: number): string {
  return `Each position gets up to ${secondsEach} s.`;
}

/** The progress line while a review runs. */
export function progressWords(searched: number, lastWin: number, firstLoss: number, steps: number): string {
  const known = [
    lastWin >= 0 ? `a win ${after(lastWin)}` : null,
    firstLoss <= steps ? `a loss ${after(firstLoss)}` : null,
  ].filter((part) => part !== null);
  return `Searched ${searched === 1 ? '1 position' : `${searched} positions`} of the game${known.length > 0 ? `: ${known.join(', ')}` : ''}.`;
}

/** The review's timeline for assistive technology: how far a win was found and where a loss was proved. */
export function timelineLabel(steps: number, lastWin: number, firstLoss: number, decided: boolean): string {
  return decided
    ? `Timeline of ${steps} moves: a win was found up to move ${lastWin}, move ${lastWin + 1} lost it.`
    : `Timeline of ${steps} moves: a win found up to ${lastWin < 0 ? 'no move' : `move ${lastWin}`}, a loss proved from ${firstLoss > steps ? 'no move' : `move ${firstLoss}`}.`;
}
