// One dialog at a time over the table: the player's, then the end of the game's, then the introduction.

import { describe, expect, it } from 'vitest';
import { dialogOnTop } from '../../../src/web/core/one-dialog';

describe('dialogOnTop', () => {
  it('never shows two: the opened dialog, then the end of the game, then the introduction', () => {
    for (const opened of [false, true]) {
      for (const ended of [false, true]) {
        for (const intro of [false, true]) {
          const top = dialogOnTop({ opened, ended, intro });
          const expected = opened ? 'opened' : ended ? 'end' : intro ? 'intro' : null;
          expect(top).toBe(expected);
        }
      }
    }
  });
});
