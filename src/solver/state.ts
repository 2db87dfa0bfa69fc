// The solver's packed, mutable position: typed arrays, move generation, make/unmake and an order-free hash.

import {
  baseRank,
  cardMove,
  FOUNDATION_COUNT,
  fitsOnPile,
  formatMove,
  foundationNeeds,
  foundationSuitIndex,
  KING,
  type Move,
  PILE_COUNT,
  type Position,
  REDEAL,
  RULE_SETS,
  type RuleSetId,
  topUnder,
} from '../engine/index';

/** Room per pile: at most the 96 non-base cards can ever lie in one pile. */
export const PILE_STRIDE = 104;
/** A move is an int: card moves are (from << 5) | to with engine places; these flags mark the others. */
export const REDEAL_MOVE = 1023;
/** A pile card onto the meeting foundations of its suit, with whatever trades it takes: `MACRO | (pile << 5) | (16 + suit)`. */
export const MACRO = 1024;
/** The most moves one position can have: 16 piles x (15 piles + 2 foundations) + 8 foundations x 16 piles + trades + redeal. */
export const MAX_MOVES = 16 * 17 + 8 * 16 + 8 + 1;

const FIRST_FOUNDATION = PILE_COUNT;

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
const FOUNDATION_WORDS_A = randomWords(4 * 14 * 14, 0x2468ace);
const FOUNDATION_WORDS_B = randomWords(4 * 14 * 14, 0x13579bd);
/** The word a suit whose foundations meet contributes under trades, whatever its boundary. */
const MEET_WORDS_A = randomWords(4, 0x5a5a5a5);
const MEET_WORDS_B = randomWords(4, 0xa5a5a5a);
export const PILE_SEED_A = 0x3c6ef372;
export const PILE_SEED_B = 0xa54ff53a;

export function isCardMove(move: number): boolean {
  return move < 768;
}
export function moveFrom(move: number): number {
  return (move >> 5) & 31;
}
export function moveTo(move: number): number {
  return move & 31;
}

/**
 * A position packed for search. Cards are identities (suit << 4 | rank): face-down flags are dropped,
 * since they never decide legality and the solver may use hidden cards. Every mutation keeps the
 * per-pile prefix hashes and their sum up to date, so `hashA`/`hashB` cost a few additions.
 */
export class PackedState {
  readonly rules: RuleSetId;
  readonly facedown: boolean;
  readonly cap: number;
  readonly trades: boolean;
  readonly giveBack: boolean;
  readonly redealBlocked: boolean;
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
  /** Foundation tops before each macro move, two per depth, for unmake. */
  private readonly macroUndo = new Int8Array(4096);
  private macroDepth = 0;

  /** Piles a redeal leaves as they are (bit p for pile p): only the relaxed games of split.ts set any. */
  readonly fixedPiles: number;

  /**
   * `relaxed` is for the relaxed games of split.ts only: redeals allowed at any time, whatever the rule set,
   * and the piles in `fixedPiles` never turned by a redeal. `skipGiveBacks` plays a smaller game than the
   * rules allow, never giving a foundation card back: only searches that look for wins alone use it (a win
   * there is a win of the real game; a loss there proves nothing).
   */
  constructor(position: Position, relaxed?: { readonly fixedPiles: number }, skipGiveBacks = false) {
    const rules = RULE_SETS[position.rules];
    this.fixedPiles = relaxed?.fixedPiles ?? 0;
    this.rules = position.rules;
    this.facedown = position.facedown;
    this.cap = rules.pileCap ?? 255;
    this.trades = rules.trades;
    this.giveBack = rules.giveBack && !skipGiveBacks;
    this.redealBlocked = rules.redealWhen === 'blocked' && relaxed === undefined;
    this.redeals = position.redeals;
    for (let f = 0; f < FOUNDATION_COUNT; f++) this.foundations[f] = position.foundations[f] as number;
    for (let p = 0; p < PILE_COUNT; p++) {
      const pile = position.piles[p] as readonly number[];
      this.lengths[p] = pile.length;
      for (let i = 0; i < pile.length; i++) this.cards[p * PILE_STRIDE + i] = (pile[i] as number) & 0x3f;
      this.inPiles += pile.length;
      this.rehashPile(p);
    }
    this.pileSumA = 0;
    this.pileSumB = 0;
    for (let p = 0; p < PILE_COUNT; p++) {
      this.pileSumA = (this.pileSumA + this.pileHashA(p)) >>> 0;
      this.pileSumB = (this.pileSumB + this.pileHashB(p)) >>> 0;
    }
  }

  private rehashPile(p: number): void {
    const base = p * (PILE_STRIDE + 1);
    this.prefixA[base] = PILE_SEED_A;
    this.prefixB[base] = PILE_SEED_B;
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

  private push(p: number, card: number): void {
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

  private pop(p: number): number {
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
    // Under trades a meeting pair is one state whatever its boundary: see the macro move in generateSearch.
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

  /** First hash lane: ignores pile order and the redeals left (the table keeps those beside the key). */
  hashA(): number {
    return (this.pileSumA + this.foundationHash(FOUNDATION_WORDS_A, MEET_WORDS_A)) >>> 0;
  }
  hashB(): number {
    return (this.pileSumB + this.foundationHash(FOUNDATION_WORDS_B, MEET_WORDS_B)) >>> 0;
  }
  /** The hashes computed from scratch, to test the incremental ones. */
  freshHashes(): [number, number] {
    const copy = new PackedState(this.toPosition());
    return [copy.hashA(), copy.hashB()];
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

  /** Exactly the engine's legal moves (as ints), in no particular order. Returns the count written at `at`. */
  generateAll(out: Int32Array, at: number): number {
    return this.generate(out, at, false);
  }

  /**
   * The moves the search tries. Equal to generateAll except for these reductions, each argued here:
   * - Trades are not generated; instead, in a suit whose foundations meet, each pile top of that suit gets
   *   one macro move onto the foundations (the trades it needs, then the card). Why this loses no win: a
   *   trade is legal only in a meeting suit (a card continues the other foundation exactly when they meet),
   *   and while a suit meets, its boundary is read by nothing but which of its pile cards a foundation
   *   takes: pile moves, give-backs (casual has no trades anyway) and the strict redeal test do not read it
   *   (a meeting suit with a pile top of its suit always has a useful trade, which forbids the strict
   *   redeal whatever the boundary; without such a pile top none of its cards can reach a foundation at
   *   any boundary). So any winning line, with its trades deleted and each foundation play of a meeting
   *   suit replaced by the macro move, stays legal and wins; the hash merges the boundaries likewise.
   *   The macro's result does not depend on the boundary: the card of rank r always leaves tops (r, r).
   * - Under trades, when both foundations of a suit take the card (tops r-1 and r+1), only one play is
   *   tried: either result holds 13 cards of the suit in meeting foundations, the same state above.
   * - A redeal that changes no pile (every pile 0-1 cards, or two equal cards) is skipped: it leads to this
   *   very position with one redeal fewer, which can do nothing this one cannot (redeals left only add
   *   options: no rule reads them except to allow a redeal).
   */
  generateSearch(out: Int32Array, at: number): number {
    return this.generate(out, at, true);
  }

  private generate(out: Int32Array, at: number, reduced: boolean): number {
    let n = at;
    let pileMoves = false;
    let suitsOnTop = 0;
    const cap = this.cap;
    for (let from = 0; from < PILE_COUNT; from++) {
      const card = this.top(from);
      if (card < 0) continue;
      const s = card >> 4;
      const r = card & 15;
      suitsOnTop |= 1 << s;
      if (reduced && this.trades && this.meets(s)) {
        out[n++] = MACRO | (from << 5) | (FIRST_FOUNDATION + s);
        // The real plays of a meeting suit exist only at the right boundary; the strict redeal test needs them.
        if (this.foundationTakes(card)) pileMoves = true;
      } else {
        let played = false;
        for (let f = s; f < FOUNDATION_COUNT; f += 4) {
          if (foundationNeeds(f, this.foundations[f] as number) === r) {
            pileMoves = true;
            if (reduced && this.trades && played) continue;
            played = true;
            out[n++] = (from << 5) | (FIRST_FOUNDATION + f);
          }
        }
      }
      for (let to = 0; to < PILE_COUNT; to++) {
        if (to === from) continue;
        const len = this.lengths[to] as number;
        if (len === 0 || len >= cap) continue;
        if (fitsOnPile(card, this.cards[to * PILE_STRIDE + len - 1] as number)) {
          out[n++] = (from << 5) | to;
          pileMoves = true;
        }
      }
    }
    let usefulTrade = false;
    if (this.trades) {
      for (let s = 0; s < 4; s++) {
        if (!this.meets(s)) continue;
        if ((suitsOnTop >> s) & 1) usefulTrade = true;
        if (reduced) continue;
        if ((this.foundations[s] as number) > 1) out[n++] = ((FIRST_FOUNDATION + s) << 5) | (FIRST_FOUNDATION + s + 4);
        if ((this.foundations[s + 4] as number) < KING) {
          out[n++] = ((FIRST_FOUNDATION + s + 4) << 5) | (FIRST_FOUNDATION + s);
        }
      }
    }
    if (this.giveBack) {
      for (let f = 0; f < FOUNDATION_COUNT; f++) {
        const top = this.foundations[f] as number;
        if (top === baseRank(f)) continue;
        const card = (foundationSuitIndex(f) << 4) | top;
        for (let to = 0; to < PILE_COUNT; to++) {
          const len = this.lengths[to] as number;
          if (len === 0 || len >= cap) continue;
          if (fitsOnPile(card, this.cards[to * PILE_STRIDE + len - 1] as number)) {
            out[n++] = ((FIRST_FOUNDATION + f) << 5) | to;
          }
        }
      }
    }
    if (this.redeals > 0 && (!this.redealBlocked || (!pileMoves && !usefulTrade))) {
      if (!reduced || this.redealChangesPiles()) out[n++] = REDEAL_MOVE;
    }
    return n - at;
  }

  /** Whether a redeal would move any card (face-down flags aside, which the solver ignores). */
  redealChangesPiles(): boolean {
    for (let p = 0; p < PILE_COUNT; p++) {
      const len = this.lengths[p] as number;
      if ((this.fixedPiles >> p) & 1) continue;
      if (len >= 3) return true;
      if (len === 2 && this.cards[p * PILE_STRIDE] !== this.cards[p * PILE_STRIDE + 1]) return true;
    }
    return false;
  }

  /** Plays a move from generateAll or generateSearch. */
  make(move: number): void {
    if (move === REDEAL_MOVE) {
      this.redeal(1);
      return;
    }
    if (move & MACRO) {
      const from = moveFrom(move);
      const s = moveTo(move) - FIRST_FOUNDATION;
      const card = this.pop(from);
      const d = this.macroDepth++ * 2;
      this.macroUndo[d] = this.foundations[s] as number;
      this.macroUndo[d + 1] = this.foundations[s + 4] as number;
      this.foundations[s] = card & 15;
      this.foundations[s + 4] = card & 15;
      return;
    }
    const from = moveFrom(move);
    const to = moveTo(move);
    let card: number;
    if (from < PILE_COUNT) {
      card = this.pop(from);
    } else {
      const f = from - FIRST_FOUNDATION;
      const top = this.foundations[f] as number;
      card = (foundationSuitIndex(f) << 4) | top;
      this.foundations[f] = topUnder(f, top);
    }
    if (to < PILE_COUNT) this.push(to, card);
    else this.foundations[to - FIRST_FOUNDATION] = card & 15;
  }

  /** Takes back the move just made with make(). */
  unmake(move: number): void {
    if (move === REDEAL_MOVE) {
      this.redeal(-1);
      return;
    }
    if (move & MACRO) {
      const from = moveFrom(move);
      const s = moveTo(move) - FIRST_FOUNDATION;
      const d = --this.macroDepth * 2;
      const card = (s << 4) | (this.foundations[s] as number);
      this.foundations[s] = this.macroUndo[d] as number;
      this.foundations[s + 4] = this.macroUndo[d + 1] as number;
      this.push(from, card);
      return;
    }
    const from = moveFrom(move);
    const to = moveTo(move);
    let card: number;
    if (to < PILE_COUNT) {
      card = this.pop(to);
    } else {
      const f = to - FIRST_FOUNDATION;
      const top = this.foundations[f] as number;
      card = (foundationSuitIndex(f) << 4) | top;
      this.foundations[f] = topUnder(f, top);
    }
    if (from < PILE_COUNT) {
      this.push(from, card);
    } else {
      const f = from - FIRST_FOUNDATION;
      this.foundations[f] = card & 15;
    }
  }

  /** A redeal (direction 1) or its inverse (-1): each pile of 2+ cards turns its bottom card to the top, or back. */
  private redeal(direction: 1 | -1): void {
    for (let p = 0; p < PILE_COUNT; p++) {
      const len = this.lengths[p] as number;
      if (len < 2 || (this.fixedPiles >> p) & 1) continue;
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

  /** Bytes `save` writes: redeals, 8 foundation tops, and per pile its length then its cards. */
  get savedSize(): number {
    return 1 + FOUNDATION_COUNT + PILE_COUNT + this.inPiles;
  }

  /** Writes this state compactly at `at`; returns the offset after it. `load` reads it back. */
  save(out: Uint8Array, at: number): number {
    let i = at;
    out[i++] = this.redeals;
    for (let f = 0; f < FOUNDATION_COUNT; f++) out[i++] = this.foundations[f] as number;
    const cards = this.cards;
    for (let p = 0; p < PILE_COUNT; p++) {
      const len = this.lengths[p] as number;
      out[i++] = len;
      // A plain loop: a subarray per pile would allocate on every save.
      for (let j = p * PILE_STRIDE, end = j + len; j < end; j++) out[i++] = cards[j] as number;
    }
    return i;
  }

  /** Replaces this state with one written by `save` (same rules), rebuilding the hashes. */
  load(bytes: Uint8Array, at: number): void {
    let i = at;
    this.redeals = bytes[i++] as number;
    for (let f = 0; f < FOUNDATION_COUNT; f++) this.foundations[f] = bytes[i++] as number;
    this.inPiles = 0;
    this.pileSumA = 0;
    this.pileSumB = 0;
    this.macroDepth = 0;
    for (let p = 0; p < PILE_COUNT; p++) {
      const len = bytes[i++] as number;
      this.lengths[p] = len;
      for (let j = p * PILE_STRIDE, end = j + len; j < end; j++) this.cards[j] = bytes[i++] as number;
      this.inPiles += len;
      this.rehashPile(p);
      this.pileSumA = (this.pileSumA + this.pileHashA(p)) >>> 0;
      this.pileSumB = (this.pileSumB + this.pileHashB(p)) >>> 0;
    }
  }

  /** The engine position this state stands for (all cards face up). */
  toPosition(): Position {
    const piles: number[][] = [];
    for (let p = 0; p < PILE_COUNT; p++) {
      const len = this.lengths[p] as number;
      piles.push(Array.from(this.cards.subarray(p * PILE_STRIDE, p * PILE_STRIDE + len)));
    }
    return {
      rules: this.rules,
      facedown: this.facedown,
      redeals: this.redeals,
      foundations: Array.from(this.foundations),
      piles,
    };
  }

  /**
   * The engine moves (in order) that carry out `move` from this state: one move, or for a macro move the
   * trades that slide the boundary followed by the foundation play.
   */
  engineMoves(move: number): Move[] {
    if (move === REDEAL_MOVE) return [REDEAL];
    const from = moveFrom(move);
    const to = moveTo(move);
    if (!(move & MACRO)) return [cardMove(from, to)];
    const s = to - FIRST_FOUNDATION;
    const r = this.top(from) & 15;
    const ace = FIRST_FOUNDATION + s;
    const king = FIRST_FOUNDATION + s + 4;
    // An Ace goes onto the King foundation (boundary 1); any other rank r onto the Ace foundation (boundary r-1).
    const target = r === 1 ? 1 : r - 1;
    const moves: Move[] = [];
    let a = this.foundations[s] as number;
    for (; a > target; a--) moves.push(cardMove(ace, king));
    for (; a < target; a++) moves.push(cardMove(king, ace));
    moves.push(cardMove(from, r === 1 ? king : ace));
    return moves;
  }

  /** The move in notation, for debugging and tests. */
  describe(move: number): string {
    return this.engineMoves(move).map(formatMove).join(' ');
  }
}
