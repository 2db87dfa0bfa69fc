// The rule keys statistics are kept under: one per rule set and option, face-down dealing counted apart.

import { describeOptions, type GameOptions } from '../../engine/index';

/** Each rule key with the options it stands for; face-down keys add `+facedown`. */
const BASE_KEYS = {
  classic: { rules: 'classic' },
  'classic-four': { rules: 'classic', four: true },
  'casual-easy': { rules: 'casual', difficulty: 'easy' },
  'casual-medium': { rules: 'casual', difficulty: 'medium' },
  'casual-hard': { rules: 'casual', difficulty: 'hard' },
  strict: { rules: 'strict' },
} as const satisfies Record<string, GameOptions>;

type BaseKey = keyof typeof BASE_KEYS;
export type StatsKey = BaseKey | `${BaseKey}+facedown`;

const BASE_KEY_LIST = Object.keys(BASE_KEYS) as BaseKey[];
/** Every key, in the order the statistics table lists them: face-up rule sets first, then face-down. */
export const STATS_KEYS: readonly StatsKey[] = [
  ...BASE_KEY_LIST,
  ...BASE_KEY_LIST.map((k): StatsKey => `${k}+facedown`),
];

export function isStatsKey(value: unknown): value is StatsKey {
  return typeof value === 'string' && (STATS_KEYS as readonly string[]).includes(value);
}

/** The key a game with these options is counted under. Medium is casual's default difficulty. */
export function statsKeyOf(options: GameOptions): StatsKey {
  let base: BaseKey;
  switch (options.rules) {
    case 'classic':
      base = options.four ? 'classic-four' : 'classic';
      break;
    case 'casual':
      base = `casual-${options.difficulty ?? 'medium'}`;
      break;
    case 'strict':
      base = 'strict';
      break;
  }
  return options.facedown ? `${base}+facedown` : base;
}

export function optionsOfStatsKey(key: StatsKey): GameOptions {
  const [base, facedown] = key.split('+') as [BaseKey, string | undefined];
  return facedown === undefined ? BASE_KEYS[base] : { ...BASE_KEYS[base], facedown: true };
}

/** "Classic (Crescent Four)", "Casual Hard, face-down": the engine's own description of the options. */
export function describeStatsKey(key: StatsKey): string {
  return describeOptions(optionsOfStatsKey(key));
}
