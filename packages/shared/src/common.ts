import { z } from 'zod';

/** A positive 32-bit integer id in a path, with one message for every way it can be wrong. */
export const pathIdSchema = (message: string) => {
  const error = { error: message };
  return z.coerce.number(error).int(error).positive(error).max(2_147_483_647, error);
};

/** A positive integer id in a path, e.g. /firma/:companyId. */
// decision: the spec gives no text for a malformed id in general (orders have their own).
export const idSchema = pathIdSchema('Nieprawidłowy identyfikator');
export const idParamsSchema = z.object({ id: idSchema });

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
