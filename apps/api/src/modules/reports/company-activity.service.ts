import {
  CONNECTIONS_GRAPH_SIZE,
  type CompanyActivity,
  type CompanyActivityParams,
  type CompanyActivityQuery,
  type CompanyConnections,
  observedFilter,
  withActivityDefaults,
} from '@platform/shared';
import type { FastifyInstance } from 'fastify';
import type { ActorUser } from '../../lib/actor.js';
import { appError } from '../../lib/app-error.js';
import { toPage } from '../../lib/pagination.js';
import { requireViewableCompany } from '../companies/index.js';
import { canSeeCompanyActivity } from './company-activity.policy.js';
import { presentConnection, presentLink, presentWorks } from './company-activity.presenter.js';
import { findWorks } from './company-activity.queries.js';
import { findConnections, findFollowedAmong, type PartnerFilter } from './company-activity-connections.queries.js';
import { cachedReport } from './report-cache.js';

/** The normalised parameters (spec 2.8 defaults), the viewer's plan and the company checked. */
const prepare = async (app: FastifyInstance, user: ActorUser, query: CompanyActivityQuery) => {
  if (!canSeeCompanyActivity(user)) throw appError('ACTIVITY_SUBSCRIPTION_ONLY');
  const params: CompanyActivityParams = withActivityDefaults(query);
  if (params.companyId === null) throw appError('ACTIVITY_COMPANY_REQUIRED');
  const company = await requireViewableCompany(app, params.companyId, user);
  return { params, company };
};

/** The company's works by industry, sector, voivodeship and year; the same for every viewer (cached). */
export const getCompanyActivity = async (
  app: FastifyInstance,
  user: ActorUser,
  query: CompanyActivityQuery,
): Promise<CompanyActivity> => {
  const { params, company } = await prepare(app, user, query);
  const key = { companyId: company.id, investmentsWithArchived: params.investmentsWithArchived };
  return cachedReport(app, 'company-activity', key, async () =>
    presentWorks(company, await findWorks(app.db, company.id, params.investmentsWithArchived)),
  );
};

/**
 * The company's partners on the same investments, filtered as spec 2.8 says. The page is cached per
 * normalised parameters (and per user only when the filter reads the user's follows); whether the
 * user follows each listed partner is read fresh. A page small enough for the graph carries the
 * links among its partners.
 */
export const getCompanyConnections = async (
  app: FastifyInstance,
  user: ActorUser,
  query: CompanyActivityQuery,
  page: number,
  size: number,
): Promise<CompanyConnections> => {
  const { params, company } = await prepare(app, user, query);
  const observed = observedFilter(params.companiesObserved);
  const filter: PartnerFilter = {
    companyId: company.id,
    investmentsWithArchived: params.investmentsWithArchived,
    industryIds: params.companiesIndustryIds,
    observed,
    userId: observed === null ? 0 : user.id,
    companiesWithArchived: params.companiesWithArchived,
  };
  const cached = await cachedReport(app, 'company-connections', { ...filter, page, size }, async () => {
    const rows = await findConnections(app.db, filter, page, size, size <= CONNECTIONS_GRAPH_SIZE);
    const links = (rows[0]?.links ?? []).map(presentLink);
    return { rows: rows.map(({ links: _, ...row }) => row), total: Number(rows[0]?.total ?? 0), links };
  });
  const followed = await findFollowedAmong(
    app.db,
    user.id,
    cached.rows.map((r) => Number(r.id)),
  );
  const content = cached.rows.map((r) => presentConnection(r, followed.has(Number(r.id))));
  return { ...toPage(content, cached.total, page, size), links: cached.links };
};
