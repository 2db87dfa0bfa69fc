// The immutable Position and its one-line notation (RULES.md section 8), parsed with full validation.

import {
  type Card,
  formatCard,
  identityOf,
  isFaceDown,
  KING,
  parseCard,
  parseRankChar,
  RANK_CHARS,
  type Rank,
  rankChar,
  SUITS,
  type Suit,
} from './cards';
import { fail, ok, type Problem, type Result } from './result';
import { RULE_SET_IDS, RULE_SETS, type RuleSetId } from './rules';
import { maxRedeals } from './variants';

export const PILE_COUNT = 16;
export const FOUNDATION_COUNT = 8;
/** Foundation names in notation order: the Ace foundations, then the King foundations. */
/**
 * The most characters a position line can have: the longest rules word, the most redeals, the eight foundations'
 * tops, and every card not on a foundation (104 less the eight bases) in the piles, with a `/` between piles.
 */
function longestPositionText(): number {
  const rules = Math.max(...RULE_SET_IDS.map((id) => `${id}+facedown`.length));
  const redeals = Math.max(...RULE_SET_IDS.map((id) => String(maxRedeals(id)).length));
  const pileCards = 2 * SUITS.length * RANK_CHARS.length - FOUNDATION_COUNT;
  return rules + 1 + redeals + 1 + FOUNDATION_COUNT + 1 + 2 * pileCards + (PILE_COUNT - 1);
}
export const LONGEST_POSITION_TEXT = longestPositionText();

export const FOUNDATION_NAMES = ['AS', 'AH', 'AD', 'AC', 'KS', 'KH', 'KD', 'KC'] as const;
export type FoundationName = (typeof FOUNDATION_NAMES)[number];

export interface Position {
  readonly rules: RuleSetId;
  /** Dealt face down: cards below a pile's top may be hidden. */
  readonly facedown: boolean;
  /** Redeals (casual: shuffles) left. */
  readonly redeals: number;
  /** Top rank of each foundation, in FOUNDATION_NAMES order. */
  readonly foundations: readonly Rank[];
  /** The 16 piles, pile 1 first, each bottom to top. */
  readonly piles: readonly (readonly Card[])[];
}

/** A value read from text, or what is wrong with the text: a stable code from the parser's own list and the sentence. */
export type Parsed<T, C extends string = string> = Result<T, Problem<C>>;
export function parsed<T>(value: T): { readonly ok: true; readonly value: T } {
  return ok(value);
}
export function failure<C extends string>(code: C, reason: string): { readonly ok: false; readonly error: Problem<C> } {
  return fail({ code, reason });
}

/** Why a rules field such as `casual+facedown` was refused. */
export type RulesCode = 'UNKNOWN_RULE_SET' | 'UNKNOWN_RULE_OPTION';
/** Why a position's meaning is impossible although its text reads. */
export type PositionMeaningCode = 'FACE_DOWN_TOP' | 'PILE_OVER_CAP' | 'WRONG_CARD_COUNT';
/** Why a position line was refused. */
export type PositionCode =
  | 'NOT_TEXT'
  | 'EMPTY_POSITION'
  | 'WRONG_FIELD_COUNT'
  | RulesCode
  | 'BAD_REDEALS'
  | 'TOO_MANY_REDEALS'
  | 'WRONG_FOUNDATION_LENGTH'
  | 'NOT_A_RANK'
  | 'WRONG_PILE_COUNT'
  | 'NOT_A_PILE'
  | 'NOT_A_CARD'
  | 'FACE_DOWN_NOT_DEALT_DOWN'
  | PositionMeaningCode;

/** Whether foundation index f (0-7) builds down from a King. */
export function isKingFoundation(f: number): boolean {
  return f >= 4;
}
export function foundationSuitIndex(f: number): number {
  return f & 3;
}
/** The top rank of a foundation holding only its base. */
export function baseRank(f: number): Rank {
  return isKingFoundation(f) ? KING : 1;
}
/** The top rank of a full foundation: the King on an Ace foundation, the Ace on a King foundation. */
export function fullTop(f: number): Rank {
  return isKingFoundation(f) ? 1 : KING;
}
/** The top rank a foundation is left with when its top card is taken off (a give-back or a trade). */
export function topUnder(f: number, top: Rank): Rank {
  return isKingFoundation(f) ? top + 1 : top - 1;
}
/** How many cards a foundation with this top holds, base included. */
export function foundationSize(f: number, top: Rank): number {
  return isKingFoundation(f) ? KING + 1 - top : top;
}
/** The rank a foundation takes next, or 0 when it is full. */
export function foundationNeeds(f: number, top: Rank): Rank {
  if (isKingFoundation(f)) return top > 1 ? top - 1 : 0;
  return top < KING ? top + 1 : 0;
}

export function isWon(position: Position): boolean {
  return position.piles.every((pile) => pile.length === 0);
}

export function cardCount(position: Position): number {
  let n = 0;
  for (let f = 0; f < FOUNDATION_COUNT; f++) n += foundationSize(f, position.foundations[f] as Rank);
  for (const pile of position.piles) n += pile.length;
  return n;
}

export function formatRules(position: Pick<Position, 'rules' | 'facedown'>): string {
  return position.facedown ? `${position.rules}+facedown` : position.rules;
}

export function formatPosition(position: Position): string {
  const foundations = position.foundations.map((r) => rankChar(r)).join('');
  const piles = position.piles.map((pile) => (pile.length === 0 ? '-' : pile.map(formatCard).join(''))).join('/');
  return `${formatRules(position)} ${position.redeals} ${foundations} ${piles}`;
}

/** Parses `classic`, `casual+facedown` and so on. */
export function parseRules(text: string): Parsed<{ rules: RuleSetId; facedown: boolean }, RulesCode> {
  const [name, extra, ...rest] = text.split('+');
  if (!(RULE_SET_IDS as readonly string[]).includes(name ?? '')) {
    return failure('UNKNOWN_RULE_SET', `Unknown rule set "${name}": use classic, casual or strict.`);
  }
  if (rest.length > 0 || (extra !== undefined && extra !== 'facedown')) {
    return failure('UNKNOWN_RULE_OPTION', `Unknown rule option in "${text}": the only option is +facedown.`);
  }
  return parsed({ rules: name as RuleSetId, facedown: extra === 'facedown' });
}

/** Parses and validates a position line. Never throws: every problem comes back with its code and sentence. */
export function parsePosition(input: string): Parsed<Position, PositionCode> {
  if (typeof input !== 'string') return failure('NOT_TEXT', 'A position must be text.');
  const text = input.trim();
  if (text === '') return failure('EMPTY_POSITION', 'The position is empty.');
  const fields = text.split(' ');
  if (fields.length !== 4 || fields.some((f) => f === '')) {
    return failure(
      'WRONG_FIELD_COUNT',
      `A position has 4 fields separated by single spaces (rules, redeals, foundations, piles); this one has ${fields.filter((f) => f !== '').length}${fields.some((f) => f === '') ? ' and extra spaces' : ''}.`,
    );
  }
  const [rulesText, redealsText, foundationsText, pilesText] = fields as [string, string, string, string];

  const rulesResult = parseRules(rulesText);
  if (!rulesResult.ok) return rulesResult;
  const { rules, facedown } = rulesResult.value;

  if (!/^(?:0|[1-9]\d*)$/.test(redealsText)) {
    return failure(
      'BAD_REDEALS',
      `Redeals left must be a whole number written without leading zeros, not "${redealsText}".`,
    );
  }
  const redeals = Number(redealsText);
  if (redeals > maxRedeals(rules)) {
    return failure(
      'TOO_MANY_REDEALS',
      `A ${rules} game never has more than ${maxRedeals(rules)} redeals left, not ${redealsText}.`,
    );
  }

  if (foundationsText.length !== FOUNDATION_COUNT) {
    return failure(
      'WRONG_FOUNDATION_LENGTH',
      `The foundations field needs 8 ranks (AS AH AD AC KS KH KD KC), not ${foundationsText.length} characters.`,
    );
  }
  const foundations: Rank[] = [];
  for (let f = 0; f < FOUNDATION_COUNT; f++) {
    const ch = foundationsText[f] as string;
    const rank = parseRankChar(ch);
    if (rank === undefined) {
      return failure(
        'NOT_A_RANK',
        `Foundation ${FOUNDATION_NAMES[f]} has "${ch}", which is not a rank (A23456789TJQK).`,
      );
    }
    foundations.push(rank);
  }

  const groups = pilesText.split('/');
  if (groups.length !== PILE_COUNT) {
    return failure('WRONG_PILE_COUNT', `The piles field needs 16 piles joined by "/", not ${groups.length}.`);
  }
  const piles: Card[][] = [];
  for (let p = 0; p < PILE_COUNT; p++) {
    const group = groups[p] as string;
    if (group === '-') {
      piles.push([]);
      continue;
    }
    if (group === '' || group.length % 2 !== 0) {
      return failure(
        'NOT_A_PILE',
        `Pile ${p + 1} "${group}" is not a list of two-character cards (write "-" for an empty pile).`,
      );
    }
    const pile: Card[] = [];
    for (let i = 0; i < group.length; i += 2) {
      const cardText = group.slice(i, i + 2);
      const card = parseCard(cardText);
      if (card === undefined) return failure('NOT_A_CARD', `Pile ${p + 1} has "${cardText}", which is not a card.`);
      if (isFaceDown(card) && !facedown) {
        return failure(
          'FACE_DOWN_NOT_DEALT_DOWN',
          `Pile ${p + 1} has a face-down card "${cardText}", but the game is not dealt face down.`,
        );
      }
      pile.push(card);
    }
    piles.push(pile);
  }
  const position: Position = { rules, facedown, redeals, foundations, piles };
  const problem = validatePosition(position);
  return problem === null ? parsed(position) : fail(problem);
}

/** The meaning checks of a position: the first problem found, or null when it is valid. */
export function validatePosition(position: Position): Problem<PositionMeaningCode> | null {
  const cap = RULE_SETS[position.rules].pileCap;
  for (let p = 0; p < PILE_COUNT; p++) {
    const pile = position.piles[p] as readonly Card[];
    const top = pile[pile.length - 1];
    if (top !== undefined && isFaceDown(top)) {
      return {
        code: 'FACE_DOWN_TOP',
        reason: `Pile ${p + 1} has a face-down top card (${formatCard(top)}); a top card is always face up.`,
      };
    }
    if (cap !== null && pile.length > cap) {
      return {
        code: 'PILE_OVER_CAP',
        reason: `Pile ${p + 1} holds ${pile.length} cards; a ${position.rules} pile holds at most ${cap}.`,
      };
    }
  }
  const counts = new Array<number>(64).fill(0);
  for (let f = 0; f < FOUNDATION_COUNT; f++) {
    const s = foundationSuitIndex(f);
    const top = position.foundations[f] as Rank;
    const [lo, hi] = isKingFoundation(f) ? [top, KING] : [1, top];
    for (let r = lo; r <= hi; r++) counts[(s << 4) | r] = (counts[(s << 4) | r] as number) + 1;
  }
  for (const pile of position.piles) {
    for (const card of pile) counts[identityOf(card)] = (counts[identityOf(card)] as number) + 1;
  }
  for (let s = 0; s < 4; s++) {
    for (let r = 1; r <= KING; r++) {
      const n = counts[(s << 4) | r] as number;
      if (n !== 2) {
        const name = rankChar(r) + (SUITS[s] as Suit);
        return {
          code: 'WRONG_CARD_COUNT',
          reason: `${name} appears ${n} time${n === 1 ? '' : 's'} across piles and foundations; every card appears exactly twice.`,
        };
      }
    }
  }
  return null;
}

export function positionsEqual(a: Position, b: Position): boolean {
  return formatPosition(a) === formatPosition(b);
}
