import { randomUUID } from 'node:crypto';
import { EMAIL_CHANGE_TTL_HOURS, type EmailChange, type EmailChangeRequest } from '@platform/shared';
import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../../lib/actor.js';
import { appError } from '../../lib/app-error.js';
import { verifyPassword } from '../../lib/password.js';
import { forgetActor } from '../../plugins/auth.js';
import { emailChangeConfirmEmail, emailChangedEmail, enqueueEmail } from '../notifications/index.js';
import { isEmailTaken } from './auth.queries.js';
import { assertLoginAllowed, recordLoginFailure } from './login-throttle.js';
import { findPasswordOwner } from './password-reset.queries.js';
import { replaceEmail } from './profile.queries.js';
import { accountOwnerOf } from './sessions.service.js';

/** The link names the address it replaces: once the account's address is another, the link is spent. */
type Change = { from: string; to: string };

const isUniqueViolation = (error: unknown): boolean => {
  const { code, cause } = (error ?? {}) as { code?: string; cause?: unknown };
  return code === '23505' || (!!cause && isUniqueViolation(cause));
};

/**
 * PUT /users/me/email: the current password first (its failures count as failed logins), then a
 * one-time link to the new address and a word to the old one. Nothing changes until the link is used.
 */
export const requestEmailChange = async (
  app: FastifyInstance,
  auth: AuthContext,
  body: EmailChangeRequest,
): Promise<EmailChange> => {
  const { user } = accountOwnerOf(auth);
  const owner = await findPasswordOwner(app.db, user.id);
  if (!owner) throw appError('UNAUTHORIZED');
  await assertLoginAllowed(app, owner.login);
  if (!(await verifyPassword(owner.passwordHash, body.currentPassword))) {
    await recordLoginFailure(app, owner.login);
    throw appError('CURRENT_PASSWORD_WRONG');
  }
  if (body.email === owner.email.toLowerCase()) throw appError('EMAIL_CHANGE_SAME');
  if (await isEmailTaken(app.db, body.email)) throw appError('EMAIL_ALREADY_EXISTS');
  await app.sendLimits.take({ kind: 'email-change', by: { userId: user.id }, recipients: [body.email] });

  const tokenId = randomUUID();
  const change: Change = { from: owner.email, to: body.email };
  const token = await app.tokens.signLink(
    { purpose: 'email-change', userId: user.id, subject: JSON.stringify(change), tokenId },
    EMAIL_CHANGE_TTL_HOURS * 3600,
  );
  const at = new Date();
  await app.db.transaction(async (tx) => {
    await enqueueEmail(app, tx, {
      kind: 'EMAIL_CHANGE_CONFIRM',
      eventKey: `link:${tokenId}`,
      recipient: { email: body.email, userId: null },
      content: (context) =>
        emailChangeConfirmEmail(context, { login: owner.login, token, ttlHours: EMAIL_CHANGE_TTL_HOURS }),
    });
    await enqueueEmail(app, tx, {
      kind: 'EMAIL_CHANGED',
      eventKey: `asked:${tokenId}`,
      recipient: { email: owner.email, userId: user.id },
      content: (context) => emailChangedEmail(context, { login: owner.login, newEmail: body.email, at, done: false }),
    });
  });
  return { email: body.email };
};

/** The link's claims while it can still be used: signed, in time, and the account's address unchanged. */
const usableChange = async (app: FastifyInstance, token: string) => {
  const claims = await app.tokens.verifyLink(token, 'email-change');
  if (claims === 'expired' || claims === 'invalid') throw appError('EMAIL_CHANGE_LINK_INVALID');
  const change = JSON.parse(claims.subject) as Change;
  const owner = await findPasswordOwner(app.db, claims.userId);
  if (!owner || owner.email.toLowerCase() !== change.from.toLowerCase()) throw appError('EMAIL_CHANGE_LINK_INVALID');
  return { userId: claims.userId, tokenId: claims.tokenId, login: owner.login, change };
};

/** GET /users/email-change?token=: the address the link sets (looking does not use it). */
export const readEmailChangeLink = async (app: FastifyInstance, token: string): Promise<EmailChange> => ({
  email: (await usableChange(app, token)).change.to,
});

/**
 * POST /users/email-change {token}: the new address becomes the account's, once; the old address is
 * told. The link itself is the proof (it reached the new mailbox), so no login is needed.
 */
export const confirmEmailChange = async (app: FastifyInstance, token: string): Promise<EmailChange> => {
  const { userId, tokenId, login, change } = await usableChange(app, token);
  try {
    await app.db.transaction(async (tx) => {
      if (await isEmailTaken(tx, change.to)) throw appError('EMAIL_ALREADY_EXISTS');
      if (!(await replaceEmail(tx, userId, change.from, change.to))) throw appError('EMAIL_CHANGE_LINK_INVALID');
      const at = new Date();
      await enqueueEmail(app, tx, {
        kind: 'EMAIL_CHANGED',
        eventKey: `done:${tokenId}`,
        recipient: { email: change.from, userId: null },
        content: (context) => emailChangedEmail(context, { login, newEmail: change.to, at, done: true }),
      });
    });
  } catch (error) {
    // two links to one address, used at the same moment: the unique address index decides
    if (isUniqueViolation(error)) throw appError('EMAIL_ALREADY_EXISTS');
    throw error;
  }
  await forgetActor(app, userId);
  return { email: change.to };
};
