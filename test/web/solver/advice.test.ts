// The honest hint's choice and the memo of winning lines, on positions with known answers.

import { describe, expect, it } from 'vitest';
import { formatMove, gameFromPosition, hint, type Move, parseMove, play, playMove } from '../../../src/engine/index';
import type { SolveResult } from '../../../src/solver/solve';
import { honestHint, SolutionMemo, solutionMoves, undoPositions } from '../../../src/web/solver/advice';
import { ONE_FROM_STUCK, ONE_FROM_WIN, TWO_PLACES } from '../fixtures';

function answer(result: SolveResult['result'], solution: string[] | null = null, timeMs = 1234): SolveResult {
  return { result, solution, nodes: 1, positions: 1, timeMs, peakBytes: 0, stoppedBy: null, fewestInPiles: 0 };
}
const move = (text: string): Move => {
  const parsed = parseMove(text);
  if (!parsed.ok) throw new Error(parsed.error.reason);
  return parsed.value;
};

describe('honestHint', () => {
  it('gives the first move of a found win, and says how long the win is', () => {
    const advice = honestHint(TWO_PLACES, answer('win', ['1-AS', '5-KS']), null);
    expect(advice.kind).toBe('win');
    if (advice.kind === 'win') {
      expect(formatMove(advice.move)).toBe('1-AS');
      expect(advice.length).toBe(2);
    }
  });

  it('says a proven loss is lost, and falls back to the rule-book hint when undecided', () => {
    expect(honestHint(ONE_FROM_STUCK, answer('loss'), null)).toEqual({ kind: 'loss' });
    expect(honestHint(ONE_FROM_STUCK, answer('unknown'), null)).toEqual({
      kind: 'undecided',
      move: hint(ONE_FROM_STUCK)?.move ?? null,
      seconds: 1.2,
    });
  });

  it('prefers a remembered win to a search', () => {
    const advice = honestHint(ONE_FROM_WIN, null, [move('1-AS')]);
    expect(advice.kind === 'win' && formatMove(advice.move)).toBe('1-AS');
  });

  it('refuses a solution move that does not read', () => {
    const moves = solutionMoves(answer('win', ['1-AS', 'nonsense']));
    expect(moves.ok).toBe(false);
  });
});

describe('SolutionMemo', () => {
  it('knows the rest of a win from every position along it', () => {
    const memo = new SolutionMemo();
    const line = [move('1-AS'), move('5-KS')];
    memo.remember(TWO_PLACES, line);
    expect(memo.winFrom(TWO_PLACES)?.map(formatMove)).toEqual(['1-AS', '5-KS']);
    const after = play(TWO_PLACES, line[0] as Move);
    if (!after.ok) throw new Error(after.error.reason);
    expect(memo.winFrom(after.value)?.map(formatMove)).toEqual(['5-KS']);
    expect(memo.winFrom(ONE_FROM_WIN)).toBeNull();
  });
});

describe('undoPositions', () => {
  it('lists what undo reaches, nearest first', () => {
    const start = gameFromPosition(TWO_PLACES);
    const step = playMove(start, move('1-AS'));
    if (!step.ok) throw new Error(step.error.reason);
    expect(undoPositions(step.value)).toEqual([TWO_PLACES]);
    expect(undoPositions(start)).toEqual([]);
  });
});
