import type { AccountType, InvitedMembership } from '@platform/shared';
import type { FastifyInstance } from 'fastify';
import type { DbExecutor } from '../../db/client.js';
import { type ActorUser, isStaff } from '../../lib/actor.js';
import { enqueueEmail, membershipRequestEmail, templateContext } from '../notifications/index.js';
import { canGrantMembership } from './memberships.policy.js';
import {
  findCompanyAdminContacts,
  insertMembershipEvents,
  insertMembershipRequest,
  joinCompany,
} from './memberships.queries.js';

export type InvitedPerson = {
  userId: number;
  firstName: string;
  lastName: string;
  email: string;
  /** the account type the person has as a member (the company's: subsidised or not) */
  memberAccountType: AccountType;
};

export type Admission = {
  inviter: ActorUser & { firstName: string; lastName: string; companyName: string | null };
  company: { id: number; name: string };
  person: InvitedPerson;
  orderId: number | null;
  investment: { id: number; name: string } | null;
};

/**
 * Where a newly invited person (an account without a company yet) stands, in the inviting
 * transaction: a member at once when the inviter may grant membership (the company's admin or
 * staff); otherwise a request that the company's admins are asked by e-mail to decide, or staff
 * from their queue when the company has no admin. Every step is kept in the company's history.
 */
export const admitInvitedPerson = async (
  app: FastifyInstance,
  tx: DbExecutor,
  { inviter, company, person, orderId, investment }: Admission,
): Promise<InvitedMembership> => {
  if (canGrantMembership(inviter, company.id)) {
    await joinCompany(tx, person.userId, company.id, person.memberAccountType);
    await insertMembershipEvents(tx, {
      companyId: company.id,
      userId: person.userId,
      change: 'JOINED',
      via: isStaff(inviter) ? 'STAFF' : 'COMPANY_ADMIN',
      byUserId: inviter.id,
    });
    return 'GRANTED';
  }
  await insertMembershipRequest(tx, {
    userId: person.userId,
    companyId: company.id,
    requestedByUserId: inviter.id,
    orderId,
    investmentId: investment?.id ?? null,
  });
  await insertMembershipEvents(tx, {
    companyId: company.id,
    userId: person.userId,
    change: 'REQUESTED',
    via: 'INVITATION',
    byUserId: inviter.id,
  });
  const admins = await findCompanyAdminContacts(tx, company.id);
  const context = templateContext(app);
  for (const admin of admins) {
    await enqueueEmail(app, tx, {
      kind: 'MEMBERSHIP_REQUEST',
      eventKey: `membership:${person.userId}`,
      recipient: { email: admin.email, userId: admin.userId },
      content: membershipRequestEmail(context, {
        companyName: company.name,
        person,
        invitedBy: inviter,
        investmentName: investment?.name ?? null,
      }),
    });
  }
  return admins.length ? 'PENDING_COMPANY_ADMIN' : 'PENDING_STAFF';
};

/** A company registered by its first person: kept in the history as the first membership. */
export const recordRegistration = (tx: DbExecutor, companyId: number, userId: number) =>
  insertMembershipEvents(tx, { companyId, userId, change: 'JOINED', via: 'REGISTRATION', byUserId: userId });

/** People moved into the company by staff (a merge of a duplicate company). */
export const recordStaffMoves = async (
  tx: DbExecutor,
  { companyId, userIds, byUserId }: { companyId: number; userIds: number[]; byUserId: number },
) => {
  if (userIds.length === 0) return;
  await insertMembershipEvents(
    tx,
    userIds.map((userId) => ({ companyId, userId, change: 'JOINED' as const, via: 'STAFF' as const, byUserId })),
  );
};
