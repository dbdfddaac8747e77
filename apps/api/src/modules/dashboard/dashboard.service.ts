import { DASHBOARD_CACHE_MS, type DashboardStatistics, type MyCompany, polishMonth } from '@platform/shared';
import type { FastifyInstance } from 'fastify';
import type { ActorUser } from '../../lib/actor.js';
import { appError } from '../../lib/app-error.js';
import { cachedStats, investmentSummary } from '../companies/index.js';
import { canSeeDashboard } from './dashboard.policy.js';
import { countDashboardStatistics } from './dashboard.queries.js';
import { findMyCompany } from './my-company.queries.js';

const requireDashboard = (user: ActorUser) => {
  if (!canSeeDashboard(user)) throw appError('DASHBOARD_SUBSIDISED_ONLY');
};

/**
 * The platform's counters, the same for every viewer: kept in the app cache (Redis when configured)
 * for the spec's 300,000,000 ms. The key holds the Polish month, so the "this month" counters start
 * afresh on the first day of a month instead of carrying last month's figures for days.
 */
export const getDashboardStatistics = async (app: FastifyInstance, user: ActorUser): Promise<DashboardStatistics> => {
  requireDashboard(user);
  const month = polishMonth(new Date());
  return app.cache.getOrSet(`dashboard-statistics:${month}`, DASHBOARD_CACHE_MS, () =>
    countDashboardStatistics(app.db, month),
  );
};

/** The dashboard's company header; the totals come from the company statistics cache (5 minutes). */
export const getMyCompany = async (app: FastifyInstance, user: ActorUser): Promise<MyCompany> => {
  requireDashboard(user);
  if (user.companyId === null) throw appError('DASHBOARD_NO_COMPANY');
  const companyId = user.companyId;
  const [company, summary] = await Promise.all([
    findMyCompany(app.db, companyId),
    cachedStats(app, companyId, 'total', () => investmentSummary(app.db, companyId)),
  ]);
  if (!company) throw appError('DASHBOARD_NO_COMPANY');
  const street = [company.streetPrefix, company.streetName, company.streetNo].filter(Boolean).join(' ');
  return {
    id: company.id,
    name: company.name,
    logo: company.logoUrl,
    address: {
      street: street ? `${street}${company.apartmentNo ? `/${company.apartmentNo}` : ''}` : null,
      streetPrefix: company.streetPrefix,
      streetName: company.streetName,
      streetNo: company.streetNo,
      apartmentNo: company.apartmentNo,
      city: company.city,
      province: company.province,
      district: company.district,
      postOffice: company.postOffice,
      zipCode: company.zipCode,
      country: company.countryCode,
    },
    stats: { totalCount: summary.count, totalValue: summary.value },
  };
};
