/**
 * The investment search's parameters (spec platform 2.3 'Wyszukiwarka inwestycji', 5 "Filters"): one
 * schema for the address bar, the API query and the saved searches. Every parameter is lenient: a
 * malformed or unknown value falls back to its default, never an error, so an old or hand-edited
 * link still opens a search.
 */
import { z } from 'zod';
import { ID_MAX, SMALL_ID_MAX } from '../common.js';
import { DISTANCE_OPTIONS_KM, WHOLE_POLAND_DISTANCE } from '../constants.js';
import { INVESTMENT_CHARACTERS, INVESTMENT_TYPES } from '../enums.js';
import { ISO_DAY_PATTERN } from '../orders/enums.js';
import { text } from '../text.js';
import { INVESTMENT_SEARCH_SORTS, INVESTMENT_STATES } from './search-enums.js';

export const INVESTMENT_SEARCH_TEXT_MAX = 200;
/** Decision: as many ids of one kind as the order filters take of their longest list. */
const LIST_MAX = 200;
/** The distance around the chosen place when none (or a malformed one) is given. */
export const INVESTMENT_SEARCH_DEFAULT_KM = 50;
export const INVESTMENT_DISTANCES_KM = [...DISTANCE_OPTIONS_KM, WHOLE_POLAND_DISTANCE] as const;

const blank = (v: unknown) => v === undefined || v === null || v === '';
const split = (v: unknown) =>
  blank(v)
    ? []
    : (Array.isArray(v) ? v : [v])
        .flatMap((x) => String(x).split(','))
        .map((s) => s.trim())
        .filter(Boolean);
const id = z.coerce.number().int().positive().max(ID_MAX);
/** A comma list; one bad element drops the whole parameter to its default (none). */
const list = <T extends z.ZodType>(item: T) => z.preprocess(split, z.array(item).max(LIST_MAX)).catch([]);
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (blank(v) ? null : Array.isArray(v) ? v[0] : v), schema.nullable()).catch(null);
const day = optional(z.string().regex(ISO_DAY_PATTERN));
const amount = optional(z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER));

/** 'id:label' of a locality of the autocomplete (the label is what the filter shows). */
const place = z.preprocess(
  (v) => {
    const m = typeof v === 'string' ? /^([1-9]\d{0,9}):(.{1,120})$/s.exec(v) : null;
    return m ? { id: Number(m[1]), label: m[2] } : v;
  },
  z.object({ id: id, label: text().min(1).max(120) }),
);

export const investmentSearchParamsSchema = z.object({
  q: z.preprocess((v) => (blank(v) ? '' : v), text().trim().max(INVESTMENT_SEARCH_TEXT_MAX)).catch(''),
  /** One locality; the distance `km` applies around it. */
  miejsce: optional(place),
  km: z
    .preprocess((v) => (blank(v) ? undefined : Number(v)), z.number())
    .pipe(z.union(INVESTMENT_DISTANCES_KM.map((km) => z.literal(km))))
    .catch(INVESTMENT_SEARCH_DEFAULT_KM),
  /** Voivodeships 1-16. */
  woj: list(z.coerce.number().int().min(1).max(16)),
  powiaty: list(id),
  /** Sectors and subsectors: an investment of a chosen sector or subsector. */
  sektory: list(id),
  /** Stages (a smallint dictionary). */
  etapy: list(z.coerce.number().int().positive().max(SMALL_ID_MAX)),
  typy: list(z.enum(INVESTMENT_TYPES)),
  charakter: list(z.enum(INVESTMENT_CHARACTERS)),
  wartoscOd: amount,
  wartoscDo: amount,
  startOd: day,
  startDo: day,
  koniecOd: day,
  koniecDo: day,
  /** The participating company (the company card's 'Zobacz inwestycje firmy'). */
  firma: optional(id),
  /** Industries of the participants' works. */
  branze: list(id),
  /** None chosen: every state. */
  stan: list(z.enum(INVESTMENT_STATES)),
  sort: z.enum(INVESTMENT_SEARCH_SORTS).catch('zmiana'),
  /** 1-based page of the address bar. */
  strona: z.preprocess((v) => (blank(v) ? 1 : Number(v)), z.number().int().min(1).max(10_000)).catch(1),
});
export type InvestmentSearchParams = z.output<typeof investmentSearchParamsSchema>;
export type InvestmentSearchFilter = Omit<InvestmentSearchParams, 'strona' | 'sort'>;

export const EMPTY_INVESTMENT_SEARCH: InvestmentSearchParams = investmentSearchParamsSchema.parse({});

/** The record of the address bar (repeated keys as lists) read through the one schema. */
export const investmentSearchFromParams = (params: URLSearchParams): InvestmentSearchParams => {
  const record: Record<string, string> = {};
  for (const key of new Set(params.keys())) record[key] = params.getAll(key).join(',');
  return investmentSearchParamsSchema.parse(record);
};

/** The parameters as the address bar and the API query carry them; defaults are left out. */
export const investmentSearchToRecord = (p: Partial<InvestmentSearchParams>): Record<string, string> => {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(p)) {
    const fallback = EMPTY_INVESTMENT_SEARCH[key as keyof InvestmentSearchParams];
    if (value === null || value === undefined || value === '' || value === fallback) continue;
    if (Array.isArray(value)) {
      if (value.length) out[key] = value.join(',');
    } else if (typeof value === 'object') out[key] = `${value.id}:${value.label}`;
    else out[key] = String(value);
  }
  if (!p.miejsce) delete out.km;
  return out;
};

export const investmentSearchToParams = (p: Partial<InvestmentSearchParams>): URLSearchParams =>
  new URLSearchParams(investmentSearchToRecord(p));
