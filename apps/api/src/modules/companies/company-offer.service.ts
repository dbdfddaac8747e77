import type { CompanyOffer, CompanyOfferInput } from '@platform/shared';
import { normalizePhone } from '@platform/shared';
import type { FastifyInstance } from 'fastify';
import { appError } from '../../lib/app-error.js';
import { sanitizeRichText } from '../../lib/rich-text.js';
import type { ActorUser } from '../../plugins/auth.js';
import { canEditOffer, canSeeOffer } from './company.policy.js';
import { requireCompany, requireViewableCompany } from './company-access.js';
import { requireImages, resolveCompanyAttachments } from './company-attachments.js';
import { findOfferService } from './company-card.queries.js';
import { offerAttachmentUuids, offerPhotoUuids, presentOffer } from './company-offer.presenter.js';
import { findOffer, type OfferVersion, setOfferServiceExpiry, upsertOffer } from './company-offer.queries.js';
import { requireFullCard } from './company-tier.js';

const offerNotFound = () => appError('OFFER_NOT_FOUND');

/**
 * GET offer/draft (editors only) and offer/published: 404 when there is no offer; the published offer
 * is shown to everyone while the service is active, otherwise to admins and the company's users (spec 4);
 * never to the free tier (spec 1), whether or not an offer exists.
 */
export const getOffer = async (
  app: FastifyInstance,
  user: ActorUser,
  companyId: number,
  version: OfferVersion,
): Promise<CompanyOffer> => {
  const company = await requireViewableCompany(app, companyId, user);
  requireFullCard(user, company.id);
  const service = await findOfferService(app.db, company.id);
  if (version === 'DRAFT' && !canEditOffer(user, company.id, service.active)) throw appError('FORBIDDEN');
  const row = await findOffer(app.db, company.id, version);
  if (!row) throw offerNotFound();
  if (!canSeeOffer(user, company.id, service.active)) throw appError('FORBIDDEN');
  return presentOffer(app, company.id, version, row);
};

const cleanTexts = (offer: CompanyOfferInput): CompanyOfferInput => ({
  mainSection: { ...offer.mainSection, description: sanitizeRichText(offer.mainSection.description) },
  sections: offer.sections.map((s) => ({ ...s, description: sanitizeRichText(s.description) })),
  contacts: {
    description: sanitizeRichText(offer.contacts.description),
    // a phone in the spec's format however it was typed ('+48 600 100 200' -> '600 100 200')
    contactPersons: offer.contacts.contactPersons.map((p) => ({
      ...p,
      telephone: p.telephone === null ? null : normalizePhone(p.telephone),
    })),
  },
});

/** PUT offer/draft or offer/published: admins always; company users with COMPANY_OFFER_EDIT while the service is active. */
export const saveOffer = async (
  app: FastifyInstance,
  user: ActorUser,
  companyId: number,
  version: OfferVersion,
  input: CompanyOfferInput,
): Promise<CompanyOffer> => {
  const company = await requireViewableCompany(app, companyId, user);
  const service = await findOfferService(app.db, company.id);
  if (!canEditOffer(user, company.id, service.active)) throw appError('FORBIDDEN');
  const stored = await Promise.all([
    findOffer(app.db, company.id, 'DRAFT'),
    findOffer(app.db, company.id, 'PUBLISHED'),
  ]);
  const linked = new Set(stored.flatMap((row) => (row ? offerAttachmentUuids(row.content) : [])));
  const files = await resolveCompanyAttachments(
    app,
    user,
    offerAttachmentUuids(input),
    ['COMPANY_OFFER', 'COMPANY_GALLERY'],
    linked,
  );
  requireImages(files, offerPhotoUuids(input), linked);
  const row = await upsertOffer(app.db, {
    companyId: company.id,
    version,
    content: cleanTexts(input),
    userId: user.id,
  });
  return presentOffer(app, company.id, version, row);
};

const presentService = (service: { active: boolean; expiresAt: Date | null }) => ({
  active: service.active,
  expires_at: service.expiresAt?.toISOString() ?? null,
});

/** GET services/company-offer: whether the offer service is active and until when. */
export const getOfferService = async (app: FastifyInstance, user: ActorUser, companyId: number) => {
  const company = await requireViewableCompany(app, companyId, user);
  return presentService(await findOfferService(app.db, company.id));
};

/** PUT services/company-offer (admins): sets the expiry, or ends the service with null. */
export const setOfferService = async (app: FastifyInstance, companyId: number, expiresAt: string | null) => {
  const company = await requireCompany(app, companyId);
  await setOfferServiceExpiry(app.db, company.id, expiresAt ? new Date(expiresAt) : null);
  return presentService(await findOfferService(app.db, company.id));
};
