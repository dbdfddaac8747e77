import type { UnreadOffersQuery } from '@platform/shared';
import type { FastifyInstance } from 'fastify';
import type { ActorUser } from '../../lib/actor.js';
import { toPage } from '../../lib/pagination.js';
import { findOrdersWithUnreadOffers } from './unread-offers.queries.js';

/**
 * The work queue's "new offers": orders of the caller's company (or, without a company, the ones the
 * caller created; as `/orders/me`) with offers none of its editors has read yet.
 */
export const getOrdersWithUnreadOffers = async (app: FastifyInstance, user: ActorUser, q: UnreadOffersQuery) => {
  const owner = user.companyId !== null ? { companyId: user.companyId } : { createdBy: user.id };
  const { rows, total } = await findOrdersWithUnreadOffers(app.db, owner, q);
  return toPage(rows, total, q.page, q.size);
};
