import type { AccountActivation, AccountActivationRequest, TokenPair, UserInvite, UserInvited } from '@platform/shared';
import { normalizePhone } from '@platform/shared';
import type { FastifyInstance } from 'fastify';
import { type AuthContext, isStaff } from '../../lib/actor.js';
import { appError } from '../../lib/app-error.js';
import { hashPassword } from '../../lib/password.js';
import { hashToken, newOpaqueToken } from '../../lib/tokens.js';
import { admitInvitedPerson, canGrantMembership } from '../memberships/index.js';
import { activationUrl, enqueueEmail, templateContext, userInvitationEmail } from '../notifications/index.js';
import { nominatePersonCompany, sendNewInvitations } from '../orders/index.js';
import { insertUser, isEmailTaken, isLoginTaken } from './auth.queries.js';
import { issueTokenPair } from './auth.service.js';
import type { SessionClient } from './session-client.js';
import {
  activateUser,
  findActivationLink,
  findInviteTarget,
  insertActivationLink,
  spendActivationLink,
} from './user-invite.queries.js';

/** decision: an activation link works once, for a week. */
export const ACTIVATION_LINK_TTL_DAYS = 7;

/**
 * POST /users/invite ('Zaproś nowego użytkownika', spec 2.8, 7): an inactive account, its login the
 * e-mail, and a one-time link to set a password e-mailed to it. Staff, a user of a company taking
 * part in the investment, or an editor of the order named; without an investment (a colleague
 * invited from 'Konta użytkowników') only the company's admin or staff. The person joins the chosen company only
 * when the inviter may grant that (its admin or staff); otherwise the company's admin, or staff,
 * decides (modules/memberships), and meanwhile the account sees only what any logged-in visitor sees.
 * Invited from an order, the person's company is invited to the order too.
 */
export const inviteUser = async (app: FastifyInstance, auth: AuthContext, body: UserInvite): Promise<UserInvited> => {
  if (auth.kind !== 'user') throw appError('USER_INVITE_NO_PERMISSION');
  const inviter = auth.user;
  const token = newOpaqueToken();
  const context = templateContext(app);
  // an unusable password until the link sets one (the account is inactive meanwhile anyway)
  const placeholderHash = await hashPassword(newOpaqueToken());
  const { userId, membership, order } = await app.db.transaction(async (tx) => {
    const investmentId = body.investmentId ?? null;
    const target = await findInviteTarget(tx, {
      companyId: body.companyId,
      investmentId,
      inviterUserId: inviter.id,
      inviterCompanyId: inviter.companyId,
    });
    if (!target) throw appError(investmentId === null ? 'USER_INVITE_FAILED' : 'INVESTMENT_NOT_FOUND');
    if (investmentId !== null && target.investmentName === null) throw appError('INVESTMENT_NOT_FOUND');
    // a colleague invited from 'Konta użytkowników' (no investment): only who may grant membership
    if (investmentId === null && !canGrantMembership(inviter, body.companyId))
      throw appError('USER_INVITE_NO_PERMISSION');
    if (investmentId !== null && body.orderId === undefined && !isStaff(inviter) && !target.inviterTakesPart)
      throw appError('USER_INVITE_NO_PERMISSION');
    if (target.companyDeleted) throw appError('USER_INVITE_FAILED');
    // the order first: whoever may not invite to it learns nothing of the address (the contract
    // names the order's investment with it)
    const order =
      body.orderId === undefined || investmentId === null
        ? null
        : await nominatePersonCompany(app, tx, auth, {
            orderId: body.orderId,
            investmentId,
            companyId: body.companyId,
            email: body.email,
            userId: inviter.id,
          });
    // e-mails to typed addresses are limited per inviter and per address (plugins/send-limits.ts)
    await app.sendLimits.take({ kind: 'invitation', by: { userId: inviter.id }, recipients: [body.email] });
    if ((await isEmailTaken(tx, body.email)) || (await isLoginTaken(tx, body.email)))
      throw appError('USER_ALREADY_EXISTS');
    // no company until membership is granted (memberships decide)
    const userId = await insertUser(tx, {
      login: body.email,
      email: body.email,
      passwordHash: placeholderHash,
      firstName: body.name,
      lastName: body.lastName,
      phone: normalizePhone(body.phone),
      position: body.position,
      accountType: 'CLIENT',
      companyAdmin: false,
      companyId: null,
      active: false,
    });
    const membership = await admitInvitedPerson(app, tx, {
      inviter: {
        ...inviter,
        firstName: target.inviterFirstName,
        lastName: target.inviterLastName,
        companyName: target.inviterCompanyName,
      },
      company: { id: body.companyId, name: target.companyName },
      person: {
        userId,
        firstName: body.name,
        lastName: body.lastName,
        email: body.email,
        memberAccountType: target.companySubsidized ? 'SUBSIDIZED_CLIENT' : 'CLIENT',
      },
      orderId: order?.id ?? null,
      investment: investmentId === null ? null : { id: investmentId, name: target.investmentName ?? '' },
    });
    await insertActivationLink(tx, {
      tokenHash: hashToken(token),
      userId,
      invitedByUserId: inviter.id,
      investmentId,
      orderId: order?.id ?? null,
      expiresAt: new Date(Date.now() + ACTIVATION_LINK_TTL_DAYS * 86_400_000),
    });
    await enqueueEmail(app, tx, {
      kind: 'USER_INVITATION',
      eventKey: `user:${userId}`,
      recipient: { email: body.email, userId },
      content: userInvitationEmail(context, {
        companyName: target.companyName,
        member: membership === 'GRANTED',
        invitedBy: {
          firstName: target.inviterFirstName,
          lastName: target.inviterLastName,
          companyName: target.inviterCompanyName,
        },
        investmentName: target.investmentName,
        orderId: order?.id ?? null,
        login: body.email,
        activationUrl: activationUrl(context, token),
      }),
    });
    return { userId, membership, order };
  });
  if (order) await sendNewInvitations(app, order);
  return { id: userId, email: body.email, membership };
};

const usableLink = async (app: FastifyInstance, token: string) => {
  const link = await findActivationLink(app.db, hashToken(token));
  if (!link || link.expired) throw appError('ACTIVATION_LINK_INVALID');
  if (link.used) throw appError('ACTIVATION_LINK_USED');
  return link;
};

/** GET /users/activation/{token}: whose account the link activates (looking does not use it). */
export const readActivation = async (app: FastifyInstance, token: string): Promise<AccountActivation> => {
  const { userId: _userId, used: _used, expired: _expired, ...shown } = await usableLink(app, token);
  return shown;
};

/** POST /users/activation/{token}: sets the password, activates the account, logs in (once). */
export const activateAccount = async (
  app: FastifyInstance,
  token: string,
  body: AccountActivationRequest,
  client: SessionClient,
): Promise<TokenPair> => {
  await usableLink(app, token);
  const passwordHash = await hashPassword(body.password);
  const userId = await app.db.transaction(async (tx) => {
    const spent = await spendActivationLink(tx, hashToken(token));
    if (spent === null) throw appError('ACTIVATION_LINK_USED');
    // an invitation the company withdrew by deactivating the account opens nothing
    if (!(await activateUser(tx, spent, passwordHash))) throw appError('ACCOUNT_INACTIVE');
    return spent;
  });
  return issueTokenPair(app, userId, client);
};
