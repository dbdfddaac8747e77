import { type CompanyBasics, companyDisplayName } from '@platform/shared';
import type { FastifyInstance } from 'fastify';
import type { ActorUser } from '../../plugins/auth.js';
import { presentAttachment } from '../attachments/index.js';
import {
  canEditBasics,
  canEditOffer,
  canSeeAdminFields,
  canSeeAssistant,
  canSeeFullCard,
  canSeeOffer,
  isMemberOf,
} from './company.policy.js';
import { type CompanyRow, requireViewableCompany } from './company-access.js';
import {
  findCompanyRefs,
  findConnectionIds,
  findDaughters,
  findGalleryPhotos,
  findOfferService,
  findPlaceNames,
  findProfile,
  findScopes,
} from './company-card.queries.js';
import { contactFor, readContact } from './company-contact.js';
import { findOfferVersions } from './company-offer.queries.js';
import { hasIndustryStatistics } from './company-stats.queries.js';

const header = (company: CompanyRow, user: ActorUser | null, serviceActive: boolean) => ({
  id: company.id,
  name: company.name,
  displayName: companyDisplayName(company),
  nip: company.nip,
  formerName: company.formerName,
  logo: company.logoUrl,
  inBankruptcy: company.inBankruptcy,
  headerMode: user ? ('AUTHENTICATED' as const) : ('UNAUTHENTICATED' as const),
  canEdit: canEditOffer(user, company.id, serviceActive),
  canEditBasics: canEditBasics(user, company.id),
  isOwnCompany: isMemberOf(user, company.id),
});

/**
 * The company card (GET /companies/{id}/basics). A visitor, and a free-tier user looking at another
 * company (spec 1: count and total value only, from /numbers/total), get the header only: no contact,
 * address, description or any other about-tab data leaves the server. The assistant is shown to admins
 * and members; admin fields to admins; the recommendation e-mail to the company's editors in edit mode.
 */
export const getCompanyBasics = async (
  app: FastifyInstance,
  id: number,
  user: ActorUser | null,
  editMode: boolean,
): Promise<CompanyBasics> => {
  const company = await requireViewableCompany(app, id, user);
  const service = await findOfferService(app.db, company.id);
  const head = header(company, user, service.active);
  if (!user || !canSeeFullCard(user, company.id)) return head;

  const admin = canSeeAdminFields(user);
  const [profile, places, photos, daughters, scopes, hasStats, versions] = await Promise.all([
    findProfile(app.db, company.id),
    findPlaceNames(app.db, company.provinceId, company.districtId),
    findGalleryPhotos(app.db, company.id),
    findDaughters(app.db, company.id),
    findScopes(app.db, company.id),
    hasIndustryStatistics(app.db, company.id),
    findOfferVersions(app.db, company.id),
  ]);
  const [parent] = profile?.parentCompanyId ? await findCompanyRefs(app.db, [profile.parentCompanyId]) : [];
  const audience = admin ? 'admin' : editMode && head.canEditBasics ? 'editor' : 'public';
  const street = [company.streetPrefix, company.streetName, company.streetNo].filter(Boolean).join(' ');
  const basics: CompanyBasics = {
    ...head,
    description: company.description,
    turnover: company.turnover,
    established: company.established,
    isProducerOrSupplier: company.isProducerOrSupplier,
    address: {
      street: street ? `${street}${company.apartmentNo ? `/${company.apartmentNo}` : ''}` : null,
      streetPrefix: company.streetPrefix,
      streetName: company.streetName,
      streetNo: company.streetNo,
      apartmentNo: company.apartmentNo,
      city: company.city,
      province: places.province,
      district: places.district,
      postOffice: company.postOffice,
      zipCode: company.zipCode,
      country: company.countryCode,
    },
    contact: contactFor(readContact(company.contact), audience),
    assistant:
      canSeeAssistant(user, company.id) && company.assistantFirstName && company.assistantLastName
        ? { firstName: company.assistantFirstName, lastName: company.assistantLastName }
        : null,
    gallery: {
      description: profile?.galleryDescription ?? null,
      photos: await Promise.all(photos.map((p) => presentAttachment(app.storage, p))),
    },
    keywords: profile?.keywords ?? [],
    auctionLinks: profile?.auctionLinks ?? [],
    parentCompany: parent ?? null,
    daughterCompanies: daughters,
    scopes,
    hasIndustryStatistics: hasStats,
    // the same rules as GET offer/{version}, answered here so the card asks only for what exists
    offer: {
      published: versions.includes('PUBLISHED') && canSeeOffer(user, company.id, service.active),
      draft: versions.includes('DRAFT') && head.canEdit,
    },
    ...(head.canEditBasics ? { version: company.version } : {}),
  };
  if (!admin) return basics;
  const connections = await findCompanyRefs(app.db, await findConnectionIds(app.db, company.id));
  return {
    ...basics,
    deactivated: company.deactivated,
    adminInfo: company.adminInfo,
    otherCompanyConnections: connections,
  };
};
