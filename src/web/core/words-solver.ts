// What the app's solver says to the player: the hint's endings, "Can I still win?", the deal's verdict, winnable deals.

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
  reviewNotLoaded: 'The review could not be loaded; check the connection and try again.',
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
