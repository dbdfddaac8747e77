import { CONVERSATION_LIMITS, type OrderStatus } from '@platform/shared';
import type { FastifyInstance } from 'fastify';
import type { ActorUser } from '../../lib/actor.js';
import { isStaff } from '../../lib/actor.js';
import { toPage } from '../../lib/pagination.js';
import { visibleOrder } from '../orders/index.js';
import { presentIndustries, presentSummary } from './conversation.presenter.js';
import { isContactPerson } from './conversation.queries.js';
import {
  findConversationSummaries,
  findIndustryNames,
  findInvestmentThreads,
  findOrderThreads,
} from './conversation-lists.queries.js';

/** GET /conversations/investments?page: step one of the messages area. */
export const listInvestmentThreads = async (app: FastifyInstance, user: ActorUser, page: number) => {
  const size = CONVERSATION_LIMITS.listPageSize;
  const rows = await findInvestmentThreads(app.db, user.id, page, size);
  return toPage(
    rows.map((r) => ({
      id: r.id,
      name: r.name,
      picture: r.picture,
      city: r.city,
      roadEndCity: r.road_end_city,
      unreadCount: Number(r.unread),
    })),
    Number(rows[0]?.total ?? 0),
    page,
    size,
  );
};

/** GET /conversations/investments/{id}: step two, the orders of an investment with threads. */
export const listOrderThreads = async (app: FastifyInstance, user: ActorUser, investmentId: number) => {
  const rows = await findOrderThreads(app.db, user.id, investmentId);
  const names = await findIndustryNames(app.db, [...new Set(rows.flatMap((r) => r.industry_ids))]);
  return rows.map((r) => ({
    id: r.id,
    status: r.status as OrderStatus,
    industries: presentIndustries(r.industry_ids, names),
    offerDeadlineTo: r.offer_deadline_to,
    conversationsCount: Number(r.conversations),
    unreadCount: Number(r.unread),
    investment: { id: investmentId, name: r.investment_name },
  }));
};

/**
 * GET /conversations/orders/{id}: step three and the order card's right column. Contact persons
 * and staff see every thread of the order; anyone else the threads they read.
 */
export const listOrderConversations = async (app: FastifyInstance, user: ActorUser, orderId: number) => {
  await visibleOrder(app, { kind: 'user', user }, orderId);
  const allOfOrder = isStaff(user) || (await isContactPerson(app.db, orderId, user.id));
  const rows = await findConversationSummaries(app.db, user.id, { orderId, allOfOrder });
  const names = await findIndustryNames(app.db, [...new Set(rows.flatMap((r) => r.industry_ids))]);
  return rows.map((r) => presentSummary(r, names));
};
