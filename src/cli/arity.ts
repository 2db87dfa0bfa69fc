// The sentence for a wrong number of arguments, so every command words it the same way.

/** "expects one POSITION, but got 3 arguments". */
export function arityProblem(expected: string, args: readonly string[]): string {
  const got = args.length === 0 ? 'no arguments' : args.length === 1 ? '1 argument' : `${args.length} arguments`;
  return `expects ${expected}, but got ${got}`;
}
