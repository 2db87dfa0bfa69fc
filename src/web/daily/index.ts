// The deal of the day: calendar dates, the deal a date picks, and the line a player shares about it.

export { addDays, type CalendarDate, dayNumber, isCalendarDate, localDate } from '../core/calendar';
export { dailyDeal, rulesWords } from './deal-of-the-day';
export { type DailyOutcome, type DailyStanding, gameLink, shareLine, shareLineFor } from './share-line';
