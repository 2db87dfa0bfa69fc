// What the solver's browser tests share: recorded games cut short of their win, position links, the hinted move read from its words, a seeded Math.random.

import {
  type Game,
  type Move,
  newGame,
  PILE_COUNT,
  type Place,
  parseGameCode,
  parseMove,
  playMove,
  REDEAL,
} from '../../src/engine/index';
import { recordLineOf } from '../../src/examples-page/example-game';
import { placeName } from '../../src/web/core/words';

/** The game of a recorded win (`CODE<TAB>MOVES`) after all but `left` of its moves, with the moves still to come. */
export function recordedGame(list: string, code: string, left: number): { game: Game; rest: Move[] } {
  const line = recordLineOf(list, code);
  if (line === null) throw new Error(`no recorded win for ${code}`);
  const [first, ...words] = line.trim().split(/\s+/);
  const parsed = parseGameCode(first ?? '');
  if (!parsed.ok) throw new Error(parsed.error.reason);
  const moves = words.map((word) => {
    const move = parseMove(word);
    if (!move.ok) throw new Error(move.error.reason);
    return move.value;
  });
  let game = newGame(parsed.value);
  for (const move of moves.slice(0, moves.length - left)) {
    const step = playMove(game, move);
    if (!step.ok) throw new Error(step.error.reason);
    game = step.value;
  }
  return { game, rest: moves.slice(moves.length - left) };
}

export { positionLink } from '../../src/web/core/start';

/** The move a hint sentence names ("Hint: move the 9 of clubs from pile 3 to the clubs Ace foundation."). */
export function hintedMove(text: string): Move | null {
  if (/^Hint: (redeal|shuffle)\./.test(text)) return REDEAL;
  const match = /^Hint: move .+? from (.+?) to (.+?)\./.exec(text);
  if (match === null) return null;
  const places = new Map<string, Place>();
  for (let place = 0; place < PILE_COUNT + 8; place++) places.set(placeName(place), place);
  const from = places.get(match[1] as string);
  const to = places.get(match[2] as string);
  return from === undefined || to === undefined ? null : { kind: 'card', from, to };
}

/**
 * Replaces the page's Math.random by a fixed sequence (run in the page before its scripts, say as a harness setup's
 * `script`): dealing a winnable deal then picks the same deal, with its same quick win, on every run.
 */
export function seededRandom(): void {
  let seed = 0x2545f491;
  Math.random = () => {
    seed = (Math.imul(seed, 1_103_515_245) + 12_345) >>> 0;
    return seed / 2 ** 32;
  };
}
