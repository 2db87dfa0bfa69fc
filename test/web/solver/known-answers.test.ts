// What the app keeps of the solver's answers: wins along their whole line (checked by replay), losses, undecided budgets; the worker's replay.

import { describe, expect, it } from 'vitest';
import { formatMove, formatPosition, type Move, parseMove, play } from '../../../src/engine/index';
import type { SolveResult } from '../../../src/solver/solve';
import { AnswerMemo, SolutionMemo } from '../../../src/web/solver/advice';
import { positionsAlong, stillWins } from '../../../src/web/solver/line';
import { answerRequest } from '../../../src/web/solver/worker';
import { ONE_FROM_STUCK, ONE_FROM_WIN, TWO_PLACES } from '../fixtures';

const move = (text: string): Move => {
  const parsed = parseMove(text);
  if (!parsed.ok) throw new Error(parsed.error.reason);
  return parsed.value;
};
const LINE = [move('1-AS'), move('5-KS')];

function answer(result: SolveResult['result'], timeMs = 2000): SolveResult {
  return {
    result,
    solution: null,
    nodes: 1,
    positions: 1,
    timeMs,
    peakBytes: 0,
    stoppedBy: result === 'unknown' ? 'time' : null,
    fewestInPiles: 0,
  };
}

describe('positionsAlong and stillWins', () => {
  it('give the position before each move of a winning line', () => {
    const along = positionsAlong(TWO_PLACES, LINE);
    const after = play(TWO_PLACES, LINE[0] as Move);
    if (!after.ok) throw new Error(after.error.reason);
    expect(along).toEqual({ ok: true, value: [formatPosition(TWO_PLACES), formatPosition(after.value)] });
    expect(stillWins(TWO_PLACES, LINE)).toBe(true);
  });

  it('refuse a line with an illegal move or one that does not win', () => {
    const refused = positionsAlong(TWO_PLACES, [move('5-KS'), move('5-KS')]);
    expect(refused.ok).toBe(false);
    expect(positionsAlong(TWO_PLACES, LINE.slice(0, 1))).toEqual({
      ok: false,
      error: { code: 'LINE_DOES_NOT_WIN', reason: 'The line ends without winning the game.' },
    });
    expect(stillWins(TWO_PLACES, LINE.slice(0, 1))).toBe(false);
    expect(stillWins(ONE_FROM_STUCK, LINE)).toBe(false);
  });
});

describe('SolutionMemo', () => {
  it('takes the positions along a win from the worker, and gives the rest of it from each, undone back onto it too', () => {
    const memo = new SolutionMemo();
    const along = positionsAlong(TWO_PLACES, LINE);
    if (!along.ok) throw new Error(along.error.reason);
    memo.remember(TWO_PLACES, LINE, along.value);
    const after = play(TWO_PLACES, LINE[0] as Move);
    if (!after.ok) throw new Error(after.error.reason);
    expect(memo.winFrom(after.value)?.map(formatMove)).toEqual(['5-KS']);
    // Back where the win started (an undo): the whole line again.
    expect(memo.winFrom(TWO_PLACES)?.map(formatMove)).toEqual(['1-AS', '5-KS']);
  });

  it('gives out a remembered line only when it still wins from the position, and forgets one that does not', () => {
    const memo = new SolutionMemo();
    // Positions said (wrongly) to be along the line: the replay check catches it.
    memo.remember(TWO_PLACES, LINE, [formatPosition(ONE_FROM_STUCK), formatPosition(TWO_PLACES)]);
    expect(memo.winFrom(ONE_FROM_STUCK)).toBeNull();
    memo.remember(ONE_FROM_STUCK, LINE, [formatPosition(ONE_FROM_STUCK), formatPosition(ONE_FROM_WIN)]);
    expect(memo.winFrom(ONE_FROM_STUCK)).toBeNull();
    // A line that does not win is not kept at all when the memo replays it itself.
    memo.remember(TWO_PLACES, LINE.slice(0, 1));
    expect(memo.winFrom(TWO_PLACES)).toBeNull();
  });
});

describe('AnswerMemo', () => {
  it('keeps a loss for any budget, and an undecided answer only for searches no longer than it had', () => {
    const memo = new AnswerMemo();
    memo.remember('lost', answer('loss'), 2000);
    memo.remember('open', answer('unknown'), 2000);
    expect(memo.answerFor('lost', 10_000)?.result).toBe('loss');
    expect(memo.answerFor('open', 2000)?.result).toBe('unknown');
    expect(memo.answerFor('open', 10_000)).toBeNull();
    expect(memo.answerFor('never asked', 2000)).toBeNull();
  });

  it('keeps no win (those are kept with their line), and an undecided answer never hides a loss', () => {
    const memo = new AnswerMemo();
    memo.remember('won', answer('win'), 2000);
    expect(memo.answerFor('won', 1)).toBeNull();
    memo.remember('lost', answer('loss'), 2000);
    memo.remember('lost', answer('unknown'), 10_000);
    expect(memo.answerFor('lost', 2000)?.result).toBe('loss');
  });
});

describe("the app's worker", () => {
  it('answers a win with the positions along it, replayed through the engine', () => {
    const response = answerRequest({ id: 7, input: formatPosition(TWO_PLACES), timeLimitMs: 5000 });
    expect(response.ok).toBe(true);
    if (!response.ok) return;
    expect(response.answer.result).toBe('win');
    const moves = (response.answer.solution ?? []).map(move);
    const along = positionsAlong(TWO_PLACES, moves);
    expect(along.ok && response.along).toEqual(along.ok ? along.value : null);
    expect(response.along?.[0]).toBe(formatPosition(TWO_PLACES));
  });

  it('answers a loss without a line, and a bad input with the sentence saying what is wrong', () => {
    const lost = answerRequest({ id: 1, input: formatPosition(ONE_FROM_STUCK), timeLimitMs: 5000 });
    expect(lost.ok && lost.answer.result).toBe('loss');
    expect(lost.ok && lost.along).toBeUndefined();
    const bad = answerRequest({ id: 2, input: 'CR1-Q-AAAAAAA' });
    expect(bad.ok).toBe(false);
    expect(bad.ok ? '' : bad.error).not.toBe('');
  });
});
