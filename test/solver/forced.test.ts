// The forced home play: where it fires, the position and the position after it are won or lost alike (brute force).

import { describe, expect, it } from 'vitest';
import { formatPosition, isPilePlace, type Move, type Position, play } from '../../src/engine/index';
import { forcedHomePlay } from '../../src/solver/moves-gen';
import { engineMoves } from '../../src/solver/save-load';
import { PackedState } from '../../src/solver/state';
import { bruteForceWinnable, positionOf as position, seeded, smallPosition } from './positions';

const noGiveBack = (move: Move) => move.kind === 'redeal' || move.from < 16 || !isPilePlace(move.to);

/** The position after the forced play of `p`'s state (casual: the game without give-backs), or null when none. */
function afterForced(p: Position, smallerGame = false): Position | null {
  const state = new PackedState(p, { smallerGame });
  const move = forcedHomePlay(state);
  if (move < 0) return null;
  let next = p;
  for (const engineMove of engineMoves(state, move)) {
    const step = play(next, engineMove);
    if (!step.ok) throw new Error(`the forced play is refused: ${step.error.reason}`);
    next = step.value;
  }
  return next;
}

describe('forcedHomePlay', () => {
  it('plays the next heart home when the hearts King foundation is complete and no redeal is left', () => {
    // Hearts 4-K are left, one copy each, all bound for the Ace foundation: the 4H goes home once it is a top.
    const hearts = position('classic 0 K3KKAAAA -/-/-/-/4H5H6H7H8H9HTHJH/-/-/QHKH/-/-/-/-/-/-/-/-');
    expect(afterForced(hearts)).toBeNull();
    const ready = position('classic 0 K3KKAAAA -/-/-/-/5H6H7H8H9HTHJH4H/-/-/QHKH/-/-/-/-/-/-/-/-');
    expect(afterForced(ready)).toEqual(position('classic 0 K4KKAAAA -/-/-/-/5H6H7H8H9HTHJH/-/-/QHKH/-/-/-/-/-/-/-/-'));
    // With a redeal left, or a give-back possible, nothing is forced.
    expect(afterForced(position('classic 1 K3KKAAAA -/-/-/-/5H6H7H8H9HTHJH4H/-/-/QHKH/-/-/-/-/-/-/-/-'))).toBeNull();
    expect(afterForced(position('casual 0 K3KKAAAA -/-/-/-/5H6H7H8H9HTHJH4H/-/-/QHKH/-/-/-/-/-/-/-/-'))).toBeNull();
  });

  it('never turns a won position into a lost one, over small positions where both answers occur', () => {
    const random = seeded(515);
    const tally = { won: 0, lost: 0 };
    for (let i = 0; i < 500; i++) {
      const p: Position = { ...smallPosition(random, 12), redeals: 0 };
      // Casual is judged in its game without give-backs, the only one the play is made in.
      const casual = p.rules === 'casual';
      const next = afterForced(p, casual);
      if (next === null) continue;
      const allowed = casual ? noGiveBack : undefined;
      const before = bruteForceWinnable(p, 20_000, allowed);
      if (before === null) continue;
      expect(bruteForceWinnable(next, 20_000, allowed), formatPosition(p)).toBe(before);
      tally[before ? 'won' : 'lost']++;
    }
    // Both answers must occur often, or this test would prove little.
    expect(tally.won).toBeGreaterThan(30);
    expect(tally.lost).toBeGreaterThan(30);
  });
});
