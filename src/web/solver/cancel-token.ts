// A search's cancel signal that its worker can read in the middle of the search: a blob URL the page revokes.

/*
 * Why: Chromium lets a terminated worker's script run on for up to 2 s (Blink's forcible-termination delay) while
 * it is inside one long synchronous call, as the solver's search is. A cancelled search would go on using a core
 * beside the next search, and on a 2-core machine leave the page none for its frames. A worker cannot read a
 * message in the middle of a synchronous call, but it can make a synchronous request: once the page has revoked
 * the token's blob URL, the request fails, and the solver's clock ends the search.
 */

/**
 * How often the worker checks its token, in ms. Each check is a synchronous request that costs the browser's own
 * process CPU, and checking too often makes the search's frames worse than no token at all; every 200 ms ends a
 * cancelled search soon enough with few requests.
 */
export const CHECK_EVERY_MS = 200;

/** How the page makes and revokes tokens (tests give their own). `create` gives null where there are no blob URLs. */
export interface CancelTokens {
  create(): string | null;
  revoke(token: string): void;
}

export const BLOB_TOKENS: CancelTokens = {
  create: () => (typeof URL.createObjectURL === 'function' ? URL.createObjectURL(new Blob([])) : null),
  revoke: (token) => URL.revokeObjectURL(token),
};

/** Whether the token's blob URL still answers, by a synchronous request (allowed in a worker). */
export function tokenLive(token: string): boolean {
  const request = new XMLHttpRequest();
  try {
    request.open('GET', token, false);
    request.send();
    return request.status === 200;
  } catch {
    return false;
  }
}

/** Thrown out of the solver by its clock when the page has cancelled the search. */
export class SearchCancelled extends Error {
  constructor() {
    super('The search was cancelled.');
    this.name = 'SearchCancelled';
  }
}

/**
 * The solver's clock for a search that can be cancelled: it gives `clock()`'s time, and at most every `everyMs`
 * it checks `live()` first, throwing SearchCancelled once the answer is no.
 */
export function cancellableClock(
  live: () => boolean,
  clock: () => number = Date.now,
  everyMs = CHECK_EVERY_MS,
): () => number {
  let next = clock() + everyMs;
  return () => {
    const now = clock();
    if (now >= next) {
      if (!live()) throw new SearchCancelled();
      next = clock() + everyMs;
    }
    return now;
  };
}
