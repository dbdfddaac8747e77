import { formatMillions, formatNumber } from '@platform/shared';

/** 0.254 → '25%'; none → '—'. */
export const formatShare = (share: number | null): string => (share === null ? '—' : `${formatNumber(share * 100)}%`);

/** Growth against the previous period: '+25%', '−10%', or '—' without a base. */
export const formatGrowth = (growth: number | null): string => {
  if (growth === null) return '—';
  const percent = Math.round(growth * 100);
  return `${percent > 0 ? '+' : percent < 0 ? '−' : ''}${formatNumber(Math.abs(percent))}%`;
};

export const formatValue = (value: number): string => (value === 0 ? '0 zł' : formatMillions(value));

export const formatMedian = (value: number | null, digits = 1): string =>
  value === null ? '—' : formatNumber(value, digits);

/** '2025-03' → 'mar 2025' (the charts' axis). */
const MONTHS = ['sty', 'lut', 'mar', 'kwi', 'maj', 'cze', 'lip', 'sie', 'wrz', 'paź', 'lis', 'gru'];
export const formatMonth = (month: string): string => `${MONTHS[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;
