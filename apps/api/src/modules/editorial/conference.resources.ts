import {
  agendaItemSchema,
  agendaWriteSchema,
  conferencePartnerQuerySchema,
  conferencePartnerSchema,
  conferencePartnerWriteSchema,
  simpleListQuerySchema,
  speakerSchema,
  speakerWriteSchema,
} from '@platform/shared';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { conferenceAgenda, conferencePartners, conferenceSpeakers } from '../../db/schema.js';
import { type AnyRow, removeFromLinkArray, searchCondition } from './editorial-crud.queries.js';
import { resolveImage } from './editorial-images.js';
import { defineResource, requireLinks } from './editorial-resource.js';
import { loadLinked, pick } from './links.queries.js';
import { byName } from './ordering.js';

export const presentSpeaker = (r: AnyRow) => ({
  id: r.id,
  name: r.name as string,
  position: r.position as string | null,
  company: r.company as string | null,
  bio: r.bio as string | null,
  imageUuid: r.imageUuid as string | null,
  imageUrl: r.imageUrl as string | null,
});

export const speakerResource = defineResource({
  path: 'conference-speakers',
  description: 'Conference speakers',
  table: conferenceSpeakers,
  writeSchema: speakerWriteSchema,
  itemSchema: speakerSchema,
  querySchema: simpleListQuerySchema,
  where: (q) => [searchCondition(conferenceSpeakers.name, q.search)],
  orderBy: byName(conferenceSpeakers),
  toValues: async (app, write: z.output<typeof speakerWriteSchema>, current) => ({
    name: write.name,
    position: write.position,
    company: write.company,
    bio: write.bio,
    ...(await resolveImage(app, write.image, current as never)),
  }),
  present: async (_app, rows: AnyRow[]) => rows.map(presentSpeaker),
  beforeDelete: (tx, id) => removeFromLinkArray(tx, conferenceAgenda, conferenceAgenda.speakerIds, id),
});

/** Agenda items with their speakers' names: one query for the batch. */
export const presentAgenda = async (app: FastifyInstance, rows: AnyRow[]) => {
  const speakers = await loadLinked(
    app.db,
    conferenceSpeakers,
    rows.flatMap((r) => r.speakerIds as number[]),
  );
  return rows.map((r) => ({
    id: r.id,
    day: r.day as string,
    time: r.time as string,
    title: r.title as string,
    description: r.description as string | null,
    speakers: pick(speakers, r.speakerIds as number[]).map(({ id, name }) => ({ id, name })),
  }));
};

export const agendaResource = defineResource({
  path: 'conference-agenda',
  description: 'Conference agenda',
  table: conferenceAgenda,
  writeSchema: agendaWriteSchema,
  itemSchema: agendaItemSchema,
  querySchema: simpleListQuerySchema,
  where: (q) => [searchCondition(conferenceAgenda.title, q.search)],
  orderBy: [sql`${conferenceAgenda.day}`, sql`${conferenceAgenda.time}`, sql`${conferenceAgenda.id}`],
  toValues: async (app, write: z.output<typeof agendaWriteSchema>) => {
    await requireLinks(app.db, conferenceSpeakers, write.speakerIds);
    return {
      day: write.day,
      time: write.time,
      title: write.title,
      description: write.description,
      speakerIds: write.speakerIds,
    };
  },
  present: presentAgenda,
});

export const presentConferencePartner = (r: AnyRow) => ({
  id: r.id,
  name: r.name as string,
  tier: r.tier as 'STRATEGIC' | 'GOLD' | 'SILVER' | 'MEDIA',
  link: r.link as string | null,
  imageUuid: r.imageUuid as string | null,
  imageUrl: r.imageUrl as string | null,
});

type PartnerQuery = z.output<typeof conferencePartnerQuerySchema>;

export const conferencePartnerResource = defineResource({
  path: 'conference-partners',
  description: 'Conference partners with tiers',
  table: conferencePartners,
  writeSchema: conferencePartnerWriteSchema,
  itemSchema: conferencePartnerSchema,
  querySchema: conferencePartnerQuerySchema,
  where: (q: PartnerQuery) => [
    searchCondition(conferencePartners.name, q.search),
    q.tier === undefined ? undefined : eq(conferencePartners.tier, q.tier),
  ],
  orderBy: byName(conferencePartners),
  toValues: async (app, write: z.output<typeof conferencePartnerWriteSchema>, current) => ({
    name: write.name,
    tier: write.tier,
    link: write.link,
    ...(await resolveImage(app, write.image, current as never)),
  }),
  present: async (_app, rows: AnyRow[]) => rows.map(presentConferencePartner),
});
