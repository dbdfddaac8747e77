import { type ClientCoverage, type ClientCoverageQuery, MIN_CELL_ORDERS, resolvePeriod } from '@platform/shared';
import type { FastifyInstance } from 'fastify';
import type { ActorUser } from '../../lib/actor.js';
import { findOwnOrderUnits } from './client-coverage.queries.js';
import { type CompetitionRow, findDeadlineMedians } from './market-comparator.queries.js';
import { cachedCompetition } from './market-comparator.service.js';
import { cachedReport } from './report-cache.js';
import { requireReports } from './reports.policy.js';

/**
 * The client's coverage (a section of the comparator): its orders' offers per industry beside the
 * median of comparable orders, the same voivodeship × industry cells the competition table shows
 * (a hidden cell gives no median: too few orders to compare with).
 */
export const getClientCoverage = async (
  app: FastifyInstance,
  user: ActorUser,
  query: ClientCoverageQuery,
): Promise<ClientCoverage> => {
  requireReports(user);
  const period = resolvePeriod(query.from, query.to, new Date());
  const companyId = user.companyId;
  if (companyId === null) return { period, hasCompany: false, rows: [] };
  return cachedReport(app, 'client-coverage', { companyId, period }, async () => {
    const [units, cells] = await Promise.all([
      findOwnOrderUnits(app.db, companyId, period),
      cachedCompetition(app, period),
    ]);
    const cellOf = new Map(cells.map((c) => [`${c.provinceId}:${c.industryId}`, c]));
    const shownCells = [...new Set(units.map((u) => `${u.provinceId}:${u.industryId}`))]
      .map((key) => cellOf.get(key))
      .filter((c): c is CompetitionRow => c !== undefined && c.orders >= MIN_CELL_ORDERS);
    const deadlines = await findDeadlineMedians(app.db, shownCells, period);
    return {
      period,
      hasCompany: true,
      rows: units.map(({ provinceId, industryId, ...unit }) => {
        const cell = cellOf.get(`${provinceId}:${industryId}`);
        const shown = cell !== undefined && cell.orders >= MIN_CELL_ORDERS;
        return {
          ...unit,
          comparableMedian: shown ? cell.medianOffers : null,
          comparableDeadlineDays: shown ? (deadlines.get(`${provinceId}:${industryId}`) ?? null) : null,
        };
      }),
    };
  });
};
