// The app's echoes of bad input are cut as the command line's are: a notice never repeats 50,000 characters.

import { describe, expect, it } from 'vitest';
import { startFromUrl } from '../../../src/web/core/start';
import { GAMES_CODEC } from '../../../src/web/persist/games-codec';
import { MemoryStorage } from '../../../src/web/persist/memory-storage';
import { RecordStore, sealEnvelope } from '../../../src/web/persist/record';
import { STATS_VERSION } from '../../../src/web/persist/stats-codec';

const LONG = 50_000;

describe('echoes in notices', () => {
  it('names a long bad statistics key by its first characters and its length', () => {
    const storage = new MemoryStorage();
    const key = `x${'\u001b'.repeat(3)}${'k'.repeat(LONG)}`;
    // Statistics as the version before game records kept them: totals by rule key.
    storage.setItem(GAMES_CODEC.key, sealEnvelope(GAMES_CODEC.kind, STATS_VERSION, { byKey: { [key]: {} } }));
    const { notice } = new RecordStore(storage, GAMES_CODEC).load();
    expect(notice).not.toBeNull();
    expect((notice as string).length).toBeLessThan(500);
    expect(notice).toContain('characters)');
    expect(notice).not.toContain('\u001b');
  });

  it('cuts a long game code or position from a link', () => {
    for (const search of [`?code=${'A'.repeat(LONG)}`, `?position=classic 3 ${'Q'.repeat(LONG)}`]) {
      const { problem } = startFromUrl(search, { rules: 'classic' }, () => 0.5);
      expect(problem).not.toBeNull();
      expect((problem as string).length, search.slice(0, 12)).toBeLessThan(500);
    }
  });
});
