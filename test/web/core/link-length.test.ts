// How long a game link can be: a position's text is bounded, its link stays far below what servers take, and a
// link whose position is longer than any position is refused in a sentence that says so.

import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  dealPosition,
  formatPosition,
  LONGEST_POSITION_TEXT,
  legalMoves,
  playLegal,
  RULE_SET_IDS,
} from '../../../src/engine/index';
import { LONGEST_GAME_LINK, positionLink, startFromUrl } from '../../../src/web/core/start';

describe('the length of a position and of its link', () => {
  it('is at most the longest position text, which a dealt face-down classic game reaches', () => {
    const longest = formatPosition(dealPosition(1, { rules: 'classic', facedown: true }));
    expect(longest.length).toBe(LONGEST_POSITION_TEXT);
    for (const rules of RULE_SET_IDS) {
      for (const facedown of [false, true]) {
        let position = dealPosition(7, { rules, facedown });
        for (let step = 0; step < 60; step++) {
          expect(formatPosition(position).length).toBeLessThanOrEqual(LONGEST_POSITION_TEXT);
          const moves = legalMoves(position);
          const move = moves[step % Math.max(1, moves.length)];
          if (move === undefined) break;
          position = playLegal(position, move);
        }
      }
    }
  });

  it('gives a link to the longest position well under the 2,000 characters every server and browser takes', () => {
    const longest = dealPosition(1, { rules: 'classic', facedown: true });
    const link = positionLink(longest);
    expect(link.length).toBeLessThanOrEqual(LONGEST_GAME_LINK);
    expect(LONGEST_GAME_LINK).toBeLessThan(2_000);
    // The README states the bounds.
    const readme = readFileSync(resolve(import.meta.dirname, '..', '..', '..', 'README.md'), 'utf8').replace(
      /\s+/g,
      ' ',
    );
    expect(readme).toContain(`A position is at most ${LONGEST_POSITION_TEXT} characters`);
    expect(readme).toContain(`under ${Math.ceil(LONGEST_GAME_LINK / 10) * 10} characters`);
    expect(startFromUrl(link, { rules: 'casual' }, () => 0.5)).toMatchObject({ problem: null });
    expect(formatPosition(startFromUrl(link, { rules: 'casual' }, () => 0.5).game.position)).toBe(
      formatPosition(longest),
    );
  });

  it('refuses a link whose position is longer than any position, saying how long it is and the longest', () => {
    const { problem } = startFromUrl(`?position=${'Q'.repeat(100_000)}`, { rules: 'classic' }, () => 0.5);
    expect(problem).toBe(
      `The position in the link is 100,000 characters long, and a position is at most ${LONGEST_POSITION_TEXT}: it cannot be opened. A new game was dealt.`,
    );
  });
});
