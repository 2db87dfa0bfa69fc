// A search's cancel token: the solver's clock checks it every so often and ends the search once it is revoked.

import { describe, expect, it } from 'vitest';
import { formatPosition } from '../../../src/engine/index';
import { cancellableClock, SearchCancelled } from '../../../src/web/solver/cancel-token';
import { answerRequest } from '../../../src/web/solver/worker';
import { TWO_PLACES } from '../fixtures';

/** A clock that moves on `step` ms each time it is read. */
function ticking(step: number): () => number {
  let t = 1_000;
  return () => {
    t += step;
    return t;
  };
}

describe('cancellableClock', () => {
  it("gives the clock's time, and checks the token once every interval of it, however often it is read", () => {
    let t = 0;
    let checks = 0;
    const clock = cancellableClock(
      () => {
        checks++;
        return true;
      },
      () => t,
      50,
    );
    for (; t < 200; t += 10) expect(clock()).toBe(t);
    // At 50, 100 and 150 ms.
    expect(checks).toBe(3);
  });

  it('throws SearchCancelled at the first check after the token is revoked', () => {
    let t = 0;
    let live = true;
    const clock = cancellableClock(
      () => live,
      () => t,
      50,
    );
    for (; t < 60; t += 10) clock();
    live = false;
    // The next check is at 100 ms.
    for (; t < 100; t += 10) expect(clock()).toBe(t);
    expect(() => clock()).toThrow(SearchCancelled);
  });
});

describe("the app's worker with a cancellable clock", () => {
  it('ends a search the solver cannot settle quickly at the first check once cancelled, answering nothing', () => {
    let checks = 0;
    const clock = cancellableClock(
      () => {
        checks++;
        return checks < 3;
      },
      ticking(1),
      50,
    );
    expect(() => answerRequest({ id: 1, input: 'CR1-N-AAAAAHD', timeLimitMs: 600_000 }, clock)).toThrow(
      SearchCancelled,
    );
    expect(checks).toBe(3);
  });

  it('answers as before while the token stays live', () => {
    const clock = cancellableClock(() => true, ticking(1), 50);
    const response = answerRequest({ id: 2, input: formatPosition(TWO_PLACES), timeLimitMs: 5_000 }, clock);
    expect(response.ok && response.answer.result).toBe('win');
    expect(response.ok && response.along?.[0]).toBe(formatPosition(TWO_PLACES));
  });
});
