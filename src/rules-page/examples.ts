// The real positions and moves the rules page shows: a deal, the same game some moves on, and after a redeal.

import {
  type Card,
  cardMove,
  cardSymbol,
  checkMove,
  type Game,
  gameCode,
  hint,
  newGame,
  PILE_COUNT,
  type Position,
  playMove,
  REDEAL,
  type Refusal,
  type RefusalCode,
} from '../engine/index';

/** The deal the page shows: classic, deal number 1 (CR1-N-AAAAAAB). */
export const EXAMPLE_DEAL = 1;
/** How many of the hint's moves lead from the deal to the middle-game diagram. */
export const EXAMPLE_MOVES = 12;

export interface RulesExamples {
  readonly code: string;
  readonly dealt: Position;
  /** The game after EXAMPLE_MOVES moves, each the engine's hint. */
  readonly played: Game;
  /** Whether the hint's next move there is a redeal (which is why the moves stopped short). */
  readonly hintWantsRedeal: boolean;
  /** The same position after one redeal. */
  readonly redealt: Position;
}

function follow(game: Game, move: Parameters<typeof playMove>[1]): Game {
  const step = playMove(game, move);
  // The page only shows moves the engine has just offered; a refusal here means the engine changed under us.
  if (!step.ok) throw new Error(`The rules page example was refused: ${step.error.reason}`);
  return step.value;
}

export function rulesExamples(): RulesExamples {
  const dealt = newGame({ options: { rules: 'classic' }, deal: EXAMPLE_DEAL });
  let played = dealt;
  let hintWantsRedeal = false;
  for (let i = 0; i < EXAMPLE_MOVES; i++) {
    const next = hint(played.position);
    hintWantsRedeal = next?.move.kind === 'redeal';
    if (next === null || hintWantsRedeal) break;
    played = follow(played, next.move);
  }
  const redealt = follow(played, REDEAL).position;
  return { code: gameCode(dealt) ?? '', dealt: dealt.position, played, hintWantsRedeal, redealt };
}

export interface RefusalExample {
  readonly fromPile: number;
  readonly toPile: number;
  readonly card: string;
  readonly onto: string;
  readonly refusal: Refusal;
}

/** The first pile-to-pile move in the position that the engine refuses with this code, for a worked example. */
export function refusalExample(position: Position, code: RefusalCode): RefusalExample | null {
  for (let from = 0; from < PILE_COUNT; from++) {
    for (let to = 0; to < PILE_COUNT; to++) {
      const refusal = checkMove(position, cardMove(from, to));
      if (refusal?.code !== code) continue;
      const card = position.piles[from]?.at(-1) as Card;
      const onto = position.piles[to]?.at(-1) as Card;
      return { fromPile: from + 1, toPile: to + 1, card: cardSymbol(card), onto: cardSymbol(onto), refusal };
    }
  }
  return null;
}
