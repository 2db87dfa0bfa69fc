// Whether the introduction has been seen: one versioned key read exactly; anything else under it is junk, removed.

import { readRaw, removeRaw, type StorageLike, writeRaw } from '../persist/storage';

/** The key and the one value that mean "finished or skipped". A later introduction can take a new version. */
export const INTRO_KEY = 'crescent.intro';
export const INTRO_DONE = 'v1 done';

/**
 * True when this browser has finished or skipped the introduction. Junk under the key (an older or foreign
 * value) is removed so it never lingers; storage that throws reads as "not done", and the introduction shows.
 */
export function introDone(storage: StorageLike | null): boolean {
  if (storage === null) return false;
  const read = readRaw(storage, INTRO_KEY);
  if (!read.ok || read.value === null) return false;
  if (read.value === INTRO_DONE) return true;
  removeRaw(storage, INTRO_KEY);
  return false;
}

/** Remembers that the introduction is done; a storage that refuses only means it shows again next visit. */
export function markIntroDone(storage: StorageLike | null): void {
  if (storage !== null) writeRaw(storage, INTRO_KEY, INTRO_DONE);
}

/** The query that asks for the introduction again (the Rules page links to it). */
export const INTRO_QUERY = 'intro';

/**
 * Whether a visit opened with this query string shows the introduction: always when asked for, else until it is
 * done, a visit by a game link too (on the link's own game, once its table is drawn).
 */
export function introWanted(search: string, storage: StorageLike | null): boolean {
  const query = new URLSearchParams(search);
  if (query.get(INTRO_QUERY) === '1') return true;
  return !introDone(storage);
}
