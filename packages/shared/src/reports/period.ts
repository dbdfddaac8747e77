/**
 * The reports' period: whole months 'YYYY-MM', both ends included. No period in the address means
 * the last 24 months up to the current one; a reversed or too long one falls back to that too
 * (spec 2.8: a bad parameter falls back to its default).
 */
export const REPORT_DEFAULT_MONTHS = 24;
export const REPORT_MAX_MONTHS = 120;

export type ReportPeriod = { from: string; to: string; months: number };

const monthIndex = (month: string): number => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;
const monthOf = (index: number): string => `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;

export const currentMonth = (today: Date): string =>
  `${today.getUTCFullYear()}-${String(today.getUTCMonth() + 1).padStart(2, '0')}`;

export const resolvePeriod = (from: string | null, to: string | null, today: Date): ReportPeriod => {
  const end = to ?? currentMonth(today);
  const start = from ?? monthOf(monthIndex(end) - REPORT_DEFAULT_MONTHS + 1);
  const months = monthIndex(end) - monthIndex(start) + 1;
  if (months < 1 || months > REPORT_MAX_MONTHS) return resolvePeriod(null, null, today);
  return { from: start, to: end, months };
};

/** The period of the same length just before (the growth's base). */
export const previousPeriod = (p: ReportPeriod): ReportPeriod => {
  const end = monthIndex(p.from) - 1;
  return { from: monthOf(end - p.months + 1), to: monthOf(end), months: p.months };
};

/** Every month of the period, in order (a chart's axis: months without data show zero). */
export const monthsOf = (p: ReportPeriod): string[] =>
  Array.from({ length: p.months }, (_, i) => monthOf(monthIndex(p.from) + i));

/** Growth of a figure against its base, as a fraction (0.25 = +25%); none without a base. */
export const growthOf = (current: number, previous: number): number | null =>
  previous > 0 ? (current - previous) / previous : null;
