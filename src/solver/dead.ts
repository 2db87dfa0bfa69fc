// Dead positions: a fast, sound test that a position can never be won, used to cut the search.

import { PILE_COUNT, pileRankAbove, pileRankBelow } from '../engine/index';
import { PILE_STRIDE } from './packed-moves';
import type { PackedState } from './state';

/*
 * The argument, for rule sets without give-back (classic and strict; casual can hand foundation cards back,
 * so none of this holds there and the test answers false).
 *
 * 1. Forced suits. A suit whose two foundations hold 14 or more cards has Ace top a >= King top k. Trades
 *    need k = a + 1, so none is possible in that suit again, and foundations only grow. Rank q is then home
 *    twice for k <= q <= a, and once for every other q: its other copy lies in a pile and has one
 *    destination, the Ace foundation (q > a, played in rising order) or the King foundation (q < k, played
 *    in falling order). Call the cards bound for one foundation, in their order, a chain.
 * 2. Staying below. While card X stays in its pile, a card Y under it can get above it only by a redeal
 *    turning Y from the bottom to the top, and that needs every card under Y gone first, each by a redeal of
 *    its own: Y at index i (0 = bottom) needs i + 1 redeals. With i >= redeals left, Y stays under X for as
 *    long as X is in the pile.
 * 3. Unmovable cards. X (rank x) can move to another pile only onto a top card of its suit and rank x +- 1
 *    (ranks wrap on piles). If each such card is home (it never comes back), or stays below X (2), or lies
 *    above X in its pile and is itself unmovable (it leaves only to a foundation, so it is gone for good
 *    before X is a top), X leaves its pile only to a foundation. Worked from the top of a pile down, each
 *    card's answer rests only on cards above it, so the reasoning is never circular.
 * 4. Dead pair. If X is unmovable, and under X (staying below, 2) lies Y of the same chain that the chain
 *    needs before X, then X cannot go home before Y does, Y cannot leave before X does, and X has no other
 *    way out: the position can never be won.
 */

/** The suits whose foundations hold 14 or more cards (Ace top at or above King top), as a bit mask (point 1). */
export function forcedSuits(state: PackedState): number {
  let forced = 0;
  for (let s = 0; s < 4; s++) {
    if ((state.foundations[s] as number) >= (state.foundations[s + 4] as number)) forced |= 1 << s;
  }
  return forced;
}

/** No rank met yet in a suit's nibble of the Ace-chain mask: above every rank, so no card is under it. */
const NO_ACE_CHAIN = 0xffff;

/**
 * How many cards of pile p in forced suits lie over a card of their own chain that the chain needs first
 * (point 4's pairs, and best-first's inversions), counting only cards marked in `only` (null: every card), and
 * stopping once `limit` are found. Only cards at index `stayFrom` or above count as lying under another
 * (point 2). The lowest Ace-chain and highest King-chain rank met so far are kept per suit in a 4-bit nibble of
 * two integers: the test runs on nearly every position, and scalars keep it free of scratch arrays to clear
 * for each pile.
 */
export function blockedInChain(
  state: PackedState,
  p: number,
  forced: number,
  stayFrom: number,
  only: Uint8Array | null,
  limit = Number.POSITIVE_INFINITY,
): number {
  const len = state.lengths[p] as number;
  const base = p * PILE_STRIDE;
  let count = 0;
  let lowAce = NO_ACE_CHAIN;
  let highKing = 0;
  for (let i = 0; i < len; i++) {
    const card = state.cards[base + i] as number;
    const s = card >> 4;
    if (!((forced >> s) & 1)) continue;
    const x = card & 15;
    const shift = s << 2;
    const low = (lowAce >> shift) & 15;
    const high = (highKing >> shift) & 15;
    const toAce = x > (state.foundations[s] as number);
    const blocked = toAce ? low < x : high > x;
    if (blocked && (only === null || only[i] === 1) && ++count >= limit) return count;
    if (i < stayFrom) continue;
    if (toAce && x < low) lowAce = (lowAce & ~(15 << shift)) | (x << shift);
    else if (!toAce && x > high) highKing = (highKing & ~(15 << shift)) | (x << shift);
  }
  return count;
}

/** The dead-position test (points 1-4 above) with its scratch space: each search owns one. */
export class DeadTest {
  /**
   * Where the one copy of each card (identity suit << 4 | rank) still in a pile of a forced suit lies, pile * 128 +
   * index: valid only where `seen` holds this test's `pass`, so nothing is cleared between positions.
   */
  private readonly where = new Int16Array(64);
  private readonly seen = new Uint32Array(64);
  private pass = 0;
  /** Per suit, the ranks home twice (from the King top up to the Ace top), as bits 1-13. */
  private readonly homeTwice = new Uint16Array(4);
  /** Per index of the pile being checked: 1 when that card can leave only to a foundation (point 3). */
  private readonly unmovable = new Uint8Array(PILE_STRIDE);

  /**
   * Whether `platform` can never be a pile top while the card at index i of pile p is still there: it is home,
   * or lies under it and stays (point 2), or lies above it and can itself leave only to a foundation (then it
   * is gone for good by the time the card under it is a top).
   */
  private neverUnder(p: number, i: number, platform: number, redeals: number): boolean {
    // In no pile: home twice if its suit is forced (each other rank of a forced suit has one copy in a pile).
    if (this.seen[platform] !== this.pass) {
      return (((this.homeTwice[platform >> 4] as number) >> (platform & 15)) & 1) === 1;
    }
    const at = this.where[platform] as number;
    if (at >> 7 !== p) return false;
    const index = at & 127;
    return index < i ? index >= redeals : this.unmovable[index] === 1;
  }

  /**
   * True only when the position can never be won (points 1-4 above). False means nothing: the test is
   * incomplete by design, and cheap: it reads each pile card once and returns at once while no suit is forced.
   */
  isDead(state: PackedState): boolean {
    if (state.giveBack) return false;
    const forced = forcedSuits(state);
    if (forced === 0) return false;
    const where = this.where;
    const unmovable = this.unmovable;
    const redeals = state.redeals;
    // Point 4 needs a card over one of its chain that the chain needs first: the piles holding such a pair,
    // movable or not, are the only ones worth the rest; a position with none costs this one scan, and a pile's
    // scan ends at its first such card.
    let candidates = 0;
    for (let p = 0; p < PILE_COUNT; p++) {
      if ((state.lengths[p] as number) < 2) continue;
      if (blockedInChain(state, p, forced, redeals, null, 1) > 0) candidates |= 1 << p;
    }
    if (candidates === 0) return false;
    // Copies: the single copy's place of each forced card in a pile, marked with this pass; the others are home
    // twice or not known. Only forced suits are ever read (a card's platforms are of its own suit).
    if (++this.pass === 0xffffffff) {
      this.seen.fill(0);
      this.pass = 1;
    }
    const pass = this.pass;
    const seen = this.seen;
    for (let s = 0; s < 4; s++) {
      const a = state.foundations[s] as number;
      const k = state.foundations[s + 4] as number;
      this.homeTwice[s] = (forced >> s) & 1 ? ((1 << (a + 1)) - 1) & ~((1 << k) - 1) : 0;
    }
    for (let p = 0; p < PILE_COUNT; p++) {
      const len = state.lengths[p] as number;
      const base = p * PILE_STRIDE;
      for (let i = 0; i < len; i++) {
        const card = state.cards[base + i] as number;
        if ((forced >> (card >> 4)) & 1) {
          where[card] = (p << 7) | i;
          seen[card] = pass;
        }
      }
    }
    for (let p = 0; p < PILE_COUNT; p++) {
      if (!((candidates >> p) & 1)) continue;
      const len = state.lengths[p] as number;
      const base = p * PILE_STRIDE;
      // Top down, so a card's platforms above it are settled first (point 3 with the rule of neverUnder).
      for (let i = len - 1; i >= 0; i--) {
        const card = state.cards[base + i] as number;
        if (!((forced >> (card >> 4)) & 1)) {
          unmovable[i] = 0;
          continue;
        }
        const s = card & 0x30;
        const x = card & 15;
        const under = this.neverUnder(p, i, s | pileRankBelow(x), redeals);
        unmovable[i] = under && this.neverUnder(p, i, s | pileRankAbove(x), redeals) ? 1 : 0;
      }
      // A card over one of its chain that the chain needs first, staying below it, is a dead pair if unmovable.
      if (blockedInChain(state, p, forced, redeals, unmovable, 1) > 0) return true;
    }
    return false;
  }
}
