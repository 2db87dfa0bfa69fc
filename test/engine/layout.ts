// Test helper: builds a valid position from a few interesting piles, putting every other card home or in quiet piles.

import { type Position, parsePosition, type RuleSetId } from '../../src/engine/index';

const RANKS = 'A23456789TJQK';
const SUITS = 'SHDC';

export interface Layout {
  readonly rules?: RuleSetId;
  readonly facedown?: boolean;
  /** Redeals left; 3 when absent (a count every rule set allows). */
  readonly redeals?: number;
  /**
   * The 8 foundation tops in notation order (AS AH AD AC KS KH KD KC); a `.` lets the helper choose that
   * foundation's top. Absent: the helper chooses all of them.
   */
  readonly foundations?: string;
  /** Pile number (1-16) to its cards bottom to top in notation (`9C8c`, lower case face down); `-` or '' for empty. */
  readonly piles: Readonly<Record<number, string>>;
}

/** Whether two face-up card identities (`9C`) may lie on each other in a pile: the test's own oracle. */
function neighbours(a: string, b: string): boolean {
  if (a[1] !== b[1]) return false;
  const d = Math.abs(RANKS.indexOf(a[0] as string) - RANKS.indexOf(b[0] as string));
  return d === 1 || d === 12;
}

/** Ranks 1-13 held by an Ace foundation topped by `ace` and a King foundation topped by `king`. */
function foundationCount(rank: number, ace: number, king: number): number {
  return (rank <= ace ? 1 : 0) + (rank >= king ? 1 : 0);
}

/** The foundation top cards (bases excluded) of a foundation pair of one suit. */
function givenBack(suit: string, ace: number, king: number): string[] {
  const cards: string[] = [];
  if (ace > 1) cards.push(`${RANKS[ace - 1]}${suit}`);
  if (king < 13) cards.push(`${RANKS[king - 1]}${suit}`);
  return cards;
}

function cardsOf(text: string): string[] {
  if (text === '-' || text === '') return [];
  const cards: string[] = [];
  for (let i = 0; i < text.length; i += 2) cards.push(text.slice(i, i + 2));
  return cards;
}

/** The needs (as `9C` texts) of a foundation pair of one suit. */
function needsOf(suit: string, ace: number, king: number): string[] {
  const needs: string[] = [];
  if (ace < 13) needs.push(`${RANKS[ace]}${suit}`);
  if (king > 1) needs.push(`${RANKS[king - 2]}${suit}`);
  return needs;
}

/**
 * Builds the position, or throws when the layout is impossible (a mistake in the test, not in the engine).
 * Cards the layout leaves over go under quiet tops in the piles the layout does not name: no such top fits a
 * foundation, a named pile's top or another filler top, so the filler adds no move to the position.
 */
export function layout(spec: Layout): Position {
  // A suit wholly home gives no quiet card; when the left-over cards have no quiet top, such suits are opened
  // one by one (Ace foundation to the 10), leaving the Jack, Queen and King out: the Queen is a quiet top.
  const opened: number[] = [];
  for (;;) {
    const result = attempt(spec, opened);
    if (typeof result !== 'number') return result;
    if (result < 0) throw new Error('layout: no quiet top left for a filler pile');
    opened.push(result);
  }
}

/** The position, or the next suit to open for a quiet top (-1 when none is left). */
function attempt(spec: Layout, opened: readonly number[]): Position | number {
  const rules = spec.rules ?? 'classic';
  const named = new Map<number, string[]>();
  for (const [key, text] of Object.entries(spec.piles)) named.set(Number(key), cardsOf(text));
  const inPiles = new Map<string, number>();
  for (const cards of named.values()) {
    for (const card of cards) inPiles.set(card.toUpperCase(), (inPiles.get(card.toUpperCase()) ?? 0) + 1);
  }
  const tops = [...named.values()].filter((c) => c.length > 0).map((c) => (c[c.length - 1] as string).toUpperCase());
  const given = spec.foundations ?? '........';
  const aceTops: number[] = [];
  const kingTops: number[] = [];
  for (let s = 0; s < 4; s++) {
    const suit = SUITS[s] as string;
    const pileCount = (r: number) => inPiles.get(`${RANKS[r - 1]}${suit}`) ?? 0;
    const open = opened.includes(s);
    const fixedAce = open ? 10 : given[s] === '.' ? null : RANKS.indexOf(given[s] as string) + 1;
    const fixedKing = open ? 1 : given[s + 4] === '.' ? null : RANKS.indexOf(given[s + 4] as string) + 1;
    const suitInPiles = [...inPiles.keys()].some((c) => c[1] === suit);
    let best: { ace: number; king: number; score: number } | null = null;
    for (let ace = 1; ace <= 13; ace++) {
      for (let king = 1; king <= 13; king++) {
        if ((fixedAce !== null && ace !== fixedAce) || (fixedKing !== null && king !== fixedKing)) continue;
        let cards = 0;
        let fits = true;
        for (let r = 1; r <= 13; r++) {
          const n = foundationCount(r, ace, king);
          if (n + pileCount(r) > 2) fits = false;
          cards += n;
        }
        if (!fits) continue;
        const leftover =
          26 - cards - [...inPiles.entries()].filter(([c]) => c[1] === suit).reduce((a, [, n]) => a + n, 0);
        const takesTop =
          needsOf(suit, ace, king).some((need) => tops.includes(need)) ||
          (rules === 'casual' && givenBack(suit, ace, king).some((card) => tops.some((t) => neighbours(t, card))));
        const meets = king === ace + 1 && (suitInPiles || leftover > 0);
        const score = cards - (takesTop ? 1000 : 0) - (meets ? 1000 : 0);
        if (best === null || score > best.score) best = { ace, king, score };
      }
    }
    if (best === null) throw new Error(`layout: no foundations of suit ${suit} fit the piles`);
    aceTops.push(best.ace);
    kingTops.push(best.king);
  }
  const needs: string[] = [];
  const leftover: string[] = [];
  /** Casual foundation tops that could be given back: a filler top must not take them. */
  const backs: string[] = [];
  for (let s = 0; s < 4; s++) {
    const suit = SUITS[s] as string;
    needs.push(...needsOf(suit, aceTops[s] as number, kingTops[s] as number));
    if (rules === 'casual') backs.push(...givenBack(suit, aceTops[s] as number, kingTops[s] as number));
    for (let r = 1; r <= 13; r++) {
      const card = `${RANKS[r - 1]}${suit}`;
      const n = 2 - foundationCount(r, aceTops[s] as number, kingTops[s] as number) - (inPiles.get(card) ?? 0);
      if (n < 0) throw new Error(`layout: ${card} appears more than twice`);
      for (let i = 0; i < n; i++) leftover.push(card);
    }
  }
  const free = [];
  for (let p = 1; p <= 16; p++) if (!named.has(p)) free.push(p);
  const fillerCount = Math.ceil(leftover.length / 12);
  if (fillerCount > free.length) throw new Error(`layout: ${leftover.length} cards left over and too few free piles`);
  // Quiet tops, chosen greedily; spread the candidates so the rest stay mixed under them.
  const fillerTops: string[] = [];
  const remaining = [...leftover];
  for (let i = 0; i < fillerCount; i++) {
    const index = remaining.findIndex(
      (card) =>
        !needs.includes(card) &&
        !tops.includes(card) &&
        ![...tops, ...fillerTops, ...backs].some((t) => neighbours(t, card)),
    );
    if (index < 0) {
      for (let s = 0; s < 4; s++) {
        const suit = SUITS[s] as string;
        const untouched = ![...inPiles.keys()].some((c) => c[1] === suit);
        if (!opened.includes(s) && untouched && given[s] === '.' && given[s + 4] === '.') return s;
      }
      return -1;
    }
    fillerTops.push(remaining[index] as string);
    remaining.splice(index, 1);
  }
  const piles: string[] = [];
  let next = 0;
  for (let p = 1; p <= 16; p++) {
    const cards = named.get(p);
    if (cards !== undefined) {
      piles.push(cards.length === 0 ? '-' : cards.join(''));
      continue;
    }
    const f = free.indexOf(p);
    if (f >= fillerCount) {
      piles.push('-');
      continue;
    }
    const share = Math.ceil((remaining.length - next) / (fillerCount - f));
    const under = remaining.slice(next, next + share);
    next += share;
    const hidden = spec.facedown ? under.map((c) => c.toLowerCase()) : under;
    piles.push([...hidden, fillerTops[f] as string].join(''));
  }
  const foundations = [...aceTops, ...kingTops].map((r) => RANKS[r - 1]).join('');
  const text = `${rules}${spec.facedown ? '+facedown' : ''} ${spec.redeals ?? 3} ${foundations} ${piles.join('/')}`;
  const result = parsePosition(text);
  if (!result.ok) throw new Error(`layout built an invalid position: ${result.error.reason}\n${text}`);
  return result.value;
}
