// The live search for a winnable deal: it ends at a win, a cancel, the first error, or its cap of tries, and says why.

import { describe, expect, it } from 'vitest';
import { parseGameCode } from '../../../src/engine/index';
import type { SolveResult } from '../../../src/solver/solve';
import type { SearchAnswer } from '../../../src/web/solver/client';
import { LIVE_TRIES, searchWinnableDeal } from '../../../src/web/solver/live-deal';
import { solveResult } from './solve-results';

function answer(result: SolveResult['result']): SearchAnswer {
  return { kind: 'answer', answer: solveResult(result, ['1-2']), along: null };
}

/** A solver that gives these answers in turn (the last one again after), and records the codes it was asked. */
function solverGiving(...answers: SearchAnswer[]) {
  const asked: string[] = [];
  const solve = async (code: string): Promise<SearchAnswer> => {
    asked.push(code);
    return answers[Math.min(asked.length, answers.length) - 1] as SearchAnswer;
  };
  return { asked, solve };
}

const CLASSIC = { rules: 'classic' } as const;

describe('searchWinnableDeal', () => {
  it('stops at the first error, saying what went wrong, instead of trying (and starting workers) for ever', async () => {
    const { asked, solve } = solverGiving({ kind: 'error', error: 'The solver stopped: its worker failed.' });
    const tries: number[] = [];
    const found = await searchWinnableDeal(
      CLASSIC,
      solve,
      () => 0.5,
      (n) => tries.push(n),
    );
    expect(found).toEqual({
      kind: 'failed',
      reason: 'No winnable deal was dealt: The solver stopped: its worker failed.',
    });
    expect(asked).toHaveLength(1);
    expect(tries).toEqual([1]);
  });

  it('gives up after its cap of undecided or lost deals, and says so', async () => {
    const { asked, solve } = solverGiving(answer('unknown'), answer('loss'));
    const found = await searchWinnableDeal(CLASSIC, solve, Math.random, () => {});
    expect(asked).toHaveLength(LIVE_TRIES);
    expect(found.kind).toBe('failed');
    if (found.kind === 'failed') expect(found.reason).toContain(`won none of the ${LIVE_TRIES} deals it tried`);
  });

  it('deals the first deal the solver wins, with its win, and asks for deals of the chosen rules', async () => {
    const { asked, solve } = solverGiving(answer('unknown'), answer('win'));
    let draw = 0;
    const found = await searchWinnableDeal(
      { rules: 'strict' },
      solve,
      () => [0.1, 0.25][draw++] ?? 0,
      () => {},
    );
    expect(asked).toHaveLength(2);
    const second = parseGameCode(asked[1] as string);
    expect(second.ok && second.value.options.rules).toBe('strict');
    expect(found.kind).toBe('found');
    if (found.kind === 'found' && second.ok) {
      expect(found.deal).toBe(second.value.deal);
      expect(found.answer.solution).toEqual(['1-2']);
    }
  });

  it('ends quietly at a cancel', async () => {
    const { asked, solve } = solverGiving({ kind: 'cancelled' });
    expect(
      await searchWinnableDeal(
        CLASSIC,
        solve,
        () => 0,
        () => {},
      ),
    ).toEqual({ kind: 'cancelled' });
    expect(asked).toHaveLength(1);
  });
});
