// The one line of text a player shares about their deal of the day: the date, the rules and how it went.

import type { GameOptions, Status } from '../../engine/index';
import type { CalendarDate } from '../core/calendar';
import { formatClock, moves } from '../core/words';
import { rulesWords } from './deal-of-the-day';

export type DailyOutcome =
  | { readonly kind: 'won'; readonly elapsedMs: number; readonly moves: number }
  /** Won, but the solver played some of the moves: the line says so rather than claim the win. */
  | { readonly kind: 'assisted'; readonly elapsedMs: number; readonly moves: number }
  | { readonly kind: 'not-won'; readonly moves: number };

/**
 * The address that opens a game by its code, from the app's own address (its query and fragment dropped):
 * `https://example.org/crescent/?code=CR1-N-AAAAAAB`.
 */
export function gameLink(appAddress: string, code: string): string {
  const url = new URL(appAddress);
  url.search = `?code=${encodeURIComponent(code)}`;
  url.hash = '';
  return url.toString();
}

/**
 * `Crescent daily 2026-12-01 · classic · won in 4:12, 163 moves` (or `· not won, 87 moves`), then the game's link
 * when there is one, so whoever reads the line can play the same deal.
 */
export function shareLine(date: CalendarDate, options: GameOptions, outcome: DailyOutcome, link?: string): string {
  const how =
    outcome.kind === 'won'
      ? `won in ${formatClock(outcome.elapsedMs)}, ${moves(outcome.moves)}`
      : outcome.kind === 'assisted'
        ? `won with the solver's help in ${formatClock(outcome.elapsedMs)}, ${moves(outcome.moves)}`
        : `not won, ${moves(outcome.moves)}`;
  const line = `Crescent daily ${date} · ${rulesWords(options)} · ${how}`;
  return link === undefined ? line : `${line} · ${link}`;
}

/** How statistics know the game on the table (its deal-of-the-day date, whether the solver played in it). */
export interface DailyStanding {
  readonly daily: CalendarDate | null;
  readonly assisted: boolean;
}

/** The share line for a deal of the day that has ended (won, or stuck), else null. */
export function shareLineFor(
  standing: DailyStanding | null,
  options: GameOptions,
  status: Status,
  elapsedMs: number,
  moveCount: number,
  link?: string,
): string | null {
  if (standing === null || standing.daily === null || status === 'playing') return null;
  if (status === 'stuck') return shareLine(standing.daily, options, { kind: 'not-won', moves: moveCount }, link);
  const kind = standing.assisted ? 'assisted' : 'won';
  return shareLine(standing.daily, options, { kind, elapsedMs, moves: moveCount }, link);
}
