// The browser storage seen through a small interface, with reads and writes that never throw to the caller.

/** The part of the Web Storage API we use: localStorage satisfies it, and so does a test fake. */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export type StorageRead =
  | { readonly ok: true; readonly raw: string | null }
  | { readonly ok: false; readonly problem: string };

/** Whether an error thrown by setItem means the storage is full (browsers name and number it differently). */
export function isQuotaExceeded(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, code } = error as { name?: unknown; code?: unknown };
  return name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED' || code === 22 || code === 1014;
}

function describeFailure(error: unknown): string {
  if (isQuotaExceeded(error)) return "the browser's storage is full";
  return "the browser's storage refused it";
}

/** Reads one key; a storage that throws (blocked cookies, private modes) comes back as a problem. */
export function readRaw(storage: StorageLike, key: string): StorageRead {
  try {
    const raw = storage.getItem(key);
    return { ok: true, raw: typeof raw === 'string' ? raw : null };
  } catch (error) {
    return { ok: false, problem: describeFailure(error) };
  }
}

/** Writes one key: null when it was written, else what went wrong, in words. */
export function writeRaw(storage: StorageLike, key: string, value: string): string | null {
  try {
    storage.setItem(key, value);
    return null;
  } catch (error) {
    return describeFailure(error);
  }
}

/** Removes one key: null when done, else what went wrong. */
export function removeRaw(storage: StorageLike, key: string): string | null {
  try {
    storage.removeItem(key);
    return null;
  } catch (error) {
    return describeFailure(error);
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
