// How a game begins: from the URL (?code=, ?position=), from the New game dialog, or a random deal.

import {
  briefly,
  choiceOfOptions,
  DEAL_COUNT,
  DEFAULT_VARIANT_CHOICE,
  formatPosition,
  type Game,
  type GameCodeCode,
  type GameOptions,
  gameFromPosition,
  LONGEST_POSITION_TEXT,
  newGame,
  ok,
  optionsOfChoice,
  type Parsed,
  type Position,
  parseGameCode,
  parsePosition,
  type VariantChoice,
} from '../../engine/index';

/** What the New game dialog asks: the rules, as the settings hold them, and a code. */
export interface NewGameChoice extends VariantChoice {
  /** A typed game code; empty for a random deal. */
  readonly code: string;
}

export const DEFAULT_CHOICE: NewGameChoice = { ...DEFAULT_VARIANT_CHOICE, code: '' };

/** The options a choice stands for: each rule set keeps only the options it has. */
export function choiceOptions(choice: NewGameChoice): GameOptions {
  return optionsOfChoice(choice);
}

/** The dialog's answer as a game: the typed code when there is one, else a random deal. */
export function gameFromChoice(choice: NewGameChoice, random: () => number): Parsed<Game, GameCodeCode> {
  if (choice.code.trim() !== '') {
    const code = parseGameCode(choice.code);
    return code.ok ? ok(newGame(code.value)) : code;
  }
  return ok(newGame({ options: choiceOptions(choice), deal: randomDeal(random) }));
}

export function randomDeal(random: () => number): number {
  return Math.min(DEAL_COUNT - 1, Math.floor(random() * DEAL_COUNT));
}

/** A game from the URL, or a fresh deal with a sentence saying what was wrong with it. */
export interface Start {
  readonly game: Game;
  /** Why the URL's game could not be opened, or null. */
  readonly problem: string | null;
}

/** The link that opens a position: its text, as the app's `?position=` reads it. */
export function positionLink(position: Position): string {
  return `?position=${encodeURIComponent(formatPosition(position))}`;
}

/**
 * The longest link to a position (each character of its text encoded as at most three): far below the few
 * kilobytes of address that servers take (8 KB and up), so a link to any game opens on any of them.
 */
export const LONGEST_GAME_LINK = '?position='.length + 3 * LONGEST_POSITION_TEXT;

/**
 * Reads `?code=` or `?position=`. A form or a hand-typed URL turns the `+` of `classic+facedown`
 * into a space; that one spot is put back, since a position never has a space there.
 */
export function startFromUrl(search: string, fallback: GameOptions, random: () => number): Start {
  const params = new URLSearchParams(search);
  const fresh = (): Game => newGame({ options: fallback, deal: randomDeal(random) });
  const code = params.get('code');
  if (code !== null) {
    const parsed = parseGameCode(code);
    if (parsed.ok) return { game: newGame(parsed.value), problem: null };
    return {
      game: fresh(),
      problem: briefly(`The game code in the link could not be opened: ${parsed.error.reason} A new game was dealt.`),
    };
  }
  const position = params.get('position');
  if (position !== null) {
    if (position.trim().length > LONGEST_POSITION_TEXT) {
      return {
        game: fresh(),
        problem: `The position in the link is ${position.trim().length.toLocaleString('en-US')} characters long, and a position is at most ${LONGEST_POSITION_TEXT}: it cannot be opened. A new game was dealt.`,
      };
    }
    const text = position.trim().replace(/^(classic|casual|strict) facedown /, '$1+facedown ');
    const parsed = parsePosition(text);
    if (parsed.ok) return { game: gameFromPosition(parsed.value), problem: null };
    return {
      game: fresh(),
      problem: briefly(`The position in the link could not be opened: ${parsed.error.reason} A new game was dealt.`),
    };
  }
  return { game: fresh(), problem: null };
}

/** The dialog's starting answers for a game with these options (no code: the next deal is random). */
export function choiceFromOptions(options: GameOptions): NewGameChoice {
  return { ...choiceOfOptions(options), code: '' };
}
