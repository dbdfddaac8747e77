import type { MyCompanyCard } from '@platform/shared';
import type { FastifyInstance } from 'fastify';
import { appError } from '../../lib/app-error.js';
import type { ActorUser } from '../../plugins/auth.js';
import { canEditBasics, canEditOffer } from './company.policy.js';
import { findMyCompanyCard } from './my-company-card.queries.js';

/**
 * GET /companies/mine/card: 'Moja firma' for the caller's own company; an account without a company
 * is told so. The edit rights are the ones the edit pages enforce (company.policy.ts).
 */
export const getMyCompanyCard = async (app: FastifyInstance, user: ActorUser): Promise<MyCompanyCard> => {
  if (user.companyId === null) throw appError('DASHBOARD_NO_COMPANY');
  const row = await findMyCompanyCard(app.db, user.companyId);
  if (!row) throw appError('COMPANY_NOT_FOUND');
  const offerServiceActive = row.offer_expires_at !== null;
  return {
    id: row.id,
    name: row.name,
    logoUrl: row.logo_url,
    city: row.city,
    subsidized: row.subsidized,
    facts: {
      hasLogo: row.logo_url !== null,
      hasDescription: row.has_description,
      hasAddress: row.has_address,
      hasContact: row.has_contact,
      scopes: row.scopes,
      photos: row.photos,
      offerPublished: row.offer_published,
      offerServiceActive,
    },
    offerServiceExpiresAt: row.offer_expires_at ? new Date(row.offer_expires_at).toISOString() : null,
    investments: row.investments,
    users: row.users,
    canEditCard: canEditBasics(user, row.id),
    canEditOffer: canEditOffer(user, row.id, offerServiceActive),
    adminEmail: row.admin_email,
  };
};
