import { formatNumber } from '@platform/shared';

/** 'YYYY-MM-DD' -> 'DD.MM.YYYY' (spec 9 dates). */
export const formatDay = (day: string | null | undefined): string =>
  day ? day.slice(0, 10).split('-').reverse().join('.') : '';

/** 'YYYY-MM' -> 'MM.YYYY'. */
export const formatMonth = (month: string | null | undefined): string =>
  month ? `${month.slice(5, 7)}.${month.slice(0, 4)}` : '';

/** An ISO moment -> 'DD.MM.YYYY HH:mm' in Poland. */
export const formatMoment = (iso: string | null | undefined): string =>
  iso
    ? new Intl.DateTimeFormat('pl-PL', {
        timeZone: 'Europe/Warsaw',
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
      }).format(new Date(iso))
    : '';

export const formatRange = (from: string, to: string): string =>
  from && to ? `${from} – ${to}` : from ? `od ${from}` : to ? `do ${to}` : '—';

/** Quantity with a comma as decimal separator (spec 5), thousands grouped as every number: 1 234,5. */
export const formatQuantity = (value: number | null | undefined): string =>
  value === null || value === undefined ? '' : formatNumber(value, 2);
