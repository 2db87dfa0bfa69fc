// One suit's game alone with no redeal: an exact search whose positions are kept by their full keys, with a memo of answers.

import { KING } from '../engine/index';
import { ALREADY_THERE, hashBytes, KeyArena } from './key-arena';

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
function writeGameKey(piles: readonly number[][], a: number, k: number, out: Uint8Array): number {
  const order = ORDER;
  const sortKeys = SORT_KEYS;
  let count = 0;
  for (let p = 0; p < piles.length; p++) {
    const pile = piles[p] as number[];
    const length = pile.length;
    if (length === 0) continue;
    // Insertion sort of at most 16 piles, by a number that orders them as comparePiles does up to their fifth
    // card (their length, then their first five ranks), and by comparePiles where two such numbers are equal.
    let sortKey = length;
    for (let i = 0; i < 5; i++) sortKey = (sortKey << 4) | (i < length ? (pile[i] as number) : 0);
    let j = count++;
    while (j > 0) {
      const before = sortKeys[j - 1] as number;
      if (before < sortKey) break;
      if (before === sortKey && (length <= 5 || comparePiles(piles[order[j - 1] as number] as number[], pile) <= 0))
        break;
      order[j] = order[j - 1] as number;
      sortKeys[j] = before;
      j--;
    }
    order[j] = p;
    sortKeys[j] = sortKey;
  }
  let n = 0;
  out[n++] = a;
  out[n++] = k;
  for (let i = 0; i < count; i++) {
    const pile = piles[order[i] as number] as number[];
    out[n++] = pile.length;
    for (const r of pile) out[n++] = r;
  }
  return n;
}

/** Scratch for the key's pile order, and for a position's pile tops and lengths while its moves are listed. */
const ORDER = new Int8Array(16);
const SORT_KEYS = new Int32Array(16);
const TOPS = new Int8Array(16);
const LENGTHS = new Int32Array(16);

/** The most moves one position of a suit's game has: each of 16 piles home twice or onto 15 others, and 32 give-backs. */
const MOST_MOVES = 16 * 17 + 32;

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
/** The most bytes of keys kept of positions known won or lost (their tables add about as much again). */
const MAX_KNOWN_BYTES = 16 * 1024 * 1024;

/** Answers of suit games by their key, with the positions their searches visited. */
export class SuitGames {
  private readonly known = new KeyArena();
  private readonly answers = new Map<number, Answer>();
  /** For each game left open: the searches made of it so far, and the times it was asked since the last. */
  private readonly levels = new Map<number, number>();
  private readonly asks = new Map<number, number>();
  private readonly key = new Uint8Array(MAX_GAME_KEY);
  /** The search in progress: its positions seen, its budget left, and whether it left a line open. */
  private seen = new KeyArena();
  /**
   * Positions of any search known lost (every position a search that ended 'loss' visited: each is reachable
   * from a lost one) and known won (the line of a search that ended 'win'), kept across games: the games asked
   * of one phase are mostly positions of a few games (a move of the suit is a move of its game), so a later
   * search that meets one is answered there.
   */
  private readonly lostPositions = new KeyArena();
  private readonly wonPositions = new KeyArena();
  private knownBytes = 0;
  /** Bytes of the keys of the games answered. */
  private gameBytes = 0;
  private readonly line = new Uint8Array(MAX_GAME_KEY);
  /** The line in play: each position's moves on one stack, and a frame of FRAME numbers per position, each grown as needed. */
  private moveStack = new Int32Array(4 * MOST_MOVES);
  private moveTop = 0;
  private frames = new Int32Array(64 * FRAME);
  private frameTop = 0;
  private left = 0;
  /** Positions visited by all searches so far. */
  work = 0;
  /** Games whose answer was looked up or searched, and of those how many were lost. */
  asked = 0;
  lost = 0;

  constructor(
    readonly rules: SuitRules,
    /** The most positions one game's search may visit before it is left open. */
    private readonly budget: number,
    /**
     * Read every 1,024 positions: once it says true, the search in progress stops, its game left unanswered. A
     * search that asks these games sets its own clock here.
     */
    public overdue: () => boolean = () => false,
  ) {}

  /** About how many bytes the answers and known positions hold (keys, with their tables about twice that). */
  get storedBytes(): number {
    return 2 * (this.gameBytes + this.knownBytes);
  }

  /** Whether the search in progress was stopped by `overdue`. */
  private late = false;

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
    const n = writeGameKey(piles, ca, ck, this.key);
    const hash = hashBytes(this.key, n);
    if (this.lostPositions.has(this.key, n, hash)) {
      this.lost++;
      return true;
    }
    if (this.wonPositions.has(this.key, n, hash)) return false;
    const found = this.known.handleOf(this.key, n, hash);
    let answer = found < 0 ? undefined : this.answers.get(found);
    let level = 0;
    if (answer === 'open') {
      const asks = (this.asks.get(found) ?? 0) + 1;
      level = this.levels.get(found) ?? 1;
      this.asks.set(found, asks);
      if (asks >= RETRY_ASKS && level < LEVELS) answer = undefined;
    }
    if (answer === undefined) {
      if (found < 0) this.gameBytes += n + 1;
      const handle = found < 0 ? this.known.add(this.key.slice(0, n), n) : found;
      this.seen = new KeyArena();
      this.left = Math.min(most, this.budget * 10 ** level);
      answer = this.visit(
        piles.filter((pile) => pile.length > 0).map((pile) => [...pile]),
        ca,
        ck,
      );
      if (this.late) {
        // Stopped by the clock, not by its budget: asked again, it is searched afresh.
        this.late = false;
        return false;
      }
      this.answers.set(handle, answer);
      if (answer === 'loss') this.keepLost();
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
   * is kept on explicit stacks (each position's moves, packed as numbers, on one stack of moves), so a budget
   * of many thousand positions never runs out of call stack. `piles` is the search's own copy.
   */
  private visit(piles: number[][], fa: number, fk: number): Answer {
    const first = this.enter(piles, fa, fk);
    if (first !== null) return first;
    this.moveTop = 0;
    this.frameTop = 0;
    this.pushFrame(piles, fa, fk);
    for (;;) {
      // Read afresh each time: a frame pushed may have grown either stack into a new array.
      const frames = this.frames;
      const top = this.frameTop - FRAME;
      const next = frames[top + NEXT] as number;
      if (next === frames[top + END]) {
        const end: Answer = frames[top + OPEN] === 1 ? 'open' : 'loss';
        this.moveTop = frames[top + START] as number;
        this.frameTop = top;
        if (top === 0) return end;
        const parent = top - FRAME;
        undo(piles, this.moveStack[(frames[parent + NEXT] as number) - 1] as number);
        if (end === 'open') frames[parent + OPEN] = 1;
        continue;
      }
      const move = this.moveStack[next] as number;
      frames[top + NEXT] = next + 1;
      apply(piles, move);
      const home = (move & KIND) !== ONTO;
      const na = home ? (move >>> FA_AT) & 15 : (frames[top + FA] as number);
      const nk = home ? (move >>> FK_AT) & 15 : (frames[top + FK] as number);
      const end = this.enter(piles, na, nk);
      if (end === 'win') {
        this.keepWonLine(piles);
        return 'win';
      }
      if (end === null) {
        this.pushFrame(piles, na, nk);
        continue;
      }
      undo(piles, move);
      if (end === 'open') frames[top + OPEN] = 1;
    }
  }

  /** Puts a position on the line: its moves on the move stack, and its frame. */
  private pushFrame(piles: number[][], fa: number, fk: number): void {
    const start = this.moveTop;
    this.pushMoves(piles, fa, fk);
    if (this.frameTop + FRAME > this.frames.length) {
      const grown = new Int32Array(2 * this.frames.length);
      grown.set(this.frames);
      this.frames = grown;
    }
    const frames = this.frames;
    const at = this.frameTop;
    frames[at + START] = start;
    frames[at + END] = this.moveTop;
    frames[at + NEXT] = start;
    frames[at + OPEN] = 0;
    frames[at + FA] = fa;
    frames[at + FK] = fk;
    this.frameTop = at + FRAME;
  }

  /** Meets a position: its answer when it needs no search ('loss' when met before), else null (it is counted). */
  private enter(piles: number[][], fa: number, fk: number): Answer | null {
    const n = writeGameKey(piles, fa, fk, this.key);
    const hash = hashBytes(this.key, n);
    if (this.lostPositions.has(this.key, n, hash)) return 'loss';
    if (this.wonPositions.has(this.key, n, hash)) return 'win';
    // Kept before the budget is read: once it is spent every new position answers 'open', so the search's
    // answer is 'open' whatever a position met again answers.
    if (this.seen.add(this.key, n, hash) === ALREADY_THERE) return 'loss';
    if (this.left <= 0 || this.late) return 'open';
    if ((this.work & 1023) === 1023 && this.overdue()) {
      this.late = true;
      return 'open';
    }
    this.work++;
    this.left--;
    // The key holds the foundations and each pile's length and cards: only the foundations when no card is left.
    return n === 2 ? 'win' : null;
  }

  /** Keeps every position the search just ended visited as lost: it ended 'loss', and each is reachable from its start. */
  private keepLost(): void {
    for (const handle of this.seen.handles()) {
      const n = this.seen.read(handle, this.line);
      if (!this.keep(this.lostPositions, n)) return;
    }
  }

  /** Keeps the line from the search's start to the won position it reached as won, undoing its moves. */
  private keepWonLine(piles: number[][]): void {
    const frames = this.frames;
    for (let top = this.frameTop - FRAME; top >= 0; top -= FRAME) {
      undo(piles, this.moveStack[(frames[top + NEXT] as number) - 1] as number);
      const n = writeGameKey(piles, frames[top + FA] as number, frames[top + FK] as number, this.line);
      if (!this.keep(this.wonPositions, n)) return;
    }
  }

  /** Adds `line[0..n)` to a set of known positions, while their room lasts. */
  private keep(into: KeyArena, n: number): boolean {
    if (this.knownBytes + n + 1 > MAX_KNOWN_BYTES) return false;
    if (into.add(this.line, n) >= 0) this.knownBytes += n + 1;
    return true;
  }

  /** Pushes the moves of a position in the order they are tried: each pile top home, then onto a pile, then give-backs. */
  private pushMoves(piles: number[][], fa: number, fk: number): void {
    if (this.moveTop + MOST_MOVES > this.moveStack.length) {
      const grown = new Int32Array(2 * this.moveStack.length + MOST_MOVES);
      grown.set(this.moveStack);
      this.moveStack = grown;
    }
    const moves = this.moveStack;
    let at = this.moveTop;
    const { cap, giveBack } = this.rules;
    const count = piles.length;
    const tops = TOPS;
    const lengths = LENGTHS;
    for (let q = 0; q < count; q++) {
      const pile = piles[q] as number[];
      const n = pile.length;
      lengths[q] = n;
      tops[q] = n > 0 ? (pile[n - 1] as number) : 0;
    }
    for (let p = 0; p < count; p++) {
      if (lengths[p] === 0) continue;
      const r = tops[p] as number;
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
        moves[at++] = pack(HOME, p, 0, r, na, nk);
      }
      // Onto another pile of the suit.
      for (let q = 0; q < count; q++) {
        const n = lengths[q] as number;
        if (q === p || n === 0 || n >= cap || !adjacent(r, tops[q] as number)) continue;
        moves[at++] = pack(ONTO, p, q, r, 0, 0);
      }
    }
    if (giveBack && fa !== MEET) {
      for (let side = 0; side < 2; side++) {
        const ace = side === 0;
        const top = ace ? fa : fk;
        if (ace ? top <= 1 : top >= KING) continue;
        for (let q = 0; q < count; q++) {
          const n = lengths[q] as number;
          if (n === 0 || n >= cap || !adjacent(top, tops[q] as number)) continue;
          moves[at++] = pack(BACK, 0, q, top, ace ? top - 1 : fa, ace ? fk : top + 1);
        }
      }
    }
    this.moveTop = at;
  }
}

/**
 * A move of a suit's game packed in a number: its kind (a pile top home, a pile top onto another pile, or with
 * give-backs a foundation top onto a pile), the piles it leaves and reaches, the card's rank, and the
 * foundation tops after it (home and give-back moves).
 */
const KIND = 3;
const HOME = 0;
const ONTO = 1;
const BACK = 2;
const FROM_AT = 2;
const TO_AT = 6;
const RANK_AT = 10;
const FA_AT = 14;
const FK_AT = 18;

function pack(kind: number, from: number, to: number, rank: number, fa: number, fk: number): number {
  return kind | (from << FROM_AT) | (to << TO_AT) | (rank << RANK_AT) | (fa << FA_AT) | (fk << FK_AT);
}

/** A frame of the line in play, as FRAME numbers: its moves' start and end on the move stack, the next to try, whether a move left it open, its foundations. */
const FRAME = 6;
const START = 0;
const END = 1;
const NEXT = 2;
const OPEN = 3;
const FA = 4;
const FK = 5;

function apply(piles: number[][], move: number): void {
  const kind = move & KIND;
  const from = piles[(move >>> FROM_AT) & 15] as number[];
  const to = piles[(move >>> TO_AT) & 15] as number[];
  if (kind === HOME) from.pop();
  else if (kind === ONTO) to.push(from.pop() as number);
  else to.push((move >>> RANK_AT) & 15);
}

function undo(piles: number[][], move: number): void {
  const kind = move & KIND;
  const from = piles[(move >>> FROM_AT) & 15] as number[];
  const to = piles[(move >>> TO_AT) & 15] as number[];
  if (kind === HOME) from.push((move >>> RANK_AT) & 15);
  else if (kind === ONTO) from.push(to.pop() as number);
  else to.pop();
}
