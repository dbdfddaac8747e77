import type { FastifyInstance } from 'fastify';
import { appError } from '../../lib/app-error.js';
import type { ActorUser } from '../../plugins/auth.js';
import { type CompanyRow, findCompany } from './companies.queries.js';
import { canSeeDeactivatedCompany } from './company.policy.js';

export type { CompanyRow } from './companies.queries.js';

export const companyNotFound = () => appError('COMPANY_NOT_FOUND');

/**
 * The company a viewer may look at: a deleted one is not found; a deactivated one answers
 * COMPANY_IS_DEACTIVATED to everyone but admins (spec 8).
 */
export const requireViewableCompany = async (
  app: FastifyInstance,
  id: number,
  user: ActorUser | null,
): Promise<CompanyRow> => {
  const company = await findCompany(app.db, id);
  if (!company || company.deleted) throw companyNotFound();
  if (company.deactivated && !canSeeDeactivatedCompany(user)) {
    throw appError('COMPANY_IS_DEACTIVATED');
  }
  return company;
};

/** An existing, not deleted company (for admin calls and writes). */
export const requireCompany = async (app: FastifyInstance, id: number): Promise<CompanyRow> => {
  const company = await findCompany(app.db, id);
  if (!company || company.deleted) throw companyNotFound();
  return company;
};
