import { type InvestmentsSummary, type InvestmentsSummaryQuery, monthsOf, resolvePeriod } from '@platform/shared';
import type { FastifyInstance } from 'fastify';
import type { ActorUser } from '../../lib/actor.js';
import { findInvestmentsSummary } from './investments-summary.queries.js';
import { cachedReport } from './report-cache.js';
import { num } from './report-sql.js';
import { requireReports } from './reports.policy.js';

/**
 * /podsumowanie-inwestycji (spec 2.8). An investment belongs to the month it was added to the base
 * (created_at): the start date is a plan, often years ahead, while the summary tells what came to
 * the market. The period is resolved first, so "the last 24 months" is cached per month it means.
 */
export const getInvestmentsSummary = async (
  app: FastifyInstance,
  user: ActorUser,
  query: InvestmentsSummaryQuery,
): Promise<InvestmentsSummary> => {
  requireReports(user);
  const period = resolvePeriod(query.from, query.to, new Date());
  const { from: _from, to: _to, ...scope } = query;
  return cachedReport(app, 'investments-summary', { scope, period }, async () => {
    const found = await findInvestmentsSummary(app.db, scope, period);
    return {
      period,
      total: found.total,
      byMonth: monthsOf(period).map((month) => {
        const row = found.byMonth.get(month);
        return { month, count: num(row?.count), value: num(row?.value) };
      }),
      byProvince: found.byProvince,
      bySector: found.bySector,
      byStage: found.byStage,
      largest: found.largest,
      topCompanies: found.topCompanies,
    };
  });
};
