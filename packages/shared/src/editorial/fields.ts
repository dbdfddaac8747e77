import { z } from 'zod';
import { idSchema } from '../common.js';
import { line, text } from '../text.js';
import { isWebsite, withProtocol } from '../validators.js';
import { EDITORIAL_LIMITS as L, EDITORIAL_MESSAGES as M } from './limits.js';

/** A required one-line text: no line breaks, trimmed, inner spaces collapsed, then 1..max characters. */
export const requiredLine = (max: number) =>
  line({ error: M.required })
    .max(max * 2, M.tooLong(max))
    .transform((v) => v.trim().replace(/\s+/g, ' '))
    .pipe(text().min(1, M.required).max(max, M.tooLong(max)));

/** A required short paragraph typed in a text area (an article's lead): its line breaks become spaces. */
export const requiredParagraph = (max: number) =>
  text({ error: M.required })
    .max(max * 2, M.tooLong(max))
    .transform((v) => v.trim().replace(/\s+/g, ' '))
    .pipe(line().min(1, M.required).max(max, M.tooLong(max)));

/** An optional text: trimmed; empty is stored as null. */
export const optionalText = (max: number) =>
  text()
    .max(max * 2, M.tooLong(max))
    .transform((v) => v.trim())
    .pipe(text().max(max, M.tooLong(max)))
    .nullish()
    .transform((v) => v || null);

/** An optional one-line text (a position, a company): no line breaks, trimmed; empty is stored as null. */
export const optionalLine = (max: number) =>
  line()
    .max(max * 2, M.tooLong(max))
    .transform((v) => v.trim())
    .pipe(text().max(max, M.tooLong(max)))
    .nullish()
    .transform((v) => v || null);

/** An optional web address: https added when the protocol is missing; empty is null. */
export const optionalUrl = line()
  .max(L.urlMax, M.tooLong(L.urlMax))
  .nullish()
  .transform((v) => v?.trim() || null)
  .refine((v) => v === null || isWebsite(v), M.invalidUrl)
  .transform((v) => (v === null ? null : withProtocol(v)));

/** Ids of linked entries (tags, authors, speakers ...): unique, at most `linksMax`. */
export const linkIds = z
  .array(idSchema, { error: M.unknownLink })
  .max(L.linksMax, M.tooManyLinks)
  .default([])
  .transform((ids) => [...new Set(ids)]);

/**
 * An image through the upload flow (target EDITORIAL_IMAGE): the uuid of an uploaded file, the
 * entry's current image's uuid to keep it, or null for none.
 */
export const imageUuid = text()
  .uuid(M.imageInvalid)
  .nullish()
  .transform((v) => v ?? null);

/** A missing value is "required"; anything else that is wrong is "invalid". */
const requiredOr = (invalid: string) => (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null || issue.input === '' ? M.required : invalid;

/** A moment as ISO 8601 with a zone (the panel sends UTC). */
export const isoDateTime = z.iso.datetime({ offset: true, error: requiredOr(M.invalidDate) });

/** A calendar day, 'YYYY-MM-DD'. */
export const isoDay = z.iso.date({ error: requiredOr(M.invalidDate) });

/** A time of day, 'HH:MM' from 00:00 to 23:59. */
export const timeOfDay = text({ error: requiredOr(M.invalidTime) }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, M.invalidTime);

/** A link shown publicly next to an entry's image. */
export const imageOut = { imageUuid: text().nullable(), imageUrl: text().nullable() };

/** The list query of every panel list: search, page from 0, 20 per page. */
export const panelListQuery = z.object({
  search: text().max(L.searchMax).optional(),
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  size: z.coerce.number().int().min(1).max(L.pageSize).default(L.pageSize),
});
