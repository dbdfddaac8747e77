import { formatNumber } from '@platform/shared';

/** 'YYYY-MM-DD' -> 'DD.MM.YYYY' (spec 9 dates). */
export const formatDay = (day: string | null | undefined): string =>
  day ? day.slice(0, 10).split('-').reverse().join('.') : '';

/** 'YYYY-MM' -> 'MM.YYYY'. */
export const formatMonth = (month: string | null | undefined): string =>
  month ? `${month.slice(5, 7)}.${month.slice(0, 4)}` : '';

// one formatter for every moment (building one costs more than formatting)
const MOMENT = new Intl.DateTimeFormat('pl-PL', {
  timeZone: 'Europe/Warsaw',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/**
 * An ISO moment -> 'DD.MM.YYYY HH:mm' in Poland (spec 9 dates), from the formatter's parts: its own
 * pattern puts a comma after the year ('01.12.2026, 22:05').
 */
export const formatMoment = (iso: string | null | undefined): string => {
  if (!iso) return '';
  const part = Object.fromEntries(MOMENT.formatToParts(new Date(iso)).map((p) => [p.type, p.value]));
  return `${part.day}.${part.month}.${part.year} ${part.hour}:${part.minute}`;
};

export const formatRange = (from: string, to: string): string =>
  from && to ? `${from} – ${to}` : from ? `od ${from}` : to ? `do ${to}` : '—';

/** Quantity with a comma as decimal separator (spec 5), thousands grouped as every number: 1 234,5. */
export const formatQuantity = (value: number | null | undefined): string =>
  value === null || value === undefined ? '' : formatNumber(value, 2);
