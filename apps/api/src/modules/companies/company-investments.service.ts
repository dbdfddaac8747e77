import type { FastifyInstance } from 'fastify';
import { toPage } from '../../lib/pagination.js';
import type { ActorUser } from '../../plugins/auth.js';
import { canSeeCompanyInvestments } from './company.policy.js';
import { requireViewableCompany } from './company-access.js';
import { findCompanyInvestments } from './company-investments.queries.js';
import { cachedStats } from './company-stats.cache.js';
import { subscriptionOnly } from './company-tier.js';

type InvestmentsQuery = Parameters<typeof findCompanyInvestments>[2];

/** The company card's investments tab, one page; the pages are kept in the stats cache. */
export const getCompanyInvestments = async (
  app: FastifyInstance,
  user: ActorUser | null,
  companyId: number,
  query: InvestmentsQuery,
) => {
  const company = await requireViewableCompany(app, companyId, user);
  if (!canSeeCompanyInvestments(user, company.id)) throw subscriptionOnly();
  const { page, size, sort } = query;
  const { rows, total } = await cachedStats(app, company.id, `investments:${sort}:${page}:${size}`, () =>
    findCompanyInvestments(app.db, company.id, { page, size, sort }),
  );
  return toPage(rows, total, page, size);
};
