import { BADGE_CAP } from './constants.js';

/** Badge text capped at 99+ (spec 2.4). */
export const formatBadge = (count: number): string => (count > BADGE_CAP ? `${BADGE_CAP}+` : String(count));

/** Compact PLN value: millions with at most one decimal, below 1 million '< 1 mln' (spec 9). */
export const formatMillions = (valuePln: number): string => {
  if (valuePln < 1_000_000) return '< 1 mln';
  const millions = Math.round((valuePln / 1_000_000) * 10) / 10;
  return `${millions.toLocaleString('pl-PL', { maximumFractionDigits: 1 })} mln`;
};

/** A count in Polish digit grouping ('12 345'), with '+' when it stopped at a cap ('10 000+'). */
export const formatCount = (count: number, capped = false): string =>
  `${count.toLocaleString('pl-PL')}${capped ? '+' : ''}`;
