// How the app opens: a game from the link, else the saved game, else a fresh deal under the saved settings.

import { describeOptions, type Game, gameCode, gameStatus, lineLength } from '../../engine/index';
import { type Start, startFromUrl } from '../core/start';
import { formatClock, moves } from '../core/words';
import type { LoadedState } from './persistence';
import { settingsOptions } from './settings';

export interface Boot {
  readonly game: Game;
  /** The statistics' name for the game; the saved game's own when it is resumed. */
  readonly id: string;
  readonly elapsedMs: number;
  /**
   * The game came from a link while a saved game waits: the saved game stays in storage (and is what a
   * plain reload brings back) until the first move here replaces it.
   */
  readonly fromLink: boolean;
  /**
   * The saved game came back as it was left: nothing about it is new, so a game already won opens on its
   * won table, without the won dialog (the win was celebrated and counted when it was made).
   */
  readonly resumed: boolean;
  /** The first words of the status line. */
  readonly message: string;
}

/** The first line of the status line for a new game; the keys' hint only where there are keys (not on a touch screen). */
export function welcome(game: Game, keys = true): string {
  const code = gameCode(game);
  const what = code === null ? 'Shared position' : `Game ${code}`;
  const how = keys ? 'Tap a card to move it, or drag it; press ? for keys.' : 'Tap a card to move it, or drag it.';
  return `${what}, ${describeOptions(game.options)}. ${how}`;
}

function begun(game: Game): boolean {
  return lineLength(game) > 0 || game.moveCount > 0;
}

/**
 * Decides the game on the table at start. A link wins over the saved game, which is kept, not lost:
 * it stays stored until a move is made in the link's game, and the status line says so.
 */
export function bootGame(
  search: string,
  loaded: LoadedState,
  newId: () => string,
  random: () => number,
  keys = true,
): Boot {
  const options = settingsOptions(loaded.settings);
  const hasLink = new URLSearchParams(search).has('code') || new URLSearchParams(search).has('position');
  const saved = loaded.game;
  const notices = loaded.notices.length === 0 ? '' : ` ${loaded.notices.join(' ')}`;
  // A saved game resumed without a link needs no deal of its own.
  if (saved !== null && !hasLink) return resume(saved, null, notices);
  const link: Start = startFromUrl(search, options, random);
  if (hasLink && link.problem === null) {
    const keep = saved !== null && begun(saved.game);
    const aside = keep
      ? ' Your saved game is kept until you make a move here: open Crescent without the link to go back to it.'
      : '';
    return {
      game: link.game,
      id: newId(),
      elapsedMs: 0,
      fromLink: keep,
      resumed: false,
      message: `${welcome(link.game, keys)}${aside}${notices}`,
    };
  }
  if (saved !== null) return resume(saved, link.problem, notices);
  const message = link.problem === null ? welcome(link.game, keys) : link.problem;
  return {
    game: link.game,
    id: newId(),
    elapsedMs: 0,
    fromLink: false,
    resumed: false,
    message: `${message}${notices}`,
  };
}

/** The saved game as it was left, with why the link (if any) could not be opened. */
function resume(saved: NonNullable<LoadedState['game']>, linkProblem: string | null, notices: string): Boot {
  const code = gameCode(saved.game);
  const what = code === null ? 'your shared position' : `game ${code}`;
  const problem = linkProblem === null ? '' : `${linkProblem.replace(/ A new game was dealt\.$/, '')} `;
  const count = moves(saved.game.moveCount);
  const status = gameStatus(saved.game);
  const state =
    status === 'won'
      ? `${what} is won, in ${formatClock(saved.elapsedMs)} with ${count}`
      : status === 'stuck'
        ? `${what} is stuck after ${count}: no move is left`
        : `${what} resumed after ${count}`;
  const message = `${problem}Welcome back: ${state}.${notices}`;
  return { game: saved.game, id: saved.id, elapsedMs: saved.elapsedMs, fromLink: false, resumed: true, message };
}
