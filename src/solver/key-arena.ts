// A set of exact keys kept as bytes in growing arenas: found by a hash of their bytes, then compared byte by byte.

import { mix32 } from './hash';

/** `add` when the arena cannot grow further (every bank's offsets are 31-bit numbers). */
export const ARENA_FULL = -2;
/** `add` when the key was there already. */
export const ALREADY_THERE = -1;

/** The most bytes one bank holds: its offsets and the table's entries are 31-bit numbers. */
const MAX_BANK_BYTES = 2 ** 31 - 512;
/** Keys are spread over this many banks by the top bits of their hash, so a set may hold 8 banks' worth. */
const BANK_BITS = 3;
const BANKS = 1 << BANK_BITS;
/** A handle is its bank times this plus its offset in the bank: below 2^34, a whole number a double holds exactly. */
const BANK_SPAN = 2 ** 31;

/** One bank: its bytes (each key's length, then the key) and an open-addressing table over them. */
class Bank {
  bytes = new Uint8Array(256);
  used = 0;
  /** Offset + 1 per slot (0: empty), and the key's hash beside it. */
  slots = new Int32Array(16);
  hashes = new Uint32Array(16);
  size = 0;

  constructor(private readonly maxBytes: number) {}

  /** The slot holding the key, or the empty slot where it would go. */
  find(key: Uint8Array, n: number, hash: number): number {
    const mask = this.slots.length - 1;
    let i = hash & mask;
    for (;;) {
      const at = this.slots[i] as number;
      if (at === 0 || (this.hashes[i] === hash && this.equals(at - 1, key, n))) return i;
      i = (i + 1) & mask;
    }
  }

  /** Stores the key at the empty `slot`: its offset, or ARENA_FULL. */
  store(key: Uint8Array, n: number, hash: number, slot: number): number {
    if (this.used + n + 1 > this.bytes.length) {
      if (this.used + n + 1 > this.maxBytes) return ARENA_FULL;
      let length = this.bytes.length * 2;
      while (length < this.used + n + 1) length *= 2;
      const grown = new Uint8Array(Math.min(length, this.maxBytes));
      grown.set(this.bytes.subarray(0, this.used));
      this.bytes = grown;
    }
    const offset = this.used;
    this.bytes[offset] = n;
    this.bytes.set(key.subarray(0, n), offset + 1);
    this.used += n + 1;
    this.slots[slot] = offset + 1;
    this.hashes[slot] = hash;
    this.size++;
    if (this.size * 2 > this.slots.length) this.rehash();
    return offset;
  }

  private equals(offset: number, key: Uint8Array, n: number): boolean {
    const bytes = this.bytes;
    if (bytes[offset] !== n) return false;
    for (let i = 0; i < n; i++) if (bytes[offset + 1 + i] !== key[i]) return false;
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

/**
 * Keys of at most 255 bytes, each stored once as its length and then its bytes. A hash only chooses where to
 * look (its top bits the bank, its low bits the slot): two keys are the same only when every byte agrees, so
 * nothing rests on the hash. It holds a key in its length plus one byte, and 8 to 32 bytes of table; one bank
 * holds up to 2 GiB of keys, and the set up to eight banks, so a search given more memory can keep more keys.
 */
export class KeyArena {
  private readonly banks: (Bank | undefined)[] = new Array(BANKS);
  size = 0;

  /** `maxBankBytes`: the most bytes one bank may hold (smaller only in tests, to fill a bank cheaply). */
  constructor(private readonly maxBankBytes: number = MAX_BANK_BYTES) {}

  /** Whether the key `key[0..n)` is here (`hash`: its hashBytes, where the caller has it already). */
  has(key: Uint8Array, n: number, hash = hashBytes(key, n)): boolean {
    const bank = this.banks[hash >>> (32 - BANK_BITS)];
    return bank !== undefined && bank.slots[bank.find(key, n, hash)] !== 0;
  }

  /** The handle of the key `key[0..n)`, or -1 when it is not here. */
  handleOf(key: Uint8Array, n: number, hash = hashBytes(key, n)): number {
    const b = hash >>> (32 - BANK_BITS);
    const bank = this.banks[b];
    if (bank === undefined) return -1;
    const at = bank.slots[bank.find(key, n, hash)] as number;
    return at === 0 ? -1 : b * BANK_SPAN + at - 1;
  }

  /** Adds the key `key[0..n)`: its handle, or ALREADY_THERE, or ARENA_FULL when there is no room for it. */
  add(key: Uint8Array, n: number, hash = hashBytes(key, n)): number {
    const b = hash >>> (32 - BANK_BITS);
    let bank = this.banks[b];
    if (bank === undefined) {
      bank = new Bank(this.maxBankBytes);
      this.banks[b] = bank;
    }
    const slot = bank.find(key, n, hash);
    if (bank.slots[slot] !== 0) return ALREADY_THERE;
    const offset = bank.store(key, n, hash, slot);
    if (offset === ARENA_FULL) return ARENA_FULL;
    this.size++;
    return b * BANK_SPAN + offset;
  }

  /** Copies the key of `handle` into `out` and returns its length. */
  read(handle: number, out: Uint8Array): number {
    const b = Math.floor(handle / BANK_SPAN);
    const offset = handle - b * BANK_SPAN;
    const bytes = (this.banks[b] as Bank).bytes;
    const n = bytes[offset] as number;
    out.set(bytes.subarray(offset + 1, offset + 1 + n));
    return n;
  }

  /** Every key's handle: bank by bank, each bank's in the order added. */
  *handles(): Iterable<number> {
    for (let b = 0; b < BANKS; b++) {
      const bank = this.banks[b];
      if (bank === undefined) continue;
      for (let at = 0; at < bank.used; at += (bank.bytes[at] as number) + 1) yield b * BANK_SPAN + at;
    }
  }
}

/** FNV-1a over the bytes, then the position hash's finalizer so that both ends of the hash are well spread. */
export function hashBytes(key: Uint8Array, n: number): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < n; i++) h = Math.imul(h ^ (key[i] as number), 0x01000193);
  return mix32(h);
}
