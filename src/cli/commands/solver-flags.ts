// The solver commands' options: `--name value` and `--switch` flags read into a map, numbers checked with one sentence each.

export type Flags = { values: Map<string, string>; switches: Set<string>; rest: string[] };

/** Splits arguments into `--name value` options, `--switch` flags and the rest; a sentence for anything unknown. */
export function readFlags(
  args: readonly string[],
  valued: readonly string[],
  switches: readonly string[],
): { ok: true; flags: Flags } | { ok: false; error: string } {
  const flags: Flags = { values: new Map(), switches: new Set(), rest: [] };
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    // Two time limits or rule sets: keeping the last one silently would hide a script's mistake.
    if (flags.values.has(arg) || flags.switches.has(arg)) {
      return { ok: false, error: `${arg} is given more than once: give each option once.` };
    }
    if (!arg.startsWith('--')) {
      flags.rest.push(arg);
    } else if (valued.includes(arg)) {
      const value = args[i + 1];
      if (value === undefined) return { ok: false, error: `${arg} needs a value.` };
      flags.values.set(arg, value);
      i++;
    } else if (switches.includes(arg)) {
      flags.switches.add(arg);
    } else {
      return { ok: false, error: `Unknown option ${arg}: the options are ${[...valued, ...switches].join(', ')}.` };
    }
  }
  return { ok: true, flags };
}

/**
 * A positive number option (absent: no value), or a sentence. A whole number is written in digits alone
 * (`1e9` or `+5` is not one); any other number is a plain decimal.
 */
export function positive(
  flags: Flags,
  name: string,
  integer: boolean,
): { ok: true; value?: number } | { ok: false; error: string } {
  const text = flags.values.get(name);
  if (text === undefined) return { ok: true };
  const value = Number(text);
  const written = integer ? /^[0-9]+$/.test(text) : /^[0-9]*\.?[0-9]+$/.test(text);
  if (!written || !Number.isFinite(value) || value <= 0 || (integer && !Number.isSafeInteger(value))) {
    return { ok: false, error: `${name} must be a positive ${integer ? 'whole number' : 'number'}, not "${text}".` };
  }
  return { ok: true, value };
}

/** Writes `crescent COMMAND: error` on stderr, on a line of its own; exit status 2 (a wrong call or bad input). */
export function fail(command: string, error: string): number {
  process.stderr.write(`crescent ${command}: ${error}\n`);
  return 2;
}
