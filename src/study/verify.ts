// A study's solutions replayed through the engine and its losses proved again, so anyone can check a study's answers.

import { dealPosition, isWon, type Position, parseGameCode, parseMove, play } from '../engine/index';
import { phasesLimits, searchByPhases } from '../solver/phases';
import { exactLoss, type StudyLine } from './file';

/** Why a win line's solution does not win its deal, or null when it replays to a won game. */
export function solutionProblem(line: StudyLine): string | null {
  const code = parseGameCode(line.code);
  if (!code.ok) return code.error.reason;
  const text = line.solution ?? '';
  const moves = text.split(' ');
  if (text === '' || moves.some((m) => m === '')) return 'its moves are not separated by single spaces';
  if (line.solutionLength !== null && line.solutionLength !== undefined && line.solutionLength !== moves.length) {
    return `its solutionLength is ${line.solutionLength} but its solution has ${moves.length} moves`;
  }
  let position = dealPosition(code.value.deal, code.value.options);
  for (const [i, textMove] of moves.entries()) {
    const move = parseMove(textMove);
    if (!move.ok) return `move ${i + 1} (${textMove}) is not a move: ${move.error.reason}`;
    const step = play(position, move.value);
    if (!step.ok) return `move ${i + 1} (${textMove}) is refused: ${step.error.reason}`;
    position = step.value;
  }
  return isWon(position) ? null : `its ${moves.length} moves replay without winning the game`;
}

export interface Verification {
  /** Win lines whose solution replays to a won game. */
  readonly certified: number;
  /** Win lines with no solution: claimed, not checkable. */
  readonly uncertified: number;
  /** Win lines whose solution fails, with the line's number in the file and the reason. */
  readonly failed: readonly { readonly number: number; readonly code: string; readonly reason: string }[];
}

/** Replays the solution of every win line (`numbers` are the lines' numbers in the file). */
export function verifyLines(lines: readonly StudyLine[], numbers: readonly number[]): Verification {
  let certified = 0;
  let uncertified = 0;
  const failed: { number: number; code: string; reason: string }[] = [];
  lines.forEach((line, i) => {
    if (line.result !== 'win') return;
    if (line.solution === undefined) {
      uncertified++;
      return;
    }
    const reason = solutionProblem(line);
    if (reason === null) certified++;
    else failed.push({ number: numbers[i] ?? 0, code: line.code, reason });
  });
  return { certified, uncertified, failed };
}

/** A line's deal at its start, or why its code names none. */
function dealOf(line: StudyLine): Position | string {
  const code = parseGameCode(line.code);
  return code.ok ? dealPosition(code.value.deal, code.value.options) : code.error.reason;
}

/** What re-checking a study's loss lines found. */
export interface LossCheck {
  /** Loss lines. */
  readonly losses: number;
  /** Loss lines whose loss already rests on exact keys (proved or confirmed by the search by phases). */
  readonly exact: number;
  /** Loss lines the search by phases proved lost again now. */
  readonly proved: number;
  /** Loss lines it left undecided within the budget. */
  readonly undecided: number;
  /** Loss lines it found won, with the line's number in the file. */
  readonly failed: readonly { readonly number: number; readonly code: string; readonly reason: string }[];
}

/**
 * Proves every loss line's deal lost again by the search by phases (exact keys), each within `nodeLimit` work:
 * a deal it finds won fails (a false loss), one it cannot finish stays as the line says, counted undecided.
 */
export function recheckLosses(
  lines: readonly StudyLine[],
  numbers: readonly number[],
  nodeLimit: number,
  positionOf: (line: StudyLine) => Position | string = dealOf,
): LossCheck {
  let losses = 0;
  let exact = 0;
  let proved = 0;
  let undecided = 0;
  const failed: { number: number; code: string; reason: string }[] = [];
  lines.forEach((line, i) => {
    if (line.result !== 'loss') return;
    losses++;
    if (exactLoss(line)) exact++;
    const position = positionOf(line);
    if (typeof position === 'string') {
      failed.push({ number: numbers[i] ?? 0, code: line.code, reason: position });
      return;
    }
    const again = searchByPhases(position, phasesLimits({ nodeLimit }));
    if (again.result === 'loss') proved++;
    else if (again.result === 'unknown') undecided++;
    else failed.push({ number: numbers[i] ?? 0, code: line.code, reason: 'the search by phases wins the deal' });
  });
  return { losses, exact, proved, undecided, failed };
}
