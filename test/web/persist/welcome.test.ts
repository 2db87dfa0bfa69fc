// The welcome line of a new game: the keys' hint only where there are keys to press.

import { describe, expect, it } from 'vitest';
import { newGame, parseGameCode } from '../../../src/engine/index';
import { welcome } from '../../../src/web/persist/boot';

const parsed = parseGameCode('CR1-N-AAAAAAB');
if (!parsed.ok) throw new Error(parsed.error.reason);
const game = newGame(parsed.value);

describe('welcome', () => {
  it('tells a player with a keyboard about the keys', () => {
    expect(welcome(game)).toBe('Game CR1-N-AAAAAAB, Classic. Tap a card to move it, or drag it; press ? for keys.');
  });

  it('offers no keyboard hint on a touch screen', () => {
    expect(welcome(game, false)).toBe('Game CR1-N-AAAAAAB, Classic. Tap a card to move it, or drag it.');
  });
});
