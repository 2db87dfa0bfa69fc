// The fixed random words and mixing function behind the packed state's order-free 64-bit position hash.

/** Splits a mix of 32-bit words, so that prefix hashes of different piles look independent. */
export function mix32(x: number): number {
  let h = x >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** Fixed pseudo-random words for hashing (a fixed seed: hashes must not change between runs). */
function randomWords(count: number, seed: number): Uint32Array {
  const words = new Uint32Array(count);
  let state = seed >>> 0;
  for (let i = 0; i < count; i++) {
    state = (state + 0x9e3779b9) >>> 0;
    words[i] = mix32(state ^ mix32(i + seed));
  }
  return words;
}

/** Per card identity (0..63), one word for each of the two hash lanes. */
export const CARD_WORDS_A = randomWords(64, 0x1234567);
export const CARD_WORDS_B = randomWords(64, 0x7654321);
/** Per suit and (ace top, king top) pair, a word per lane; index s*196 + a*14 + k. */
export const FOUNDATION_WORDS_A = randomWords(4 * 14 * 14, 0x2468ace);
export const FOUNDATION_WORDS_B = randomWords(4 * 14 * 14, 0x13579bd);
/** The word a suit whose foundations meet contributes under trades, whatever its boundary. */
export const MEET_WORDS_A = randomWords(4, 0x5a5a5a5);
export const MEET_WORDS_B = randomWords(4, 0xa5a5a5a);
/** The hash of an empty pile in each lane, where every pile's prefix hashes start. */
export const PILE_SEED_A = 0x3c6ef372;
export const PILE_SEED_B = 0xa54ff53a;
/** Where a relaxed game's piles that its first redeal does not turn start their hashes instead (split.ts). */
export const FIXED_PILE_SEED_A = 0x6a09e667;
export const FIXED_PILE_SEED_B = 0xbb67ae85;
/** The word a relaxed game past its first redeal adds to each lane: its redeals turn any set of piles. */
export const FREE_REDEALS_A = 0x510e527f;
export const FREE_REDEALS_B = 0x9b05688c;
