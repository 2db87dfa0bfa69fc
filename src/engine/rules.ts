// The three rule books as data (RULES.md section 3), and the options a game is started with.

export const RULE_SET_IDS = ['classic', 'casual', 'strict'] as const;
export type RuleSetId = (typeof RULE_SET_IDS)[number];

export interface RuleSet {
  readonly id: RuleSetId;
  /** The most cards a pile may hold, or null when piles have no cap. */
  readonly pileCap: number | null;
  /** Foundation to the other foundation of its suit, when it continues that foundation. */
  readonly trades: boolean;
  /** Foundation top card back onto a pile. */
  readonly giveBack: boolean;
  /** 'any': a redeal is allowed while any remain; 'blocked': only when no pile card can move and no useful trade exists. */
  readonly redealWhen: 'any' | 'blocked';
  /** Whether a redeal adds one to the move counter. */
  readonly redealCountsAsMove: boolean;
  /** How many moves undo reaches back, or null for no limit. */
  readonly undoLimit: number | null;
  /** Whether a redeal ends what undo can reach. */
  readonly redealClearsHistory: boolean;
  /** The word the rule book uses for a redeal. */
  readonly redealWord: 'redeal' | 'shuffle';
  /** Stuck also needs that no redeal would change anything (classic), or only that none are left. */
  readonly stuckIgnoresUselessRedeal: boolean;
}

export const RULE_SETS = {
  classic: {
    id: 'classic',
    pileCap: 13,
    trades: true,
    giveBack: false,
    redealWhen: 'any',
    redealCountsAsMove: false,
    undoLimit: 100,
    redealClearsHistory: true,
    redealWord: 'redeal',
    stuckIgnoresUselessRedeal: true,
  },
  casual: {
    id: 'casual',
    pileCap: null,
    trades: false,
    giveBack: true,
    redealWhen: 'any',
    redealCountsAsMove: true,
    undoLimit: null,
    redealClearsHistory: false,
    redealWord: 'shuffle',
    stuckIgnoresUselessRedeal: false,
  },
  strict: {
    id: 'strict',
    pileCap: null,
    trades: true,
    giveBack: false,
    redealWhen: 'blocked',
    redealCountsAsMove: false,
    undoLimit: 100,
    redealClearsHistory: true,
    redealWord: 'redeal',
    stuckIgnoresUselessRedeal: false,
  },
} as const satisfies Record<RuleSetId, RuleSet>;

export const CASUAL_DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export type CasualDifficulty = (typeof CASUAL_DIFFICULTIES)[number];
/** Casual's difficulty when a game's options name none (RULES.md section 3: Medium is the default). */
export const DEFAULT_DIFFICULTY: CasualDifficulty = 'medium';

/** Everything that decides how a game is played besides its deal. */
export interface GameOptions {
  readonly rules: RuleSetId;
  /** Classic only: "Crescent Four", 4 redeals instead of 3. */
  readonly four?: boolean;
  /** Casual only: the shuffle allowance; medium when absent. */
  readonly difficulty?: CasualDifficulty;
  /** Only each pile's top card starts face up. */
  readonly facedown?: boolean;
}
