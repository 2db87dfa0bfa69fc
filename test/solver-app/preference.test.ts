// The solver choices kept in the browser: only the two values the app writes are read; anything else is removed.

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadThinkAhead, loadWinnableOnly, saveThinkAhead, saveWinnableOnly } from '../../src/web/solver/preference';

/** A storage like the browser's, kept in a map so a test can see what is left in it. */
class MemoryStorage {
  readonly items = new Map<string, string>();
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.items.set(key, value);
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
}

const CHOICES = [
  { key: 'crescent.winnableOnly', load: loadWinnableOnly, save: saveWinnableOnly },
  { key: 'crescent.solverAhead', load: loadThinkAhead, save: saveThinkAhead },
] as const;

let storage: MemoryStorage;
beforeEach(() => {
  storage = new MemoryStorage();
  Object.defineProperty(globalThis, 'localStorage', { value: storage, configurable: true });
});
afterEach(() => {
  Reflect.deleteProperty(globalThis, 'localStorage');
});

describe.each(CHOICES)('the $key choice', ({ key, load, save }) => {
  it('is on when nothing is stored, and reads back what was saved', () => {
    expect(load()).toBe(true);
    save(false);
    expect(storage.getItem(key)).toBe('off');
    expect(load()).toBe(false);
    save(true);
    expect(storage.getItem(key)).toBe('on');
    expect(load()).toBe(true);
  });

  it.each([
    ['2,000,000 characters of junk', 'x'.repeat(2_000_000)],
    ['a value in other case', 'OFF'],
    ['a value with spaces', ' off'],
    ['a JSON word', 'false'],
    ['an empty string', ''],
  ])('removes %s and keeps the default rather than reading it', (_, junk) => {
    storage.setItem(key, junk);
    expect(load()).toBe(true);
    expect(storage.items.has(key)).toBe(false);
  });

  it('keeps the default when storage is refused', () => {
    Object.defineProperty(globalThis, 'localStorage', {
      get() {
        throw new Error('SecurityError');
      },
      configurable: true,
    });
    expect(load()).toBe(true);
    expect(() => save(false)).not.toThrow();
  });
});
