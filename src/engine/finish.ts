// Finish (RULES.md section 5): a winning line of foundation moves alone, and a card brought home through trades.

import { type Card, isFaceDown, rankOf, suitIndexOf } from './cards';
import { type CardMove, cardMove, FIRST_FOUNDATION, type Move, play } from './moves';
import { FOUNDATION_COUNT, isWon, PILE_COUNT, type Position } from './position';
import { RULE_SETS } from './rules';

/**
 * How many distinct positions the search may visit before it gives up and offers no Finish. Foundation moves
 * only take cards out of piles, so the positions are few: an ending with every card still in play needs
 * a few hundred at most; a tangled middle game that passes the budget has no finish worth offering.
 */
export const FINISH_BUDGET = 20_000;

function aceTop(position: Position, suit: number): number {
  return position.foundations[suit] as number;
}

function kingTop(position: Position, suit: number): number {
  return position.foundations[4 + suit] as number;
}

/**
 * The moves that bring a pile's top card home when its suit's two foundations meet and neither takes it as
 * it is: trades that slide the boundary until foundation `to` needs the card, then the card. Without `to`, the
 * foundation that needs the fewest trades. Null when the rule set has no trades, the pile is empty, the
 * foundations do not meet, a foundation takes the card without a trade, or `to` is not of the card's suit.
 * Either foundation leaves the same position (the Ace foundation up to the card, the King foundation down to
 * it), so choosing the nearer one guesses nothing.
 */
export function tradesHome(position: Position, from: number, to?: number): CardMove[] | null {
  if (from < 0 || from >= PILE_COUNT || !RULE_SETS[position.rules].trades) return null;
  const pile = position.piles[from] as readonly Card[];
  const card = pile[pile.length - 1];
  if (card === undefined || isFaceDown(card)) return null;
  const suit = suitIndexOf(card);
  const rank = rankOf(card);
  const ace = aceTop(position, suit);
  const king = kingTop(position, suit);
  if (king !== ace + 1 || rank === ace + 1 || rank === ace) return null;
  const aceFoundation = FIRST_FOUNDATION + suit;
  const kingFoundation = FIRST_FOUNDATION + 4 + suit;
  const target = to ?? (rank > ace ? aceFoundation : kingFoundation);
  if (target !== aceFoundation && target !== kingFoundation) return null;
  // To the Ace foundation: its top must become rank - 1; to the King foundation, the Ace foundation's top must
  // become rank (the King foundation's then rank + 1). Trades up take the King foundation's top over, and down
  // the other way.
  const aim = target === aceFoundation ? rank - 1 : rank;
  const trade = aim > ace ? cardMove(kingFoundation, aceFoundation) : cardMove(aceFoundation, kingFoundation);
  const moves: CardMove[] = [];
  for (let i = 0; i < Math.abs(aim - ace); i++) moves.push(trade);
  moves.push(cardMove(from, target));
  return moves;
}

/** The ways one pile's top card can go home in one step of the search: a move, or trades then a move. */
function waysHome(position: Position, from: number): CardMove[][] {
  const pile = position.piles[from] as readonly Card[];
  const card = pile[pile.length - 1];
  if (card === undefined) return [];
  const suit = suitIndexOf(card);
  const rank = rankOf(card);
  const ace = aceTop(position, suit);
  const king = kingTop(position, suit);
  const through = tradesHome(position, from);
  if (through !== null) return [through];
  // Both foundations take it only when one rank is missing between them: either way they meet after it, and
  // where trades are allowed, meeting foundations reach the same positions by trades, so one way is enough.
  const ways: CardMove[][] = [];
  if (ace < 13 && rank === ace + 1) ways.push([cardMove(from, FIRST_FOUNDATION + suit)]);
  if (king > 1 && rank === king - 1) ways.push([cardMove(from, FIRST_FOUNDATION + 4 + suit)]);
  return RULE_SETS[position.rules].trades ? ways.slice(0, 1) : ways;
}

/**
 * A suit whose foundations have crossed (the Ace foundation's top at or above the King foundation's), or
 * without trades meet, takes each of its remaining cards in one place only, and no trade can change that:
 * playing such a card at once never loses a win, since a move out of a pile only uncovers cards.
 */
function isSettled(position: Position, suit: number): boolean {
  const meetingCounts = RULE_SETS[position.rules].trades ? 0 : 1;
  return aceTop(position, suit) + meetingCounts >= kingTop(position, suit);
}

/**
 * Whether a pile holds two cards of a settled suit in an order its foundations cannot take: the upper one comes
 * off first, so it must be the one its foundation needs first. Such a position has no win by foundation moves.
 */
function hasSettledInversion(position: Position): boolean {
  for (const pile of position.piles) {
    for (let upper = pile.length - 1; upper > 0; upper--) {
      const card = pile[upper] as Card;
      const suit = suitIndexOf(card);
      if (!isSettled(position, suit)) continue;
      const rank = rankOf(card);
      const ace = aceTop(position, suit);
      for (let lower = upper - 1; lower >= 0; lower--) {
        const under = pile[lower] as Card;
        if (suitIndexOf(under) !== suit) continue;
        const below = rankOf(under);
        // Above the Ace foundation's top the cards climb to it; the rest go down to the King foundation.
        if (rank > ace && below > ace && below < rank) return true;
        if (rank <= ace && below <= ace && below > rank) return true;
      }
    }
  }
  return false;
}

/**
 * What the search tells positions apart by: pile heights and foundations, where trades are allowed a meeting
 * pair as one (trades join its positions).
 */
function searchKey(position: Position): string {
  const trades = RULE_SETS[position.rules].trades;
  let key = '';
  for (let suit = 0; suit < 4; suit++) {
    const ace = aceTop(position, suit);
    const king = kingTop(position, suit);
    key += trades && king === ace + 1 ? 'm,' : `${ace}.${king},`;
  }
  for (const pile of position.piles) key += `${pile.length},`;
  return key;
}

function playAll(position: Position, moves: readonly Move[]): Position | null {
  let at = position;
  for (const move of moves) {
    const step = play(at, move);
    if (!step.ok) return null;
    at = step.value;
  }
  return at;
}

interface Search {
  readonly seen: Set<string>;
  budget: number;
}

/** Plays every card of a settled suit that can go home, over and over: the moves no win can lose by. */
function settle(position: Position, line: Move[]): Position {
  let at = position;
  let moved = true;
  while (moved) {
    moved = false;
    for (let p = 0; p < PILE_COUNT; p++) {
      const pile = at.piles[p] as readonly Card[];
      const card = pile[pile.length - 1];
      if (card === undefined || !isSettled(at, suitIndexOf(card))) continue;
      for (const way of waysHome(at, p)) {
        const next = playAll(at, way);
        if (next === null) continue;
        line.push(...way);
        at = next;
        moved = true;
        break;
      }
    }
  }
  return at;
}

/** Depth first over the foundation moves, each position once: the moves to a win from `position`, or null. */
function search(position: Position, state: Search): Move[] | null | 'budget' {
  const line: Move[] = [];
  const at = settle(position, line);
  if (isWon(at)) return line;
  if (hasSettledInversion(at)) return null;
  const key = searchKey(at);
  if (state.seen.has(key)) return null;
  if (state.seen.size >= state.budget) return 'budget';
  state.seen.add(key);
  for (let p = 0; p < PILE_COUNT; p++) {
    for (const way of waysHome(at, p)) {
      const next = playAll(at, way);
      if (next === null) continue;
      const rest = search(next, state);
      if (rest === 'budget') return rest;
      if (rest !== null) return [...line, ...way, ...rest];
    }
  }
  return null;
}

/**
 * A line of foundation moves alone (pile to foundation and trades; no pile-to-pile move, no give-back, no
 * redeal) that wins from `position`, or null when there is none. Also null when a pile still hides a card
 * face down (the line would use what the player cannot see), when the game is already won, and when the
 * search passes `budget` positions (it never guesses). Every move of the line is legal where it is played.
 */
export function finishLine(position: Position, budget = FINISH_BUDGET): Move[] | null {
  if (isWon(position)) return null;
  if (position.piles.some((pile) => pile.some(isFaceDown))) return null;
  if (position.foundations.length !== FOUNDATION_COUNT) return null;
  const found = search(position, { seen: new Set(), budget });
  return found === 'budget' ? null : found;
}
