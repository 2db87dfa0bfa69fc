// Real lost games for benchmarks: deals of the app's winnable list played by the seeded player until stuck.

import { readFileSync } from 'node:fs';
import { dealPosition, type Move, type Position, parseRulesLetter, play, status } from '../../src/engine/index';
import { readWinnableList } from '../../src/web/winnable/lists';
import { playSeededGame, seededRandom } from './seeded-player';

export interface LostGame {
  readonly deal: number;
  readonly start: Position;
  readonly moves: readonly Move[];
  /** The start, then the position after each move. */
  readonly positions: readonly Position[];
  /** Games played so far for this letter and seed, won ones included. */
  readonly played: number;
}

/** The first `count` lost games of the letter for this seed, in the order played (won games are skipped). */
export function* lostGames(letter: string, seed: number, count: number): Generator<LostGame> {
  const options = parseRulesLetter(letter);
  if (!options.ok) throw new Error(options.error.reason);
  const list = readWinnableList(readFileSync(`data/winnable/${letter}.txt`, 'utf8'));
  if (!list.ok) throw new Error(list.error.reason);
  const random = seededRandom(seed + letter.charCodeAt(0));
  let lost = 0;
  let played = 0;
  while (lost < count) {
    const deal = list.value[Math.floor(random() * list.value.length)] as number;
    const start = dealPosition(deal, options.value);
    const moves = playSeededGame(start, random);
    played++;
    const positions: Position[] = [start];
    for (const move of moves) {
      const step = play(positions[positions.length - 1] as Position, move);
      if (!step.ok) throw new Error(step.error.reason);
      positions.push(step.value);
    }
    if (status(positions[positions.length - 1] as Position) !== 'stuck') continue;
    lost++;
    yield { deal, start, moves, positions, played };
  }
}
