// What the game review says: the move that lost the win, how the loss was proved, what stayed undecided. Apart from
// words.ts so that it loads with the review, not with the table.

import { cardSymbol, countsAsMove, formatMove, type Move, type Position, REDEAL, topCardAt } from '../../engine/index';
import type { Review, ReviewProbe } from '../../solver/review';
import { moves, placeName, redealCount } from './words';

/**
 * A game as the review reads it: the start, then the position after each step of its record. The review counts
 * steps; the player's move counter counts moves, where a redeal counts only under rules that say so (RULES.md),
 * so every number the review shows a player is the counter's.
 */
export interface ReviewedGame {
  readonly positions: readonly Position[];
  readonly line: readonly Move[];
}

/** Whether the move counter counts this move in this game. */
function counts(game: ReviewedGame, move: Move): boolean {
  return countsAsMove((game.positions[0] as Position).rules, move);
}

/** The move counter after `step` steps of the record. */
export function movesAfter(game: ReviewedGame, step: number): number {
  return game.line.slice(0, step).filter((move) => counts(game, move)).length;
}

/** A win's length as the move counter would count it: its redeals (`R`) only under rules that count them. */
function solutionMoves(game: ReviewedGame, solution: readonly string[]): number {
  return solution.filter((word) => word !== formatMove(REDEAL) || counts(game, REDEAL)).length;
}

/** Whether step `step` is a redeal the move counter leaves out. */
function uncountedRedeal(game: ReviewedGame, step: number): boolean {
  const move = game.line[step - 1];
  return move?.kind === 'redeal' && !counts(game, move);
}

/** "redeal 2 of 3": step `step`, a redeal. */
function redealWords(game: ReviewedGame, step: number): string {
  return redealCount(game.positions[step - 1] as Position, (game.positions[0] as Position).redeals);
}

/** "after 12 moves", "after 12 moves and redeal 2 of 3", or "at the start": the position after `step` steps. */
function after(game: ReviewedGame, step: number): string {
  if (step === 0) return 'at the start';
  const count = movesAfter(game, step);
  if (!uncountedRedeal(game, step)) return `after ${moves(count)}`;
  return count === 0 ? `after ${redealWords(game, step)}` : `after ${moves(count)} and ${redealWords(game, step)}`;
}

/**
 * Step `step` (1 = the first) of a game in a few words: "Move 22, 8♦ from pile 8 to pile 11", "Move 30, shuffle 2
 * of 3" where a redeal counts as a move, else "Redeal 2 of 3 after 29 moves".
 */
export function stepWords(game: ReviewedGame, step: number): string {
  const move = game.line[step - 1] as Move;
  const before = game.positions[step - 1] as Position;
  if (move.kind === 'redeal') {
    const redeal = redealWords(game, step);
    if (!uncountedRedeal(game, step)) return `Move ${movesAfter(game, step)}, ${redeal}`;
    const when = step === 1 ? 'at the start' : after(game, step - 1);
    return `${redeal.charAt(0).toUpperCase()}${redeal.slice(1)} ${when}`;
  }
  const card = topCardAt(before, move.from);
  const what = card === undefined ? 'a card' : cardSymbol(card);
  return `Move ${movesAfter(game, step)}, ${what} from ${placeName(move.from)} to ${placeName(move.to)}`;
}

/** How a loss was proved, as the end of a sentence. */
export function proofWords(probe: ReviewProbe): string {
  if (probe.method === 'stuck') return 'no move was left';
  if (probe.method === 'decoupled') return 'a search of every way to play the last phase found none that wins';
  if (probe.method === 'phases') return 'a search of every way to play, phase by phase, found none that wins';
  const searched = 'the solver searched every position that can be reached, and none is won';
  return probe.confirmed ? `${searched}; a second search, phase by phase, agrees` : searched;
}

/** The review's answer in sentences: the headline, then the proof or what is missing. */
export function reviewWords(review: Review, game: ReviewedGame, secondsEach: number): string[] {
  const win = review.lastWin;
  const loss = review.firstLoss;
  const winLength = moves(solutionMoves(game, win?.solution ?? []));
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
        `${stepWords(game, review.losingStep as number)}, lost the win; before it the solver wins in ${winLength}.`,
        `After it the game was proved lost: ${proofWords(loss as ReviewProbe)}.`,
      ];
    case 'undecided': {
      const open = review.probes.filter((p) => p.verdict === 'unknown').length;
      return [
        `The solver could not tell which move lost the win: ${open === 1 ? 'one position' : `${open} positions`} took longer than ${secondsEach} s each to decide, and it does not guess.`,
        win === null
          ? 'No position searched had a win it could find.'
          : `The latest win it found is ${after(game, win.step)}.`,
        loss === null
          ? 'No position before the end was proved lost.'
          : `The earliest position proved lost is ${after(game, loss.step)}: ${proofWords(loss)}.`,
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

/** The title of a win the review found, shown move by move: "A win after 12 moves". */
export function reviewWinTitle(game: ReviewedGame, step: number): string {
  return step === 0 ? 'A win from the start' : `A win ${after(game, step)}`;
}

/** How long the review searches each position. */
export function reviewBudgetWords(secondsEach: number): string {
  return `Each position gets up to ${secondsEach} s.`;
}

/** The button that searches the positions a review left open again, each for longer. */
export const SEARCH_LONGER = 'Search longer';

/** What the button costs, said beside an undecided review's answer. */
export function searchLongerNote(secondsEach: number): string {
  return `${SEARCH_LONGER} gives the positions still open up to ${secondsEach} s each.`;
}

/** The progress line while a review runs. */
export function progressWords(searched: number, lastWin: number, firstLoss: number, game: ReviewedGame): string {
  const known = [
    lastWin >= 0 ? `a win ${after(game, lastWin)}` : null,
    firstLoss <= game.line.length ? `a loss ${after(game, firstLoss)}` : null,
  ].filter((part) => part !== null);
  return `Searched ${searched === 1 ? '1 position' : `${searched} positions`} of the game${known.length > 0 ? `: ${known.join(', ')}` : ''}.`;
}

/** The review's timeline for assistive technology: how far a win was found and where a loss was proved. */
export function timelineLabel(game: ReviewedGame, lastWin: number, firstLoss: number, decided: boolean): string {
  const steps = game.line.length;
  const length = `Timeline of ${moves(movesAfter(game, steps))}`;
  if (decided) {
    const losing = stepWords(game, lastWin + 1);
    return `${length}: a win was found ${after(game, lastWin)}; ${losing.charAt(0).toLowerCase()}${losing.slice(1)}, lost it.`;
  }
  const win = lastWin < 0 ? 'none' : after(game, lastWin);
  const loss = firstLoss > steps ? 'none' : after(game, firstLoss);
  return `${length}: the latest win found ${win}, the earliest loss proved ${loss}.`;
}
