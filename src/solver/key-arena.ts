// A set of exact keys kept as bytes in one growing arena: found by a hash of their bytes, then compared byte by byte.

import { mix32 } from './hash';

/** `add` when the arena cannot grow further (its offsets are 31-bit numbers). */
export const ARENA_FULL = -2;
/** `add` when the key was there already. */
export const ALREADY_THERE = -1;

const MAX_ARENA_BYTES = 2 ** 31 - 512;

/**
 * Keys of at most 255 bytes, each stored once as its length and then its bytes; a key's handle is where it
 * starts. A hash only chooses where to look: two keys are the same only when every byte agrees, so nothing
 * rests on the hash. It holds a key in its length plus one byte, and 8 to 32 bytes of table.
 */
export class KeyArena {
  private bytes = new Uint8Array(1 << 12);
  private used = 0;
  /** Open addressing: handle + 1 per slot (0: empty), and the key's hash beside it. */
  private slots = new Int32Array(1 << 10);
  private hashes = new Uint32Array(1 << 10);
  size = 0;

  /** The arena's bytes: a key's length at its handle, its bytes after it. Read it again after an `add`. */
  get data(): Uint8Array {
    return this.bytes;
  }

  /** Whether the key `key[0..n)` is here. */
  has(key: Uint8Array, n: number): boolean {
    return this.slots[this.find(key, n, hashBytes(key, n))] !== 0;
  }

  /** Adds the key `key[0..n)`: its handle, or ALREADY_THERE, or ARENA_FULL when there is no room for it. */
  add(key: Uint8Array, n: number): number {
    const hash = hashBytes(key, n);
    const slot = this.find(key, n, hash);
    if (this.slots[slot] !== 0) return ALREADY_THERE;
    if (this.used + n + 1 > this.bytes.length) {
      if (this.used + n + 1 > MAX_ARENA_BYTES) return ARENA_FULL;
      let length = this.bytes.length * 2;
      while (length < this.used + n + 1) length *= 2;
      const grown = new Uint8Array(Math.min(length, MAX_ARENA_BYTES));
      grown.set(this.bytes.subarray(0, this.used));
      this.bytes = grown;
    }
    const handle = this.used;
    this.bytes[handle] = n;
    this.bytes.set(key.subarray(0, n), handle + 1);
    this.used += n + 1;
    this.slots[slot] = handle + 1;
    this.hashes[slot] = hash;
    this.size++;
    if (this.size * 2 > this.slots.length) this.rehash();
    return handle;
  }

  /** Every key's handle, in the order added. */
  *handles(): Iterable<number> {
    for (let at = 0; at < this.used; at += (this.bytes[at] as number) + 1) yield at;
  }

  /** The slot holding the key, or the empty slot where it would go. */
  private find(key: Uint8Array, n: number, hash: number): number {
    const mask = this.slots.length - 1;
    let i = hash & mask;
    for (;;) {
      const at = this.slots[i] as number;
      if (at === 0 || (this.hashes[i] === hash && this.equals(at - 1, key, n))) return i;
      i = (i + 1) & mask;
    }
  }

  private equals(handle: number, key: Uint8Array, n: number): boolean {
    const bytes = this.bytes;
    if (bytes[handle] !== n) return false;
    for (let i = 0; i < n; i++) if (bytes[handle + 1 + i] !== key[i]) return false;
    return true;
  }

  /** Twice the slots, every key placed again by its hash. */
  private rehash(): void {
    const slots = new Int32Array(this.slots.length * 2);
    const hashes = new Uint32Array(slots.length);
    const mask = slots.length - 1;
    for (let j = 0; j < this.slots.length; j++) {
      const at = this.slots[j] as number;
      if (at === 0) continue;
      const hash = this.hashes[j] as number;
      let i = hash & mask;
      while (slots[i] !== 0) i = (i + 1) & mask;
      slots[i] = at;
      hashes[i] = hash;
    }
    this.slots = slots;
    this.hashes = hashes;
  }
}

/** FNV-1a over the bytes, then the position hash's finalizer so that linear probing sees well-spread slots. */
function hashBytes(key: Uint8Array, n: number): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < n; i++) h = Math.imul(h ^ (key[i] as number), 0x01000193);
  return mix32(h);
}
