// The seeded draws of weightings: the same on every run, within their ranges, the portfolio's own, and sound in a solve.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { dealPosition, isWon, parseGameCode } from '../../src/engine/index';
import { DRAW_RANGES, DRAW_SIZE, drawWeightings } from '../../src/solver/draws';
import { solve } from '../../src/solver/index';
import { drawnRuns, TUNING } from '../../src/solver/portfolio';
import { handleRequest } from '../../src/solver/protocol';
import { playNotation } from '../engine/support';

describe('drawWeightings', () => {
  it('gives the same twenty weightings for the same draw, each term from its range', () => {
    for (const draw of [1, 4, 9, 1000]) {
      const weightings = drawWeightings(draw);
      expect(weightings).toEqual(drawWeightings(draw));
      expect(weightings).toHaveLength(DRAW_SIZE);
      for (const w of weightings) {
        for (const term of ['pile', 'redeal', 'inversion', 'depth'] as const) {
          expect(DRAW_RANGES[term]).toContain(w[term]);
        }
      }
    }
    expect(drawWeightings(4)).not.toEqual(drawWeightings(5));
  });

  it("is where the portfolio's drawn searches come from: draws 1, 2 and 3, the one repeat dropped", () => {
    const drawn = TUNING.bestFirstRuns.slice(11).map((run) => run.weights);
    expect(drawn).toHaveLength(59);
    // The first and last weightings the draws gave when they were tuned: a change of generator would show here.
    expect(drawn[0]).toEqual({ pile: 24, redeal: 0, inversion: 24, depth: 12 });
    expect(drawn[58]).toEqual({ pile: 24, redeal: 30, inversion: 48, depth: 1 });
    const three = drawWeightings(3);
    expect(three[DRAW_SIZE - 1]).toEqual(three[9]);
    expect(drawn).toEqual([...drawWeightings(1), ...drawWeightings(2), ...three.slice(0, DRAW_SIZE - 1)]);
    expect(TUNING.bestFirstRuns.reduce((sum, run) => sum + run.memory, 0)).toBeLessThanOrEqual(1);
  });

  it('refuses a draw that is not a positive whole number, and a request for one gets a sentence, not a throw', () => {
    for (const draw of [0, -1, 1.5, Number.NaN]) {
      expect(() => drawWeightings(draw)).toThrow(RangeError);
      expect(handleRequest({ id: 1, input: 'CR1-N-AAAAAAD', nodeLimit: 1000, draw })).toMatchObject({
        ok: false,
        error: `A draw is a positive whole number, not ${draw}.`,
      });
    }
  });

  it("splits the best-first memory evenly among a draw's searches", () => {
    const runs = drawnRuns(7);
    expect(runs.map((run) => run.weights)).toEqual(drawWeightings(7));
    expect(runs.reduce((sum, run) => sum + run.memory, 0)).toBeCloseTo(1, 10);
  });
});

describe('a solve with a draw', () => {
  const wonGames = readFileSync(new URL('../../data/won-games.txt', import.meta.url), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => line.split('\t')[0] as string);

  // Each recorded deal is won, so a draw's search must never call it lost; its wins replay through the engine.
  it.each(wonGames)('never calls the won deal %s lost, and its wins replay', (code) => {
    const parsed = parseGameCode(code);
    if (!parsed.ok) throw new Error(parsed.error.reason);
    const start = dealPosition(parsed.value.deal, parsed.value.options);
    const answers = [4, 5].map((draw) => {
      const result = solve(start, { nodeLimit: 400_000, draw });
      if (result.result === 'win') expect(isWon(playNotation(start, result.solution ?? []))).toBe(true);
      return result;
    });
    expect(answers.map((a) => a.result)).not.toContain('loss');
    expect(answers.map((a) => a.result)).toContain('win');
  });

  it('searches differently from the portfolio (another set of chances, not the same search)', () => {
    const start = dealPosition(3, { rules: 'classic' });
    const portfolio = solve(start, { nodeLimit: 400_000 });
    const drawn = solve(start, { nodeLimit: 400_000, draw: 4 });
    expect(portfolio.result).toBe('win');
    expect(drawn.nodes).not.toBe(portfolio.nodes);
  });
});
