// What the app's solver says to the player: the hint's endings, "Can I still win?", the deal's verdict, winnable deals, the review.

import type { Review, ReviewProbe } from '../../solver/review';

/** "1 move", "42 moves". */
function movesCount(n: number): string {
  return n === 1 ? '1 move' : `${n} moves`;
}

/** "1 undo", "3 undos". */
export function undos(n: number): string {
  return n === 1 ? '1 undo' : `${n} undos`;
}

/** "2 s", "1.5 s". */
export function seconds(ms: number): string {
  return `${Math.round(ms / 100) / 10} s`;
}

export const FACE_DOWN_OFF =
  'Solver help is off in face-down games until the game ends: it would use the hidden cards.';

/** The solver's sentences, one place for each. */
export const SOLVER_WORDS = {
  faceDownOff: FACE_DOWN_OFF,
  tookOver: 'You took over: play on by hand from here.',
  stopped: 'Stopped: play on by hand from here.',
  lost: 'This game can no longer be won.',
  winDidNotReplay: "The solver's win did not replay.",
  lookingForWin: 'Looking for a win from here',
  askingCanWin: 'Can this game still be won?',
  countingUndos: 'No. Counting the undos back to a winnable position',
  noUndoBack: 'Undo cannot go back from here.',
  canWinTitle: 'Ask the solver whether this game can still be won',
  judging: 'Asking the solver whether this deal could be won from the start…',
  unwinnable: 'This deal could not be won from the start: the solver searched every line.',
  verdictStopped: 'The solver was stopped before it could tell whether this deal could be won.',
  winnableBadge: 'The solver has won this deal: it can be won.',
} as const;

/** The hint's ending after its move: the win it starts. */
export function hintStartsWin(length: number): string {
  return `It starts a win the solver found (${length} moves).`;
}

/** The hint's ending when it is only the rule book's: why the solver gave none. */
export function hintRuleBookOnly(why: { readonly faceDown: true } | { readonly seconds: number }): string {
  return `This is only the rule-book hint: ${'faceDown' in why ? FACE_DOWN_OFF : `the solver could not decide in ${why.seconds} s.`}`;
}

/** "Could not decide in 10 s." */
export function couldNotDecide(ms: number): string {
  return `Could not decide in ${seconds(ms)}.`;
}

/** "Yes: …" with the length of the win found. */
export function canWinYes(length: number): string {
  return `Yes: the solver found a win in ${length} moves.`;
}

/** "No: …" with the undos back to a winnable position, or why they are not known. */
export function canWinNo(back: number | null, why: string): string {
  const lost = 'No: this game can no longer be won.';
  if (back === null) return `${lost} ${why}`;
  return `${lost} ${undos(back)} ${back === 1 ? 'takes' : 'take'} it back to a position that can be won.`;
}

/** The label of the button that undoes back to the winnable position. */
export function undoBackLabel(back: number): string {
  return `Undo ${movesCount(back)}`;
}

/** Why the number of undos back to a winnable position is not known within `ms`. */
export function undosUnknown(ms: number): string {
  return `The solver could not tell within ${seconds(ms)} how many undos it takes to get back to a winnable position.`;
}

/** The verdict on a deal the solver won from its start. */
export function dealWinnable(length: number): string {
  return `This deal could be won from the start: the solver wins it in ${length} moves.`;
}

/** The verdict when the search from the deal's start ran out of time. */
export function dealUndecided(ms: number): string {
  return `The solver could not decide in ${seconds(ms)} whether this deal could be won.`;
}

/** The progress of the live search for a winnable deal. */
export function lookingForDeal(tried: number): string {
  return `Looking for a winnable deal (deal ${tried})`;
}

/** Why no winnable deal was dealt: the solver failed, or won none of the deals tried. */
export function noWinnableDeal(why: { readonly error: string } | { readonly tries: number }): string {
  return 'error' in why
    ? `No winnable deal was dealt: ${why.error}`
    : `No winnable deal was dealt: the solver won none of the ${why.tries} deals it tried. Try again, or turn off "Winnable deals only".`;
}

// The review's sentences.

/** How a loss was proved, as the end of a sentence. */
export function proofWords(probe: ReviewProbe): string {
  if (probe.method === 'stuck') return 'no move was left';
  if (probe.method === 'decoupled') return 'a search of every way to play the last phase found none that wins';
  const searched = 'the solver searched every position that can be reached, and none is won';
  return probe.confirmed ? `${searched}; a second search, of the last phase suit by suit, agrees` : searched;
}

/** "after 12 moves" (steps of the record). */
function after(step: number): string {
  return step === 0 ? 'at the start' : `after ${movesCount(step)}`;
}

/**
 * The review's answer in sentences: the headline, then the proof or what is missing. `losingMove` is the move
 * that lost the win in words ("Move 22, 8♦ from pile 8 to pile 11"), read at a turning point only.
 */
export function reviewSentences(review: Review, losingMove: string, secondsEach: number): string[] {
  const win = review.lastWin;
  const loss = review.firstLoss;
  const winLength = movesCount(win?.solution?.length ?? 0);
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
        `${losingMove}, lost the win; before it the solver wins in ${winLength}.`,
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
  notLoaded: 'The review could not be loaded; check the connection and try again.',
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
