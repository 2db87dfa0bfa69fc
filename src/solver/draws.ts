// Seeded draws of distant best-first weightings: the portfolio's drawn searches, and a fresh draw for a study's retries.

import type { Weights } from './best-first';

/** The values each term of a drawn weighting is picked from: far wider than the default's neighbours. */
export const DRAW_RANGES = {
  pile: [8, 12, 16, 20, 24, 32, 40],
  redeal: [0, 15, 30, 60, 120, 240, 480],
  inversion: [0, 6, 12, 24, 48, 96],
  depth: [0, 1, 2, 4, 8, 12],
} as const satisfies Record<keyof Weights, readonly number[]>;

/** How many weightings one draw holds. */
export const DRAW_SIZE = 20;

/** A small seeded generator of numbers in [0, 1) (mulberry32): the same seed gives the same draw on any machine. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Draw number `seed` (a positive whole number): `DRAW_SIZE` weightings, each term picked at random from its
 * range, in the order drawn (a draw may repeat a weighting). Draws 1 to 3 are the portfolio's drawn searches.
 */
export function drawWeightings(seed: number): Weights[] {
  const problem = drawProblem(seed);
  if (problem !== null) throw new RangeError(problem);
  const next = seededRandom(seed);
  const pick = (values: readonly number[]): number => values[Math.floor(next() * values.length)] as number;
  return Array.from({ length: DRAW_SIZE }, () => ({
    pile: pick(DRAW_RANGES.pile),
    redeal: pick(DRAW_RANGES.redeal),
    inversion: pick(DRAW_RANGES.inversion),
    depth: pick(DRAW_RANGES.depth),
  }));
}

/** Why `seed` names no draw, or null when it names one. */
export function drawProblem(seed: number): string | null {
  return Number.isSafeInteger(seed) && seed >= 1 ? null : `A draw is a positive whole number, not ${seed}.`;
}

/** The portfolio's drawn weightings: draws 1, 2 and 3 in order, a weighting met again dropped. */
export function portfolioDraws(): Weights[] {
  const seen = new Set<string>();
  return [1, 2, 3].flatMap(drawWeightings).filter((w) => {
    const key = `${w.pile} ${w.redeal} ${w.inversion} ${w.depth}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
