// Suit games shared among searches: one set per rules, afresh past its room, never holding a finished search's clock.

import { describe, expect, it } from 'vitest';
import { formatPosition, type Position } from '../../src/engine/index';
import { searchPhase } from '../../src/solver/decoupled';
import { SharedSuitGames } from '../../src/solver/shared-suit-games';
import { answerRequest } from '../../src/web/solver/worker';
import { playedPositions, positionOf } from './positions';

const classic = positionOf('classic 0 JKKKAAAA -/-/-/-/-/-/-/-/-/-/-/-/-/-/-/KSQS');
const casual = positionOf('casual 0 JKKKAAAA -/-/-/-/-/-/-/-/-/-/-/-/-/-/-/KSQS');

const noRedeal = (p: Position): Position => ({ ...p, redeals: 0 });

describe('SharedSuitGames', () => {
  it('hands out one set for positions whose suit games play alike, and another for other rules', () => {
    const shared = new SharedSuitGames();
    const first = shared.for(classic);
    expect(shared.for(classic)).toBe(first);
    // Classic and strict piles, trades and give-backs differ or not as their rule sets say; casual has give-backs.
    const other = shared.for(casual);
    expect(other).not.toBe(first);
    expect(other.rules.giveBack).toBe(true);
    expect(shared.for(casual)).toBe(other);
  });

  it('starts afresh once the set holds more than its room', () => {
    const shared = new SharedSuitGames(0);
    const games = shared.for(classic);
    expect(shared.for(classic)).toBe(games);
    searchPhase(classic, { suitGames: games });
    expect(games.storedBytes).toBeGreaterThan(0);
    expect(shared.for(classic)).not.toBe(games);
  });

  it('leaves no finished search holding the set: its clock is released even when the search ran out of time', () => {
    const shared = new SharedSuitGames();
    const [played] = playedPositions(1, 57).map(noRedeal);
    const position = played as Position;
    const games = shared.for(position);
    const late = searchPhase(position, { suitGames: games, deadline: 0, now: () => 1, nodeLimit: 1_000_000 });
    expect(late.result === 'unknown' || late.work < 1024, formatPosition(position)).toBe(true);
    expect(games.overdue()).toBe(false);
  });

  it('lets "Can I still win?" asked again of a lost position answer it with less work, with the same answer', () => {
    const shared = new SharedSuitGames();
    // Played positions with their redeals taken away: those whose last phase is lost within a few thousand steps.
    const lost = playedPositions(8, 57)
      .map(noRedeal)
      .filter((p) => searchPhase(p, { nodeLimit: 5_000 }).result === 'loss')
      .map((p) => formatPosition(p));
    expect(lost.length).toBeGreaterThan(0);
    let less = 0;
    for (const input of lost) {
      const first = answerRequest({ id: 1, input, timeLimitMs: 5_000 }, undefined, shared);
      const again = answerRequest({ id: 2, input, timeLimitMs: 5_000 }, undefined, shared);
      expect(first.ok && first.answer.result).toBe('loss');
      expect(again.ok && again.answer.result).toBe('loss');
      if (first.ok && again.ok && again.answer.nodes < first.answer.nodes) less++;
    }
    expect(less).toBeGreaterThan(0);
  });
});
