// Separate games: a position is lost when a group of piles sharing no suit with the rest, or one suit alone, is lost.

import { fullTop, PILE_COUNT, RULE_SETS } from '../engine/index';
import type { Clock } from './clock';
import { DeadTest } from './dead';
import {
  CARD_WORDS_A,
  CARD_WORDS_B,
  FIXED_PILE_SEED_A,
  FIXED_PILE_SEED_B,
  mix32,
  PILE_SEED_A,
  PILE_SEED_B,
} from './hash';
import { make, unmake } from './make-unmake';
import { generateSearch, type Reductions, turnablePiles } from './moves-gen';
import { freeRedeal, isCardMove, MACRO, MAX_MOVES, moveTo, PILE_STRIDE, REDEAL_MOVE } from './packed-moves';
import { RelaxedRedeals } from './relaxed-game';
import { toPosition } from './save-load';
import { PackedState } from './state';
import { SEEN_DONE, TABLE_FULL, TranspositionTable } from './table';

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
 * Under casual rules the first budget is smaller (300, 3,000, 30,000): there a first search of 1,000 nearly
 * always ended open (give-back makes the games large), so most of the small searches' positions taught
 * nothing, while a lost game still turns up at the next budget once it is met often. On casual Hard's tuning
 * deals this decided more deals in fewer positions; in classic more first searches find a loss between 300
 * and 1,000 positions, so it keeps 1,000.
 */
const CASUAL_PART_NODES = 300;
/** Single suits are judged alone with at most this many redeals left, unless a search widens the test. */
export const SUIT_REDEALS = 1;
/** Pairs of suits are judged alone with at most this many redeals left (-1: never), likewise. */
export const PAIR_REDEALS = -1;
/** The six pairs of suits, as masks. */
const PAIRS = [3, 5, 6, 9, 10, 12];

/** Which games the test judges: single suits and pairs of suits alone, each up to a number of redeals left. */
export interface SplitTuning {
  readonly suitRedeals?: number;
  readonly pairRedeals?: number;
  /** The small searches' positions per position tested, at most (after a start of SEARCH_START). */
  readonly share?: number;
  /** A game's first search budget in positions (later ones ten times the last), in place of PART_NODES. */
  readonly firstNodes?: number;
  /** Meetings of a game still open before it is searched again, in place of RETRY_HITS. */
  readonly retryHits?: number;
  /** Every suit alone is judged with up to this many redeals left (default 0); above it, only suits with 13 cards home. */
  readonly everySuitRedeals?: number;
}
const RETRY_HITS = 16;
const LEVELS = 3;
/** The small searches' nodes per position tested, at most, after a start of SEARCH_START. */
const SEARCH_SHARE = 3;
const SEARCH_START = 20_000;
/** The most answers kept; the memo starts again empty past this (it is only a cache). */
const MEMO_SLOTS = 1 << 20;

/** Memo answers: 0 none yet, LOST, WON (the game alone is won: never lost), or OPEN_AFTER + k: open after k searches. */
const LOST = 1;
const WON = 2;
const OPEN_AFTER = 2;
/** What setting up one small search counts for on the clock, in positions (it builds a position and a state). */
const SETUP_COST = 32;
/** The deepest line a small search follows (its recursion stays far inside the stack); deeper counts as out of budget. */
const MAX_DEPTH = 2000;

/** Answers kept by game hash: two 32-bit lanes, the answer, and how often an open game was met since its last search. */
class GameMemo {
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

/** Stubborn sets cut little in a game of one or two suits: the small searches skip their cost. */
const SMALL_GAME_REDUCTIONS: Reductions = { partialOrder: false, forcedPlays: true };

const RELAXED_A = 0x3c6ef372;
const RELAXED_B = 0xa54ff53a;

/** The memo key of a game: its piles' hashes, its suits' foundations and the redeals left, mixed in. */
function keyA(state: PackedState, piles: number, suits: number): number {
  let a = piles + Math.imul(state.redeals + 1, 0x9e3779b9);
  for (let s = 0; s < 4; s++) if ((suits >> s) & 1) a += state.suitHashA(s);
  return a >>> 0;
}
function keyB(state: PackedState, piles: number, suits: number): number {
  let b = piles + Math.imul(state.redeals + 7, 0x85ebca6b);
  for (let s = 0; s < 4; s++) if ((suits >> s) & 1) b += state.suitHashB(s);
  return b >>> 0;
}

/**
 * Finds positions lost because a part, or with no redeal left a single suit, is lost (the arguments above).
 * Keeps its answers between calls, so one instance serves one search; `nodes` counts the positions its
 * small searches visited.
 */
export class SplitTest {
  /**
   * `skipGiveBacks`: the games are played without give-backs, for a search that looks for wins alone
   * (state.ts). `clock`: the solve's clock, which the small searches count into and stop at.
   */
  constructor(
    private readonly skipGiveBacks = false,
    private readonly clock: Clock | null = null,
    /** Which games are judged, by redeals left (a measurement may change them). */
    tuning: SplitTuning = {},
  ) {
    this.share = tuning.share ?? SEARCH_SHARE;
    this.firstNodes = tuning.firstNodes ?? 0;
    this.retryHits = tuning.retryHits ?? RETRY_HITS;
    this.everySuitRedeals = tuning.everySuitRedeals ?? 0;
    this.widen(tuning);
  }

  private readonly share: number;
  private readonly firstNodes: number;
  private readonly retryHits: number;
  private readonly everySuitRedeals: number;
  private suitRedeals = SUIT_REDEALS;
  private pairRedeals = PAIR_REDEALS;

  /**
   * Judges single suits and pairs with up to these redeals left from now on (what is not given stays as it
   * is): the portfolio widens the test for its exhaustive pass, where only cutting lost positions counts.
   */
  widen(tuning: SplitTuning): void {
    this.suitRedeals = tuning.suitRedeals ?? this.suitRedeals;
    this.pairRedeals = tuning.pairRedeals ?? this.pairRedeals;
  }

  private readonly memo = new GameMemo();
  private readonly dead = new DeadTest();
  /** Per pile, the suits among its cards as a bit mask. */
  private readonly pileSuits = new Uint8Array(PILE_COUNT);
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
  private readonly table = new TranspositionTable(8);
  private readonly moves: Int32Array[] = [];
  nodes = 0;

  /** Bytes held: the memo (11 MiB) and the small searches' table (at most 8 MiB), outside the search's memory cap. */
  get peakBytes(): number {
    return this.memo.bytes + this.table.peakBytes;
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
    // in the relaxed game). With redeals left, only suits whose foundations hold 13 cards or more: in the others nearly every rank has
    // a copy to spare, and their games are seldom lost. With none left, every suit: the positions an exhaustive
    // search spends most on have no redeal left, and most of them have a suit alone lost, with few cards home.
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
    return this.pairLost(state, alone);
  }

  /**
   * Pairs of suits alone, as single suits are (the argument holds for any set of suits), with at most
   * `pairRedeals` left. A pair holding a suit that is a part of its own is skipped: its game is two separate
   * ones, judged above.
   */
  private pairLost(state: PackedState, alone: number): boolean {
    if (state.redeals > this.pairRedeals) return false;
    const pileSuits = this.pileSuits;
    let present = 0;
    for (let p = 0; p < PILE_COUNT; p++) present |= pileSuits[p] as number;
    for (const pair of PAIRS) {
      if ((present & pair) !== pair || alone & pair) continue;
      let sumA = 0;
      let sumB = 0;
      let fixed = 0;
      for (let p = 0; p < PILE_COUNT; p++) {
        if (!((pileSuits[p] as number) & pair)) continue;
        const base = p * PILE_STRIDE;
        const turns = state.redeals === 0 || (pair >> ((state.cards[base] as number) >> 4)) & 1;
        if (!turns) fixed |= 1 << p;
        let a = turns ? PILE_SEED_A : FIXED_PILE_SEED_A;
        let b = turns ? PILE_SEED_B : FIXED_PILE_SEED_B;
        for (let j = base, end = j + (state.lengths[p] as number); j < end; j++) {
          const card = state.cards[j] as number;
          if (!((pair >> (card >> 4)) & 1)) continue;
          a = mix32(a + (CARD_WORDS_A[card] as number));
          b = mix32(b + (CARD_WORDS_B[card] as number));
        }
        sumA += a;
        sumB += b;
      }
      const a = keyA(state, sumA + RELAXED_A, pair);
      const b = keyB(state, sumB + RELAXED_B, pair);
      if (this.gameLost(state, pair, a, b, fixed)) return true;
    }
    return false;
  }

  /**
   * Whether the game of these suits alone (every other card taken out of the piles) is lost within `budget`
   * positions, searched afresh: a measurement's probe of games the test does not judge. With redeals left
   * its first redeal turns only the piles whose bottom card is of these suits and later ones any set of
   * piles, as for a single suit (the argument holds for any set of suits). True only when lost.
   */
  suitsLost(state: PackedState, suits: number, budget: number): boolean {
    let fixed = 0;
    for (let p = 0; p < PILE_COUNT; p++) {
      if ((state.lengths[p] as number) > 0 && !((suits >> ((state.cards[p * PILE_STRIDE] as number) >> 4)) & 1)) {
        fixed |= 1 << p;
      }
    }
    return this.search(state, suits, budget, fixed) === 'exhausted';
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
  private gameLost(state: PackedState, suits: number, a: number, b: number, fixedPiles?: number): boolean {
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
    const end = this.search(state, suits, budget, fixedPiles);
    // A search the clock stopped says nothing about its budget: it is not remembered.
    if (end === 'stopped' && this.clock?.over()) return false;
    memo.store(a, b, end === 'exhausted' ? LOST : end === 'win' ? WON : OPEN_AFTER + searched + 1);
    return end === 'exhausted';
  }

  /**
   * The game of these suits alone: the other suits' cards taken out of the piles and their foundations
   * full, the same rules and redeals, searched exhaustively within `budget` positions.
   */
  private search(
    state: PackedState,
    suits: number,
    budget: number,
    fixedPiles?: number,
  ): 'win' | 'exhausted' | 'stopped' {
    // Building the small game costs about as much as a few dozen positions: the clock counts it so.
    this.clock?.count(SETUP_COST);
    const whole = toPosition(state);
    const relaxed = fixedPiles === undefined ? undefined : new RelaxedRedeals(fixedPiles, whole.redeals);
    const game = new PackedState(
      {
        ...whole,
        foundations: whole.foundations.map((top, f) => ((suits >> (f & 3)) & 1 ? top : fullTop(f))),
        piles: whole.piles.map((pile) => pile.filter((card) => (suits >> (card >> 4)) & 1)),
      },
      { relaxed, skipGiveBacks: this.skipGiveBacks },
    );
    this.table.clear();
    this.table.visit(game.hashA(), game.hashB(), game.redeals);
    return this.exhausted(game, 0, { left: budget });
  }

  /** Depth-first search of a small game: 'win', 'exhausted' (no win anywhere below) or 'stopped'. */
  private exhausted(game: PackedState, depth: number, budget: { left: number }): 'win' | 'exhausted' | 'stopped' {
    if (depth >= MAX_DEPTH) return 'stopped';
    let moves = this.moves[depth];
    if (moves === undefined) {
      moves = new Int32Array(MAX_MOVES);
      this.moves[depth] = moves;
    }
    const n = generateSearch(game, moves, 0, SMALL_GAME_REDUCTIONS);
    // Foundation plays first (a win found early ends the search), then the rest.
    let home = 0;
    for (let i = 0; i < n; i++) {
      const move = moves[i] as number;
      if (move & MACRO || (isCardMove(move) && moveTo(move) >= PILE_COUNT)) {
        moves[i] = moves[home] as number;
        moves[home++] = move;
      }
    }
    for (let i = 0; i < n; i++) {
      const move = moves[i] as number;
      if (move === REDEAL_MOVE && game.freeRedeals) {
        // Past the first redeal each turnable pile may turn or not: every nonempty set is a move (the empty
        // one would only spend a redeal).
        const turnable = turnablePiles(game, 0);
        for (let set = turnable; set > 0; set = (set - 1) & turnable) {
          const end = this.child(game, freeRedeal(set), depth, budget);
          if (end !== 'exhausted') return end;
        }
        continue;
      }
      const end = this.child(game, move, depth, budget);
      if (end !== 'exhausted') return end;
    }
    return 'exhausted';
  }

  /** Plays one move of a small game and searches below it. */
  private child(
    game: PackedState,
    move: number,
    depth: number,
    budget: { left: number },
  ): 'win' | 'exhausted' | 'stopped' {
    if (--budget.left < 0) return 'stopped';
    this.nodes++;
    if (this.clock !== null) {
      this.clock.count();
      if (this.clock.over()) return 'stopped';
    }
    make(game, move);
    let end: 'win' | 'exhausted' | 'stopped' = 'exhausted';
    if (game.inPiles === 0) end = 'win';
    else if (!this.dead.isDead(game)) {
      const seen = this.table.visit(game.hashA(), game.hashB(), game.redeals);
      if (seen === TABLE_FULL) end = 'stopped';
      else if (seen !== SEEN_DONE) end = this.exhausted(game, depth + 1, budget);
    }
    unmake(game, move);
    return end;
  }
}
