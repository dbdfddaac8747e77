/**
 * Lenient readers of the reports' address-bar parameters (spec 2.8: every parameter has a default,
 * so a bad value falls back to it, never an error). The same schemas check the API's query string,
 * so a shared link and the call it makes read alike. Lists come as an array, one value or a comma
 * list (spec 2.8 `companiesIndustryIds`); they are cleaned, de-duplicated and sorted, which also
 * makes the parsed parameters a stable cache key.
 */
import { z } from 'zod';
import { ID_MAX } from '../common.js';

const parts = (v: unknown): string[] => {
  if (v === undefined || v === null || v === '') return [];
  const raw = Array.isArray(v) ? v.flatMap((x) => String(x).split(',')) : String(v).split(',');
  return raw.map((s) => s.trim()).filter(Boolean);
};

/** Ids between 1 and `max`; anything else in the list is dropped. At most `limit` ids. */
export const lenientIds = (max = ID_MAX, limit = 50) =>
  z.preprocess(
    (v) =>
      [
        ...new Set(
          parts(v)
            .filter((s) => /^[1-9][0-9]{0,9}$/.test(s))
            .map(Number)
            .filter((n) => n <= max),
        ),
      ]
        .sort((a, b) => a - b)
        .slice(0, limit),
    z.array(z.number().int()),
  );

/** Values of an enumeration; unknown ones are dropped. */
export const lenientEnumList = <T extends string>(values: readonly [T, ...T[]]) =>
  z.preprocess((v) => values.filter((value) => parts(v).includes(value)), z.array(z.enum(values)));

/** One value of an enumeration, or the default. */
export const lenientEnum = <T extends string>(values: readonly [T, ...T[]], fallback: T) =>
  z.preprocess((v) => ((values as readonly unknown[]).includes(v) ? v : fallback), z.enum(values));

/** 'true' / 'false' (or a boolean); anything else is the default. */
export const lenientBoolean = (fallback: boolean) =>
  z.preprocess(
    (v) => (v === 'true' || v === true ? true : v === 'false' || v === false ? false : fallback),
    z.boolean(),
  );

export const YEAR_MONTH = /^(20[0-9]{2})-(0[1-9]|1[0-2])$/;

/** A month 'YYYY-MM' (2000-2099), or null (the default period). */
export const lenientMonth = z.preprocess(
  (v) => (typeof v === 'string' && YEAR_MONTH.test(v) ? v : null),
  z.string().regex(YEAR_MONTH).nullable(),
);

/** A query string as the browser holds it, for the shared parsers (repeated keys become lists). */
export const queryRecord = (params: URLSearchParams): Record<string, string | string[]> => {
  const record: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const all = params.getAll(key);
    record[key] = all.length > 1 ? all : (all[0] as string);
  }
  return record;
};
