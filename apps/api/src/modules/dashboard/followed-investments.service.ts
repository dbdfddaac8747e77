import { FOLLOWED_INVESTMENTS_NEW_DAYS, type FollowedInvestmentsQuery } from '@platform/shared';
import type { FastifyInstance } from 'fastify';
import type { ActorUser } from '../../lib/actor.js';
import { toPage } from '../../lib/pagination.js';
import { findFollowedInvestments } from './followed-investments.queries.js';

/** The work queue's "new investments of followed companies": the caller's own follows only. */
export const getFollowedInvestments = async (app: FastifyInstance, user: ActorUser, q: FollowedInvestmentsQuery) => {
  const { rows, total } = await findFollowedInvestments(app.db, user.id, { ...q, days: FOLLOWED_INVESTMENTS_NEW_DAYS });
  return toPage(rows, total, q.page, q.size);
};
