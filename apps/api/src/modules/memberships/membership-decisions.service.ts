import type { MembershipDecision } from '@platform/shared';
import type { FastifyInstance } from 'fastify';
import { type AuthContext, isStaff } from '../../lib/actor.js';
import { appError } from '../../lib/app-error.js';
import { forgetActor } from '../../plugins/auth.js';
import { canGrantMembership } from './memberships.policy.js';
import {
  decideMembershipRequest,
  insertMembershipEvents,
  joinCompany,
  lockMembershipRequest,
} from './memberships.queries.js';

/**
 * POST /membership-requests/{requestId}/decision: the company's admin or staff lets the person in
 * (the person becomes a member, with the company's account type) or refuses (the account stays
 * without a company and sees only what any logged-in visitor sees). Decided once.
 */
export const decideMembership = async (
  app: FastifyInstance,
  auth: AuthContext,
  requestId: number,
  { decision }: MembershipDecision,
): Promise<void> => {
  if (auth.kind !== 'user') throw appError('MEMBERSHIP_NO_PERMISSION');
  const decider = auth.user;
  const userId = await app.db.transaction(async (tx) => {
    const request = await lockMembershipRequest(tx, requestId);
    if (!request) throw appError('MEMBERSHIP_REQUEST_NOT_FOUND');
    if (!canGrantMembership(decider, request.companyId)) throw appError('MEMBERSHIP_NO_PERMISSION');
    if (request.status !== 'PENDING') throw appError('MEMBERSHIP_REQUEST_DECIDED');
    const via = isStaff(decider) ? 'STAFF' : 'COMPANY_ADMIN';
    if (decision === 'APPROVE') {
      if (request.userCompanyId !== null && request.userCompanyId !== request.companyId)
        throw appError('MEMBERSHIP_USER_IN_OTHER_COMPANY');
      if (request.companyDeleted) throw appError('MEMBERSHIP_REQUEST_NOT_FOUND');
      const accountType = request.companySubsidized ? 'SUBSIDIZED_CLIENT' : 'CLIENT';
      await joinCompany(tx, request.userId, request.companyId, accountType);
    }
    await decideMembershipRequest(tx, request.id, decision === 'APPROVE' ? 'APPROVED' : 'REJECTED', decider.id);
    await insertMembershipEvents(tx, {
      companyId: request.companyId,
      userId: request.userId,
      change: decision === 'APPROVE' ? 'APPROVED' : 'REJECTED',
      via,
      byUserId: decider.id,
    });
    return request.userId;
  });
  // the person's company is part of what the caller cache holds for each token
  await forgetActor(app, userId);
};
