// The looks and sound settings: off and system-following by default, kept, and read back from older or damaged records.

import { describe, expect, it } from 'vitest';
import { storedLooks } from '../../../src/web/persist/looks';
import { MemoryStorage } from '../../../src/web/persist/memory-storage';
import { Persistence } from '../../../src/web/persist/persistence';
import { sealEnvelope } from '../../../src/web/persist/record';
import {
  APPEARANCES,
  CARD_BACKS,
  DEFAULT_SETTINGS,
  decodeSettings,
  FELTS,
  type Settings,
} from '../../../src/web/persist/settings';

const SETTINGS_KEY = 'crescent.settings';

function loadFrom(data: unknown) {
  const storage = new MemoryStorage();
  storage.setItem(SETTINGS_KEY, sealEnvelope('settings', 1, data));
  return new Persistence(storage).loadAll();
}

describe('looks and sound settings', () => {
  it('follow the system, on green felt with the lattice back, and stay silent until sound is turned on', () => {
    expect(DEFAULT_SETTINGS).toMatchObject({ appearance: 'system', felt: 'green', cardBack: 'lattice', sound: false });
  });

  it('offer three appearances, three table colours and three card backs', () => {
    expect(APPEARANCES).toEqual(['system', 'light', 'dark']);
    expect(FELTS).toEqual(['green', 'blue', 'burgundy']);
    expect(CARD_BACKS).toEqual(['lattice', 'crescent', 'diamonds']);
  });

  it('are given back as saved, every choice of each', () => {
    for (const appearance of APPEARANCES) {
      for (const felt of FELTS) {
        for (const cardBack of CARD_BACKS) {
          const storage = new MemoryStorage();
          const settings: Settings = { ...DEFAULT_SETTINGS, appearance, felt, cardBack, sound: true };
          expect(new Persistence(storage).settings.save(settings)).toBeNull();
          const loaded = new Persistence(storage).loadAll();
          expect(loaded.settings).toEqual(settings);
          expect(loaded.notices).toEqual([]);
        }
      }
    }
  });

  it('settings saved before the looks existed load as they were, with the new ones at their defaults and no notice', () => {
    const older = { rules: 'strict', four: false, difficulty: 'hard', facedown: true, display: 'top' };
    const loaded = loadFrom({ ...older, fourColour: true, animations: false });
    expect(loaded.settings).toEqual({ ...DEFAULT_SETTINGS, ...older, fourColour: true, animations: false });
    expect(loaded.notices).toEqual([]);
  });

  it('a bad value is refused in one sentence naming it; its default is used and the other settings are kept', () => {
    const loaded = loadFrom({ ...DEFAULT_SETTINGS, rules: 'casual', appearance: 'sepia', felt: 'blue', sound: 'loud' });
    expect(loaded.settings).toEqual({ ...DEFAULT_SETTINGS, rules: 'casual', felt: 'blue' });
    expect(loaded.notices).toHaveLength(1);
    expect(loaded.notices[0]).toMatch(
      /^Part of your settings could not be read \(appearance, sound\) and the rest was kept;/,
    );
  });

  it('names each of the four fields when it cannot be read', () => {
    const bad = { appearance: 2, felt: 'purple', cardBack: 'plaid', sound: 1 };
    const decoded = decodeSettings({ ...DEFAULT_SETTINGS, ...bad });
    expect(decoded).toEqual({
      ok: true,
      value: { kept: DEFAULT_SETTINGS, lost: 'appearance, table colour, card back, sound' },
    });
  });
});

describe('the looks read by the other pages', () => {
  it('are the saved appearance, felt and back, read without writing anything', () => {
    const storage = new MemoryStorage();
    const raw = sealEnvelope('settings', 1, {
      ...DEFAULT_SETTINGS,
      appearance: 'dark',
      felt: 'burgundy',
      cardBack: 'crescent',
    });
    storage.setItem(SETTINGS_KEY, raw);
    const before = [...storage.items];
    expect(storedLooks(storage)).toEqual({ appearance: 'dark', felt: 'burgundy', cardBack: 'crescent' });
    expect([...storage.items]).toEqual(before);
    expect(storage.getItem(SETTINGS_KEY)).toBe(raw);
  });

  it('are the defaults with no storage, nothing saved, or settings that cannot be read, which stay as they were', () => {
    const defaults = { appearance: 'system', felt: 'green', cardBack: 'lattice' };
    expect(storedLooks(null)).toEqual(defaults);
    expect(storedLooks(new MemoryStorage())).toEqual(defaults);
    const storage = new MemoryStorage();
    storage.setItem(SETTINGS_KEY, '{"app":"crescent"');
    expect(storedLooks(storage)).toEqual(defaults);
    expect(storage.getItem(SETTINGS_KEY)).toBe('{"app":"crescent"');
    expect([...storage.items.keys()]).toEqual([SETTINGS_KEY]);
  });

  it('keep the readable looks of partly damaged settings', () => {
    const storage = new MemoryStorage();
    storage.setItem(
      SETTINGS_KEY,
      sealEnvelope('settings', 1, { ...DEFAULT_SETTINGS, appearance: 'light', felt: 'mauve' }),
    );
    expect(storedLooks(storage)).toEqual({ appearance: 'light', felt: 'green', cardBack: 'lattice' });
  });
});
