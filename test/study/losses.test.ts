// Loss lines of a study: each names its proof, a loss of the search is proved again with exact keys, and verify re-checks them.

import { describe, expect, it } from 'vitest';
import { formatPosition } from '../../src/engine/index';
import { handleRequest } from '../../src/solver/protocol';
import type { SolveResult } from '../../src/solver/solve';
import { exactLoss, readStudyLine, type StudyLine, studyLine } from '../../src/study/file';
import { recheckLosses } from '../../src/study/verify';
import { positionOf } from '../solver/positions';

// Spades: the King lies over the Queen the Ace foundation needs, with no redeal left: lost.
const LOST = positionOf('classic 0 JKKKAAAA -/-/-/-/-/-/-/-/-/-/-/-/-/-/-/QSKS');
// The same with one redeal left: the redeal turns the King under the Queen, and the game is won.
const WON = positionOf('classic 1 JKKKAAAA -/-/-/-/-/-/-/-/-/-/-/-/-/-/-/QSKS');
const BUDGETS = { timeLimitS: null, nodeLimit: 1000, memoryMb: null };

function answer(result: SolveResult['result']): SolveResult {
  return {
    result,
    nodes: 10,
    positions: 5,
    peakBytes: 0,
    stoppedBy: null,
    fewestInPiles: 2,
    solution: null,
    timeMs: 1,
  };
}

const lossLine = (more: Partial<StudyLine> = {}): StudyLine => ({
  ...studyLine('CR1-N-AAAAAAD', answer('loss'), BUDGETS, '9'),
  ...more,
});

describe('loss lines', () => {
  it('name their proof, with the confirmation by the search by phases when there is one', () => {
    expect(lossLine()).toMatchObject({ result: 'loss', proof: 'search', nodeLimit: 1000 });
    expect(lossLine().confirmedBy).toBeUndefined();
    expect(studyLine('CR1-N-AAAAAAD', answer('loss'), BUDGETS, '9', true)).toMatchObject({ confirmedBy: 'phases' });
    expect(studyLine('CR1-N-AAAAAAD', answer('unknown'), BUDGETS, '9', true).proof).toBeUndefined();
    expect(exactLoss(lossLine())).toBe(false);
    expect(exactLoss(lossLine({ confirmedBy: 'phases' }))).toBe(true);
    expect(exactLoss(lossLine({ proof: 'phases' }))).toBe(true);
  });

  it('are refused with a sentence when their proof is not one the study writes', () => {
    const refused = readStudyLine(JSON.stringify(lossLine({ proof: 'guess' as never })));
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error.reason).toBe('its proof must be "search" or "phases", on a loss line');
    const onWin = readStudyLine(
      JSON.stringify({ ...lossLine(), result: 'win', proof: undefined, confirmedBy: 'phases' }),
    );
    expect(onWin.ok).toBe(false);
  });

  it('come from a worker that proves a loss of the search again by phases when asked', () => {
    const lost = handleRequest({ id: 1, input: formatPosition(LOST), nodeLimit: 10_000, confirmLoss: true });
    expect(lost).toMatchObject({ ok: true, answer: { result: 'loss' }, confirmed: true });
    const won = handleRequest({ id: 2, input: formatPosition(WON), nodeLimit: 10_000, confirmLoss: true });
    expect(won).toMatchObject({ ok: true, answer: { result: 'win' } });
    expect(won.ok && won.confirmed).toBeFalsy();
    const unasked = handleRequest({ id: 3, input: formatPosition(LOST), nodeLimit: 10_000 });
    expect(unasked.ok && unasked.confirmed).toBeFalsy();
  });
});

describe('recheckLosses', () => {
  it('proves a lost deal again, fails a won one, and leaves one it cannot finish undecided', () => {
    const lines = [lossLine(), lossLine({ confirmedBy: 'phases' }), lossLine(), lossLine()];
    const positions = [LOST, LOST, WON, LOST];
    const budgetFor = (n: number) =>
      recheckLosses(lines, [1, 2, 3, 4], n, (line) => positions[lines.indexOf(line)] ?? LOST);
    const check = budgetFor(10_000);
    expect(check).toMatchObject({ losses: 4, exact: 1, proved: 3, undecided: 0 });
    expect(check.failed).toEqual([{ number: 3, code: 'CR1-N-AAAAAAD', reason: 'the search by phases wins the deal' }]);
    // Within one position of work nothing is finished, and nothing is called won.
    expect(recheckLosses([lossLine()], [1], 1, () => ({ ...WON, redeals: 2 }))).toMatchObject({
      proved: 0,
      undecided: 1,
      failed: [],
    });
  });
});
