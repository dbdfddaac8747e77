import { formatMillions, formatMillionsOf, formatCount as sharedCount, formatPln as sharedPln } from '@platform/shared';

/** 92340000 -> "92 340 000 zł" (the platform's one money format, packages/shared/src/format.ts). */
export const formatPln = (value: number): string => sharedPln(value);
/** 12345 -> "12 345". */
export const formatCount = (value: number): string => sharedCount(value);
/** Chart labels: 92340000 -> "92,3 mln zł"; below a million the whole amount ("340 000 zł"). */
export const formatCompactPln = (value: number): string =>
  value < 1_000_000 ? sharedPln(value) : formatMillions(value);
/** Turnover in millions as stored ("12.5") -> the form's comma text ("12,5"). */
export const turnoverToText = (turnover: string | number | null | undefined): string =>
  turnover === null || turnover === undefined || turnover === '' ? '' : String(turnover).replace('.', ',');
/** Turnover in millions shown in Polish: "9,4 mln zł", "1 621,5 mln zł". */
export const formatTurnover = (turnover: string | null | undefined): string | null => {
  const millions = turnover ? Number(turnover) : Number.NaN;
  return Number.isFinite(millions) ? formatMillionsOf(millions) : null;
};
