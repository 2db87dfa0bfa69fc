// Exact keys: a state read back from its key is the same game, and keys differ exactly where the games do.

import { describe, expect, it } from 'vitest';
import { formatPosition } from '../../src/engine/index';
import { loadKeyBytes, MAX_KEY_BYTES, writeKey } from '../../src/solver/exact-key';
import { generateSearch } from '../../src/solver/moves-gen';
import { MAX_MOVES } from '../../src/solver/packed-moves';
import { toPosition } from '../../src/solver/save-load';
import { PackedState } from '../../src/solver/state';
import { playedPositions, positionOf, seeded, smallPosition } from './positions';

/** The state's key as a string, one character per byte, to compare and to keep in a map. */
function exactKey(state: PackedState): string {
  const bytes = new Uint8Array(MAX_KEY_BYTES);
  return String.fromCharCode(...bytes.subarray(0, writeKey(state, bytes)));
}

/** Reads a key made by `exactKey` back into `state`. */
function loadKey(state: PackedState, key: string): void {
  loadKeyBytes(
    state,
    Uint8Array.from(key, (c) => c.charCodeAt(0)),
    0,
    key.length,
  );
}

/** The position's piles in sorted text order, and its text: what a key must keep. */
function sortedText(state: PackedState): string {
  const p = toPosition(state);
  const piles = p.piles.filter((pile) => pile.length > 0).map((pile) => pile.join(','));
  piles.sort();
  return `${p.redeals} ${p.foundations.join(',')} ${piles.join('/')}`;
}

describe('exactKey', () => {
  it('reads back to a state with the same key, cards, redeals and number of moves the search tries', () => {
    const moves = new Int32Array(MAX_MOVES);
    for (const p of playedPositions(12, 31)) {
      const state = new PackedState(p);
      const key = exactKey(state);
      const back = new PackedState(p);
      loadKey(back, key);
      expect(exactKey(back), formatPosition(p)).toBe(key);
      expect(back.inPiles).toBe(state.inPiles);
      expect(back.redeals).toBe(p.redeals);
      expect(generateSearch(back, moves, 0)).toBe(generateSearch(state, moves, 0));
    }
  });

  it('gives two states one key exactly when their sorted piles, foundations and redeals agree', () => {
    const random = seeded(77);
    const byKey = new Map<string, string>();
    const byText = new Map<string, string>();
    for (let i = 0; i < 400; i++) {
      const p = smallPosition(random, 6 + (i % 6));
      const state = new PackedState({ ...p, rules: 'casual' });
      const key = exactKey(state);
      const text = sortedText(state);
      expect(byKey.get(key) ?? text).toBe(text);
      expect(byText.get(text) ?? key).toBe(key);
      byKey.set(key, text);
      byText.set(text, key);
    }
    expect(byKey.size).toBeGreaterThan(100);
  });

  it('merges the boundary of meeting foundations only under trades, and the order of piles always', () => {
    const piles = '-/-/-/-/-/-/-/-/-/-/-/-/-/-/AS2S3S4S5S6S/7S8S9STSJSQSKS';
    const swapped = 'AS2S3S4S5S6S/7S8S9STSJSQSKS/-/-/-/-/-/-/-/-/-/-/-/-/-/-';
    const key = (rules: string, foundations: string, p = piles) =>
      exactKey(new PackedState(positionOf(`${rules} 0 ${foundations} ${p}`)));
    expect(key('classic', '4KKK5AAA')).toBe(key('classic', '3KKK4AAA'));
    expect(key('strict', '4KKK5AAA')).toBe(key('strict', '3KKK4AAA'));
    expect(key('casual', '4KKK5AAA')).not.toBe(key('casual', '3KKK4AAA'));
    expect(key('casual', '4KKK5AAA', swapped)).toBe(key('casual', '4KKK5AAA'));
  });
});
