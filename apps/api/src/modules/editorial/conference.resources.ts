import {
  type AgendaItem,
  agendaItemSchema,
  agendaWriteSchema,
  conferencePartnerQuerySchema,
  conferencePartnerSchema,
  conferencePartnerWriteSchema,
  PARTNER_TIERS,
  type PartnerTier,
  simpleListQuerySchema,
  speakerSchema,
  speakerWriteSchema,
} from '@platform/shared';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { conferenceAgenda, conferencePartners, conferenceSpeakers } from '../../db/schema.js';
import { type EditorialRow, removeFromLinkArray, searchCondition } from './editorial-crud.queries.js';
import { resolveImage } from './editorial-images.js';
import { defineResource, requireLinks } from './editorial-resource.js';
import { loadLinked, pick } from './links.queries.js';
import { byName } from './ordering.js';

export const presentSpeaker = (r: EditorialRow<typeof conferenceSpeakers>) => ({
  id: r.id,
  name: r.name,
  position: r.position,
  company: r.company,
  bio: r.bio,
  imageUuid: r.imageUuid,
  imageUrl: r.imageUrl,
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
    ...(await resolveImage(app, write.image, current)),
  }),
  present: async (_app, rows) => rows.map(presentSpeaker),
  beforeDelete: (tx, id) => removeFromLinkArray(tx, conferenceAgenda, conferenceAgenda.speakerIds, id),
});

/** Agenda items with their speakers' names: one query for the batch. */
export const presentAgenda = async (
  app: FastifyInstance,
  rows: EditorialRow<typeof conferenceAgenda>[],
): Promise<AgendaItem[]> => {
  const speakers = await loadLinked(
    app.db,
    conferenceSpeakers,
    rows.flatMap((r) => r.speakerIds),
  );
  return rows.map((r) => ({
    id: r.id,
    day: r.day,
    time: r.time,
    title: r.title,
    description: r.description,
    speakers: pick(speakers, r.speakerIds).map(({ id, name }) => ({ id, name })),
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

/** The stored tier as the contract's tier (the panel writes only these; the column is plain text). */
const partnerTier = (tier: string): PartnerTier => {
  const known = PARTNER_TIERS.find((t) => t === tier);
  if (!known) throw new Error(`unknown conference partner tier ${tier}`);
  return known;
};

export const presentConferencePartner = (r: EditorialRow<typeof conferencePartners>) => ({
  id: r.id,
  name: r.name,
  tier: partnerTier(r.tier),
  link: r.link,
  imageUuid: r.imageUuid,
  imageUrl: r.imageUrl,
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
    ...(await resolveImage(app, write.image, current)),
  }),
  present: async (_app, rows) => rows.map(presentConferencePartner),
});
