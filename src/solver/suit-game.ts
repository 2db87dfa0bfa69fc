// One suit's game alone with no redeal: an exact search whose positions are kept by their full keys, with a memo of answers.

import { KING } from '../engine/index';
import { ALREADY_THERE, KeyArena } from './key-arena';

/**
 * A suit's game alone: the piles holding its cards, each with only those cards (bottom first, ranks 1-13), and
 * its two foundations' tops, under the rule set's cap, trades and give-backs, with no redeal. Taking the other
 * suits' cards out of the piles never blocks a card of this suit (a top of the suit stays a top, a pile it can
 * go onto keeps that top, a cap sees fewer cards), and their moves change nothing this game sees, so every line
 * of the whole game without a redeal, its other suits' moves deleted, is a line of this game: when this game
 * is lost, so is every position that holds this arrangement of the suit (the separate-games argument of
 * docs/WINNABILITY.md, reduction 6, with no redeal left).
 */
export interface SuitRules {
  /** The most cards a pile may hold (Infinity for none). */
  readonly cap: number;
  readonly trades: boolean;
  readonly giveBack: boolean;
}

/** A meeting pair of foundations (with trades) is one state whatever its boundary. */
const MEET = 0;

/** Whether two ranks are neighbours on a pile (ranks wrap there: an Ace goes on a King). */
function adjacent(r: number, t: number): boolean {
  const d = r > t ? r - t : t - r;
  return d === 1 || d === KING - 1;
}

/** The longest key of a suit game: its two foundation tops, then at most 16 piles, each its length and ranks (26 cards). */
const MAX_GAME_KEY = 2 + 16 + 26;

/**
 * Writes the key of a suit game into `out` and returns its length: its foundations, then its non-empty piles in
 * sorted order (by length, then rank by rank from the bottom), since nothing in the game reads which pile is
 * which (the cap reads a pile's own cards only). Equal keys are the same game, compared byte by byte
 * (key-arena.ts), never by a hash.
 */
function writeGameKey(piles: readonly number[][], a: number, k: number, order: number[], out: Uint8Array): number {
  order.length = 0;
  for (let p = 0; p < piles.length; p++) {
    const pile = piles[p] as number[];
    if (pile.length === 0) continue;
    // Insertion sort of at most 16 piles.
    let j = order.length;
    order.push(p);
    while (j > 0 && comparePiles(piles[order[j - 1] as number] as number[], pile) > 0) {
      order[j] = order[j - 1] as number;
      j--;
    }
    order[j] = p;
  }
  let n = 0;
  out[n++] = a;
  out[n++] = k;
  for (const p of order) {
    const pile = piles[p] as number[];
    out[n++] = pile.length;
    for (const r of pile) out[n++] = r;
  }
  return n;
}

function comparePiles(x: readonly number[], y: readonly number[]): number {
  if (x.length !== y.length) return x.length - y.length;
  for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return (x[i] as number) - (y[i] as number);
  return 0;
}

type Answer = 'win' | 'loss' | 'open';

/**
 * A game left open is searched again with ten times the budget once it has been asked this many more times, up
 * to LEVELS searches in all: a game met that often is worth it (every leaf state holding it falls if it is
 * lost), and most games are settled by the first, small search.
 */
const RETRY_ASKS = 16;
const LEVELS = 3;

/** Answers of suit games by their key, with the positions their searches visited. */
export class SuitGames {
  private readonly known = new KeyArena();
  private readonly answers = new Map<number, Answer>();
  /** For each game left open: the searches made of it so far, and the times it was asked since the last. */
  private readonly levels = new Map<number, number>();
  private readonly asks = new Map<number, number>();
  private readonly key = new Uint8Array(MAX_GAME_KEY);
  private readonly order: number[] = [];
  /** The search in progress: its positions seen, its budget left, and whether it left a line open. */
  private seen = new KeyArena();
  private left = 0;
  /** Positions visited by all searches so far. */
  work = 0;
  /** Games whose answer was looked up or searched, and of those how many were lost. */
  asked = 0;
  lost = 0;

  constructor(
    private readonly rules: SuitRules,
    /** The most positions one game's search may visit before it is left open. */
    private readonly budget: number,
  ) {}

  /**
   * Whether the game of these piles and foundation tops is lost (false: won or left open). A search visits at
   * most `most` positions and at most its budget: the budget the first time, ten times the last one for a game
   * left open and asked RETRY_ASKS times since (LEVELS searches at most).
   */
  isLost(piles: readonly number[][], a: number, k: number, most = Number.POSITIVE_INFINITY): boolean {
    this.asked++;
    const meets = this.canonicalAce(a, k) !== a;
    const ca = meets ? MEET : a;
    const ck = meets ? MEET : k;
    const n = writeGameKey(piles, ca, ck, this.order, this.key);
    const found = this.known.handleOf(this.key, n);
    let answer = found < 0 ? undefined : this.answers.get(found);
    let level = 0;
    if (answer === 'open') {
      const asks = (this.asks.get(found) ?? 0) + 1;
      level = this.levels.get(found) ?? 1;
      this.asks.set(found, asks);
      if (asks >= RETRY_ASKS && level < LEVELS) answer = undefined;
    }
    if (answer === undefined) {
      const handle = found < 0 ? this.known.add(this.key.slice(0, n), n) : found;
      this.seen = new KeyArena();
      this.left = Math.min(most, this.budget * 10 ** level);
      answer = this.visit(
        piles.filter((pile) => pile.length > 0).map((pile) => [...pile]),
        ca,
        ck,
      );
      this.answers.set(handle, answer);
      if (answer === 'open') {
        this.levels.set(handle, level + 1);
        this.asks.set(handle, 0);
      } else {
        this.levels.delete(handle);
        this.asks.delete(handle);
      }
    }
    if (answer === 'loss') this.lost++;
    return answer === 'loss';
  }

  /** The Ace foundation's top in canonical form: a meeting pair (with trades) is MEET whatever its boundary. */
  private canonicalAce(a: number, k: number): number {
    return this.rules.trades && a !== MEET && k === a + 1 ? MEET : a;
  }

  /**
   * Depth-first over the game's positions, each kept by its key: 'win', 'loss' (searched to the end) or 'open'.
   * A position met again is answered 'loss': the search of it that came first answers for it. The line in play
   * is an explicit stack of frames, each with the moves of its position, so a budget of many thousand
   * positions never runs out of call stack. `piles` is the search's own copy: a win leaves it as it stands.
   */
  private visit(piles: number[][], fa: number, fk: number): Answer {
    const first = this.enter(piles, fa, fk);
    if (first !== null) return first;
    const frames: Frame[] = [{ moves: this.moves(piles, fa, fk), next: 0, open: false, fa, fk }];
    for (;;) {
      const frame = frames[frames.length - 1] as Frame;
      if (frame.next === frame.moves.length) {
        frames.pop();
        const end: Answer = frame.open ? 'open' : 'loss';
        const parent = frames[frames.length - 1];
        if (parent === undefined) return end;
        undo(piles, parent.moves[parent.next - 1] as SuitMove);
        if (end === 'open') parent.open = true;
        continue;
      }
      const move = frame.moves[frame.next++] as SuitMove;
      apply(piles, move);
      const na = move.kind === 'onto' ? frame.fa : move.fa;
      const nk = move.kind === 'onto' ? frame.fk : move.fk;
      const end = this.enter(piles, na, nk);
      if (end === 'win') return 'win';
      if (end === null) {
        frames.push({ moves: this.moves(piles, na, nk), next: 0, open: false, fa: na, fk: nk });
        continue;
      }
      undo(piles, move);
      if (end === 'open') frame.open = true;
    }
  }

  /** Meets a position: its answer when it needs no search ('loss' when met before), else null (it is counted). */
  private enter(piles: number[][], fa: number, fk: number): Answer | null {
    const n = writeGameKey(piles, fa, fk, this.order, this.key);
    // Kept before the budget is read: once it is spent every new position answers 'open', so the search's
    // answer is 'open' whatever a position met again answers.
    if (this.seen.add(this.key, n) === ALREADY_THERE) return 'loss';
    if (this.left <= 0) return 'open';
    this.work++;
    this.left--;
    // The key holds the foundations and each pile's length and cards: only the foundations when no card is left.
    return n === 2 ? 'win' : null;
  }

  /** The moves of a position, in the order they are tried: each pile top home, then onto a pile, then give-backs. */
  private moves(piles: number[][], fa: number, fk: number): SuitMove[] {
    const moves: SuitMove[] = [];
    const { cap, giveBack } = this.rules;
    for (let p = 0; p < piles.length; p++) {
      const pile = piles[p] as number[];
      const r = pile[pile.length - 1];
      if (r === undefined) continue;
      // Home: a meeting pair takes any card (after trades); else the foundation that needs this rank.
      const ace = fa === MEET || fa === r - 1;
      const king = fa !== MEET && fk === r + 1;
      for (let home = 0; home < 2; home++) {
        if (home === 0 ? !ace : !king) continue;
        let na = r;
        let nk = r;
        if (fa !== MEET) {
          na = home === 0 ? r : fa;
          nk = home === 0 ? fk : r;
          na = this.canonicalAce(na, nk);
          if (na === MEET) nk = MEET;
        }
        moves.push({ kind: 'home', from: p, rank: r, fa: na, fk: nk });
      }
      // Onto another pile of the suit.
      for (let q = 0; q < piles.length; q++) {
        const onto = piles[q] as number[];
        const t = onto[onto.length - 1];
        if (q === p || t === undefined || !adjacent(r, t) || onto.length >= cap) continue;
        moves.push({ kind: 'onto', from: p, to: q });
      }
    }
    if (giveBack && fa !== MEET) {
      for (const ace of [true, false]) {
        const top = ace ? fa : fk;
        if (ace ? top <= 1 : top >= KING) continue;
        for (let q = 0; q < piles.length; q++) {
          const onto = piles[q] as number[];
          const t = onto[onto.length - 1];
          if (t === undefined || !adjacent(top, t) || onto.length >= cap) continue;
          moves.push({ kind: 'back', to: q, rank: top, fa: ace ? top - 1 : fa, fk: ace ? fk : top + 1 });
        }
      }
    }
    return moves;
  }
}

/** A move of a suit's game: a pile top home, a pile top onto another pile, or (give-back) a foundation top onto a pile. */
type SuitMove =
  | { readonly kind: 'home'; readonly from: number; readonly rank: number; readonly fa: number; readonly fk: number }
  | { readonly kind: 'onto'; readonly from: number; readonly to: number }
  | { readonly kind: 'back'; readonly to: number; readonly rank: number; readonly fa: number; readonly fk: number };

/** One position of the line in play: its moves, the next to try, whether a move left it open, its foundations. */
interface Frame {
  readonly moves: readonly SuitMove[];
  next: number;
  open: boolean;
  readonly fa: number;
  readonly fk: number;
}

function apply(piles: number[][], move: SuitMove): void {
  if (move.kind === 'home') (piles[move.from] as number[]).pop();
  else if (move.kind === 'onto') (piles[move.to] as number[]).push((piles[move.from] as number[]).pop() as number);
  else (piles[move.to] as number[]).push(move.rank);
}

function undo(piles: number[][], move: SuitMove): void {
  if (move.kind === 'home') (piles[move.from] as number[]).push(move.rank);
  else if (move.kind === 'onto') (piles[move.from] as number[]).push((piles[move.to] as number[]).pop() as number);
  else (piles[move.to] as number[]).pop();
}
