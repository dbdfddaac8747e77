import {
  simpleListQuerySchema,
  webinarCategorySchema,
  webinarCategoryWriteSchema,
  webinarPanelQuerySchema,
  webinarPartnerSchema,
  webinarPartnerWriteSchema,
  webinarSchema,
  webinarWriteSchema,
} from '@platform/shared';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { webinarCategories, webinarPartners, webinars } from '../../db/schema.js';
import { sanitizeRichText } from '../../lib/rich-text.js';
import { type EditorialRow, removeFromLinkArray, searchCondition } from './editorial-crud.queries.js';
import { resolveImage } from './editorial-images.js';
import { defineResource, requireLinks } from './editorial-resource.js';
import { byName } from './ordering.js';
import { inState } from './publication.js';
import { presentWebinars } from './webinars.presenter.js';

export const webinarCategoryResource = defineResource({
  path: 'webinar-categories',
  description: 'Webinar categories',
  table: webinarCategories,
  writeSchema: webinarCategoryWriteSchema,
  itemSchema: webinarCategorySchema,
  querySchema: simpleListQuerySchema,
  where: (q) => [searchCondition(webinarCategories.name, q.search)],
  orderBy: byName(webinarCategories),
  toValues: async (_app, write: z.output<typeof webinarCategoryWriteSchema>) => ({ name: write.name }),
  present: async (_app, rows) => rows.map((r) => ({ id: r.id, name: r.name })),
});

export const presentPartner = (r: EditorialRow<typeof webinarPartners>) => ({
  id: r.id,
  name: r.name,
  link: r.link,
  imageUuid: r.imageUuid,
  imageUrl: r.imageUrl,
});

export const webinarPartnerResource = defineResource({
  path: 'webinar-partners',
  description: 'Webinar partners (hosts)',
  table: webinarPartners,
  writeSchema: webinarPartnerWriteSchema,
  itemSchema: webinarPartnerSchema,
  querySchema: simpleListQuerySchema,
  where: (q) => [searchCondition(webinarPartners.name, q.search)],
  orderBy: byName(webinarPartners),
  toValues: async (app, write: z.output<typeof webinarPartnerWriteSchema>, current) => ({
    name: write.name,
    link: write.link,
    ...(await resolveImage(app, write.image, current)),
  }),
  present: async (_app, rows) => rows.map(presentPartner),
  beforeDelete: (tx, id) => removeFromLinkArray(tx, webinars, webinars.partnerIds, id),
});

type WebinarQuery = z.output<typeof webinarPanelQuerySchema>;

export const webinarResource = defineResource({
  path: 'webinars',
  description: 'Webinars (drafts, scheduled and published)',
  table: webinars,
  writeSchema: webinarWriteSchema,
  itemSchema: webinarSchema,
  querySchema: webinarPanelQuerySchema,
  where: (q: WebinarQuery) => [
    searchCondition(webinars.title, q.search),
    inState(webinars.publishAt, q.state),
    q.categoryId === undefined ? undefined : eq(webinars.categoryId, q.categoryId),
  ],
  orderBy: [sql`${webinars.startsAt} desc`, sql`${webinars.id} desc`],
  toValues: async (app, write: z.output<typeof webinarWriteSchema>, current) => {
    await Promise.all([
      requireLinks(app.db, webinarCategories, write.categoryId === null ? [] : [write.categoryId]),
      requireLinks(app.db, webinarPartners, write.partnerIds),
    ]);
    return {
      title: write.title,
      startsAt: new Date(write.startsAt),
      description: sanitizeRichText(write.description),
      categoryId: write.categoryId,
      partnerIds: write.partnerIds,
      registrationUrl: write.registrationUrl,
      recordingUrl: write.recordingUrl,
      publishAt: write.publishAt === null ? null : new Date(write.publishAt),
      ...(await resolveImage(app, write.image, current)),
    };
  },
  present: presentWebinars,
});
