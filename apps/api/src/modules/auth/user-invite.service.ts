import type { AccountActivation, AccountActivationRequest, TokenPair, UserInvite, UserInvited } from '@platform/shared';
import type { FastifyInstance } from 'fastify';
import { type AuthContext, isStaff } from '../../lib/actor.js';
import { appError } from '../../lib/app-error.js';
import { hashPassword } from '../../lib/password.js';
import { hashToken, newOpaqueToken } from '../../lib/tokens.js';
import { enqueueEmail, templateContext } from '../notifications/notifications.service.js';
import { activationUrl, userInvitationEmail } from '../notifications/templates/user-invitation.js';
import { insertUser, isEmailTaken, isLoginTaken } from './auth.queries.js';
import { issueTokenPair } from './auth.service.js';
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
 * POST /users/invite ('Zaproś nowego użytkownika', spec 2.8, 7; issue 13): an inactive user in the
 * chosen company, its login the e-mail, and a one-time link to set a password e-mailed to it.
 * Staff, or a user of a company taking part in the investment (who may publish its orders).
 */
export const inviteUser = async (app: FastifyInstance, auth: AuthContext, body: UserInvite): Promise<UserInvited> => {
  if (auth.kind !== 'user') throw appError('USER_INVITE_NO_PERMISSION');
  const inviter = auth.user;
  const token = newOpaqueToken();
  const context = templateContext(app);
  // an unusable password until the link sets one (the account is inactive meanwhile anyway)
  const placeholderHash = await hashPassword(newOpaqueToken());
  const id = await app.db.transaction(async (tx) => {
    const target = await findInviteTarget(tx, {
      companyId: body.companyId,
      investmentId: body.investmentId,
      inviterUserId: inviter.id,
      inviterCompanyId: inviter.companyId,
    });
    if (!target) throw appError('INVESTMENT_NOT_FOUND');
    if (!isStaff(inviter) && !target.inviterTakesPart) throw appError('USER_INVITE_NO_PERMISSION');
    if (target.companyDeleted) throw appError('USER_INVITE_FAILED');
    if ((await isEmailTaken(tx, body.email)) || (await isLoginTaken(tx, body.email)))
      throw appError('USER_ALREADY_EXISTS');
    const userId = await insertUser(tx, {
      login: body.email,
      email: body.email,
      passwordHash: placeholderHash,
      firstName: body.name,
      lastName: body.lastName,
      phone: body.phone,
      position: body.position,
      accountType: target.companySubsidized ? 'SUBSIDIZED_CLIENT' : 'CLIENT',
      companyAdmin: false,
      companyId: body.companyId,
      active: false,
    });
    await insertActivationLink(tx, {
      tokenHash: hashToken(token),
      userId,
      invitedByUserId: inviter.id,
      investmentId: body.investmentId,
      expiresAt: new Date(Date.now() + ACTIVATION_LINK_TTL_DAYS * 86_400_000),
    });
    await enqueueEmail(app, tx, {
      kind: 'USER_INVITATION',
      eventKey: `user:${userId}`,
      recipient: { email: body.email, userId },
      content: userInvitationEmail(context, {
        firstName: body.name,
        companyName: target.companyName,
        invitedBy: {
          firstName: target.inviterFirstName,
          lastName: target.inviterLastName,
          companyName: target.inviterCompanyName,
        },
        investmentName: target.investmentName,
        login: body.email,
        activationUrl: activationUrl(context, token),
      }),
    });
    return userId;
  });
  return { id, email: body.email };
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
): Promise<TokenPair> => {
  await usableLink(app, token);
  const passwordHash = await hashPassword(body.password);
  const userId = await app.db.transaction(async (tx) => {
    const spent = await spendActivationLink(tx, hashToken(token));
    if (spent === null) throw appError('ACTIVATION_LINK_USED');
    await activateUser(tx, spent, passwordHash);
    return spent;
  });
  return issueTokenPair(app, userId);
};
