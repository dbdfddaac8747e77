import {
  type CompanyBasics,
  type CompanyBasicsInput,
  HOME_COUNTRY,
  normalizeKeywords,
  normalizeNip,
  normalizePhone,
  turnoverToDecimal,
  validateCompanyBasics,
} from '@platform/shared';
import type { FastifyInstance } from 'fastify';
import { appError } from '../../lib/app-error.js';
import { sanitizeRichText } from '../../lib/rich-text.js';
import { type ActorUser, forgetCompanyActors } from '../../plugins/auth.js';
import { presentAttachment } from '../attachments/index.js';
import { canEditAdminFields, canEditBasics, isMemberOf } from './company.policy.js';
import { requireViewableCompany } from './company-access.js';
import { refuseAdminFieldChanges } from './company-admin-fields.js';
import { resolveCompanyAttachments } from './company-attachments.js';
import { getCompanyBasics } from './company-card.service.js';
import { readContact } from './company-contact.js';
import {
  countryExists,
  districtProvince,
  galleryUuidsOf,
  nipTakenByOther,
  writeCompanyBasics,
} from './company-edit.queries.js';
import { checkRelationShape, checkRelationsInDb } from './company-relations.js';

const invalidReference = () => appError('INVALID_REFERENCE');

const checkAddress = async (app: FastifyInstance, a: CompanyBasicsInput['address']) => {
  if (!(await countryExists(app.db, a.country))) throw invalidReference();
  if (a.country !== HOME_COUNTRY) return { provinceId: null, districtId: null };
  if (a.districtId !== null) {
    const province = await districtProvince(app.db, a.districtId);
    if (province === null || (a.provinceId !== null && province !== a.provinceId)) throw invalidReference();
  }
  if (a.provinceId !== null && (a.provinceId < 1 || a.provinceId > 16)) throw invalidReference();
  return { provinceId: a.provinceId, districtId: a.districtId };
};

const trimOrNull = (v: string | null) => (v?.trim() ? v.trim() : null);
const values = (v: { values: string[]; isLink: boolean }) => ({
  values: v.values.map((x) => x.trim()).filter(Boolean),
  isLink: v.isLink,
});
/** Phones stored in the spec's format however they were typed ('+48 600 100 200' -> '600 100 200'). */
const phones = (v: { values: string[]; isLink: boolean }) => ({
  values: values(v).values.map(normalizePhone),
  isLink: v.isLink,
});

/**
 * PUT /companies/{id}/basics: every rule of document 2, section 5 and the relation codes of section 8.
 * Admins may save any company and skip required fields; the company's people holding COMPANY_EDIT (its admin
 * among them) may save their own, leaving the admin-only fields of spec 6 as stored (a change of one is refused with 403). Nothing
 * is written unless everything is valid.
 */
export const saveCompanyBasics = async (
  app: FastifyInstance,
  user: ActorUser,
  companyId: number,
  raw: CompanyBasicsInput,
): Promise<CompanyBasics> => {
  const company = await requireViewableCompany(app, companyId, user);
  if (!canEditBasics(user, company.id))
    throw appError(isMemberOf(user, company.id) ? 'COMPANY_RIGHT_COMPANY_EDIT_MISSING' : 'FORBIDDEN');
  // a stale form is refused before its rules are read: another tab saved meanwhile (checked again by the write)
  if (raw.version !== company.version) throw appError('STALE_VERSION');
  const admin = canEditAdminFields(user);
  if (!admin) await refuseAdminFieldChanges(app, company, raw);
  const input: CompanyBasicsInput = { ...raw, description: sanitizeRichText(raw.description) };
  const relations = {
    parentCompanyId: input.parentCompanyId,
    daughterCompanyIds: [...new Set(input.daughterCompanyIds)],
    otherCompanyIds: admin ? (input.otherCompanyConnectionIds ?? []) : [],
  };
  checkRelationShape(company.id, relations);
  const [first] = validateCompanyBasics(input, { isAdmin: admin, currentYear: new Date().getFullYear() });
  if (first) throw appError('VALIDATION_ERROR', { message: `${first.message} (${first.field})` });
  await checkRelationsInDb(app.db, company.id, relations);
  const place = await checkAddress(app, input.address);
  const nip = input.nip?.trim() ? normalizeNip(input.nip) : null;
  if (nip && (await nipTakenByOther(app.db, nip, company.id))) throw appError('NIP_ALREADY_EXISTS');

  // the gallery is an admin control (spec 6): anyone else's save leaves it as stored
  const gallery = admin
    ? await resolveCompanyAttachments(
        app,
        user,
        input.gallery.photos,
        ['COMPANY_GALLERY'],
        new Set(await galleryUuidsOf(app.db, company.id)),
      )
    : null;
  let logoUrl = company.logoUrl;
  if (input.logo !== undefined) {
    const logos = input.logo
      ? await resolveCompanyAttachments(app, user, [input.logo], ['COMPANY_LOGO'], new Set())
      : null;
    const row = input.logo ? logos?.get(input.logo) : undefined;
    logoUrl = row ? (await presentAttachment(app.storage, row)).url : null;
  }
  const stored = readContact(company.contact);
  const c = input.contact;
  const contact = {
    companyEmail: values(c.companyEmail),
    recommendationEmail: values(c.recommendationEmail),
    personalEmail: admin ? values(c.personalEmail) : stored.personalEmail,
    unverifiedEmail: admin ? values(c.unverifiedEmail) : stored.unverifiedEmail,
    companyPhones: phones(c.companyPhones),
    mobilePhone: admin ? phones(c.mobilePhone) : stored.mobilePhone,
    www: trimOrNull(c.www),
    facebook: trimOrNull(c.facebook),
    instagram: trimOrNull(c.instagram),
    linkedIn: trimOrNull(c.linkedIn),
  };
  const a = input.address;
  await writeCompanyBasics(app.db, company.id, raw.version, {
    company: {
      name: input.name.trim(),
      nip,
      formerName: trimOrNull(input.formerName),
      logoUrl,
      description: input.description,
      turnover: input.turnover?.trim() ? turnoverToDecimal(input.turnover) : null,
      established: input.established,
      isProducerOrSupplier: input.isProducerOrSupplier,
      streetPrefix: a.streetPrefix,
      streetName: trimOrNull(a.streetName),
      streetNo: trimOrNull(a.streetNo),
      apartmentNo: trimOrNull(a.apartmentNo),
      city: trimOrNull(a.city),
      zipCode: trimOrNull(a.zipCode),
      postOffice: trimOrNull(a.postOffice),
      countryCode: a.country,
      ...place,
      contact,
      ...(admin
        ? {
            deactivated: input.deactivated ?? company.deactivated,
            inBankruptcy: input.inBankruptcy ?? company.inBankruptcy,
            adminInfo: input.adminInfo === undefined ? company.adminInfo : trimOrNull(input.adminInfo),
          }
        : {}),
    },
    profile: {
      keywords: normalizeKeywords(input.keywords),
      parentCompanyId: input.parentCompanyId,
      ...(admin && {
        galleryDescription: sanitizeRichText(input.gallery.description),
        auctionLinks: input.auctionLinks.map((l) => l.trim()),
      }),
    },
    daughterIds: relations.daughterCompanyIds,
    galleryUuids: gallery ? ([...gallery.keys()].length ? [...new Set(input.gallery.photos)] : []) : undefined,
    connectionIds: admin && input.otherCompanyConnectionIds ? [...new Set(input.otherCompanyConnectionIds)] : undefined,
  });
  await forgetCompanyActors(app, company.id);
  return getCompanyBasics(app, company.id, user, true);
};
