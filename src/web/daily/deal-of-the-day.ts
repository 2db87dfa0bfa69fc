// The deal of the day: one winnable deal per calendar date and rule set, the same for everyone, with no server.

import { FACEDOWN, type GameOptions, splitMix64, variantOf } from '../../engine/index';
import { type CalendarDate, dayNumber } from '../core/calendar';

/**
 * The deal for a date, drawn from a list of winnable deals (sorted, as the shipped lists are): the date's
 * day number seeds SplitMix64 and its first draw picks the place in the list, so successive days land far
 * apart and every browser that knows the date and the list picks the same deal. Even days draw from the
 * list's even places and odd days from its odd places, so two days in a row never share a deal. Null when
 * the list is empty or the date is not a date.
 */
export function dailyDeal(date: CalendarDate, winnable: readonly number[]): number | null {
  const day = dayNumber(date);
  if (day === null || winnable.length === 0) return null;
  if (winnable.length === 1) return winnable[0] ?? null;
  const draw = splitMix64(BigInt(day))();
  const pairs = Math.floor(winnable.length / 2);
  return winnable[2 * Number(draw % BigInt(pairs)) + (((day % 2) + 2) % 2)] ?? null;
}

/** The rules in a share line's few words: "classic", "classic four", "casual hard face-down", "strict". */
export function rulesWords(options: GameOptions): string {
  const words = variantOf(options).short.toLowerCase();
  return options.facedown ? `${words} ${FACEDOWN.short}` : words;
}
