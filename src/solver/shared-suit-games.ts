// Suit games shared by the decoupled searches one sharer makes in turn (a review's positions, a shard's last phases, the app's asks).

import type { Position } from '../engine/index';
import { RULE_SETS } from '../engine/index';
import { SHARED_SUIT_GAME_BYTES, suitGamesFor } from './decoupled';
import type { SuitGames } from './suit-game';

/**
 * A suit game's answer is the same in every phase that asks it, and searches made one after another of one
 * game's positions ask many of the same games. This hands each search the set of the searches before it, and
 * a fresh set when the position's rules differ from theirs or the set has grown past `maxBytes`, so what it
 * holds stays bounded however long it is kept.
 */
export class SharedSuitGames {
  private games: SuitGames | null = null;

  constructor(private readonly maxBytes: number = SHARED_SUIT_GAME_BYTES) {}

  /** The suit games for a decoupled search of `position`'s phases. */
  for(position: Position): SuitGames {
    const games = this.games;
    if (games !== null && games.storedBytes <= this.maxBytes && sameRules(games, position)) return games;
    const fresh = suitGamesFor(position);
    this.games = fresh;
    return fresh;
  }
}

/** Whether suit games asked under their rules answer for `position`'s rules (same pile cap, trades, give-backs). */
function sameRules(games: SuitGames, position: Position): boolean {
  const rules = RULE_SETS[position.rules];
  const { cap, trades, giveBack } = games.rules;
  return cap === (rules.pileCap ?? Number.POSITIVE_INFINITY) && trades === rules.trades && giveBack === rules.giveBack;
}
