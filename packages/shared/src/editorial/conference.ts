/** The experts forum conference: speakers, agenda, partners with tiers (document 2, sections 2.6, 2.9). */
import { z } from 'zod';
import { text } from '../text.js';
import {
  imageOut,
  imageUuid,
  isoDay,
  linkIds,
  optionalLine,
  optionalText,
  optionalUrl,
  panelListQuery,
  requiredLine,
  timeOfDay,
} from './fields.js';
import { EDITORIAL_LIMITS as L, EDITORIAL_MESSAGES as M } from './limits.js';

export const speakerWriteSchema = z
  .object({
    name: requiredLine(L.nameMax),
    position: optionalLine(L.shortTextMax),
    company: optionalLine(L.shortTextMax),
    bio: optionalText(L.bioMax),
    image: imageUuid,
  })
  .meta({ id: 'ConferenceSpeakerWrite' });
export const speakerSchema = z
  .object({
    id: z.number().int(),
    name: text(),
    position: text().nullable(),
    company: text().nullable(),
    bio: text().nullable(),
    ...imageOut,
  })
  .meta({ id: 'ConferenceSpeaker' });
export type Speaker = z.infer<typeof speakerSchema>;

export const agendaWriteSchema = z
  .object({
    day: isoDay,
    time: timeOfDay,
    title: requiredLine(L.titleMax),
    description: optionalText(L.leadMax),
    speakerIds: linkIds,
  })
  .meta({ id: 'ConferenceAgendaItemWrite' });
export const agendaItemSchema = z
  .object({
    id: z.number().int(),
    day: text(),
    time: text(),
    title: text(),
    description: text().nullable(),
    speakers: z.array(z.object({ id: z.number().int(), name: text() })),
  })
  .meta({ id: 'ConferenceAgendaItem' });
export type AgendaItem = z.infer<typeof agendaItemSchema>;

export const PARTNER_TIERS = ['STRATEGIC', 'GOLD', 'SILVER', 'MEDIA'] as const;
export type PartnerTier = (typeof PARTNER_TIERS)[number];
export const PARTNER_TIER_LABELS: Record<PartnerTier, string> = {
  STRATEGIC: 'Partner strategiczny',
  GOLD: 'Złoty partner',
  SILVER: 'Srebrny partner',
  MEDIA: 'Patron medialny',
};

export const conferencePartnerWriteSchema = z
  .object({
    name: requiredLine(L.nameMax),
    tier: z.enum(PARTNER_TIERS, { error: M.required }),
    link: optionalUrl,
    image: imageUuid,
  })
  .meta({ id: 'ConferencePartnerWrite' });
export const conferencePartnerSchema = z
  .object({ id: z.number().int(), name: text(), tier: z.enum(PARTNER_TIERS), link: text().nullable(), ...imageOut })
  .meta({ id: 'ConferencePartner' });
export type ConferencePartner = z.infer<typeof conferencePartnerSchema>;

export const conferencePartnerQuerySchema = panelListQuery.extend({ tier: z.enum(PARTNER_TIERS).optional() });

/** GET /conference: the experts forum page (spec 2.6 "strona/forum-ekspertow"). */
export const conferenceSchema = z
  .object({
    agenda: z.array(agendaItemSchema).max(L.conferenceListMax),
    speakers: z.array(speakerSchema).max(L.conferenceListMax),
    partners: z.array(conferencePartnerSchema).max(L.conferenceListMax),
  })
  .meta({ id: 'Conference' });
export type Conference = z.infer<typeof conferenceSchema>;
