// Calendar dates as `YYYY-MM-DD` text: the browser's local date, checks, and whole days between two dates.

/** A calendar date written `YYYY-MM-DD`, as the deal of the day and its streak name days: years 0 to 9999. */
export type CalendarDate = string;

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** The date the player's own calendar shows at `now` (their time zone, not UTC). */
export function localDate(now: Date): CalendarDate {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${String(now.getFullYear()).padStart(4, '0')}-${month}-${day}`;
}

/** Days since 1970-01-01 for a real calendar date, or null for text that is not one (2026-02-30, say). */
export function dayNumber(date: unknown): number | null {
  if (typeof date !== 'string') return null;
  const match = DATE_PATTERN.exec(date);
  if (match === null) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  // Date.UTC reads years 0 to 99 as 1900 to 1999; setUTCFullYear takes the year as written.
  const back = new Date(0);
  back.setUTCFullYear(year, month - 1, day);
  const ms = back.getTime();
  if (back.getUTCFullYear() !== year || back.getUTCMonth() !== month - 1 || back.getUTCDate() !== day) return null;
  return Math.round(ms / DAY_MS);
}

export function isCalendarDate(value: unknown): value is CalendarDate {
  return dayNumber(value) !== null;
}

/** The date `days` after `date` (before it when negative). */
export function addDays(date: CalendarDate, days: number): CalendarDate {
  const start = dayNumber(date);
  if (start === null) throw new Error(`not a calendar date: ${date}`);
  return new Date((start + days) * DAY_MS).toISOString().slice(0, 10);
}
