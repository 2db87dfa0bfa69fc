// The Examples page's game: the recorded classic win CR1-N-AAAAAAD from data/won-games.txt, as a replay.

import wonGames from '../../data/won-games.txt?raw';
import { fail, isPilePlace, ok, type Problem, type Result } from '../engine/index';
import type { RecordCode } from '../web/replay/record';
import { type Replay, replayOfRecord } from '../web/replay/replayer';

export const EXAMPLE_CODE = 'CR1-N-AAAAAAD';

/** The record line of a game code in a list of one record a line (`CODE<TAB>MOVES`), or null. */
export function recordLineOf(list: string, code: string): string | null {
  const wanted = code.toUpperCase();
  return list.split(/\r?\n/).find((line) => line.trim().split(/\s+/)[0]?.toUpperCase() === wanted) ?? null;
}

/** The example replayed, or why not: the game is not in the list, or its record does not replay. */
export type ExampleGame = Result<Replay, Problem<'NOT_RECORDED' | RecordCode>>;

/** The example game replayed through the engine, or why it could not be. */
export function exampleGame(list: string = wonGames, code: string = EXAMPLE_CODE): ExampleGame {
  const line = recordLineOf(list, code);
  if (line === null) return fail({ code: 'NOT_RECORDED', reason: `The recorded games do not include ${code}.` });
  const replay = replayOfRecord(line);
  return replay.ok ? ok(replay.value) : fail({ code: replay.error.code, reason: replay.error.reason });
}

/** How many of the replay's moves are redeals and how many are trades between foundations. */
export function moveTally(replay: Replay): { moves: number; redeals: number; trades: number } {
  let redeals = 0;
  let trades = 0;
  for (const move of replay.moves) {
    if (move.kind === 'redeal') redeals++;
    else if (!isPilePlace(move.from) && !isPilePlace(move.to)) trades++;
  }
  return { moves: replay.moves.length, redeals, trades };
}
