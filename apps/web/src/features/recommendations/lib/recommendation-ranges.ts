import { WORKS_COUNT_RANGES, WORKS_VALUE_RANGES } from '@platform/shared';

/** Millions as the finder labels them: '7,5 mln', '1 mld'. */
const money = (mln: number) =>
  mln >= 1000 ? `${(mln / 1000).toLocaleString('pl-PL')} mld` : `${mln.toLocaleString('pl-PL')} mln`;

const rangeLabel = (min: number | null, max: number | null, unit: (n: number) => string) =>
  min === null ? `do ${unit(max as number)}` : max === null ? `powyżej ${unit(min)}` : `${unit(min)} – ${unit(max)}`;

/** Works-count ranges of the finder (document 2 section 5): '1 – 3' ... 'powyżej 10'. */
export const WORKS_COUNT_OPTIONS = WORKS_COUNT_RANGES.map((r, i) => ({
  value: i,
  label: rangeLabel(r.min, r.max, (n) => String(n)),
}));

/** Investment-value ranges in mln and mld: 'do 7,5 mln' ... 'powyżej 1 mld'. */
export const WORKS_VALUE_OPTIONS = WORKS_VALUE_RANGES.map((r, i) => ({
  value: i,
  label: rangeLabel(r.min, r.max, money),
}));
