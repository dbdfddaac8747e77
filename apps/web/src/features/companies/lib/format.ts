const pln = new Intl.NumberFormat('pl-PL', { style: 'currency', currency: 'PLN', maximumFractionDigits: 0 });
const count = new Intl.NumberFormat('pl-PL');
const compact = new Intl.NumberFormat('pl-PL', { notation: 'compact', maximumFractionDigits: 1 });

/** 92340000 -> "92 340 000 zł". */
export const formatPln = (value: number): string => pln.format(value);
/** 12345 -> "12 345". */
export const formatCount = (value: number): string => count.format(value);
/** 92340000 -> "92,3 mln zł" (chart labels). */
export const formatCompactPln = (value: number): string => `${compact.format(value)} zł`;
/** Turnover in millions as stored ("12.5") -> the form's comma text ("12,5"). */
export const turnoverToText = (turnover: string | null | undefined): string =>
  turnover ? turnover.replace('.', ',') : '';
/** Turnover in millions shown compactly in Polish: "9,4 mln zł". */
export const formatTurnover = (turnover: string | null | undefined): string | null => {
  const millions = turnover ? Number(turnover) : Number.NaN;
  return Number.isFinite(millions) ? formatCompactPln(millions * 1_000_000) : null;
};
