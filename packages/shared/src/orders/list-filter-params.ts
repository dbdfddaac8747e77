/**
 * The list filter in the address bar (the keys and formats of the first list screen, so links and
 * bookmarks keep working) and the reading of saved filters, old ones included.
 */
import { LIMITS } from '../constants.js';
import { INVESTMENT_CHARACTERS, ORDER_SCOPES, ORDER_STATUSES } from '../enums.js';
import { ISO_DAY_PATTERN, ORDER_SORTS, type OrderSort, YEAR_MONTH_PATTERN } from './enums.js';
import { type FilterLocation, type OrderListFilter, orderListFilterSchema } from './list-filter.js';

const list = (value: string | null) => (value ? value.split(',').filter(Boolean) : []);
const ids = (value: string | null) =>
  list(value)
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);
const oneOf = <T extends string>(allowed: readonly T[], value: string | null): T[] =>
  list(value).filter((v): v is T => (allowed as readonly string[]).includes(v));
const match = (re: RegExp, value: string | null) => (value && re.test(value) ? value : null);

const parseLocation = (raw: string): FilterLocation | null => {
  const m = /^([cp])(\d+):(.+)$/.exec(raw);
  if (!m || Number(m[2]) < 1) return null;
  return { kind: m[1] === 'c' ? 'city' : 'province', id: Number(m[2]), label: m[3] as string };
};

/** Lenient: an unknown key or a malformed value is dropped, never an error. */
export const filterFromParams = (params: URLSearchParams): OrderListFilter => {
  const sort = params.get('sort');
  const distance = Number(params.get('distance'));
  const byIndustries = params.get('byIndustries');
  return {
    status: oneOf(ORDER_STATUSES, params.get('status')),
    sort: (ORDER_SORTS as readonly string[]).includes(sort ?? '') ? (sort as OrderSort) : null,
    search: (params.get('q') ?? '').slice(0, LIMITS.orderSearchMax),
    offerFrom: match(ISO_DAY_PATTERN, params.get('offerFrom')),
    offerTo: match(ISO_DAY_PATTERN, params.get('offerTo')),
    workFrom: match(YEAR_MONTH_PATTERN, params.get('workFrom')),
    workTo: match(YEAR_MONTH_PATTERN, params.get('workTo')),
    industryIds: ids(params.get('industries')),
    stageIds: ids(params.get('stages')),
    characters: oneOf(INVESTMENT_CHARACTERS, params.get('characters')),
    sectorIds: ids(params.get('sectors')),
    scopes: oneOf(ORDER_SCOPES, params.get('scopes')),
    locations: params
      .getAll('loc')
      .flatMap((raw) => parseLocation(raw) ?? [])
      .slice(0, LIMITS.filterLocationsMax),
    distance: Number.isInteger(distance) && distance > 0 ? distance : null,
    byIndustries: byIndustries === 'true' ? true : byIndustries === 'false' ? false : null,
    hideSeen: params.get('hideSeen') === 'true',
  };
};

/** The address-bar form of the filter (no page: any filter change starts from page 1). */
export const filterToParams = (f: OrderListFilter): URLSearchParams => {
  const p = new URLSearchParams();
  const set = (key: string, value: string | number | null | undefined) => {
    if (value !== null && value !== undefined && value !== '') p.set(key, String(value));
  };
  set('status', f.status.join(','));
  set('sort', f.sort);
  set('q', f.search.trim());
  set('offerFrom', f.offerFrom);
  set('offerTo', f.offerTo);
  set('workFrom', f.workFrom);
  set('workTo', f.workTo);
  set('industries', f.industryIds.join(','));
  set('stages', f.stageIds.join(','));
  set('characters', f.characters.join(','));
  set('sectors', f.sectorIds.join(','));
  set('scopes', f.scopes.join(','));
  for (const l of f.locations) p.append('loc', `${l.kind === 'city' ? 'c' : 'p'}${l.id}:${l.label}`);
  set('distance', f.distance);
  if (f.byIndustries !== null) set('byIndustries', String(f.byIndustries));
  if (f.hideSeen) set('hideSeen', 'true');
  return p;
};

/** 1-based page of the address bar; anything else is page 1. */
export const pageFromParams = (params: URLSearchParams): number => {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
};

/**
 * A stored saved filter. Filters saved before the schema existed are the address bar as a record
 * (each key with its value, `loc` and repeated keys as lists): they are read through the address
 * bar's lenient parser, so they load as they did.
 */
export const readStoredFilter = (stored: unknown): OrderListFilter => {
  const current = orderListFilterSchema.safeParse(stored);
  if (current.success) return current.data;
  const params = new URLSearchParams();
  if (stored && typeof stored === 'object' && !Array.isArray(stored)) {
    for (const [key, value] of Object.entries(stored)) {
      for (const v of Array.isArray(value) ? value : [value])
        if (['string', 'number', 'boolean'].includes(typeof v)) params.append(key, String(v));
    }
  }
  return filterFromParams(params);
};
