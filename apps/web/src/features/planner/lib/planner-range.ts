import type { PlannerEvent } from '@platform/shared';
import dayjs, { type Dayjs } from 'dayjs';

export const DAY_FORMAT = 'YYYY-MM-DD';
export const MONTH_FORMAT = 'YYYY-MM';
/** The list view reads this many days from today. */
export const LIST_DAYS = 120;

/** The days a month's grid shows: from the Monday before its first day to six weeks on. */
export const monthGridRange = (month: Dayjs) => {
  const first = month.startOf('month');
  const start = first.subtract((first.day() + 6) % 7, 'day');
  return { from: start.format(DAY_FORMAT), to: start.add(41, 'day').format(DAY_FORMAT) };
};

export const listRange = (today: Dayjs = dayjs()) => ({
  from: today.format(DAY_FORMAT),
  to: today.add(LIST_DAYS, 'day').format(DAY_FORMAT),
});

/** The month of the address bar (YYYY-MM, checked by plannerSearchSchema), or this month. */
export const monthOf = (value: string | undefined): Dayjs => {
  const parsed = value ? dayjs(`${value}-01`) : null;
  return parsed?.isValid() ? parsed : dayjs().startOf('month');
};

/** What one day shows: events starting that day, and the last day of a span (a work front). */
export const eventsOfDay = (events: PlannerEvent[], day: string) =>
  events.flatMap((e) => {
    if (e.date === day) return [{ event: e, ending: false }];
    if (e.endDate === day) return [{ event: e, ending: true }];
    return [];
  });
