/** Webinars, their categories and partners (hosts) (document 2, sections 2.6 events, 2.9). */
import { z } from 'zod';
import { idSchema, pageOf } from '../common.js';
import { text } from '../text.js';
import { PUBLICATION_STATES } from './articles.js';
import { imageOut, imageUuid, isoDateTime, linkIds, optionalUrl, panelListQuery, requiredLine } from './fields.js';
import { EDITORIAL_LIMITS as L, EDITORIAL_MESSAGES as M } from './limits.js';

export const webinarCategoryWriteSchema = z
  .object({ name: requiredLine(L.nameMax) })
  .meta({ id: 'WebinarCategoryWrite' });
export const webinarCategorySchema = z.object({ id: z.number().int(), name: text() }).meta({ id: 'WebinarCategory' });

export const webinarPartnerWriteSchema = z
  .object({ name: requiredLine(L.nameMax), link: optionalUrl, image: imageUuid })
  .meta({ id: 'WebinarPartnerWrite' });
export const webinarPartnerSchema = z
  .object({ id: z.number().int(), name: text(), link: text().nullable(), ...imageOut })
  .meta({ id: 'WebinarPartner' });
export type WebinarPartner = z.infer<typeof webinarPartnerSchema>;

export const webinarWriteSchema = z
  .object({
    title: requiredLine(L.titleMax),
    startsAt: isoDateTime,
    description: text().max(L.bodyMax, M.tooLong(L.bodyMax)).nullish(),
    categoryId: idSchema.nullish().transform((v) => v ?? null),
    partnerIds: linkIds,
    registrationUrl: optionalUrl,
    recordingUrl: optionalUrl,
    image: imageUuid,
    /** As for articles: null is a draft, a future moment schedules the announcement. */
    publishAt: isoDateTime.nullable(),
  })
  .meta({ id: 'WebinarWrite' });

export const webinarSchema = z
  .object({
    webinarId: z.number().int(),
    title: text(),
    startsAt: text(),
    description: text().nullable(),
    category: webinarCategorySchema.nullable(),
    partners: z.array(webinarPartnerSchema),
    registrationUrl: text().nullable(),
    recordingUrl: text().nullable(),
    ...imageOut,
    publishAt: text().nullable(),
    state: z.enum(PUBLICATION_STATES),
  })
  .meta({ id: 'Webinar' });
export type Webinar = z.infer<typeof webinarSchema>;

export const webinarPanelQuerySchema = panelListQuery.extend({
  state: z.enum(PUBLICATION_STATES).optional(),
  categoryId: z.coerce.number().pipe(idSchema).optional(),
});

export const WEBINAR_WHEN = ['upcoming', 'past'] as const;
/** GET /webinars: published webinars; upcoming soonest first, past newest first. */
export const webinarsQuerySchema = z.object({
  when: z.enum(WEBINAR_WHEN).default('upcoming'),
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  size: z.coerce.number().int().min(1).max(L.publicPageSizeMax).default(L.pageSize),
});
export const webinarPageSchema = pageOf(webinarSchema).meta({ id: 'WebinarPage' });
