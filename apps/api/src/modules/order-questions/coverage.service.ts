import {
  type CoverageAction,
  type CoverageAlert,
  type IndustryCoverage,
  isCoverageAtRisk,
  likelyOffers,
  NOMINATED_COMPANIES_MAX,
  type OrderCoverage,
  offerWindowLeft,
  warsawDay,
} from '@platform/shared';
import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../../lib/actor.js';
import { appError } from '../../lib/app-error.js';
import { visibleOrder } from '../orders/index.js';
import { type CoverageCountsRow, findCoverageCounts, findTrackedOrders } from './coverage.queries.js';
import { canAnswerQuestions } from './order-question.policy.js';
import { similarOffers } from './similar-offers.js';

type TrackedOrder = {
  id: number;
  provinceId: number | null;
  publishAt: Date;
  offerDeadlineTo: string;
  visibleToIndustryUsersOnly: boolean;
};

/** Each industry's counts against similar orders, and the rule's verdict (coverage-rule.ts). */
const coverageOf = async (app: FastifyInstance, order: TrackedOrder, rows: CoverageCountsRow[], now: Date) => {
  const windowLeft = offerWindowLeft(order.publishAt, order.offerDeadlineTo, now);
  return Promise.all(
    rows.map(async ({ orderId: _, engaged, open, ...row }): Promise<IndustryCoverage> => {
      const similar = await similarOffers(app, order, row.industryId);
      const likely = likelyOffers({ offered: row.offers, engaged, open }, similar, windowLeft);
      return {
        ...row,
        similarOrders: similar.orders,
        similarMedianOffers: similar.medianOffers,
        likelyOffers: likely,
        atRisk: isCoverageAtRisk(likely),
      };
    }),
  );
};

/** What helps when offers are likely too few: invite more, extend the deadline, widen the visibility. */
const actionsFor = (order: TrackedOrder, industries: IndustryCoverage[]): CoverageAction[] => {
  if (!industries.some((i) => i.atRisk)) return [];
  const invitations = Math.max(0, ...industries.map((i) => i.invitations));
  return [
    ...(invitations < NOMINATED_COMPANIES_MAX ? (['INVITE'] as const) : []),
    'EXTEND_DEADLINE',
    ...(order.visibleToIndustryUsersOnly ? (['WIDEN_VISIBILITY'] as const) : []),
  ];
};

const isTracked = (order: { status: string; offerDeadlineTo: string | null; publishAt: Date | null }, today: string) =>
  order.status === 'RELEASED' &&
  order.publishAt !== null &&
  order.offerDeadlineTo !== null &&
  order.offerDeadlineTo >= today;

/** GET /orders/{id}/coverage: the requester's panel while the order is released and takes offers. */
export const getOrderCoverage = async (
  app: FastifyInstance,
  auth: AuthContext,
  orderId: number,
): Promise<OrderCoverage> => {
  const { order } = await visibleOrder(app, auth, orderId);
  if (!canAnswerQuestions(auth, order)) throw appError('ORDER_COVERAGE_NO_PERMISSION');
  const now = new Date();
  if (!isTracked(order, warsawDay(now))) return { orderId, tracked: false, atRisk: false, industries: [], actions: [] };
  const tracked = { ...order, publishAt: order.publishAt!, offerDeadlineTo: order.offerDeadlineTo! };
  const industries = await coverageOf(app, tracked, await findCoverageCounts(app.db, [orderId]), now);
  const actions = actionsFor(tracked, industries);
  return { orderId, tracked: true, atRisk: actions.length > 0, industries, actions };
};

/** decision: the start page warns of at most this many orders, the nearest deadlines first. */
export const COVERAGE_ALERTS_MAX = 10;

/** GET /orders/coverage-alerts/me: the caller's company's released orders likely to get fewer than 3 offers. */
export const getCoverageAlerts = async (app: FastifyInstance, auth: AuthContext): Promise<CoverageAlert[]> => {
  const companyId = auth.kind === 'user' ? auth.user.companyId : null;
  if (companyId === null) return [];
  const now = new Date();
  const orders = await findTrackedOrders(app.db, { companyId, today: warsawDay(now), limit: COVERAGE_ALERTS_MAX });
  const counts = await findCoverageCounts(
    app.db,
    orders.map((o) => o.id),
  );
  const alerts = await Promise.all(
    orders.map(async (order) => {
      const industries = await coverageOf(
        app,
        order,
        counts.filter((c) => c.orderId === order.id),
        now,
      );
      const actions = actionsFor(order, industries);
      return {
        orderId: order.id,
        investmentName: order.investmentName,
        offerDeadlineTo: order.offerDeadlineTo,
        industries: industries.filter((i) => i.atRisk).map((i) => i.industryName),
        actions,
      };
    }),
  );
  return alerts.filter((a) => a.actions.length > 0);
};
