/**
 * The company-activity report (document 2, section 2.8, route /analizy-i-raporty/aktywnosc-firm): the
 * address-bar parameters, read leniently (a bad value falls back to its default).
 */
import { z } from 'zod';
import { ID_MAX } from '../common.js';

export const COMPANIES_OBSERVED = ['ONLY_OBSERVED', 'ONLY_NOT_OBSERVED', 'ALL'] as const;
export type CompaniesObserved = (typeof COMPANIES_OBSERVED)[number];

/** Spec 2.8: ONLY_OBSERVED is true, ONLY_NOT_OBSERVED is false, ALL is no filter (null). */
export const observedFilter = (value: CompaniesObserved): boolean | null =>
  value === 'ONLY_OBSERVED' ? true : value === 'ONLY_NOT_OBSERVED' ? false : null;

/** The most partner industries one address may filter by; more are cut, never an error. */
export const ACTIVITY_INDUSTRIES_MAX = 50;

const ID_TEXT = /^[1-9][0-9]{0,9}$/;
const last = (v: unknown) => (Array.isArray(v) ? v[v.length - 1] : v);
const isId = (n: number) => Number.isInteger(n) && n > 0 && n <= ID_MAX;
const toId = (v: unknown): number | undefined => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && ID_TEXT.test(v.trim()) ? Number(v.trim()) : 0;
  return isId(n) ? n : undefined;
};

/** A boolean parameter: 'true' / 'false' (or booleans); anything else is the default. */
const flag = z.preprocess((v) => {
  const one = last(v);
  return one === 'true' || one === true ? true : one === 'false' || one === false ? false : undefined;
}, z.boolean().optional());

/** Spec 2.8: an array, a single value or a comma-separated string; items that are not ids are dropped. */
const idList = z.preprocess((v) => {
  if (v === undefined || v === null) return undefined;
  const parts = (Array.isArray(v) ? v : [v]).flatMap((x): unknown[] =>
    typeof x === 'number' ? [x] : String(x).split(','),
  );
  const ids = parts.flatMap((part) => toId(part) ?? []);
  return [...new Set(ids)].slice(0, ACTIVITY_INDUSTRIES_MAX);
}, z.array(z.number().int()).optional());

const optionalId = z.preprocess((v) => toId(last(v)), z.number().int().optional());

const observed = z.preprocess((v) => {
  const one = last(v);
  return (COMPANIES_OBSERVED as readonly unknown[]).includes(one) ? one : undefined;
}, z.enum(COMPANIES_OBSERVED).optional());

/**
 * The report's parameters (spec 2.8), for the address bar and the API query alike. Every field is
 * optional and never fails: a malformed value is its default (`withActivityDefaults`).
 */
export const companyActivityQuerySchema = z.object({
  companyId: optionalId,
  investmentsWithArchived: flag,
  companiesIndustryIds: idList,
  companiesObserved: observed,
  companiesWithArchived: flag,
  focusConnections: flag,
});
export type CompanyActivityQuery = z.infer<typeof companyActivityQuerySchema>;

export type CompanyActivityParams = {
  companyId: number | null;
  investmentsWithArchived: boolean;
  companiesIndustryIds: number[];
  companiesObserved: CompaniesObserved;
  companiesWithArchived: boolean;
  focusConnections: boolean;
};

/** The table's defaults (spec 2.8), the industries sorted so that one filter has one normal form. */
export const withActivityDefaults = (q: CompanyActivityQuery): CompanyActivityParams => ({
  companyId: q.companyId ?? null,
  investmentsWithArchived: q.investmentsWithArchived ?? false,
  companiesIndustryIds: [...(q.companiesIndustryIds ?? [])].sort((a, b) => a - b),
  companiesObserved: q.companiesObserved ?? 'ALL',
  companiesWithArchived: q.companiesWithArchived ?? false,
  focusConnections: q.focusConnections ?? false,
});

/** Reads the address bar (repeated keys are the array form). */
export const activityParamsFromSearch = (search: URLSearchParams): CompanyActivityParams => {
  const raw: Record<string, unknown> = {};
  for (const key of new Set(search.keys())) {
    const all = search.getAll(key);
    raw[key] = all.length > 1 ? all : all[0];
  }
  return withActivityDefaults(companyActivityQuerySchema.parse(raw));
};

/** The address-bar (and API) form: defaults are left out, the industries as one comma list. */
export const activityParamsToSearch = (p: CompanyActivityParams): Record<string, string> => {
  const out: Record<string, string> = {};
  if (p.companyId !== null) out.companyId = String(p.companyId);
  if (p.investmentsWithArchived) out.investmentsWithArchived = 'true';
  if (p.companiesIndustryIds.length) out.companiesIndustryIds = p.companiesIndustryIds.join(',');
  if (p.companiesObserved !== 'ALL') out.companiesObserved = p.companiesObserved;
  if (p.companiesWithArchived) out.companiesWithArchived = 'true';
  if (p.focusConnections) out.focusConnections = 'true';
  return out;
};
