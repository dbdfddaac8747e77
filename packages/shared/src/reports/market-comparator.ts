/**
 * /porownywarka-rynku-inwestycji (spec 2.8): two or more scopes side by side over time, and the
 * competition per voivodeship × industry from the orders. A scope in the address bar is
 * `scope=<voivodeship ids>/<sector ids>` (comma lists, either may be empty: `7/`, `/3`, `6,7/1`).
 */
import { z } from 'zod';
import { text } from '../text.js';
import { countValueSchema, monthFigureSchema, periodSchema } from './figures.js';
import { lenientBoolean, lenientIds, lenientMonth } from './params.js';

export const COMPARATOR_SCOPES_MIN = 2;
export const COMPARATOR_SCOPES_MAX = 4;
/** mazowieckie vs małopolskie (voivodeship ids 7 and 6). */
export const DEFAULT_COMPARATOR_SCOPES = ['7/', '6/'];

/**
 * A cell of the competition table with fewer orders than this shows no figures: with a handful of
 * orders, the offers and decisions could point at one client or one bidder (spec: no company may
 * be identifiable). Five is the smallest count the statistical offices publish for business data.
 */
export const MIN_CELL_ORDERS = 5;

export type ComparatorScope = { key: string; provinceIds: number[]; sectorIds: number[] };

const provinces = lenientIds(16, 16);
const sectors = lenientIds(undefined, 20);

/** One scope token, or null when it is not one. */
export const parseScopeToken = (token: string): ComparatorScope | null => {
  const [p, s, extra] = token.split('/');
  if (p === undefined || s === undefined || extra !== undefined) return null;
  const provinceIds = provinces.parse(p);
  const sectorIds = sectors.parse(s);
  return { key: `${provinceIds.join(',')}/${sectorIds.join(',')}`, provinceIds, sectorIds };
};

const scopeList = z.preprocess((v) => {
  const tokens = (Array.isArray(v) ? v : v === undefined ? [] : [v]).map(String);
  const scopes = [...new Map(tokens.flatMap((t) => parseScopeToken(t) ?? []).map((s) => [s.key, s])).values()];
  const kept = scopes.slice(0, COMPARATOR_SCOPES_MAX);
  return kept.length >= COMPARATOR_SCOPES_MIN ? kept.map((s) => s.key) : DEFAULT_COMPARATOR_SCOPES;
}, z.array(text()));

export const marketComparatorQuerySchema = z.object({
  scope: scopeList,
  from: lenientMonth,
  to: lenientMonth,
  investmentsWithArchived: lenientBoolean(false),
});
export type MarketComparatorQuery = z.infer<typeof marketComparatorQuerySchema>;

const figuresSchema = countValueSchema.extend({ median: z.number().nullable() });

export const comparatorScopeResultSchema = z.object({
  key: text(),
  label: text(),
  series: z.array(monthFigureSchema),
  current: figuresSchema,
  previous: figuresSchema,
  growth: z.object({ count: z.number().nullable(), value: z.number().nullable() }),
});
export type ComparatorScopeResult = z.infer<typeof comparatorScopeResultSchema>;

export const competitionCellSchema = z.object({
  provinceId: z.number().int(),
  industryId: z.number().int(),
  /** null when hidden (fewer than MIN_CELL_ORDERS orders) */
  orders: z.number().int().nullable(),
  medianOffers: z.number().nullable(),
  /** of the orders that got an offer, those that got exactly one */
  singleOfferShare: z.number().nullable(),
  medianDaysToDecision: z.number().nullable(),
  hidden: z.boolean(),
});
export type CompetitionCell = z.infer<typeof competitionCellSchema>;

const namedSchema = z.object({ id: z.number().int(), name: text() });

export const marketComparatorSchema = z
  .object({
    period: periodSchema,
    previousPeriod: periodSchema,
    scopes: z.array(comparatorScopeResultSchema),
    competition: z.object({
      minOrders: z.number().int(),
      provinces: z.array(namedSchema),
      industries: z.array(namedSchema),
      cells: z.array(competitionCellSchema),
    }),
  })
  .meta({ id: 'MarketComparator' });
export type MarketComparator = z.infer<typeof marketComparatorSchema>;
