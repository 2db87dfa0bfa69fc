// The browser storage seen through a small interface, with reads and writes that never throw to the caller.

import { fail, ok, type Problem, type Result } from '../../engine/index';

/** The part of the Web Storage API we use: localStorage satisfies it, and so does a test fake. */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Why the browser's storage would not read or write: it is full, or it refuses (blocked, private mode). */
export type StorageCode = 'STORAGE_FULL' | 'STORAGE_REFUSED';

/** The text under a key (null when there is none), or why the storage would not give it. */
export type StorageRead = Result<string | null, Problem<StorageCode>>;

/** Whether an error thrown by setItem means the storage is full (browsers name and number it differently). */
export function isQuotaExceeded(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, code } = error as { name?: unknown; code?: unknown };
  return name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED' || code === 22 || code === 1014;
}

function describeFailure(error: unknown): Problem<StorageCode> {
  if (isQuotaExceeded(error)) return { code: 'STORAGE_FULL', reason: "the browser's storage is full" };
  return { code: 'STORAGE_REFUSED', reason: "the browser's storage refused it" };
}

/** Reads one key; a storage that throws (blocked cookies, private modes) comes back as a problem. */
export function readRaw(storage: StorageLike, key: string): StorageRead {
  try {
    const raw = storage.getItem(key);
    return ok(typeof raw === 'string' ? raw : null);
  } catch (error) {
    return fail(describeFailure(error));
  }
}

/** Writes one key: null when it was written, else what went wrong, in words. */
export function writeRaw(storage: StorageLike, key: string, value: string): string | null {
  try {
    storage.setItem(key, value);
    return null;
  } catch (error) {
    return describeFailure(error).reason;
  }
}

/** Removes one key: null when done, else what went wrong. */
export function removeRaw(storage: StorageLike, key: string): string | null {
  try {
    storage.removeItem(key);
    return null;
  } catch (error) {
    return describeFailure(error).reason;
  }
}

/** The page's localStorage, or null where the browser forbids it (reading the property itself may throw). */
export function browserStorage(): StorageLike | null {
  try {
    const storage = globalThis.localStorage;
    return storage ?? null;
  } catch {
    return null;
  }
}
