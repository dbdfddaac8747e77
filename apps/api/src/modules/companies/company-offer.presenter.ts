import type { Attachment, CompanyOffer, CompanyOfferInput } from '@platform/shared';
import type { FastifyInstance } from 'fastify';
import { findAttachmentsByUuids, presentAttachment } from '../attachments/index.js';
import type { OfferRow, OfferVersion } from './company-offer.queries.js';

/** Every attachment uuid an offer refers to (photos, section attachments, avatars). */
export const offerAttachmentUuids = (offer: CompanyOfferInput): string[] => [
  ...(offer.mainSection.photo ? [offer.mainSection.photo] : []),
  ...offer.sections.flatMap((s) => [...s.photos, ...s.attachments]),
  ...offer.contacts.contactPersons.flatMap((p) => (p.avatar ? [p.avatar] : [])),
];

/** The uuids of the offer's photo slots (main photo, section photos, avatars): images only. */
export const offerPhotoUuids = (offer: CompanyOfferInput): string[] => [
  ...(offer.mainSection.photo ? [offer.mainSection.photo] : []),
  ...offer.sections.flatMap((s) => s.photos),
  ...offer.contacts.contactPersons.flatMap((p) => (p.avatar ? [p.avatar] : [])),
];

/** The stored offer with its files as Attachment entities (files removed since are left out). */
export const presentOffer = async (
  app: FastifyInstance,
  companyId: number,
  version: OfferVersion,
  row: OfferRow,
): Promise<CompanyOffer> => {
  const offer = row.content;
  const rows = await findAttachmentsByUuids(app.db, [...new Set(offerAttachmentUuids(offer))]);
  const presented = new Map<string, Attachment>();
  for (const r of rows) presented.set(r.uuid, await presentAttachment(app.storage, r));
  const one = (uuid: string | null) => (uuid ? (presented.get(uuid) ?? null) : null);
  const many = (uuids: string[]) => uuids.flatMap((u) => presented.get(u) ?? []);
  return {
    companyId,
    version,
    updatedAt: row.updatedAt.toISOString(),
    mainSection: { ...offer.mainSection, photo: one(offer.mainSection.photo) },
    sections: offer.sections.map((s) => ({ ...s, photos: many(s.photos), attachments: many(s.attachments) })),
    contacts: {
      description: offer.contacts.description,
      contactPersons: offer.contacts.contactPersons.map((p) => ({ ...p, avatar: one(p.avatar) })),
    },
  };
};
