// The six variants (RULES.md sections 3, 7 and 8) as one table: every list and switch over them is read from it.

import { type CasualDifficulty, DEFAULT_DIFFICULTY, type GameOptions, RULE_SET_IDS, type RuleSetId } from './rules';

/** One variant: a rule book with the options that pick it among that book's variants. */
interface VariantRow {
  /** The letter a game code names it by (RULES.md section 8). */
  readonly letter: string;
  /** The rule book and the options that pick this variant; face-down dealing goes with any variant. */
  readonly options: GameOptions;
  /** The name of the option within its rule book as RULES.md gives it ("Crescent Four", "Easy"), or null. */
  readonly option: string | null;
  /** Its name as the player reads it in the header, the statistics and the rules page. */
  readonly label: string;
  /** Its name in the fewest words, as the winnability table and (in lower case) the daily share line write it. */
  readonly short: string;
  /** The key its statistics are saved under: stored data, so never renamed. */
  readonly statsKey: string;
  /** The redeals (casual: shuffles) a game starts with; when and how they are taken is its rule book's. */
  readonly redeals: number;
}

/** In the order the game codes, the statistics and the rules page list them. */
export const VARIANTS = [
  {
    letter: 'N',
    options: { rules: 'classic' },
    option: null,
    label: 'Classic',
    short: 'classic',
    statsKey: 'classic',
    redeals: 3,
  },
  {
    letter: 'F',
    options: { rules: 'classic', four: true },
    option: 'Crescent Four',
    label: 'Classic (Crescent Four)',
    short: 'classic Four',
    statsKey: 'classic-four',
    redeals: 4,
  },
  {
    letter: 'E',
    options: { rules: 'casual', difficulty: 'easy' },
    option: 'Easy',
    label: 'Casual Easy',
    short: 'casual Easy',
    statsKey: 'casual-easy',
    redeals: 9,
  },
  {
    letter: 'M',
    options: { rules: 'casual', difficulty: 'medium' },
    option: 'Medium',
    label: 'Casual Medium',
    short: 'casual Medium',
    statsKey: 'casual-medium',
    redeals: 6,
  },
  {
    letter: 'H',
    options: { rules: 'casual', difficulty: 'hard' },
    option: 'Hard',
    label: 'Casual Hard',
    short: 'casual Hard',
    statsKey: 'casual-hard',
    redeals: 3,
  },
  {
    letter: 'S',
    options: { rules: 'strict' },
    option: null,
    label: 'Strict',
    short: 'strict',
    statsKey: 'strict',
    redeals: 3,
  },
] as const satisfies readonly VariantRow[];

export type Variant = (typeof VARIANTS)[number];
export type VariantLetter = Variant['letter'];
export type VariantStatsKey = Variant['statsKey'];

/** What face-down dealing adds to any variant's letter, label, short name and statistics key. */
export const FACEDOWN = { letter: 'D', label: ', face-down', short: 'face-down', statsKey: '+facedown' } as const;

/** The options that tell one variant of a rule book from another, with their defaults filled in. */
function picked(options: GameOptions): { readonly four: boolean; readonly difficulty: CasualDifficulty } {
  return { four: options.four === true, difficulty: options.difficulty ?? DEFAULT_DIFFICULTY };
}
const PICKS = ['four', 'difficulty'] as const;
/** An option that picks a variant within its rule book. */
export type VariantPick = (typeof PICKS)[number];

/** A rule book's options are the ones its variants differ in: classic has Crescent Four, casual the difficulty. */
function picksOf(rules: RuleSetId): VariantPick[] {
  const rows = variantsOf(rules).map((v) => picked(v.options));
  return PICKS.filter((pick) => rows.some((row) => row[pick] !== rows[0]?.[pick]));
}
const BOOK_PICKS: ReadonlyMap<RuleSetId, readonly VariantPick[]> = new Map(RULE_SET_IDS.map((id) => [id, picksOf(id)]));

/** The options a player picks among a rule book's variants: classic's Crescent Four, casual's difficulty. */
export function bookPicks(rules: RuleSetId): readonly VariantPick[] {
  return BOOK_PICKS.get(rules) ?? [];
}

/** The variants played under one rule book, in table order. */
export function variantsOf(rules: RuleSetId): Variant[] {
  return VARIANTS.filter((v) => v.options.rules === rules);
}

/** The variant a game with these options plays; options its rule book does not have are ignored. */
export function variantOf(options: GameOptions): Variant {
  const want = picked(options);
  const found = variantsOf(options.rules).find((v) => {
    const has = picked(v.options);
    return bookPicks(options.rules).every((pick) => has[pick] === want[pick]);
  });
  if (found === undefined) throw new RangeError(`No variant has the rules "${options.rules}".`);
  return found;
}

/** The variant a game-code letter names (upper case), or undefined. */
export function variantByLetter(letter: string): Variant | undefined {
  return VARIANTS.find((v) => v.letter === letter);
}

/** The redeals a new game starts with. */
export function redealAllowance(options: GameOptions): number {
  return variantOf(options).redeals;
}

/** The largest number of redeals any game of this rule set can have left. */
export function maxRedeals(rules: RuleSetId): number {
  return Math.max(...variantsOf(rules).map((v) => v.redeals));
}

/** "Classic", "Classic (Crescent Four)", "Casual Hard", "Strict", with ", face-down" when dealt so. */
export function describeOptions(options: GameOptions): string {
  const label = variantOf(options).label;
  return options.facedown ? `${label}${FACEDOWN.label}` : label;
}

/**
 * The rules a player picks (the settings, the New game dialog): every option is kept while another rule set
 * is chosen, so switching back finds it as it was.
 */
export interface VariantChoice {
  readonly rules: RuleSetId;
  /** Classic only: Crescent Four. */
  readonly four: boolean;
  /** Casual only. */
  readonly difficulty: CasualDifficulty;
  readonly facedown: boolean;
}

export const DEFAULT_VARIANT_CHOICE: VariantChoice = {
  rules: 'classic',
  four: false,
  difficulty: DEFAULT_DIFFICULTY,
  facedown: false,
};

/** The options a new game is dealt with under this choice: only those its rule book has. */
export function optionsOfChoice(choice: VariantChoice): GameOptions {
  const options = variantOf(choice).options;
  return choice.facedown ? { ...options, facedown: true } : options;
}

/** The choice that deals games with these options, the other rule books' options at their defaults. */
export function choiceOfOptions(options: GameOptions): VariantChoice {
  return {
    rules: options.rules,
    four: options.four === true,
    difficulty: options.difficulty ?? DEFAULT_DIFFICULTY,
    facedown: options.facedown === true,
  };
}
