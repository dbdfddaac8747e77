import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.js';
import { companies } from '../../db/schema.js';
import { appError } from '../../lib/app-error.js';
import type { ActorUser } from '../../plugins/auth.js';
import { isAdmin } from './company.policy.js';

export type CompanyRow = typeof companies.$inferSelect;

export const findCompany = async (db: Database, id: number): Promise<CompanyRow | null> => {
  const [row] = await db.select().from(companies).where(eq(companies.id, id)).limit(1);
  return row ?? null;
};

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
  if (company.deactivated && !isAdmin(user)) {
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

/** Cache time of spec 9 for the card and its statistics; private because answers depend on the viewer. */
export const COMPANY_CACHE_CONTROL = 'private, max-age=300';
