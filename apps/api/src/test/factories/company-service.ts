import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { companyServices } from '../../db/schema.js';

/**
 * Gives a company a paid service (only COMPANY_OFFER so far) running for `days` more days (0 or less: one that has ended),
 * replacing the one it has.
 */
export const buildCompanyService = async (
  db: Database,
  { companyId, service = 'COMPANY_OFFER', days }: { companyId: number; service?: 'COMPANY_OFFER'; days: number },
): Promise<void> => {
  const expiresAt = sql`now() + make_interval(days => ${days})`;
  await db
    .insert(companyServices)
    .values({ companyId, service, expiresAt })
    .onConflictDoUpdate({ target: [companyServices.companyId, companyServices.service], set: { expiresAt } });
};
