// The solver's packed, mutable position: typed arrays, push and pop, and incremental order-free hashes (moves live in moves-gen.ts and make-unmake.ts).

import {
  FOUNDATION_COUNT,
  foundationNeeds,
  fullTop,
  PILE_COUNT,
  type Position,
  RULE_SETS,
  type RuleSetId,
} from '../engine/index';
import {
  CARD_WORDS_A,
  CARD_WORDS_B,
  FIXED_PILE_SEED_A,
  FIXED_PILE_SEED_B,
  FOUNDATION_WORDS_A,
  FOUNDATION_WORDS_B,
  FREE_REDEALS_A,
  FREE_REDEALS_B,
  MEET_WORDS_A,
  MEET_WORDS_B,
  mix32,
  PILE_SEED_A,
  PILE_SEED_B,
} from './hash';
import { PILE_STRIDE } from './packed-moves';
import type { RelaxedRedeals } from './relaxed-game';

/** Which game a packed state plays beside the rules of its position. */
export interface GameOptions {
  /**
   * The relaxed games of split.ts only: redeals allowed at any time, whatever the rule set, the first leaving
   * its fixed piles as they are and each later one turning any set of piles (relaxed-game.ts).
   */
  readonly relaxed?: RelaxedRedeals;
  /**
   * A smaller game than the rules allow, searched first for a win: under give-back rules no foundation card is
   * ever given back, and under classic rules a redeal waits for a dead end, as under strict rules (the pile cap
   * kept). Only searches that look for wins alone use it: every line of it is a line of the real game, so a win
   * there is a win, and a loss there proves nothing.
   */
  readonly smallerGame?: boolean;
}

/**
 * A position packed for search. Cards are identities (suit << 4 | rank): face-down flags are dropped,
 * since they never decide legality and the solver may use hidden cards. Every mutation keeps the
 * per-pile prefix hashes and their sum up to date, so `hashA`/`hashB` cost a few additions.
 */
export class PackedState {
  readonly rules: RuleSetId;
  /** Read by nothing in the search (face-down cards are played as known): kept to write the position back. */
  facedown: boolean;
  readonly cap: number;
  readonly trades: boolean;
  readonly giveBack: boolean;
  /**
   * Strict's rule that a redeal waits for a dead end, kept by classic's smaller game too (never in a relaxed
   * game): set with `relaxed`.
   */
  redealBlocked: boolean;
  readonly cards = new Uint8Array(PILE_COUNT * PILE_STRIDE);
  readonly lengths = new Uint8Array(PILE_COUNT);
  readonly foundations = new Int8Array(FOUNDATION_COUNT);
  redeals: number;
  /** Cards in all piles together: zero means won. */
  inPiles = 0;
  /** Prefix hashes: entry p * (PILE_STRIDE + 1) + i hashes the bottom i cards of pile p. */
  private readonly prefixA = new Uint32Array(PILE_COUNT * (PILE_STRIDE + 1));
  private readonly prefixB = new Uint32Array(PILE_COUNT * (PILE_STRIDE + 1));
  /** Sum (mod 2^32) over piles of each pile's full hash: a sum, not XOR, so two equal piles never cancel. */
  private pileSumA = 0;
  private pileSumB = 0;
  /** Foundation tops before each macro move, two per depth, for unmake (make-unmake.ts keeps them). */
  readonly macroUndo = new Int8Array(4096);
  macroDepth = 0;

  /** The relaxed game's redeals (relaxed-game.ts), or null for the real game; only `loadSuits` changes it. */
  relaxed: RelaxedRedeals | null;

  constructor(position: Position, options: GameOptions = {}) {
    const rules = RULE_SETS[position.rules];
    this.relaxed = options.relaxed ?? null;
    this.rules = position.rules;
    this.facedown = position.facedown;
    this.cap = rules.pileCap ?? 255;
    this.trades = rules.trades;
    this.giveBack = rules.giveBack && options.smallerGame !== true;
    this.redealBlocked =
      (rules.redealWhen === 'blocked' || (options.smallerGame === true && !rules.giveBack)) && this.relaxed === null;
    this.redeals = position.redeals;
    for (let f = 0; f < FOUNDATION_COUNT; f++) this.foundations[f] = position.foundations[f] as number;
    for (let p = 0; p < PILE_COUNT; p++) {
      const pile = position.piles[p] as readonly number[];
      this.lengths[p] = pile.length;
      for (let i = 0; i < pile.length; i++) this.cards[p * PILE_STRIDE + i] = (pile[i] as number) & 0x3f;
    }
    this.reindex();
  }

  /**
   * Becomes the game of some suits of `from` alone (small-game.ts): the other suits' cards taken out of the
   * piles and their foundations full, the same redeals, relaxed by `relaxed` or not. `from` must be of this
   * state's rule set; reusing one state spares a small search building a new one.
   */
  loadSuits(from: PackedState, suits: number, relaxed: RelaxedRedeals | null): void {
    if (from.rules !== this.rules)
      throw new RangeError(`A ${from.rules} position cannot load into a ${this.rules} state.`);
    this.facedown = from.facedown;
    this.relaxed = relaxed;
    this.redealBlocked = from.redealBlocked && relaxed === null;
    this.redeals = from.redeals;
    for (let f = 0; f < FOUNDATION_COUNT; f++) {
      this.foundations[f] = (suits >> (f & 3)) & 1 ? (from.foundations[f] as number) : fullTop(f);
    }
    for (let p = 0; p < PILE_COUNT; p++) {
      const base = p * PILE_STRIDE;
      const length = from.lengths[p] as number;
      let kept = 0;
      for (let i = 0; i < length; i++) {
        const card = from.cards[base + i] as number;
        if ((suits >> (card >> 4)) & 1) this.cards[base + kept++] = card;
      }
      this.lengths[p] = kept;
    }
    this.reindex();
  }

  /** Recounts the cards and rebuilds every hash after the piles were written directly (the constructor, load). */
  reindex(): void {
    this.inPiles = 0;
    this.macroDepth = 0;
    for (let p = 0; p < PILE_COUNT; p++) this.inPiles += this.lengths[p] as number;
    this.rehashPiles();
  }

  /** Rebuilds every pile's hashes and their sums. */
  private rehashPiles(): void {
    this.pileSumA = 0;
    this.pileSumB = 0;
    for (let p = 0; p < PILE_COUNT; p++) {
      this.rehashPile(p);
      this.pileSumA = (this.pileSumA + this.pileHashA(p)) >>> 0;
      this.pileSumB = (this.pileSumB + this.pileHashB(p)) >>> 0;
    }
  }

  private rehashPile(p: number): void {
    const base = p * (PILE_STRIDE + 1);
    // In a relaxed game a pile its first redeal leaves is another kind of pile than one it turns, with the
    // same cards: it hashes from other seeds, so swapping two piles' contents is not taken for the same
    // position. It keeps those seeds after the first redeal, so a position keeps its key across that redeal
    // and the table's dominance by redeals left still joins them (more redeals left only add options there).
    const fixed = this.relaxed !== null && (this.relaxed.fixedPiles >> p) & 1;
    this.prefixA[base] = fixed ? FIXED_PILE_SEED_A : PILE_SEED_A;
    this.prefixB[base] = fixed ? FIXED_PILE_SEED_B : PILE_SEED_B;
    const n = this.lengths[p] as number;
    for (let i = 0; i < n; i++) {
      const card = this.cards[p * PILE_STRIDE + i] as number;
      this.prefixA[base + i + 1] = mix32((this.prefixA[base + i] as number) + (CARD_WORDS_A[card] as number));
      this.prefixB[base + i + 1] = mix32((this.prefixB[base + i] as number) + (CARD_WORDS_B[card] as number));
    }
  }
  /** Pile p's hash in each lane (its cards bottom to top). */
  pileHashA(p: number): number {
    return this.prefixA[p * (PILE_STRIDE + 1) + (this.lengths[p] as number)] as number;
  }
  pileHashB(p: number): number {
    return this.prefixB[p * (PILE_STRIDE + 1) + (this.lengths[p] as number)] as number;
  }

  /** Puts a card on pile p, extending its prefix hashes. */
  push(p: number, card: number): void {
    const n = this.lengths[p] as number;
    const base = p * (PILE_STRIDE + 1);
    const oldA = this.prefixA[base + n] as number;
    const oldB = this.prefixB[base + n] as number;
    const newA = mix32(oldA + (CARD_WORDS_A[card] as number));
    const newB = mix32(oldB + (CARD_WORDS_B[card] as number));
    this.prefixA[base + n + 1] = newA;
    this.prefixB[base + n + 1] = newB;
    this.cards[p * PILE_STRIDE + n] = card;
    this.lengths[p] = n + 1;
    this.pileSumA = (this.pileSumA - oldA + newA) >>> 0;
    this.pileSumB = (this.pileSumB - oldB + newB) >>> 0;
    this.inPiles++;
  }

  /** Takes pile p's top card off and returns it; the prefix hash below it is still stored. */
  pop(p: number): number {
    const n = (this.lengths[p] as number) - 1;
    const base = p * (PILE_STRIDE + 1);
    this.pileSumA = (this.pileSumA - (this.prefixA[base + n + 1] as number) + (this.prefixA[base + n] as number)) >>> 0;
    this.pileSumB = (this.pileSumB - (this.prefixB[base + n + 1] as number) + (this.prefixB[base + n] as number)) >>> 0;
    this.lengths[p] = n;
    this.inPiles--;
    return this.cards[p * PILE_STRIDE + n] as number;
  }

  top(p: number): number {
    const n = this.lengths[p] as number;
    return n === 0 ? -1 : (this.cards[p * PILE_STRIDE + n - 1] as number);
  }

  /** Whether the two foundations of suit s meet (together 13 cards), so trades can slide their boundary. */
  meets(s: number): boolean {
    return (this.foundations[s + 4] as number) === (this.foundations[s] as number) + 1;
  }

  private suitHash(s: number, words: Uint32Array, meetWords: Uint32Array): number {
    const a = this.foundations[s] as number;
    const k = this.foundations[s + 4] as number;
    // Under trades a meeting pair is one state whatever its boundary: see the macro move in moves-gen.ts.
    return this.trades && k === a + 1 ? (meetWords[s] as number) : (words[s * 196 + a * 14 + k] as number);
  }
  /** Suit s's foundations' share of each hash lane. */
  suitHashA(s: number): number {
    return this.suitHash(s, FOUNDATION_WORDS_A, MEET_WORDS_A);
  }
  suitHashB(s: number): number {
    return this.suitHash(s, FOUNDATION_WORDS_B, MEET_WORDS_B);
  }
  private foundationHash(words: Uint32Array, meetWords: Uint32Array): number {
    let h = 0;
    for (let s = 0; s < 4; s++) h += this.suitHash(s, words, meetWords);
    return h >>> 0;
  }

  /** Whether this is a relaxed game past its first redeal with redeals still left, which turn any set of piles. */
  get freeRedeals(): boolean {
    return this.relaxed?.free(this.redeals) ?? false;
  }

  /** Whether the next redeal is a relaxed game's first, which leaves its fixed piles as they are. */
  get firstRedealNext(): boolean {
    return this.relaxed?.isFirst(this.redeals) ?? false;
  }

  /**
   * First hash lane: ignores pile order and the redeals left (the table keeps those beside the key). A relaxed
   * game with free redeals left adds a word of its own: it is another game than before its first redeal, with
   * more options for the same redeals left. With none left the two are one, and share their key.
   */
  hashA(): number {
    const free = this.freeRedeals ? FREE_REDEALS_A : 0;
    return (this.pileSumA + free + this.foundationHash(FOUNDATION_WORDS_A, MEET_WORDS_A)) >>> 0;
  }
  hashB(): number {
    const free = this.freeRedeals ? FREE_REDEALS_B : 0;
    return (this.pileSumB + free + this.foundationHash(FOUNDATION_WORDS_B, MEET_WORDS_B)) >>> 0;
  }

  /** Whether a foundation takes this card now. */
  foundationTakes(card: number): boolean {
    const s = card >> 4;
    const r = card & 15;
    return (
      foundationNeeds(s, this.foundations[s] as number) === r ||
      foundationNeeds(s + 4, this.foundations[s + 4] as number) === r
    );
  }

  /**
   * A redeal (direction 1) or its inverse (-1): each pile of 2+ cards turns its bottom card to the top, or
   * back. In a relaxed game the first redeal skips `fixedPiles`, and a later one turns only the piles in
   * `chosen` (a free redeal's set).
   */
  turnPiles(direction: 1 | -1, chosen = -1): void {
    // The first redeal is the one made with all the redeals left, or taken back to them.
    const before = direction === 1 ? this.redeals : this.redeals + 1;
    const relaxed = this.relaxed;
    const skip = chosen >= 0 ? ~chosen : relaxed?.isFirst(before) ? relaxed.fixedPiles : 0;
    for (let p = 0; p < PILE_COUNT; p++) {
      const len = this.lengths[p] as number;
      if (len < 2 || (skip >> p) & 1) continue;
      const base = p * PILE_STRIDE;
      const oldA = this.pileHashA(p);
      const oldB = this.pileHashB(p);
      if (direction === 1) {
        const bottom = this.cards[base] as number;
        this.cards.copyWithin(base, base + 1, base + len);
        this.cards[base + len - 1] = bottom;
      } else {
        const top = this.cards[base + len - 1] as number;
        this.cards.copyWithin(base + 1, base, base + len - 1);
        this.cards[base] = top;
      }
      this.rehashPile(p);
      this.pileSumA = (this.pileSumA - oldA + this.pileHashA(p)) >>> 0;
      this.pileSumB = (this.pileSumB - oldB + this.pileHashB(p)) >>> 0;
    }
    this.redeals -= direction;
  }
}
