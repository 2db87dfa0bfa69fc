// The key arena: a set of byte keys that agrees with a set of their texts, and gives each key back as added.

import { describe, expect, it } from 'vitest';
import { ALREADY_THERE, KeyArena } from '../../src/solver/key-arena';
import { seeded } from './positions';

describe('KeyArena', () => {
  it('holds exactly the keys a set of their texts holds, and reads each back in the order added', () => {
    const random = seeded(91);
    const arena = new KeyArena();
    const texts = new Set<string>();
    const order: string[] = [];
    const key = new Uint8Array(255);
    // Short keys over three byte values: many repeats, and many keys that share a prefix or a length.
    for (let i = 0; i < 60_000; i++) {
      const n = Math.floor(random() * 12);
      for (let j = 0; j < n; j++) key[j] = Math.floor(random() * 3);
      const text = String.fromCharCode(...key.subarray(0, n));
      expect(arena.has(key, n)).toBe(texts.has(text));
      const handle = arena.add(key, n);
      if (texts.has(text)) expect(handle).toBe(ALREADY_THERE);
      else {
        expect(handle).toBeGreaterThanOrEqual(0);
        texts.add(text);
        order.push(text);
      }
    }
    expect(arena.size).toBe(texts.size);
    expect(texts.size).toBeGreaterThan(20_000);
    const back: string[] = [];
    for (const handle of arena.handles()) {
      const bytes = arena.data;
      back.push(String.fromCharCode(...bytes.subarray(handle + 1, handle + 1 + (bytes[handle] as number))));
    }
    expect(back).toEqual(order);
  });
});
