import type { MembershipEventPage, MembershipRequestPage } from '@platform/shared';
import type { FastifyInstance } from 'fastify';
import type { ActorUser } from '../../lib/actor.js';
import { appError } from '../../lib/app-error.js';
import { toPage } from '../../lib/pagination.js';
import { canReadMembership, canReadMembershipQueue } from './memberships.policy.js';
import { presentEvent, presentRequest } from './memberships.presenter.js';
import { findAllPendingRequests, findCompanyPendingRequests, findMembershipEvents } from './memberships.queries.js';

type PageQuery = { page: number; size: number };

/** GET /companies/{companyId}/membership-requests: the company's pending requests (its admin, staff). */
export const listCompanyRequests = async (
  app: FastifyInstance,
  user: ActorUser,
  companyId: number,
  { page, size }: PageQuery,
): Promise<MembershipRequestPage> => {
  if (!canReadMembership(user, companyId)) throw appError('MEMBERSHIP_NO_PERMISSION');
  const rows = await findCompanyPendingRequests(app.db, companyId, page, size);
  return toPage(rows.map(presentRequest), rows[0]?.total ?? 0, page, size);
};

/** GET /companies/{companyId}/membership-history: who joined or asked to, when and how. */
export const listCompanyHistory = async (
  app: FastifyInstance,
  user: ActorUser,
  companyId: number,
  { page, size }: PageQuery,
): Promise<MembershipEventPage> => {
  if (!canReadMembership(user, companyId)) throw appError('MEMBERSHIP_NO_PERMISSION');
  const rows = await findMembershipEvents(app.db, companyId, page, size);
  return toPage(rows.map(presentEvent), rows[0]?.total ?? 0, page, size);
};

/** GET /admin/membership-requests: every pending request; those of companies without an admin wait for staff. */
export const listMembershipQueue = async (
  app: FastifyInstance,
  user: ActorUser,
  { page, size }: PageQuery,
): Promise<MembershipRequestPage> => {
  if (!canReadMembershipQueue(user)) throw appError('FORBIDDEN');
  const rows = await findAllPendingRequests(app.db, page, size);
  return toPage(rows.map(presentRequest), rows[0]?.total ?? 0, page, size);
};
