// When a component drawn from its props alone must draw again: when one of them is no longer the same value.

/** Whether any of `next` differs from `now` by identity (the places' marks are shared objects, see pile.tsx). */
export function propsChanged<P extends object>(now: P, next: P): boolean {
  const old = now as P & Record<string, unknown>;
  return Object.entries(next).some(([key, value]) => old[key] !== value);
}
