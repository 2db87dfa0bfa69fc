// One file with everything the app keeps (settings, statistics, the last games' moves): written out, read back whole
// or refused whole, and merged into what is stored so that nothing there is lost.

import { fail, ok, type Result } from '../../engine/index';
import { type GameHistory, type GamesState, mergeGames, mergeHistory } from '../stats/games';
import { decodeGames, decodeHistory } from './games-codec';
import { openEnvelope, sealEnvelope } from './record';
import { decodeSettings, type Settings } from './settings';

export const BACKUP_KIND = 'backup';
export const BACKUP_VERSION = 1;
/** A bound on the file read: far past a lifetime of games. */
export const MAX_BACKUP_CHARACTERS = 20_000_000;

export interface Backup {
  readonly settings: Settings;
  readonly games: GamesState;
  readonly history: GameHistory;
}

/** The file's text. */
export function writeBackup(backup: Backup): string {
  return `${sealEnvelope(BACKUP_KIND, BACKUP_VERSION, {
    settings: backup.settings,
    games: backup.games,
    history: backup.history,
  })}\n`;
}

const REFUSED = 'This file could not be imported because';
const UNCHANGED = 'nothing was changed.';

/** Reads a file whole: any part that does not read refuses all of it, in one sentence. */
export function readBackup(text: string): Result<Backup, string> {
  if (text.length > MAX_BACKUP_CHARACTERS) {
    return fail(`${REFUSED} it is larger than any file Crescent writes; ${UNCHANGED}`);
  }
  const opened = openEnvelope(text, BACKUP_KIND, BACKUP_VERSION, BACKUP_VERSION);
  if (!opened.ok) {
    const why = opened.error.code === 'NOT_WRITTEN_BY_CRESCENT' ? 'it is not a Crescent export' : opened.error.reason;
    return fail(`${REFUSED} ${why}; ${UNCHANGED}`);
  }
  const data = opened.value.data;
  if (typeof data !== 'object' || data === null)
    return fail(`${REFUSED} it holds nothing Crescent reads; ${UNCHANGED}`);
  const { settings, games, history } = data as Record<string, unknown>;
  const readSettings = decodeSettings(settings);
  const readGames = decodeGames(games);
  const readHistory = decodeHistory(history);
  const damaged = [
    !readSettings.ok || readSettings.value.lost !== null ? 'its settings' : null,
    !readGames.ok ? 'its statistics' : readGames.value.lost,
    !readHistory.ok ? 'its moves of the last games' : readHistory.value.lost,
  ].filter((part): part is string => part !== null);
  if (damaged.length > 0 || !readSettings.ok || !readGames.ok || !readHistory.ok) {
    return fail(`${REFUSED} part of it is damaged (${damaged.join(', ')}); ${UNCHANGED}`);
  }
  return ok({ settings: readSettings.value.kept, games: readGames.value.kept, history: readHistory.value.kept });
}

/** What an import leaves: every game of both, the file's settings, and a sentence saying what came in. */
export function mergeBackup(stored: Backup, file: Backup): { readonly backup: Backup; readonly summary: string } {
  const games = mergeGames(stored.games, file.games);
  const known = new Set(stored.games.games.map((g) => g.id));
  const added = file.games.games.filter((g) => !known.has(g.id)).length;
  const history = mergeHistory(stored.history, file.history, games);
  const count = (n: number) => (n === 1 ? '1 game' : `${n} games`);
  const summary = `Imported ${count(file.games.games.length)} (${added} new to this browser) and the file's settings; every game already here was kept.`;
  return { backup: { settings: file.settings, games, history }, summary };
}
