import type { FastifyInstance } from 'fastify';
import { appError } from '../../lib/app-error.js';
import { toPage } from '../../lib/pagination.js';
import { type ActorUser, forgetCompanyActors } from '../../plugins/auth.js';
import { changeOneRight } from '../memberships/index.js';
import { canSeeCompanyAdmin } from './company.policy.js';
import { requireCompany, requireViewableCompany } from './company-access.js';
import { findCompanyUsers, listCompanies, softDeleteCompany } from './company-admin.queries.js';
import { findCompanyAdmin } from './company-offer.queries.js';

/** Admin company list: name or NIP prefix, paged in SQL. */
export const listAdminCompanies = async (
  app: FastifyInstance,
  query: { page: number; size: number; search: string },
) => {
  const { page, size, search } = query;
  const { rows, total } = await listCompanies(app.db, { page, size, search });
  return toPage(rows, total, page, size);
};

/** The users of the caller's own company; a user without a company has none to show. */
export const getOwnCompanyUsers = async (app: FastifyInstance, user: ActorUser) => {
  if (!user.companyId) throw appError('COMPANY_NOT_FOUND');
  return findCompanyUsers(app.db, user.companyId);
};

export const getCompanyUsers = async (app: FastifyInstance, companyId: number) =>
  findCompanyUsers(app.db, (await requireCompany(app, companyId)).id);

/**
 * Grants or withdraws offer editing of a user of the company: one right of 'Konta użytkowników'
 * (the memberships module keeps it and its history); 404 when the user is not in the company.
 */
export const grantOfferEdit = (
  app: FastifyInstance,
  user: ActorUser,
  target: { companyId: number; userId: number; granted: boolean },
) => changeOneRight(app, user, target, { right: 'OFFER_EDIT', granted: target.granted });

/** The company's administrator (its first active companyAdmin user), for its own users and staff. */
export const getCompanyAdmin = async (app: FastifyInstance, user: ActorUser, companyId: number) => {
  if (!canSeeCompanyAdmin(user, companyId)) throw appError('FORBIDDEN');
  const company = await requireViewableCompany(app, companyId, user);
  const admin = await findCompanyAdmin(app.db, company.id);
  if (!admin) throw appError('NOT_FOUND');
  return admin;
};

/** DELETE /api/v1/companies/{id}: soft-deletes an existing company. */
export const deleteCompany = async (app: FastifyInstance, companyId: number) => {
  const company = await requireCompany(app, companyId);
  await softDeleteCompany(app.db, company.id);
  await forgetCompanyActors(app, company.id);
};
