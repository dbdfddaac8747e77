import {
  type CompanyContactPerson,
  type CompanyContactPersonsInput,
  type CompanyOfferInput,
  normalizePhone,
} from '@platform/shared';
import type { FastifyInstance } from 'fastify';
import { appError } from '../../lib/app-error.js';
import type { ActorUser } from '../../plugins/auth.js';
import { canEditContactPersons } from './company.policy.js';
import { requireCompany } from './company-access.js';
import { findOffer, type OfferRow, type OfferVersion, upsertOffer } from './company-offer.queries.js';

/**
 * The admin's 'Osoby kontaktowe' dialog of the company edit (spec 6): the contact persons of the
 * company offer, which the card shows in its contact module (spec 2.2). They are kept the same in
 * every stored version (draft and published), so publishing the draft later does not bring back
 * persons removed here. A company without an offer has none: 404 'Firma nie ma jeszcze oferty.'
 */
const storedVersions = async (app: FastifyInstance, companyId: number) => {
  const versions: [OfferVersion, OfferRow | null][] = [
    ['PUBLISHED', await findOffer(app.db, companyId, 'PUBLISHED')],
    ['DRAFT', await findOffer(app.db, companyId, 'DRAFT')],
  ];
  const stored = versions.filter((v): v is [OfferVersion, OfferRow] => v[1] !== null);
  if (!stored.length) throw appError('OFFER_NOT_FOUND');
  return stored;
};

const requireEditable = async (app: FastifyInstance, user: ActorUser, companyId: number) => {
  if (!canEditContactPersons(user)) throw appError('FORBIDDEN');
  return requireCompany(app, companyId);
};

const present = (persons: CompanyOfferInput['contacts']['contactPersons']): CompanyContactPerson[] =>
  persons.map((p) => ({ ...p, avatar: p.avatar ?? null }));

/** The persons of the published offer (what the card shows), else of the draft. */
export const getContactPersons = async (app: FastifyInstance, user: ActorUser, companyId: number) => {
  const company = await requireEditable(app, user, companyId);
  const [first] = await storedVersions(app, company.id);
  return { contactPersons: present(first?.[1].content.contacts.contactPersons ?? []) };
};

/** Replaces the persons in every stored version; a photo must be one the offer already holds. */
export const saveContactPersons = async (
  app: FastifyInstance,
  user: ActorUser,
  companyId: number,
  input: CompanyContactPersonsInput,
) => {
  const company = await requireEditable(app, user, companyId);
  const stored = await storedVersions(app, company.id);
  const known = new Set(stored.flatMap(([, row]) => row.content.contacts.contactPersons.map((p) => p.avatar)));
  if (input.contactPersons.some((p) => p.avatar !== null && !known.has(p.avatar))) throw appError('INVALID_REFERENCE');
  // a phone in the spec's format however it was typed, as the offer editor's save does
  const persons = input.contactPersons.map((p) => ({
    ...p,
    telephone: p.telephone === null ? null : normalizePhone(p.telephone),
  }));
  await app.db.transaction(async (tx) => {
    for (const [version, row] of stored) {
      const content = { ...row.content, contacts: { ...row.content.contacts, contactPersons: persons } };
      await upsertOffer(tx, { companyId: company.id, version, content, userId: user.id });
    }
  });
  return { contactPersons: present(persons) };
};
