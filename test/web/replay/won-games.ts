// The recorded won games (data/won-games.txt), one record a line, and a record read as a replay, for the replay tests.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { type Replay, replayOfRecord } from '../../../src/web/replay/replayer';

export const WON_GAME_RECORDS: readonly string[] = readFileSync(
  resolve(import.meta.dirname, '..', '..', '..', 'data', 'won-games.txt'),
  'utf8',
)
  .split('\n')
  .filter((line) => line.trim() !== '');

/** The game code that starts a record line. */
export function codeOf(record: string): string {
  return record.trim().split(/\s+/)[0] as string;
}

/** The replay of a record the test holds to be good: a refusal is the test's bug, so it throws. */
export function replayFrom(text: string): Replay {
  const result = replayOfRecord(text);
  if (!result.ok) throw new Error(result.error.reason);
  return result.value;
}
