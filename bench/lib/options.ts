// The options the benchmarks of real lost games share: a flag's value, and the seed of the games played.

/** The value after `name` on the command line, or the fallback. */
export function option(name: string, fallback: string): string {
  const i = process.argv.indexOf(name);
  return i >= 0 ? (process.argv[i + 1] ?? fallback) : fallback;
}

/** Games and choices of the held-out seed are never looked at while choosing anything; the tuning seed is for trials. */
const SEEDS: Record<string, number> = { 'held-out': 0x4c_4f_53_54, tuning: 7 };

/** The seed named by `--seed` (held-out by default): its name as given, and its number. */
export function gameSeed(): { readonly name: string; readonly seed: number } {
  const name = option('--seed', 'held-out');
  const seed = SEEDS[name] ?? Number(name);
  if (!Number.isSafeInteger(seed)) throw new Error(`--seed is held-out, tuning or a whole number, not "${name}".`);
  return { name, seed };
}
