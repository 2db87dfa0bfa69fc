// An in-memory StorageLike: the fallback where the browser gives no storage, and the fake the tests fill and break.

import type { StorageLike } from './storage';

/** Thrown like the browser's: a DOMException named QuotaExceededError. */
function quotaError(): Error {
  return new DOMException('The quota has been exceeded.', 'QuotaExceededError');
}

/**
 * A Map behind the StorageLike interface. `quota` counts the characters of keys and values together,
 * roughly as browsers do; a write that would pass it throws QuotaExceededError and changes nothing.
 */
export class MemoryStorage implements StorageLike {
  readonly items = new Map<string, string>();
  quota: number;

  constructor(quota = Number.POSITIVE_INFINITY) {
    this.quota = quota;
  }

  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }

  setItem(key: string, value: string): void {
    const old = this.items.get(key);
    const used = this.used() - (old === undefined ? 0 : key.length + old.length);
    if (used + key.length + value.length > this.quota) throw quotaError();
    this.items.set(key, String(value));
  }

  removeItem(key: string): void {
    this.items.delete(key);
  }

  used(): number {
    let n = 0;
    for (const [key, value] of this.items) n += key.length + value.length;
    return n;
  }
}
