/**
 * Days as users count them: by the calendar in Poland, not by 24-hour spans. A service that ends
 * on 11 December is 'za 10 dni' on 1 December whatever the hour (9.99 days by the clock would floor
 * to 9, the reader counts 10 sheets of the calendar); the days are Europe/Warsaw days, so a late
 * evening in Poland (already the next day in UTC, or not yet) counts as the reader's day.
 */
const WARSAW_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Warsaw',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The Warsaw calendar day of an instant, 'YYYY-MM-DD'. */
export const warsawDay = (instant: Date): string => WARSAW_DAY.format(instant);

const DAY_MS = 86_400_000;
const dayNumber = (isoDay: string) => Math.round(Date.parse(`${isoDay}T00:00:00Z`) / DAY_MS);

/** Whole calendar days from `from`'s Warsaw day to `to`'s (0 on the same day, negative when past). */
export const calendarDaysBetween = (from: Date, to: Date): number =>
  dayNumber(warsawDay(to)) - dayNumber(warsawDay(from));
