import {
  COMPANY_ADMIN_ONLY_FIELDS,
  type CompanyAdminOnlyField,
  type CompanyBasicsInput,
  errorMessage,
} from '@platform/shared';
import type { FastifyInstance } from 'fastify';
import { appError } from '../../lib/app-error.js';
import { sanitizeRichText } from '../../lib/rich-text.js';
import type { CompanyRow } from './company-access.js';
import { findConnectionIds, findProfile } from './company-card.queries.js';
import { readContact, type StoredContact } from './company-contact.js';
import { galleryUuidsOf } from './company-edit.queries.js';

/** What the admin-only fields of a company hold now. */
type StoredAdminFields = {
  company: CompanyRow;
  contact: StoredContact;
  connectionIds: number[];
  gallery: { description: string | null; photos: string[] };
  auctionLinks: string[];
};

const loadStored = async (app: FastifyInstance, company: CompanyRow): Promise<StoredAdminFields> => {
  const [profile, photos, connectionIds] = await Promise.all([
    findProfile(app.db, company.id),
    galleryUuidsOf(app.db, company.id),
    findConnectionIds(app.db, company.id),
  ]);
  return {
    company,
    contact: readContact(company.contact),
    connectionIds,
    gallery: { description: profile?.galleryDescription ?? null, photos },
    auctionLinks: profile?.auctionLinks ?? [],
  };
};

type ContactList = { values: string[]; isLink: boolean };
const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const sameSet = (a: number[], b: number[]) => sameJson([...new Set(a)].sort(), [...b].sort());
const trimmed = (list: string[]) => list.map((v) => v.trim()).filter(Boolean);
const sameList = (sent: ContactList, stored: ContactList) =>
  sent.values.length === 0 || (sameJson(trimmed(sent.values), stored.values) && sent.isLink === stored.isLink);

/**
 * Whether the body leaves each admin-only field as stored: left out, empty (what the body's defaults
 * give a field left out), or the same value once cleaned as a save would clean it.
 */
const KEEPS: Record<CompanyAdminOnlyField, (input: CompanyBasicsInput, stored: StoredAdminFields) => boolean> = {
  deactivated: (i, s) => i.deactivated === undefined || i.deactivated === s.company.deactivated,
  inBankruptcy: (i, s) => i.inBankruptcy === undefined || i.inBankruptcy === s.company.inBankruptcy,
  adminInfo: (i, s) => !i.adminInfo?.trim() || i.adminInfo.trim() === s.company.adminInfo,
  otherCompanyConnectionIds: (i, s) =>
    i.otherCompanyConnectionIds === undefined || sameSet(i.otherCompanyConnectionIds, s.connectionIds),
  gallery: ({ gallery }, s) =>
    (!gallery.description?.trim() && gallery.photos.length === 0) ||
    (sanitizeRichText(gallery.description) === s.gallery.description &&
      sameJson([...new Set(gallery.photos)], s.gallery.photos)),
  auctionLinks: (i, s) => i.auctionLinks.length === 0 || sameJson(trimmed(i.auctionLinks), s.auctionLinks),
  'contact.personalEmail': (i, s) => sameList(i.contact.personalEmail, s.contact.personalEmail),
  'contact.unverifiedEmail': (i, s) => sameList(i.contact.unverifiedEmail, s.contact.unverifiedEmail),
  'contact.mobilePhone': (i, s) => sameList(i.contact.mobilePhone, s.contact.mobilePhone),
};

/**
 * A save by someone who may not set the admin-only fields (spec 6): any of them it would change is
 * refused with 403 naming the fields, before anything is validated or written. A save that leaves
 * them alone passes, and the save then keeps their stored values.
 */
export const refuseAdminFieldChanges = async (
  app: FastifyInstance,
  company: CompanyRow,
  input: CompanyBasicsInput,
): Promise<void> => {
  const stored = await loadStored(app, company);
  const changed = (Object.keys(COMPANY_ADMIN_ONLY_FIELDS) as CompanyAdminOnlyField[]).filter(
    (field) => !KEEPS[field](input, stored),
  );
  if (changed.length === 0) return;
  const labels = changed.map((field) => COMPANY_ADMIN_ONLY_FIELDS[field]).join(', ');
  throw appError('COMPANY_ADMIN_FIELDS_ONLY', {
    message: `${errorMessage('COMPANY_ADMIN_FIELDS_ONLY')} (${labels})`,
    field: changed[0],
  });
};
