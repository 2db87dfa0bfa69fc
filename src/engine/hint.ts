// The rule-book hint (RULES.md section 5) and the game status it decides: no hint means stuck.

import { type Card, isFaceDown, rankOf, suitIndexOf } from './cards';
import {
  type CardMove,
  cardMove,
  foundationIndexOf,
  isPilePlace,
  isUsefulTrade,
  legalMoves,
  type Move,
  REDEAL,
  redealChangesSomething,
} from './moves';
import { foundationNeeds, isWon, type Position } from './position';
import { RULE_SETS } from './rules';

export type HintKind = 'foundation' | 'trade' | 'expose' | 'redeal' | 'move';
export interface Hint {
  readonly move: Move;
  /** Why this move: a foundation play, a trade toward a pile card, a pile move exposing a card a foundation needs, a redeal, or any other move that keeps the game going. */
  readonly kind: HintKind;
}

export type Status = 'playing' | 'won' | 'stuck';

/** Whether some foundation takes this (face-up) card now. */
function foundationTakes(position: Position, card: Card): boolean {
  const s = suitIndexOf(card);
  const r = rankOf(card);
  return (
    foundationNeeds(s, position.foundations[s] as number) === r ||
    foundationNeeds(s + 4, position.foundations[s + 4] as number) === r
  );
}

/**
 * The trade that slides a meeting pair of foundations toward a pile top card of their suit, or null.
 * Decided here: such a trade counts as a foundation play, since it brings a pile card home.
 */
function tradeTowardPileCard(position: Position, moves: readonly Move[]): CardMove | null {
  for (const move of moves) {
    if (move.kind !== 'card' || !isUsefulTrade(position, move)) continue;
    const f = foundationIndexOf(move.from);
    const s = f & 3;
    const aceTop = position.foundations[s] as number;
    for (const pile of position.piles) {
      const top = pile[pile.length - 1];
      if (top === undefined || suitIndexOf(top) !== s) continue;
      const r = rankOf(top);
      // Moving the Ace foundation's top down lowers the boundary; the King foundation's top up raises it.
      const wantDown = r < aceTop;
      const wantUp = r > aceTop + 1;
      if ((wantDown && f === s) || (wantUp && f === s + 4)) return cardMove(move.from, move.to);
    }
  }
  return null;
}

/** The rule-book hint, or null when the game is won or stuck. Uses no face-down card. */
export function hint(position: Position): Hint | null {
  if (isWon(position)) return null;
  const moves = legalMoves(position);
  for (const move of moves) {
    if (move.kind === 'card' && isPilePlace(move.from) && !isPilePlace(move.to)) return { move, kind: 'foundation' };
  }
  if (RULE_SETS[position.rules].trades) {
    const trade = tradeTowardPileCard(position, moves);
    if (trade !== null) return { move: trade, kind: 'trade' };
  }
  for (const move of moves) {
    if (move.kind !== 'card' || !isPilePlace(move.from) || !isPilePlace(move.to)) continue;
    const pile = position.piles[move.from] as readonly Card[];
    const under = pile[pile.length - 2];
    if (under !== undefined && !isFaceDown(under) && foundationTakes(position, under)) {
      return { move, kind: 'expose' };
    }
  }
  const redeal = moves.find((m) => m.kind === 'redeal');
  if (
    redeal !== undefined &&
    (!RULE_SETS[position.rules].stuckIgnoresUselessRedeal || redealChangesSomething(position))
  ) {
    return { move: REDEAL, kind: 'redeal' };
  }
  for (const move of moves) {
    if (move.kind !== 'card') continue;
    if (isPilePlace(move.from) || isPilePlace(move.to)) return { move, kind: 'move' };
    if (isUsefulTrade(position, move)) return { move, kind: 'move' };
  }
  return null;
}

/** `won` when every card is home, `stuck` when nothing but trading for its own sake is left, else `playing`. */
export function status(position: Position): Status {
  if (isWon(position)) return 'won';
  return hint(position) === null ? 'stuck' : 'playing';
}
