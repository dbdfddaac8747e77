/**
 * The question deadline of an order: the last Polish calendar day on which contractors may ask
 * (asked on that day is in time). Set by the requester before the offer deadline; without a setting
 * it is QUESTION_DEADLINE_DAYS_BEFORE days before the offer deadline.
 */

export const QUESTION_DEADLINE_DAYS_BEFORE = 3;

const DAY_MS = 86_400_000;
const shiftDay = (isoDay: string, days: number) =>
  new Date(Date.parse(`${isoDay}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The day a real calendar has ('2026-02-31' is not one). */
export const isCalendarDay = (isoDay: string): boolean => {
  const time = Date.parse(`${isoDay}T00:00:00Z`);
  return Number.isFinite(time) && new Date(time).toISOString().slice(0, 10) === isoDay;
};

/** The deadline in force: the one set, else 3 days before the offer deadline (null: no offer deadline). */
export const effectiveQuestionDeadline = (set: string | null, offerDeadlineTo: string | null): string | null =>
  set ?? (offerDeadlineTo ? shiftDay(offerDeadlineTo, -QUESTION_DEADLINE_DAYS_BEFORE) : null);

/** Questions may be asked on `today` (a Polish calendar day) under this deadline. */
export const questionsOpen = (deadline: string | null, today: string): boolean =>
  deadline === null || today <= deadline;

/** The problem of the requester's new deadline (in the past, not before the offer deadline), or null. */
export const questionDeadlineProblem = (
  deadline: string,
  offerDeadlineTo: string | null,
  today: string,
): 'inPast' | 'afterOffers' | null => {
  if (deadline < today) return 'inPast';
  if (offerDeadlineTo !== null && deadline >= offerDeadlineTo) return 'afterOffers';
  return null;
};
