// The rule keys statistics are kept under: one per variant, face-down dealing counted apart.

import {
  describeOptions,
  FACEDOWN,
  type GameOptions,
  VARIANTS,
  type VariantStatsKey,
  variantOf,
} from '../../engine/index';

export type StatsKey = VariantStatsKey | `${VariantStatsKey}${typeof FACEDOWN.statsKey}`;

/** Every key, in the order the statistics table lists them: face-up variants first, then face-down. */
export const STATS_KEYS: readonly StatsKey[] = [
  ...VARIANTS.map((v) => v.statsKey),
  ...VARIANTS.map((v): StatsKey => `${v.statsKey}${FACEDOWN.statsKey}`),
];

export function isStatsKey(value: unknown): value is StatsKey {
  return typeof value === 'string' && (STATS_KEYS as readonly string[]).includes(value);
}

/** The key a game with these options is counted under. Medium is casual's default difficulty. */
export function statsKeyOf(options: GameOptions): StatsKey {
  const base = variantOf(options).statsKey;
  return options.facedown ? `${base}${FACEDOWN.statsKey}` : base;
}

export function optionsOfStatsKey(key: StatsKey): GameOptions {
  const facedown = key.endsWith(FACEDOWN.statsKey);
  const base = facedown ? key.slice(0, -FACEDOWN.statsKey.length) : key;
  const variant = VARIANTS.find((v) => v.statsKey === base);
  if (variant === undefined) throw new RangeError(`"${key}" is not a statistics key.`);
  return facedown ? { ...variant.options, facedown: true } : variant.options;
}

/** "Classic (Crescent Four)", "Casual Hard, face-down": the engine's own description of the options. */
export function describeStatsKey(key: StatsKey): string {
  return describeOptions(optionsOfStatsKey(key));
}
