import { z } from 'zod';
import { pageOf } from './common.js';
import { text } from './text.js';

/**
 * Balance statistics of the company card (document 2, sections 2.1, 3, 7). Every figure is computed
 * from the investments the company takes part in: `count` is the number of distinct investments,
 * `value` the sum of their values in PLN (each investment counted once per group), `avgValue` = value / count.
 */
export const STAT_NAMES = ['PUBLIC', 'PRIVATE', 'MIXED', 'ARCHIVED', 'ACTIVE'] as const;
export const statNameSchema = z.enum(STAT_NAMES);
export type StatName = z.infer<typeof statNameSchema>;
export const STAT_NAME_LABELS: Record<StatName, string> = {
  PUBLIC: 'Publiczne',
  PRIVATE: 'Prywatne',
  MIXED: 'Publiczno-prywatne',
  ARCHIVED: 'Archiwalne i zarzucone',
  ACTIVE: 'Aktywne',
};

export const STAT_SORT_FIELDS = ['NAME', 'AMOUNT', 'VALUE', 'AVG_VALUE'] as const;
export const statSortFieldSchema = z.enum(STAT_SORT_FIELDS);
export type StatSortField = z.infer<typeof statSortFieldSchema>;

/** Kinds of GET /companies/{id}/numbers/{kind}: sectors (?sector= gives its subsectors), statuses (?status= gives stages), types. */
export const STAT_KINDS = ['sectors', 'statuses', 'types'] as const;
export const statKindSchema = z.enum(STAT_KINDS);
export type StatKind = z.infer<typeof statKindSchema>;

export const statsSortQuerySchema = z.object({
  sort: statSortFieldSchema.default('AMOUNT'),
  direction: z.enum(['ASC', 'DESC']).default('DESC'),
});

/** Query of /numbers/{kind}: `sector` (a sector id) or `status` (ACTIVE / ARCHIVED) picks a subcategory. */
export const statsKindQuerySchema = statsSortQuerySchema.extend({
  sector: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  status: z.enum(['ACTIVE', 'ARCHIVED']).optional(),
});

/**
 * One group. `id` is the industry, sector, subsector, stage or voivodeship id (null for the named
 * groups of types and statuses); `name` is the stat name (PUBLIC...) or the group's own name; `label` is
 * what the screen shows.
 */
export const statSchema = z
  .object({
    id: z.number().int().nullable(),
    name: text(),
    label: text(),
    count: z.number().int(),
    value: z.number(),
    avgValue: z.number(),
  })
  .meta({ id: 'CompanyStat' });
export type Stat = z.infer<typeof statSchema>;

export const statsSchema = z
  .object({ stats: z.array(statSchema), totalCount: z.number().int(), totalValue: z.number() })
  .meta({ id: 'CompanyStats' });
export type Stats = z.infer<typeof statsSchema>;

/** District (voivodeship) statistics: one row per voivodeship id 1-16 where the company worked. */
export const districtStatSchema = z
  .object({ id: z.number().int(), name: text(), count: z.number().int(), value: z.number() })
  .meta({ id: 'CompanyDistrictStat' });
export const districtStatsSchema = z
  .object({ stats: z.array(districtStatSchema), totalCount: z.number().int() })
  .meta({ id: 'CompanyDistrictStats' });
export type DistrictStats = z.infer<typeof districtStatsSchema>;

/** Investment summary (GET /companies/{id}/numbers/total): distinct investments and their total value. */
export const investmentSummarySchema = z
  .object({ count: z.number().int(), value: z.number() })
  .meta({ id: 'CompanyInvestmentSummary' });
export type InvestmentSummary = z.infer<typeof investmentSummarySchema>;

/** GET /companies/{companyId}/investments: `works_desc` = most works (industries) of the company first. */
export const companyInvestmentsQuerySchema = z.object({
  sort: z.enum(['works_desc', 'value_desc', 'name_asc']).default('works_desc'),
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(100).default(3),
});

export const companyInvestmentSchema = z
  .object({
    id: z.number().int(),
    name: text(),
    city: text().nullable(),
    value: z.number().nullable(),
    works: z.number().int(),
    archived: z.boolean(),
  })
  .meta({ id: 'CompanyInvestment' });
export const companyInvestmentsPageSchema = pageOf(companyInvestmentSchema).meta({ id: 'CompanyInvestmentsPage' });

/** Cache time of the card and its statistics (spec 9): 5 minutes. */
export const COMPANY_CACHE_SECONDS = 300;
