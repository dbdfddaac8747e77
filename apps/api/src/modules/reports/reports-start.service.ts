import { type ReportsStart, resolvePeriod, START_FIGURES_MONTHS } from '@platform/shared';
import type { FastifyInstance } from 'fastify';
import type { ActorUser } from '../../lib/actor.js';
import { cachedReport } from './report-cache.js';
import { requireReports } from './reports.policy.js';
import { countMyOrders, findStartFigures } from './reports-start.queries.js';

const lastMonths = (today: Date) => {
  const to = resolvePeriod(null, null, today).to;
  const back = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - START_FIGURES_MONTHS + 1, 1));
  return resolvePeriod(`${back.getUTCFullYear()}-${String(back.getUTCMonth() + 1).padStart(2, '0')}`, to, today);
};

/** /start (spec 2.8): one live figure per report over the last 12 months; the market part is cached. */
export const getReportsStart = async (app: FastifyInstance, user: ActorUser): Promise<ReportsStart> => {
  requireReports(user);
  const period = lastMonths(new Date());
  const companyId = user.companyId;
  const [market, myOrders] = await Promise.all([
    cachedReport(app, 'start', period, () => findStartFigures(app.db, period)),
    companyId === null
      ? 0
      : cachedReport(app, 'start-my-orders', { companyId, period }, () => countMyOrders(app.db, companyId, period)),
  ]);
  return { ...market, myOrders };
};
