// The key arena: a set of byte keys that agrees with a set of their texts, gives each key back, and outgrows one bank.

import { describe, expect, it } from 'vitest';
import { ALREADY_THERE, ARENA_FULL, KeyArena } from '../../src/solver/key-arena';
import { seeded } from './positions';

describe('KeyArena', () => {
  it('holds exactly the keys a set of their texts holds, finds each by its bytes, and reads each back once', () => {
    const random = seeded(91);
    const arena = new KeyArena();
    const texts = new Set<string>();
    const handles = new Map<string, number>();
    const order: string[] = [];
    const key = new Uint8Array(255);
    // Short keys over three byte values: many repeats, and many keys that share a prefix or a length.
    for (let i = 0; i < 60_000; i++) {
      const n = Math.floor(random() * 12);
      for (let j = 0; j < n; j++) key[j] = Math.floor(random() * 3);
      const text = String.fromCharCode(...key.subarray(0, n));
      expect(arena.has(key, n)).toBe(texts.has(text));
      // A key's handle is the one its first add gave, and there is none before it.
      expect(arena.handleOf(key, n)).toBe(handles.get(text) ?? -1);
      const handle = arena.add(key, n);
      if (texts.has(text)) expect(handle).toBe(ALREADY_THERE);
      else {
        expect(handle).toBeGreaterThanOrEqual(0);
        handles.set(text, handle);
        texts.add(text);
        order.push(text);
      }
    }
    expect(arena.size).toBe(texts.size);
    expect(texts.size).toBeGreaterThan(20_000);
    const back: string[] = [];
    for (const handle of arena.handles()) {
      const n = arena.read(handle, key);
      back.push(String.fromCharCode(...key.subarray(0, n)));
    }
    expect(back.sort()).toEqual(order.sort());
  });

  it('spreads its keys over banks, so it holds more than one bank can, and says when it is full', () => {
    // Banks of 1,024 bytes: a 10-byte key takes 11, so one bank holds at most 93 of them.
    const arena = new KeyArena(1024);
    const key = new Uint8Array(10);
    const added = new Map<number, string>();
    let full = 0;
    for (let i = 0; i < 2_000; i++) {
      key.fill(0);
      key[0] = i & 255;
      key[1] = i >> 8;
      const handle = arena.add(key, 10);
      if (handle === ARENA_FULL) {
        full++;
        expect(arena.has(key, 10)).toBe(false);
      } else {
        expect(handle).toBeGreaterThanOrEqual(0);
        added.set(handle, String(i));
        expect(arena.add(key, 10)).toBe(ALREADY_THERE);
      }
    }
    expect(full).toBeGreaterThan(0);
    expect(arena.size).toBe(added.size);
    expect(added.size).toBeGreaterThan(4 * 93);
    expect(added.size).toBeLessThanOrEqual(8 * 93);
    const out = new Uint8Array(255);
    for (const handle of arena.handles()) {
      expect(arena.read(handle, out)).toBe(10);
      expect(String((out[0] as number) + 256 * (out[1] as number))).toBe(added.get(handle));
    }
  });
});
