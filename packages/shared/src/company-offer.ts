import { z } from 'zod';
import { attachmentSchema } from './attachments.js';
import { calendarDaysBetween } from './calendar-days.js';
import { line, text } from './text.js';

/**
 * The paid "company offer" (document 2, sections 2.2, 3, 4, 6). Requests name uploaded files by their
 * attachment uuid (target COMPANY_OFFER); answers carry the Attachment entity. Optional texts that are
 * empty are sent and stored as null.
 */
export const OFFER_LIMITS = {
  titleMax: 200,
  textMax: 20_000,
  sectionsMax: 30,
  photosPerSectionMax: 30,
  attachmentsPerSectionMax: 30,
  videosPerSectionMax: 10,
  contactPersonsMax: 50,
} as const;

export const OFFER_SECTION_ALIGNS = ['LEFT', 'RIGHT'] as const;
export const offerAlignSchema = z.enum(OFFER_SECTION_ALIGNS);

const emptyToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);
const optionalText = (max: number) => z.preprocess(emptyToNull, text().trim().max(max).nullable()).default(null);
/** Titles, names, positions and phones: one line each. */
const optionalLine = (max: number) => z.preprocess(emptyToNull, line().trim().max(max).nullable()).default(null);
const uuid = z.uuid();
/** A YouTube video id. */
const videoId = text().regex(/^[\w-]{6,20}$/);

const videoInput = z.object({
  videoId,
  title: optionalLine(OFFER_LIMITS.titleMax),
  description: optionalText(OFFER_LIMITS.textMax),
});

/** A contact person of the offer (spec 3), as the offer editor and the admin's 'Osoby kontaktowe' dialog send it. */
export const offerContactPersonInputSchema = z.object({
  title: optionalLine(100),
  avatar: uuid.nullable().default(null),
  name: line().trim().min(1).max(200),
  positionLine1: optionalLine(200),
  positionLine2: optionalLine(200),
  telephone: optionalLine(50),
  email: z.preprocess(emptyToNull, z.email().max(200).nullable()).default(null),
});

export const offerInputSchema = z.object({
  mainSection: z.object({
    photo: uuid.nullable().default(null),
    title: line().trim().min(1).max(OFFER_LIMITS.titleMax),
    description: optionalText(OFFER_LIMITS.textMax),
  }),
  sections: z
    .array(
      z.object({
        title: optionalLine(OFFER_LIMITS.titleMax),
        align: offerAlignSchema.default('LEFT'),
        description: optionalText(OFFER_LIMITS.textMax),
        photos: z.array(uuid).max(OFFER_LIMITS.photosPerSectionMax).default([]),
        attachments: z.array(uuid).max(OFFER_LIMITS.attachmentsPerSectionMax).default([]),
        videos: z.array(videoInput).max(OFFER_LIMITS.videosPerSectionMax).default([]),
      }),
    )
    .max(OFFER_LIMITS.sectionsMax)
    .default([]),
  contacts: z
    .object({
      description: optionalText(OFFER_LIMITS.textMax),
      contactPersons: z.array(offerContactPersonInputSchema).max(OFFER_LIMITS.contactPersonsMax).default([]),
    })
    .default({ description: null, contactPersons: [] }),
});
export type CompanyOfferInput = z.infer<typeof offerInputSchema>;

const video = z.object({ videoId: text(), title: text().nullable(), description: text().nullable() });

export const companyOfferSchema = z
  .object({
    companyId: z.number().int(),
    version: z.enum(['DRAFT', 'PUBLISHED']),
    updatedAt: text(),
    mainSection: z.object({
      photo: attachmentSchema.nullable(),
      title: text(),
      description: text().nullable(),
    }),
    sections: z.array(
      z.object({
        title: text().nullable(),
        align: offerAlignSchema,
        description: text().nullable(),
        photos: z.array(attachmentSchema),
        attachments: z.array(attachmentSchema),
        videos: z.array(video),
      }),
    ),
    contacts: z.object({
      description: text().nullable(),
      contactPersons: z.array(
        z.object({
          title: text().nullable(),
          avatar: attachmentSchema.nullable(),
          name: text(),
          positionLine1: text().nullable(),
          positionLine2: text().nullable(),
          telephone: text().nullable(),
          email: text().nullable(),
        }),
      ),
    }),
  })
  .meta({ id: 'CompanyOffer' });
export type CompanyOffer = z.infer<typeof companyOfferSchema>;

/** GET /companies/{companyId}/services/company-offer. */
export const offerServiceSchema = z
  .object({ active: z.boolean(), expires_at: text().nullable() })
  .meta({ id: 'CompanyOfferService' });
export type OfferService = z.infer<typeof offerServiceSchema>;

/** PUT /companies/{companyId}/services/company-offer (admins): null ends the service. */
export const offerServiceInputSchema = z.object({ expires_at: z.iso.datetime({ offset: true }).nullable() });

/** GET /companies/{companyId}/admin. */
export const companyAdminSchema = z.object({ id: z.number().int(), email: text() }).meta({ id: 'CompanyAdmin' });

export const OFFER_EXPIRY_WARNING_DAYS = 30;

/**
 * Days left of the service as the reader counts them (0 on the last day), or null when inactive: the
 * expiry warning shows at ≤ 30. Calendar days in Poland to the service's last day, which is the day of
 * the last moment before `expires_at` (a service ending at midnight has the day before as its last).
 */
export const offerDaysLeft = (service: OfferService, now: Date = new Date()): number | null => {
  if (!service.active || !service.expires_at) return null;
  const lastMoment = new Date(Date.parse(service.expires_at) - 1);
  return Math.max(0, calendarDaysBetween(now, lastMoment));
};

/** The three state combinations of spec 4. */
export type OfferState = 'ACTIVE_WITHOUT_OFFER' | 'OFFER_WITHOUT_SERVICE' | 'VISIBLE' | 'NONE';
export const offerState = (serviceActive: boolean, hasOffer: boolean): OfferState =>
  serviceActive && hasOffer
    ? 'VISIBLE'
    : serviceActive
      ? 'ACTIVE_WITHOUT_OFFER'
      : hasOffer
        ? 'OFFER_WITHOUT_SERVICE'
        : 'NONE';
