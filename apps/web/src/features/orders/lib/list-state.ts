import {
  INVESTMENT_CHARACTERS,
  type InvestmentCharacter,
  ORDER_SCOPES,
  ORDER_SORTS,
  ORDER_STATUSES,
  type OrderScope,
  type OrderSort,
  type OrderStatus,
} from '@platform/shared';

/** One location of the filter: a city (locality id) or a voivodeship (province id 1-16). */
export type FilterLocation = { kind: 'city' | 'province'; id: number; label: string };

/** The filters of the list screen as the address bar holds them (spec 2.5); page is separate. */
export type ListFilters = {
  status: OrderStatus[];
  sort: OrderSort | null;
  search: string;
  offerFrom: string | null;
  offerTo: string | null;
  workFrom: string | null;
  workTo: string | null;
  industryIds: number[];
  stageIds: number[];
  characters: InvestmentCharacter[];
  sectorIds: number[];
  scopes: OrderScope[];
  locations: FilterLocation[];
  distance: number | null;
  /** null: the default of the list (on for subsidised clients on all orders) */
  byIndustries: boolean | null;
};

export const EMPTY_FILTERS: ListFilters = {
  status: [],
  sort: null,
  search: '',
  offerFrom: null,
  offerTo: null,
  workFrom: null,
  workTo: null,
  industryIds: [],
  stageIds: [],
  characters: [],
  sectorIds: [],
  scopes: [],
  locations: [],
  distance: null,
  byIndustries: null,
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MONTH = /^\d{4}-\d{2}$/;
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
  if (!m) return null;
  return { kind: m[1] === 'c' ? 'city' : 'province', id: Number(m[2]), label: m[3] as string };
};

export const parseFilters = (params: URLSearchParams): ListFilters => {
  const sort = params.get('sort');
  const distance = Number(params.get('distance'));
  const byIndustries = params.get('byIndustries');
  return {
    status: oneOf(ORDER_STATUSES, params.get('status')),
    sort: (ORDER_SORTS as readonly string[]).includes(sort ?? '') ? (sort as OrderSort) : null,
    search: params.get('q') ?? '',
    offerFrom: match(DAY, params.get('offerFrom')),
    offerTo: match(DAY, params.get('offerTo')),
    workFrom: match(MONTH, params.get('workFrom')),
    workTo: match(MONTH, params.get('workTo')),
    industryIds: ids(params.get('industries')),
    stageIds: ids(params.get('stages')),
    characters: oneOf(INVESTMENT_CHARACTERS, params.get('characters')),
    sectorIds: ids(params.get('sectors')),
    scopes: oneOf(ORDER_SCOPES, params.get('scopes')),
    locations: params.getAll('loc').flatMap((raw) => parseLocation(raw) ?? []),
    distance: Number.isInteger(distance) && distance > 0 ? distance : null,
    byIndustries: byIndustries === 'true' ? true : byIndustries === 'false' ? false : null,
  };
};

/** 1-based page of the address bar; anything else is page 1. */
export const parsePage = (params: URLSearchParams): number => {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
};

/** The address-bar form of the filters (no page: any filter change starts from page 1). */
export const filtersToParams = (f: ListFilters): URLSearchParams => {
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
  return p;
};

/** The distance applies only with exactly one chosen location that is a city (spec 5 "Filters"). */
export const distanceAllowed = (f: Pick<ListFilters, 'locations'>) =>
  f.locations.length === 1 && f.locations[0]?.kind === 'city';
