/**
 * What an investments report looks at (its scope): place, sector, stage, type, character, value
 * band, period and archived or not. One schema for the address bar and the API query.
 */
import { z } from 'zod';
import { INVESTMENT_CHARACTERS } from '../enums.js';
import { lenientBoolean, lenientEnum, lenientEnumList, lenientIds, lenientMonth } from './params.js';

export const REPORT_INVESTMENT_TYPES = ['ALL', 'ROAD', 'CONSTRUCTION'] as const;
export type ReportInvestmentType = (typeof REPORT_INVESTMENT_TYPES)[number];

/** Value bands of an investment (PLN), lower bound included, upper excluded. */
export const VALUE_BANDS = {
  ALL: { label: 'Dowolna wartość', min: null, max: null },
  UP_TO_1M: { label: 'do 1 mln zł', min: null, max: 1_000_000 },
  FROM_1M_TO_10M: { label: '1–10 mln zł', min: 1_000_000, max: 10_000_000 },
  FROM_10M_TO_100M: { label: '10–100 mln zł', min: 10_000_000, max: 100_000_000 },
  FROM_100M: { label: 'od 100 mln zł', min: 100_000_000, max: null },
} as const satisfies Record<string, { label: string; min: number | null; max: number | null }>;
export type ValueBand = keyof typeof VALUE_BANDS;
export const VALUE_BAND_KEYS = Object.keys(VALUE_BANDS) as [ValueBand, ...ValueBand[]];

export const investmentScopeShape = {
  provinceIds: lenientIds(16),
  districtIds: lenientIds(),
  /** sectors or subsectors: an investment matches by either */
  sectorIds: lenientIds(),
  stageIds: lenientIds(),
  type: lenientEnum(REPORT_INVESTMENT_TYPES, 'ALL'),
  characters: lenientEnumList(INVESTMENT_CHARACTERS),
  valueBand: lenientEnum(VALUE_BAND_KEYS, 'ALL'),
  from: lenientMonth,
  to: lenientMonth,
  /** spec 2.8: investmentsWithArchived, default false */
  investmentsWithArchived: lenientBoolean(false),
};

export const investmentScopeSchema = z.object(investmentScopeShape);
export type InvestmentScope = z.infer<typeof investmentScopeSchema>;

/** The scope's defaults (what an empty address means). */
export const DEFAULT_INVESTMENT_SCOPE: InvestmentScope = investmentScopeSchema.parse({});

/** The address-bar form: only what differs from the default, lists as comma lists. */
export const scopeToQuery = (scope: InvestmentScope): Record<string, string> => {
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(scope)) {
    const fallback = DEFAULT_INVESTMENT_SCOPE[key as keyof InvestmentScope];
    if (Array.isArray(value) ? value.length === 0 : value === fallback || value === null) continue;
    query[key] = Array.isArray(value) ? value.join(',') : String(value);
  }
  return query;
};
