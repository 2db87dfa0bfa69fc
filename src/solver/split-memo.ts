// The separate-games test's memo: each small game's answer kept by the game's 64-bit hash.

import type { PackedState } from './state';

/** The most answers kept; the memo starts again empty past this (it is only a cache). */
const MEMO_SLOTS = 1 << 20;

/** Memo answers: 0 none yet, LOST, WON (the game alone is won: never lost), or OPEN_AFTER + k: open after k searches. */
export const LOST = 1;
export const WON = 2;
export const OPEN_AFTER = 2;

/** Answers kept by game hash: two 32-bit lanes, the answer, and how often an open game was met since its last search. */
export class GameMemo {
  private readonly keysA = new Uint32Array(MEMO_SLOTS);
  private readonly keysB = new Uint32Array(MEMO_SLOTS);
  readonly answers = new Uint8Array(MEMO_SLOTS);
  readonly hits = new Uint16Array(MEMO_SLOTS);
  private used = 0;

  get bytes(): number {
    return MEMO_SLOTS * 11;
  }

  /** The slot holding this key, or the empty slot where it would go. */
  slot(a: number, b: number): number {
    let i = a & (MEMO_SLOTS - 1);
    while ((this.answers[i] as number) !== 0 && (this.keysA[i] !== a || this.keysB[i] !== b)) {
      i = (i + 1) & (MEMO_SLOTS - 1);
    }
    return i;
  }

  store(a: number, b: number, answer: number): void {
    if (this.used >= MEMO_SLOTS * 0.75) {
      this.answers.fill(0);
      this.used = 0;
    }
    const i = this.slot(a, b);
    if (this.answers[i] === 0) this.used++;
    this.keysA[i] = a;
    this.keysB[i] = b;
    this.answers[i] = answer;
    this.hits[i] = 0;
  }
}

/** Added to a relaxed game's pile hashes: other constants than a part's, since its redeals follow other rules. */
export const RELAXED_A = 0x3c6ef372;
export const RELAXED_B = 0xa54ff53a;

/** The memo key of a game: its piles' hashes, its suits' foundations and the redeals left, mixed in. */
export function keyA(state: PackedState, piles: number, suits: number): number {
  let a = piles + Math.imul(state.redeals + 1, 0x9e3779b9);
  for (let s = 0; s < 4; s++) if ((suits >> s) & 1) a += state.suitHashA(s);
  return a >>> 0;
}
export function keyB(state: PackedState, piles: number, suits: number): number {
  let b = piles + Math.imul(state.redeals + 7, 0x85ebca6b);
  for (let s = 0; s < 4; s++) if ((suits >> s) & 1) b += state.suitHashB(s);
  return b >>> 0;
}
