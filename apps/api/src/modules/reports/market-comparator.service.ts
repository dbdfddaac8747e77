import {
  type ComparatorScopeResult,
  type CompetitionCell,
  growthOf,
  type MarketComparator,
  type MarketComparatorQuery,
  MIN_CELL_ORDERS,
  monthsOf,
  parseScopeToken,
  previousPeriod,
  type ReportPeriod,
  resolvePeriod,
} from '@platform/shared';
import type { FastifyInstance } from 'fastify';
import type { ActorUser } from '../../lib/actor.js';
import { type CompetitionRow, findCompetition, findReportNames, findScopeSeries } from './market-comparator.queries.js';
import { cachedReport } from './report-cache.js';
import { num } from './report-sql.js';
import { requireReports } from './reports.policy.js';

type Names = Awaited<ReturnType<typeof findReportNames>>;

/** 'mazowieckie, małopolskie · budownictwo mieszkaniowe'; no place or sector: the whole market. */
const scopeLabel = (provinceIds: number[], sectorIds: number[], names: Names): string => {
  const pick = (ids: number[], list: { id: number; name: string }[]) =>
    ids.map((id) => list.find((n) => n.id === id)?.name ?? `#${id}`).join(', ');
  const place = provinceIds.length ? pick(provinceIds, names.provinces) : 'cała Polska';
  return sectorIds.length ? `${place} · ${pick(sectorIds, names.sectors)}` : place;
};

/** Cells with fewer than MIN_CELL_ORDERS orders keep their place in the table but show nothing. */
export const hideSmallCells = (rows: CompetitionRow[]): CompetitionCell[] =>
  rows.map((row) =>
    row.orders < MIN_CELL_ORDERS
      ? { ...row, orders: null, medianOffers: null, singleOfferShare: null, medianDaysToDecision: null, hidden: true }
      : { ...row, hidden: false },
  );

/** The competition rows of a period, cached apart (the client coverage reads them too). */
export const cachedCompetition = (app: FastifyInstance, period: ReportPeriod) =>
  cachedReport(app, 'competition', period, () => findCompetition(app.db, period));

export const cachedNames = (app: FastifyInstance) => cachedReport(app, 'names', {}, () => findReportNames(app.db));

const scopeResult = async (
  app: FastifyInstance,
  key: string,
  query: MarketComparatorQuery,
  period: ReportPeriod,
  names: Names,
): Promise<ComparatorScopeResult> => {
  const { provinceIds, sectorIds } = parseScopeToken(key) ?? { provinceIds: [], sectorIds: [] };
  const filter = { provinceIds, sectorIds, investmentsWithArchived: query.investmentsWithArchived };
  const [current, previous] = await Promise.all([
    findScopeSeries(app.db, filter, period),
    findScopeSeries(app.db, filter, previousPeriod(period)),
  ]);
  return {
    key,
    label: scopeLabel(provinceIds, sectorIds, names),
    series: monthsOf(period).map((month) => {
      const row = current.months.get(month);
      return { month, count: num(row?.count), value: num(row?.value) };
    }),
    current: current.total,
    previous: previous.total,
    growth: {
      count: growthOf(current.total.count, previous.total.count),
      value: growthOf(current.total.value, previous.total.value),
    },
  };
};

/** /porownywarka-rynku-inwestycji (spec 2.8): the scopes side by side and the competition table. */
export const getMarketComparator = async (
  app: FastifyInstance,
  user: ActorUser,
  query: MarketComparatorQuery,
): Promise<MarketComparator> => {
  requireReports(user);
  const period = resolvePeriod(query.from, query.to, new Date());
  const params = { scope: query.scope, investmentsWithArchived: query.investmentsWithArchived, period };
  return cachedReport(app, 'market-comparator', params, async () => {
    const names = await cachedNames(app);
    const [scopes, competition] = await Promise.all([
      Promise.all(query.scope.map((key) => scopeResult(app, key, query, period, names))),
      cachedCompetition(app, period),
    ]);
    return {
      period,
      previousPeriod: previousPeriod(period),
      scopes,
      competition: {
        minOrders: MIN_CELL_ORDERS,
        provinces: names.provinces,
        industries: names.industries,
        cells: hideSmallCells(competition),
      },
    };
  });
};
