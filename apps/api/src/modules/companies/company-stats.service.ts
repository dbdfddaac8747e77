import type { DistrictStats, InvestmentSummary, StatKind, Stats } from '@platform/shared';
import type { FastifyInstance } from 'fastify';
import type { ActorUser } from '../../plugins/auth.js';
import { requireViewableCompany } from './company-access.js';
import { cachedStats } from './company-stats.cache.js';
import { investmentSummary, type StatsSort } from './company-stats.queries.js';
import { findDistrictStats, findIndustryStats, findKindStats, type KindQuery } from './company-stats-groups.queries.js';
import { requireFullCard } from './company-tier.js';

/** The investment summary's cache part: the one part the free tier sees. */
const SUMMARY = 'total';

/**
 * Statistics of a company the viewer may look at, from the stats cache (the access check runs on
 * every request; the numbers are the same for every viewer). The cache key holds the whole query.
 * Every part but the summary is beyond the free tier (spec 1: it sees only the count and total value).
 */
const viewStats = async <T>(
  app: FastifyInstance,
  user: ActorUser | null,
  id: number,
  part: string,
  load: (companyId: number) => Promise<T>,
): Promise<T> => {
  const company = await requireViewableCompany(app, id, user);
  if (part !== SUMMARY) requireFullCard(user, company.id);
  return cachedStats(app, company.id, part, () => load(company.id));
};

export const getInvestmentSummary = (
  app: FastifyInstance,
  user: ActorUser | null,
  id: number,
): Promise<InvestmentSummary> => viewStats(app, user, id, SUMMARY, (companyId) => investmentSummary(app.db, companyId));

export const getDistrictStats = (
  app: FastifyInstance,
  user: ActorUser | null,
  id: number,
  sort: StatsSort,
): Promise<DistrictStats> =>
  viewStats(app, user, id, `districts:${JSON.stringify(sort)}`, (companyId) =>
    findDistrictStats(app.db, companyId, sort),
  );

export const getIndustryStats = (
  app: FastifyInstance,
  user: ActorUser | null,
  id: number,
  sort: StatsSort,
): Promise<Stats> =>
  viewStats(app, user, id, `industries:${JSON.stringify(sort)}`, (companyId) =>
    findIndustryStats(app.db, companyId, sort),
  );

export const getKindStats = (
  app: FastifyInstance,
  user: ActorUser | null,
  id: number,
  kind: StatKind,
  query: KindQuery,
): Promise<Stats> =>
  viewStats(app, user, id, `${kind}:${JSON.stringify(query)}`, (companyId) =>
    findKindStats(app.db, companyId, kind, query),
  );
