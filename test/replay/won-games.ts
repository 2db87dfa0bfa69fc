// The recorded won games (data/won-games.txt), one record a line, for the replay tests.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

export const WON_GAME_RECORDS: readonly string[] = readFileSync(
  resolve(import.meta.dirname, '../../data/won-games.txt'),
  'utf8',
)
  .split('\n')
  .filter((line) => line.trim() !== '');

/** The game code that starts a record line. */
export function codeOf(record: string): string {
  return record.trim().split(/\s+/)[0] as string;
}
