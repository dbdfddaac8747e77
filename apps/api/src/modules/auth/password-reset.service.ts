import {
  type NewPassword,
  PASSWORD_RESET_TTL_MINUTES,
  type PasswordChange,
  type PasswordResetLink,
  type PasswordResetRequest,
  type TokenPair,
} from '@platform/shared';
import type { FastifyInstance } from 'fastify';
import type { DbExecutor } from '../../db/client.js';
import type { AuthContext } from '../../lib/actor.js';
import { appError } from '../../lib/app-error.js';
import { hashPassword, verifyPassword } from '../../lib/password.js';
import { hashToken, newOpaqueToken } from '../../lib/tokens.js';
import { forgetSession } from '../../plugins/auth.js';
import { enqueueEmail, passwordChangedEmail, passwordResetEmail } from '../notifications/index.js';
import { issueTokenPair } from './auth.service.js';
import { assertLoginAllowed, clearLoginFailures, recordLoginFailure } from './login-throttle.js';
import {
  findActiveUserByEmail,
  findPasswordOwner,
  findUsableResetLink,
  insertResetLink,
  setPasswordHash,
  spendResetLink,
  spendUserResetLinks,
} from './password-reset.queries.js';
import type { SessionClient } from './session-client.js';
import { revokeUserSessions } from './sessions.queries.js';

/**
 * POST /password-reset ('Nie pamiętam hasła', OWASP ASVS 2.5): a one-time link to the address, when an
 * active account has it. The answer is the same either way, and the limits count every typed address,
 * so nothing tells whether an account exists. A newer link replaces the older ones.
 */
export const requestPasswordReset = async (app: FastifyInstance, body: PasswordResetRequest, ip: string) => {
  await app.sendLimits.take({ kind: 'password-reset', by: { ip }, recipients: [body.email] });
  const token = newOpaqueToken();
  const tokenHash = hashToken(token);
  await app.db.transaction(async (tx) => {
    const user = await findActiveUserByEmail(tx, body.email);
    if (!user) return;
    await spendUserResetLinks(tx, user.id);
    await insertResetLink(tx, {
      tokenHash,
      userId: user.id,
      expiresAt: new Date(Date.now() + PASSWORD_RESET_TTL_MINUTES * 60_000),
    });
    await enqueueEmail(app, tx, {
      kind: 'PASSWORD_RESET',
      eventKey: `link:${tokenHash.slice(0, 24)}`,
      recipient: { email: body.email, userId: user.id },
      content: (context) => passwordResetEmail(context, { login: user.login, token }),
    });
  });
};

/** GET /password-reset/{token}: the login whose password the link sets (looking does not use it). */
export const readPasswordResetLink = async (app: FastifyInstance, token: string): Promise<PasswordResetLink> => {
  const link = await findUsableResetLink(app.db, hashToken(token));
  if (!link) throw appError('PASSWORD_RESET_LINK_INVALID');
  return { login: link.login };
};

/** Ends the user's sessions but `keep` (each instance stops their access tokens within the check's TTL). */
const endSessions = async (app: FastifyInstance, db: DbExecutor, userId: number, keep: string | null) => {
  const ended = await revokeUserSessions(db, userId, keep);
  return () => Promise.all(ended.map((familyId) => forgetSession(app, familyId)));
};

const tellPasswordChanged = (
  app: FastifyInstance,
  db: DbExecutor,
  userId: number,
  owner: { login: string; email: string },
) => {
  const changedAt = new Date();
  return enqueueEmail(app, db, {
    kind: 'PASSWORD_CHANGED',
    eventKey: `at:${changedAt.getTime()}`,
    recipient: { email: owner.email, userId },
    content: (context) => passwordChangedEmail(context, { login: owner.login, changedAt }),
  });
};

/**
 * POST /password-reset/{token}: sets the new password once, ends every session of the account (a
 * reset is what an owner does when someone else may be in) and logs in with a new one.
 */
export const resetPassword = async (
  app: FastifyInstance,
  token: string,
  body: NewPassword,
  client: SessionClient,
): Promise<TokenPair> => {
  const passwordHash = await hashPassword(body.password);
  const { userId, forgetEnded, login } = await app.db.transaction(async (tx) => {
    const spent = await spendResetLink(tx, hashToken(token));
    if (spent === null) throw appError('PASSWORD_RESET_LINK_INVALID');
    const owner = await findPasswordOwner(tx, spent);
    if (!owner) throw appError('PASSWORD_RESET_LINK_INVALID');
    await setPasswordHash(tx, spent, passwordHash);
    await spendUserResetLinks(tx, spent);
    const forgetEnded = await endSessions(app, tx, spent, null);
    await tellPasswordChanged(app, tx, spent, owner);
    return { userId: spent, forgetEnded, login: owner.login };
  });
  await forgetEnded();
  // the owner proved the address: the failed-login waits of the account end
  await clearLoginFailures(app, login);
  return issueTokenPair(app, userId, client);
};

/**
 * PUT /users/me/password: the current password (its failures count as failed logins of the account),
 * then the new one; every other session of the account ends, this one stays.
 */
export const changePassword = async (app: FastifyInstance, auth: AuthContext, body: PasswordChange) => {
  if (auth.kind !== 'user') throw appError('UNAUTHORIZED');
  const owner = await findPasswordOwner(app.db, auth.user.id);
  if (!owner) throw appError('UNAUTHORIZED');
  await assertLoginAllowed(app, owner.login);
  if (!(await verifyPassword(owner.passwordHash, body.currentPassword))) {
    await recordLoginFailure(app, owner.login);
    throw appError('CURRENT_PASSWORD_WRONG');
  }
  const passwordHash = await hashPassword(body.password);
  const forgetEnded = await app.db.transaction(async (tx) => {
    await setPasswordHash(tx, auth.user.id, passwordHash);
    await spendUserResetLinks(tx, auth.user.id);
    const forget = await endSessions(app, tx, auth.user.id, auth.sessionId ?? null);
    await tellPasswordChanged(app, tx, auth.user.id, owner);
    return forget;
  });
  await forgetEnded();
};
