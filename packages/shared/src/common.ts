import { z } from 'zod';

/** The largest id a 32-bit integer column holds. */
export const ID_MAX = 2_147_483_647;
/** The largest id a 16-bit (smallint) column holds: the dictionaries' ids, as investment stages. */
export const SMALL_ID_MAX = 32_767;

/**
 * A positive 32-bit id in a path, written only in decimal digits without a leading zero: `0x1`,
 * `1e0`, `+1`, ` 1`, `0001` and `1.0` are not ids (a lenient reading gives one resource many
 * addresses). One message for every way it can be wrong.
 */
export const pathIdSchema = (message: string) => {
  const error = { error: message };
  return z
    .string(error)
    .regex(/^[1-9][0-9]{0,9}$/, error)
    .transform(Number)
    .pipe(z.number().max(ID_MAX, error));
};

/** A positive integer id in a path, e.g. /firma/:companyId. */
// decision: the spec gives no text for a malformed id in general (orders have their own).
export const idParamsSchema = z.object({ id: pathIdSchema('Nieprawidłowy identyfikator') });

/** A positive 32-bit id in a JSON body: a number, never a string to be read leniently. */
export const idSchema = z.number().int().positive().max(ID_MAX);

/** A positive 32-bit id in a query string (one of a comma list, a cursor): past 32 bits it is refused, not sent to SQL. */
export const queryIdSchema = z.coerce.number().int().positive().max(ID_MAX);

/** Spring-style page answer used by every paginated list (page is 0-based). */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    content: z.array(item),
    totalElements: z.number().int(),
    totalPages: z.number().int(),
    page: z.number().int(),
    size: z.number().int(),
  });
export type Page<T> = { content: T[]; totalElements: number; totalPages: number; page: number; size: number };

/** Query arrays arrive joined by commas (spec 7); an empty value means no filter. */
export const commaList = <T extends z.ZodType>(item: T) =>
  z.preprocess((v) => {
    if (v === undefined || v === null || v === '') return undefined;
    const parts = Array.isArray(v) ? v.flatMap((x) => String(x).split(',')) : String(v).split(',');
    const cleaned = parts.map((s) => s.trim()).filter(Boolean);
    return cleaned.length ? cleaned : undefined;
  }, z.array(item).optional());

export const booleanQuery = z.preprocess(
  (v) => (v === 'true' || v === true ? true : v === 'false' || v === false ? false : v),
  z.boolean(),
);
