// The choices older versions kept loose in storage: folded into the settings record once, junk refused with a sentence.

import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../../../src/web/persist/memory-storage';
import { Persistence } from '../../../src/web/persist/persistence';
import { DEFAULT_SETTINGS, decodeSettings, SETTINGS_CODEC } from '../../../src/web/persist/settings';

describe('the loose solver choices of older versions', () => {
  it('are read once into the settings record, which keeps them, and the loose keys are removed', () => {
    const storage = new MemoryStorage();
    storage.setItem('crescent.winnableOnly', 'off');
    storage.setItem('crescent.solverAhead', 'off');
    const loaded = new Persistence(storage).loadAll();
    expect(loaded.settings).toMatchObject({ winnableOnly: false, thinkAhead: false });
    expect(loaded.notices).toEqual([]);
    expect(storage.items.has('crescent.winnableOnly')).toBe(false);
    expect(storage.items.has('crescent.solverAhead')).toBe(false);
    const again = new Persistence(storage).loadAll();
    expect(again.settings).toEqual({ ...DEFAULT_SETTINGS, winnableOnly: false, thinkAhead: false });
  });

  it('keep the rest of older settings as they were', () => {
    const storage = new MemoryStorage();
    storage.setItem(
      SETTINGS_CODEC.key,
      JSON.stringify({ app: 'crescent', kind: 'settings', version: 1, data: { felt: 'blue' } }),
    );
    storage.setItem('crescent.solverAhead', 'on');
    const loaded = new Persistence(storage).loadAll();
    expect(loaded.settings).toEqual({ ...DEFAULT_SETTINGS, felt: 'blue', thinkAhead: true });
  });

  it('refuse a value that is not "on" or "off" with one sentence, and lose nothing else', () => {
    const storage = new MemoryStorage();
    storage.setItem(
      SETTINGS_CODEC.key,
      JSON.stringify({ app: 'crescent', kind: 'settings', version: 1, data: { felt: 'blue' } }),
    );
    storage.setItem('crescent.solverAhead', 'x'.repeat(100_000));
    storage.setItem('crescent.winnableOnly', 'off');
    const loaded = new Persistence(storage).loadAll();
    expect(loaded.settings).toEqual({ ...DEFAULT_SETTINGS, felt: 'blue', winnableOnly: false });
    expect(loaded.notices).toEqual([
      'Your earlier choice of thinking ahead could not be read because it is not "on" or "off", so it stays on.',
    ]);
    expect(storage.items.has('crescent.solverAhead')).toBe(false);
  });

  it('are settings fields: a stored value of the wrong type falls back to its default and is named', () => {
    const decoded = decodeSettings({ thinkAhead: 'off', winnableOnly: false });
    expect(decoded).toEqual({
      ok: true,
      value: { kept: { ...DEFAULT_SETTINGS, winnableOnly: false }, lost: 'thinking ahead' },
    });
  });
});
