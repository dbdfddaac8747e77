import { BADGE_CAP } from './constants.js';

/** Badge text capped at 99+ (spec 2.4). */
export const formatBadge = (count: number): string => (count > BADGE_CAP ? `${BADGE_CAP}+` : String(count));

/*
 * The one number and money format of the platform. Intl's pl-PL leaves 4-digit numbers ungrouped
 * ('1621,5': CLDR's minimumGroupingDigits is 2 for Polish), while readers of amounts expect every
 * thousand separated ('1 621,5 mln zł'), so grouping is 'always'. The separator Intl gives is the
 * non-breaking space (U+00A0), the Polish convention: an amount never breaks across lines.
 * Formatters are made once (building one costs ~0.2 ms).
 */
const formatters = new Map<string, Intl.NumberFormat>();
const numberFormat = (minFraction: number, maxFraction: number) => {
  const key = `${minFraction}-${maxFraction}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat('pl-PL', {
      useGrouping: 'always',
      minimumFractionDigits: minFraction,
      maximumFractionDigits: maxFraction,
    });
    formatters.set(key, format);
  }
  return format;
};

/** A number in Polish: thousands grouped with a non-breaking space, comma decimals: '1 621,5'. */
export const formatNumber = (value: number, maxFractionDigits = 0): string =>
  numberFormat(0, maxFractionDigits).format(value);

/** A count in Polish digit grouping ('12 345'), with '+' when it stopped at a cap ('10 000+'). */
export const formatCount = (count: number, capped = false): string => `${formatNumber(count)}${capped ? '+' : ''}`;

/** Whole złoty: '92 340 000 zł', '1 250 zł'. */
export const formatPln = (valuePln: number): string => `${formatNumber(Math.round(valuePln))} zł`;

/** Złoty and grosze, as a price is written: '12 345,50 zł'. */
export const formatPlnExact = (valuePln: number): string => `${numberFormat(2, 2).format(valuePln)} zł`;

/** An amount already in millions (a stored turnover '9.4'): '9,4 mln zł', '1 621,5 mln zł'. */
export const formatMillionsOf = (millions: number): string => `${formatNumber(millions, 1)} mln zł`;

/** Compact PLN value: millions with at most one decimal, below 1 million '< 1 mln zł' (spec 9). */
export const formatMillions = (valuePln: number): string =>
  valuePln < 1_000_000 ? '< 1 mln zł' : formatMillionsOf(Math.round(valuePln / 100_000) / 10);
