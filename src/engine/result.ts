// One shape for every answer that can fail: the value, or the problem with a stable code and the sentence to show.

/** A value, or what went wrong instead; `error` is a Problem unless a caller names another shape. */
export type Result<T, E = Problem> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: E };

/** What went wrong: a code a program can branch on, and the one sentence a person is shown. */
export interface Problem<C extends string = string> {
  readonly code: C;
  readonly reason: string;
}

export function ok<T>(value: T): { readonly ok: true; readonly value: T } {
  return { ok: true, value };
}

export function fail<E>(error: E): { readonly ok: false; readonly error: E } {
  return { ok: false, error };
}
