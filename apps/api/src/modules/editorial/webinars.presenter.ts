import type { Webinar } from '@platform/shared';
import type { FastifyInstance } from 'fastify';
import { webinarCategories, webinarPartners, type webinars } from '../../db/schema.js';
import { loadLinked, pick } from './links.queries.js';
import { stateOf } from './publication.js';

export type WebinarDbRow = typeof webinars.$inferSelect;

/** Webinars with their category and partners: two queries for the whole batch. */
export const presentWebinars = async (app: FastifyInstance, rows: WebinarDbRow[]): Promise<Webinar[]> => {
  const [categories, partners] = await Promise.all([
    loadLinked(
      app.db,
      webinarCategories,
      rows.flatMap((r) => (r.categoryId === null ? [] : [r.categoryId])),
    ),
    loadLinked(
      app.db,
      webinarPartners,
      rows.flatMap((r) => r.partnerIds),
    ),
  ]);
  const now = new Date();
  return rows.map((r) => {
    const category = r.categoryId === null ? undefined : categories.get(r.categoryId);
    return {
      webinarId: r.id,
      title: r.title,
      startsAt: r.startsAt.toISOString(),
      description: r.description,
      category: category ? { id: category.id, name: category.name } : null,
      partners: pick(partners, r.partnerIds).map((p) => ({
        id: p.id,
        name: p.name,
        link: p.link,
        imageUuid: p.imageUuid,
        imageUrl: p.imageUrl,
      })),
      registrationUrl: r.registrationUrl,
      recordingUrl: r.recordingUrl,
      imageUuid: r.imageUuid,
      imageUrl: r.imageUrl,
      publishAt: r.publishAt?.toISOString() ?? null,
      state: stateOf(r.publishAt, now),
    };
  });
};
