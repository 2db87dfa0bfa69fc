// A study's solutions replayed through the engine, so anyone can check a study's wins.

import { dealPosition, isWon, parseGameCode, parseMove, play } from '../engine/index';
import type { StudyLine } from './file';

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
