// Moves: notation, the legality checks of RULES.md section 4 in their order, legal move lists and play.

import {
  type Card,
  cardName,
  faceUp,
  fitsOnPile,
  isFaceDown,
  KING,
  pileRankAbove,
  pileRankBelow,
  rankOf,
  SUITS,
  suitIndexOf,
} from './cards';
import {
  baseRank,
  FOUNDATION_COUNT,
  FOUNDATION_NAMES,
  failure,
  foundationNeeds,
  foundationSuitIndex,
  type Parsed,
  PILE_COUNT,
  type Position,
  parsed,
  topUnder,
} from './position';
import { fail, ok, type Problem, type Result } from './result';
import { RULE_SETS, type RuleSet } from './rules';

/** A place on the table: 0-15 are piles 1-16, 16-23 the foundations AS AH AD AC KS KH KD KC. */
export type Place = number;
export const FIRST_FOUNDATION: Place = PILE_COUNT;

export function pilePlace(pileNumber: number): Place {
  return pileNumber - 1;
}
export function foundationPlace(foundationIndex: number): Place {
  return FIRST_FOUNDATION + foundationIndex;
}
export function isPilePlace(place: Place): boolean {
  return place < PILE_COUNT;
}
export function foundationIndexOf(place: Place): number {
  return place - FIRST_FOUNDATION;
}

export type CardMove = { readonly kind: 'card'; readonly from: Place; readonly to: Place };
export type RedealMove = { readonly kind: 'redeal' };
export type Move = CardMove | RedealMove;
export const REDEAL: RedealMove = { kind: 'redeal' };

const PLACE_COUNT = 24;
/** Every card move made once and shared: moves are immutable values, and search makes millions. */
const CARD_MOVES: readonly CardMove[] = Array.from({ length: PLACE_COUNT * PLACE_COUNT }, (_, i) =>
  Object.freeze({ kind: 'card' as const, from: Math.floor(i / PLACE_COUNT), to: i % PLACE_COUNT }),
);

export function cardMove(from: Place, to: Place): CardMove {
  const move = CARD_MOVES[from * PLACE_COUNT + to];
  return move ?? { kind: 'card', from, to };
}

export function formatPlace(place: Place): string {
  return isPilePlace(place) ? String(place + 1) : (FOUNDATION_NAMES[foundationIndexOf(place)] as string);
}

/** Parses `1`..`16` or a foundation name such as `KH` (case-insensitive). */
export function parsePlace(text: string): Place | undefined {
  if (/^(?:[1-9]|1[0-6])$/.test(text)) return Number(text) - 1;
  // ASCII only: case folding would also turn the long s (U+017F) into S.
  if (!/^[AK][SHDC]$/i.test(text)) return undefined;
  const f = (FOUNDATION_NAMES as readonly string[]).indexOf(text.toUpperCase());
  return f < 0 ? undefined : foundationPlace(f);
}

export function formatMove(move: Move): string {
  return move.kind === 'redeal' ? 'R' : `${formatPlace(move.from)}-${formatPlace(move.to)}`;
}

/** Why a move's text was refused. */
export type MoveTextCode = 'NOT_TEXT' | 'NOT_A_MOVE' | 'NOT_A_PLACE';

/** Parses `10-14`, `10-AS`, `AS-KS`, `KH-7` or `R`. */
export function parseMove(input: string): Parsed<Move, MoveTextCode> {
  if (typeof input !== 'string') return failure('NOT_TEXT', 'A move must be text.');
  const text = input.trim();
  if (text.toUpperCase() === 'R') return parsed(REDEAL);
  const parts = text.split('-');
  if (parts.length !== 2) {
    return failure(
      'NOT_A_MOVE',
      `"${text}" is not a move: write FROM-TO (such as 10-14, 10-AS, AS-KS) or R for a redeal.`,
    );
  }
  const from = parsePlace(parts[0] as string);
  const to = parsePlace(parts[1] as string);
  if (from === undefined || to === undefined) {
    const bad = from === undefined ? parts[0] : parts[1];
    return failure(
      'NOT_A_PLACE',
      `"${bad}" in "${text}" is not a place: piles are 1 to 16, foundations AS AH AD AC KS KH KD KC.`,
    );
  }
  return parsed(cardMove(from, to));
}

export function movesEqual(a: Move, b: Move): boolean {
  if (a.kind === 'redeal' || b.kind === 'redeal') return a.kind === b.kind;
  return a.from === b.from && a.to === b.to;
}

export type RefusalCode =
  | 'SAME_PLACE'
  | 'EMPTY_SOURCE'
  | 'BASE_LOCKED'
  | 'NO_GIVE_BACK'
  | 'NO_TRADE'
  | 'EMPTY_PILE'
  | 'WRONG_SUIT'
  | 'WRONG_RANK'
  | 'PILE_FULL'
  | 'FOUNDATION_FULL'
  | 'FOUNDATION_NEEDS'
  | 'NO_REDEALS'
  | 'REDEAL_NOT_BLOCKED';

/** A refused move: its code, and the sentence shown to the player (RULES.md section 4's text where it gives one). */
export type Refusal = Problem<RefusalCode>;

/** The sources' texts where RULES.md section 4 gives them; the others say what would be legal instead. */
const FIXED_REASONS: Partial<Record<RefusalCode, string>> = {
  SAME_PLACE: 'Choose a different place to move the card to',
  EMPTY_SOURCE: 'This pile is empty; move a top card from another pile',
  BASE_LOCKED: 'The foundation base is locked',
  NO_GIVE_BACK: 'A foundation card moves only to the other foundation of its suit',
  NO_TRADE: 'A foundation card moves only back onto a pile',
  EMPTY_PILE: 'Cannot place on an empty pile',
  WRONG_SUIT: 'Must be the same suit',
  WRONG_RANK: 'Must be one rank higher or lower',
  PILE_FULL: 'This pile is full; choose another destination',
  FOUNDATION_FULL: 'This foundation is full; choose another destination',
  REDEAL_NOT_BLOCKED: 'You may redeal only when no card can move and no trade can free one',
};

function refusal(code: RefusalCode, reason = FIXED_REASONS[code] as string): Refusal {
  return { code, reason };
}

/** The card a place would give up: a pile's top, or a foundation's top card (even its base). */
export function topCardAt(position: Position, place: Place): Card | undefined {
  if (isPilePlace(place)) {
    const pile = position.piles[place] as readonly Card[];
    return pile[pile.length - 1];
  }
  const f = foundationIndexOf(place);
  return (foundationSuitIndex(f) << 4) | (position.foundations[f] as number);
}

function ruleSet(position: Position): RuleSet {
  return RULE_SETS[position.rules];
}

/** Checks a card move in the order of RULES.md section 4: null when legal, else the first refusal. */
function checkCardMove(position: Position, from: Place, to: Place): Refusal | null {
  const rules = ruleSet(position);
  if (from === to) return refusal('SAME_PLACE');
  let card: Card;
  if (isPilePlace(from)) {
    const pile = position.piles[from] as readonly Card[];
    if (pile.length === 0) return refusal('EMPTY_SOURCE');
    card = pile[pile.length - 1] as Card;
  } else {
    const f = foundationIndexOf(from);
    const top = position.foundations[f] as number;
    if (top === baseRank(f)) return refusal('BASE_LOCKED');
    card = (foundationSuitIndex(f) << 4) | top;
    if (isPilePlace(to) && !rules.giveBack) return refusal('NO_GIVE_BACK');
    if (!isPilePlace(to) && !rules.trades) return refusal('NO_TRADE');
  }
  if (isPilePlace(to)) {
    const pile = position.piles[to] as readonly Card[];
    if (pile.length === 0) return refusal('EMPTY_PILE');
    const onto = pile[pile.length - 1] as Card;
    if (suitIndexOf(card) !== suitIndexOf(onto)) return refusal('WRONG_SUIT');
    if (!fitsOnPile(faceUp(card), faceUp(onto))) return refusal('WRONG_RANK');
    if (rules.pileCap !== null && pile.length >= rules.pileCap) return refusal('PILE_FULL');
    return null;
  }
  const f = foundationIndexOf(to);
  if (foundationSuitIndex(f) !== suitIndexOf(card)) return refusal('WRONG_SUIT');
  const needs = foundationNeeds(f, position.foundations[f] as number);
  if (needs === 0) return refusal('FOUNDATION_FULL');
  if (needs !== rankOf(card)) {
    const wanted = (suitIndexOf(card) << 4) | needs;
    return refusal('FOUNDATION_NEEDS', `This foundation takes the ${cardName(wanted)} next`);
  }
  return null;
}

/** Whether any pile's top card can move to another pile or to a foundation. */
export function pileCardCanMove(position: Position): boolean {
  for (let p = 0; p < PILE_COUNT; p++) {
    if ((position.piles[p] as readonly Card[]).length === 0) continue;
    for (let to = 0; to < PILE_COUNT + FOUNDATION_COUNT; to++) {
      if (to !== p && checkCardMove(position, p, to) === null) return true;
    }
  }
  return false;
}

/** The suits whose two foundations meet (together 13 cards), so their boundary can slide by trades. */
export function foundationsMeet(position: Position, suitIndex: number): boolean {
  return (position.foundations[4 + suitIndex] as number) === (position.foundations[suitIndex] as number) + 1;
}

/** A useful trade (RULES.md section 3): a trade in a suit whose foundations meet while a pile top is of that suit. */
export function isUsefulTrade(position: Position, move: Move): boolean {
  if (move.kind !== 'card' || isPilePlace(move.from) || isPilePlace(move.to)) return false;
  const s = foundationSuitIndex(foundationIndexOf(move.from));
  if (!ruleSet(position).trades || !foundationsMeet(position, s)) return false;
  if (checkCardMove(position, move.from, move.to) !== null) return false;
  return position.piles.some((pile) => pile.length > 0 && suitIndexOf(pile[pile.length - 1] as Card) === s);
}

export function usefulTradeExists(position: Position): boolean {
  if (!ruleSet(position).trades) return false;
  for (let s = 0; s < SUITS.length; s++) {
    if (!foundationsMeet(position, s)) continue;
    if (position.piles.some((pile) => pile.length > 0 && suitIndexOf(pile[pile.length - 1] as Card) === s)) {
      return true;
    }
  }
  return false;
}

/** Checks a redeal: null when legal, else the refusal. */
function checkRedeal(position: Position): Refusal | null {
  const rules = ruleSet(position);
  if (position.redeals <= 0) {
    return rules.redealWord === 'shuffle'
      ? refusal('NO_REDEALS', 'No shuffles left')
      : refusal('NO_REDEALS', 'No redeals left');
  }
  if (rules.redealWhen === 'blocked' && (pileCardCanMove(position) || usefulTradeExists(position))) {
    return refusal('REDEAL_NOT_BLOCKED');
  }
  return null;
}

/** Null when the move is legal in this position; otherwise the refusal with its reason. */
export function checkMove(position: Position, move: Move): Refusal | null {
  if (move.kind === 'redeal') return checkRedeal(position);
  return checkCardMove(position, move.from, move.to);
}

/** Whether a redeal would change any pile (a card moving, or one turning face up). */
export function redealChangesSomething(position: Position): boolean {
  return position.piles.some((pile) => pile.length >= 3 || (pile.length === 2 && pile[0] !== pile[1]));
}

/** Every place the card at `from` may legally move to, piles first. */
export function destinations(position: Position, from: Place): Place[] {
  const result: Place[] = [];
  for (let to = 0; to < PILE_COUNT + FOUNDATION_COUNT; to++) {
    if (to !== from && checkCardMove(position, from, to) === null) result.push(to);
  }
  return result;
}

/** Scratch space for legalMoves: each pile's top card identity, or -1 for an empty pile. */
const TOPS = new Int32Array(PILE_COUNT);
/** Scratch space for legalMoves: for each card identity, a bit for each pile it tops that has room. Left all zero. */
const PILES_BY_TOP = new Int32Array(64);

/**
 * All legal moves, by kind: pile to foundation, pile to pile, trades, give-backs, then the redeal; within a
 * kind by source place, then by destination.
 * The fast path: it decides each move without building refusals; a property test holds it
 * equal to filtering every (from, to) pair through checkMove.
 */
export function legalMoves(position: Position): Move[] {
  const rules = ruleSet(position);
  const { piles, foundations } = position;
  const cap = rules.pileCap ?? Number.POSITIVE_INFINITY;
  const moves: Move[] = [];
  const tops = TOPS;
  let suitsOnTop = 0;
  for (let p = 0; p < PILE_COUNT; p++) {
    const pile = piles[p] as readonly Card[];
    const top = pile.length === 0 ? -1 : (pile[pile.length - 1] as Card) & 0x3f;
    tops[p] = top;
    if (top >= 0) suitsOnTop |= 1 << (top >> 4);
  }
  for (let from = 0; from < PILE_COUNT; from++) {
    const card = tops[from] as number;
    if (card < 0) continue;
    const s = card >> 4;
    const r = card & 15;
    for (let f = s; f < FOUNDATION_COUNT; f += 4) {
      if (foundationNeeds(f, foundations[f] as number) === r) moves.push(cardMove(from, FIRST_FOUNDATION + f));
    }
  }
  let pileMoves = moves.length > 0;
  const pilesByTop = PILES_BY_TOP;
  for (let p = 0; p < PILE_COUNT; p++) {
    const top = tops[p] as number;
    if (top >= 0 && (piles[p] as readonly Card[]).length < cap)
      pilesByTop[top] = (pilesByTop[top] as number) | (1 << p);
  }
  for (let from = 0; from < PILE_COUNT; from++) {
    const card = tops[from] as number;
    if (card < 0) continue;
    const suitBits = card & 0x30;
    const r = card & 15;
    const below = suitBits | pileRankBelow(r);
    const above = suitBits | pileRankAbove(r);
    let targets = ((pilesByTop[below] as number) | (pilesByTop[above] as number)) & ~(1 << from);
    if (targets !== 0) pileMoves = true;
    for (let to = 0; targets !== 0; to++, targets >>>= 1) {
      if (targets & 1) moves.push(cardMove(from, to));
    }
  }
  for (let p = 0; p < PILE_COUNT; p++) {
    const top = tops[p] as number;
    if (top >= 0) pilesByTop[top] = 0;
  }
  let usefulTrade = false;
  if (rules.trades) {
    // Listed by source like every other kind of move: the Ace foundations' trades, then the King foundations'.
    let meeting = 0;
    for (let s = 0; s < 4; s++) {
      if ((foundations[s + 4] as number) !== (foundations[s] as number) + 1) continue;
      meeting |= 1 << s;
      if ((foundations[s] as number) > 1) moves.push(cardMove(FIRST_FOUNDATION + s, FIRST_FOUNDATION + s + 4));
      if ((suitsOnTop >> s) & 1) usefulTrade = true;
    }
    for (let s = 0; s < 4; s++) {
      if ((meeting >> s) & 1 && (foundations[s + 4] as number) < KING) {
        moves.push(cardMove(FIRST_FOUNDATION + s + 4, FIRST_FOUNDATION + s));
      }
    }
  }
  if (rules.giveBack) {
    for (let f = 0; f < FOUNDATION_COUNT; f++) {
      const top = foundations[f] as number;
      if (top === baseRank(f)) continue;
      const card = (foundationSuitIndex(f) << 4) | top;
      for (let to = 0; to < PILE_COUNT; to++) {
        const onto = tops[to] as number;
        if (onto >= 0 && fitsOnPile(card, onto) && (piles[to] as readonly Card[]).length < cap) {
          moves.push(cardMove(FIRST_FOUNDATION + f, to));
        }
      }
    }
  }
  if (position.redeals > 0 && (rules.redealWhen === 'any' || (!pileMoves && !usefulTrade))) moves.push(REDEAL);
  return moves;
}

function turnTopUp(pile: Card[]): void {
  const last = pile.length - 1;
  if (last >= 0 && isFaceDown(pile[last] as Card)) pile[last] = faceUp(pile[last] as Card);
}

/** The position after a redeal: each pile of two or more cards puts its bottom card on top. */
function redealt(position: Position): Position {
  const piles = position.piles.map((pile) => {
    if (pile.length < 2) return pile;
    return [...pile.slice(1), faceUp(pile[0] as Card)];
  });
  return {
    rules: position.rules,
    facedown: position.facedown,
    redeals: position.redeals - 1,
    foundations: position.foundations,
    piles,
  };
}

/** The position after a move already known to be legal. */
function applyLegal(position: Position, move: Move): Position {
  if (move.kind === 'redeal') return redealt(position);
  const { from, to } = move;
  const piles = position.piles.slice();
  let foundations = position.foundations;
  let card: Card;
  if (isPilePlace(from)) {
    const old = piles[from] as readonly Card[];
    card = old[old.length - 1] as Card;
    const source = old.slice(0, -1);
    if (position.facedown) turnTopUp(source);
    piles[from] = source;
  } else {
    const f = foundationIndexOf(from);
    const top = foundations[f] as number;
    card = (foundationSuitIndex(f) << 4) | top;
    const next = foundations.slice();
    next[f] = topUnder(f, top);
    foundations = next;
  }
  if (isPilePlace(to)) {
    const target = (piles[to] as readonly Card[]).slice();
    target.push(card);
    piles[to] = target;
  } else {
    const f = foundationIndexOf(to);
    const next = foundations === position.foundations ? foundations.slice() : (foundations as number[]);
    next[f] = rankOf(card);
    foundations = next;
  }
  return { rules: position.rules, facedown: position.facedown, redeals: position.redeals, foundations, piles };
}

/** The position after a move, or the move's refusal. */
export type PlayResult = Result<Position, Refusal>;

/** Plays a move: the new position, or the refusal (and the old position is untouched). */
export function play(position: Position, move: Move): PlayResult {
  const problem = checkMove(position, move);
  if (problem !== null) return fail(problem);
  return ok(applyLegal(position, move));
}

/** Plays a move taken from legalMoves(position) without checking it again: the fast path for search. */
export function playLegal(position: Position, move: Move): Position {
  return applyLegal(position, move);
}
