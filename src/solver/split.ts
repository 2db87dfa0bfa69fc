// Separate games: a position is lost when a group of piles sharing no suit with the rest, or one suit alone, is lost.

import { PILE_COUNT, RULE_SETS } from '../engine/index';
import type { Clock } from './clock';
import {
  CARD_WORDS_A,
  CARD_WORDS_B,
  FIXED_PILE_SEED_A,
  FIXED_PILE_SEED_B,
  mix32,
  PILE_SEED_A,
  PILE_SEED_B,
} from './hash';
import { PILE_STRIDE } from './packed-moves';
import { SmallGames } from './small-game';
import { GameMemo, keyA, keyB, LOST, OPEN_AFTER, RELAXED_A, RELAXED_B, WON } from './split-memo';
import type { PackedState } from './state';

/*
 * The argument (every rule set).
 *
 * Call two suits linked when some pile holds cards of both, and a part the suits of one linked group together
 * with the piles holding them. A card only ever goes onto a pile whose top is of its own suit, or to (or, in
 * casual, from) a foundation of its own suit; trades stay within a suit. So no move ever takes a card out of
 * its part's piles or puts one in: a pile outside the part has no card of the part's suits, and never gets
 * one, as its top never is of those suits. A redeal turns every pile, so the part's piles too.
 *
 * The part game is the position with only the part's piles (the others empty) and the other suits' foundations
 * full, under the same rules and redeals. Any line of the whole game, with the moves of other parts deleted,
 * is a line of the part game: each kept move meets the same piles and foundations, a pile's cap sees the same
 * cards, and a redeal stays legal (strict allows one only when no card can move and no useful trade exists in
 * the whole game, so also not in the part). A winning line puts the part's cards home, so it would win the
 * part game. Hence: a part game that is lost makes the whole position lost.
 *
 * One suit alone, with at most one redeal left. The suit game keeps the suit's cards where they lie, takes
 * every other card out of the piles, and fills the other suits' foundations. Any line of the whole game,
 * with the other suits' moves deleted, is a line of the suit game: a card of the suit that is a top in the
 * whole game is a top in the suit game too, and so is the card of the suit it goes onto; a pile's cap sees
 * fewer cards; a pile with no card of the suit never gets one in either game.
 * The redeal left turns each pile's bottom card, and that is its bottom card now, since cards come and go
 * only at the top and an emptied pile stays empty: so in the suit game it turns exactly the piles whose
 * bottom card is of the suit (`fixedPiles` holds the others), and it may come at any time (so strict's
 * condition, read on the whole game, is no obstacle). Hence a lost suit game makes the position lost.
 *
 * Relaxed games: any set of suits, any redeals left. All of the above holds for a set of suits (a pair,
 * say) in place of one. With two or more redeals left, the first still turns exactly the piles whose bottom
 * card is of the set; a later one turns a pile's bottom card as play has left it, which is a card of the set
 * (then the set's cards of that pile turn: the lowest goes to the top) or not (then they stay). The relaxed
 * game therefore lets each pile turn or stay at every redeal after the first, as it chooses: each real line,
 * its other suits' moves deleted and each later redeal given the piles whose cards of the set turned, is
 * a line of it, and a lost relaxed game makes the position lost. Its positions with free redeals left hash
 * apart from those before its first redeal, and a pile the first redeal leaves hashes apart from one it
 * turns (state.ts); within either phase more redeals left only add options, so the table's dominance holds.
 *
 * Each game is solved by a small exhaustive search with a node budget; its answer is kept by the game's hash
 * (its piles, its suits' foundations and the redeals left: 64 bits, like the transposition table), so the
 * many positions that share a lost part or suit are each cut at the cost of a lookup.
 */

/**
 * The largest part of two or more suits (cards in its piles) worth a search: bigger ones nearly always run
 * out of budget before they find a loss. A part of one suit is always searched.
 */
const MAX_MIXED_PART_CARDS = 16;
/**
 * The node budget of a game's first search; a game still open after it is searched again with ten times the
 * budget once the search has met it RETRY_HITS more times, up to LEVELS searches (1,000, 10,000, 100,000).
 * A game met that often cuts that many positions if lost: casual games, where give-back makes even one suit's
 * game large, often need the second or third budget.
 */
const PART_NODES = 1000;
/**
 * Under casual rules the first budget is smaller (300, 3,000, 30,000): give-back makes the games large, so a
 * first search of 1,000 would nearly always end open, while a lost game still turns up at the next budget once
 * it is met often (docs/WINNABILITY.md).
 */
const CASUAL_PART_NODES = 300;
const RETRY_HITS = 16;
const LEVELS = 3;
/** Single suits are judged alone with at most this many redeals left, unless a search widens the test. */
const SUIT_REDEALS = 1;
/** The small searches' nodes per position tested, at most, after a start of SEARCH_START. */
const SEARCH_SHARE = 3;
const SEARCH_START = 20_000;

/**
 * Finds positions lost because a part, or with few redeals left a single suit, is lost (the arguments above).
 * Keeps its answers between calls, so one instance serves one search; `nodes` counts the positions its
 * small searches visited. The knobs that no solve turns (lab/split-lab.ts) are protected fields here.
 */
export class SplitTest {
  /**
   * `smallerGame`: the games are played in the smaller game of state.ts (for a search that looks for wins
   * alone). `clock`: the solve's clock, which the small searches count into and stop at.
   */
  constructor(smallerGame = false, clock: Clock | null = null) {
    this.clock = clock;
    this.small = new SmallGames(smallerGame, clock);
  }

  private readonly clock: Clock | null;
  protected readonly small: SmallGames;
  /** The small searches' positions per position tested, at most (after a start of SEARCH_START). */
  protected share = SEARCH_SHARE;
  /** A game's first search budget in positions (later ones ten times the last); 0: PART_NODES or CASUAL_PART_NODES. */
  protected firstNodes = 0;
  /** Meetings of a game still open before it is searched again. */
  protected retryHits = RETRY_HITS;
  /** Every suit alone is judged with up to this many redeals left; above it, only suits with 13 cards home. */
  protected everySuitRedeals = 0;
  private suitRedeals = SUIT_REDEALS;

  /**
   * Judges single suits with up to `suitRedeals` left from now on: the exhaustive pass widens the test, where
   * only cutting lost positions counts.
   */
  widen(suitRedeals: number): void {
    this.suitRedeals = suitRedeals;
  }

  private readonly memo = new GameMemo();
  /** Per pile, the suits among its cards as a bit mask. */
  protected readonly pileSuits = new Uint8Array(PILE_COUNT);
  /** The parts' suit masks, found by `parts`. */
  private readonly partSuits = new Uint8Array(4);
  /** Per suit, its cards' pile hashes summed over piles with the other suits' cards left out (two lanes), and its count. */
  private readonly suitPilesA = new Uint32Array(4);
  private readonly suitPilesB = new Uint32Array(4);
  private readonly suitCards = new Uint8Array(4);
  /** One pile's running hash per suit. */
  private readonly runA = new Uint32Array(4);
  private readonly runB = new Uint32Array(4);
  /** Per suit, the piles whose bottom card is of another suit: the last redeal turns none of its cards there. */
  private readonly fixedBySuit = new Uint32Array(4);

  /** Positions the small searches visited. */
  get nodes(): number {
    return this.small.nodes;
  }

  /** Bytes held: the memo (11 MiB) and the small searches' table (at most 8 MiB), outside the search's memory cap. */
  get peakBytes(): number {
    return this.memo.bytes + this.small.peakBytes;
  }

  /** Positions tested: the small searches may visit at most SHARE times as many (plus a start), so they never starve the search they serve. */
  private tested = 0;
  private affordable = 0;

  /**
   * True only when the position can never be won; false means nothing (the test is incomplete). A game not
   * in the memo is searched only when `affordable` (the caller's node budget left) covers a whole search.
   */
  lost(state: PackedState, affordable = Number.POSITIVE_INFINITY): boolean {
    this.tested++;
    this.affordable = affordable;
    const { pileSuits, partSuits, suitPilesA, suitPilesB, suitCards, runA, runB, fixedBySuit } = this;
    const count = this.parts(state);
    let alone = 0;
    if (count >= 2) {
      for (let i = 0; i < count; i++) {
        const suits = partSuits[i] as number;
        if ((suits & (suits - 1)) === 0) alone |= suits;
        let a = 0;
        let b = 0;
        let cards = 0;
        for (let p = 0; p < PILE_COUNT; p++) {
          if (!((pileSuits[p] as number) & suits)) continue;
          a += state.pileHashA(p);
          b += state.pileHashB(p);
          cards += state.lengths[p] as number;
        }
        if (
          (alone & suits || cards <= MAX_MIXED_PART_CARDS) &&
          this.gameLost(state, suits, keyA(state, a, suits), keyB(state, b, suits))
        ) {
          return true;
        }
      }
    }
    if (state.redeals > this.suitRedeals) return false;
    // Each suit alone, its cards kept in place and every other card taken away (with two or more redeals left,
    // in the relaxed game). With redeals left, only suits whose foundations hold 13 cards or more: in the others
    // nearly every rank has a copy to spare, and their games are seldom lost. With none left, every suit: the
    // positions an exhaustive search spends most on have no redeal left, and most of them have a suit alone
    // lost, with few cards home.
    let worth = 0;
    for (let s = 0; s < 4; s++) {
      if (
        state.redeals <= this.everySuitRedeals ||
        (state.foundations[s + 4] as number) <= (state.foundations[s] as number) + 1
      ) {
        worth |= 1 << s;
      }
    }
    worth &= ~alone;
    if (worth === 0) return false;
    suitPilesA.fill(0);
    suitPilesB.fill(0);
    suitCards.fill(0);
    fixedBySuit.fill(0);
    for (let p = 0; p < PILE_COUNT; p++) {
      const len = state.lengths[p] as number;
      const here = (pileSuits[p] as number) & worth;
      if (here === 0) continue;
      const base = p * PILE_STRIDE;
      // A pile the last redeal will not turn for a suit (its bottom card is of another) hashes from other seeds.
      const bottom = (state.cards[base] as number) >> 4;
      for (let s = 0; s < 4; s++) {
        if (!((here >> s) & 1)) continue;
        const fixed = state.redeals >= 1 && bottom !== s;
        if (fixed) fixedBySuit[s] = (fixedBySuit[s] as number) | (1 << p);
        runA[s] = fixed ? FIXED_PILE_SEED_A : PILE_SEED_A;
        runB[s] = fixed ? FIXED_PILE_SEED_B : PILE_SEED_B;
      }
      for (let j = base, end = j + len; j < end; j++) {
        const card = state.cards[j] as number;
        const s = card >> 4;
        if (!((here >> s) & 1)) continue;
        runA[s] = mix32((runA[s] as number) + (CARD_WORDS_A[card] as number));
        runB[s] = mix32((runB[s] as number) + (CARD_WORDS_B[card] as number));
        suitCards[s] = (suitCards[s] as number) + 1;
      }
      for (let s = 0; s < 4; s++) {
        if (!((here >> s) & 1)) continue;
        suitPilesA[s] = (suitPilesA[s] as number) + (runA[s] as number);
        suitPilesB[s] = (suitPilesB[s] as number) + (runB[s] as number);
      }
    }
    for (let s = 0; s < 4; s++) {
      if (suitCards[s] === 0) continue;
      const suits = 1 << s;
      // Other constants than a part's: this game allows a redeal at any time, a strict part game does not.
      const a = keyA(state, (suitPilesA[s] as number) + RELAXED_A, suits);
      const b = keyB(state, (suitPilesB[s] as number) + RELAXED_B, suits);
      if (this.gameLost(state, suits, a, b, fixedBySuit[s] as number)) return true;
    }
    return this.moreGamesLost(state, alone);
  }

  /**
   * Further games judged after the single suits, with `alone` the suits that are parts of their own: none in
   * the solver (lab/split-lab.ts judges pairs of suits here).
   */
  protected moreGamesLost(_state: PackedState, _alone: number): boolean {
    return false;
  }

  /** Groups the suits in piles into parts; returns how many (their masks are in partSuits). */
  private parts(state: PackedState): number {
    const pileSuits = this.pileSuits;
    const partSuits = this.partSuits;
    let count = 0;
    for (let p = 0; p < PILE_COUNT; p++) {
      const len = state.lengths[p] as number;
      let mask = 0;
      for (let j = p * PILE_STRIDE, end = j + len; j < end; j++) mask |= 1 << ((state.cards[j] as number) >> 4);
      pileSuits[p] = mask;
      if (mask === 0) continue;
      // Merge every part this pile's suits touch into one.
      let merged = mask;
      let kept = 0;
      for (let i = 0; i < count; i++) {
        const other = partSuits[i] as number;
        if (other & merged) merged |= other;
        else partSuits[kept++] = other;
      }
      partSuits[kept] = merged;
      count = kept + 1;
    }
    return count;
  }

  /** The memo's answer for this game, or a search for it: whether the game of these suits alone is lost. */
  protected gameLost(state: PackedState, suits: number, a: number, b: number, fixedPiles?: number): boolean {
    const memo = this.memo;
    const slot = memo.slot(a, b);
    const answer = memo.answers[slot] as number;
    if (answer === LOST || answer === WON) return answer === LOST;
    const searched = answer === 0 ? 0 : answer - OPEN_AFTER;
    if (searched > 0) {
      memo.hits[slot] = (memo.hits[slot] as number) + 1;
      if ((memo.hits[slot] as number) < this.retryHits || searched >= LEVELS) return false;
    }
    const first = this.firstNodes || (RULE_SETS[state.rules].giveBack ? CASUAL_PART_NODES : PART_NODES);
    const budget = first * 10 ** searched;
    if (this.nodes + budget > this.tested * this.share + SEARCH_START || this.affordable < budget) return false;
    const end = this.small.search(state, suits, budget, fixedPiles);
    // A search the clock stopped says nothing about its budget: it is not remembered.
    if (end === 'stopped' && this.clock?.over()) return false;
    memo.store(a, b, end === 'exhausted' ? LOST : end === 'win' ? WON : OPEN_AFTER + searched + 1);
    return end === 'exhausted';
  }
}
