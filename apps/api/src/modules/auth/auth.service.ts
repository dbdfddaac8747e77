import { randomUUID } from 'node:crypto';
import {
  isAdminAccountType,
  normalizeNip,
  normalizePhone,
  type RegisterRequest,
  type TemporaryPermission,
  type TokenPair,
  type UserMe,
} from '@platform/shared';
import type { FastifyInstance } from 'fastify';
import type { DbExecutor } from '../../db/client.js';
import type { AuthContext } from '../../lib/actor.js';
import { appError } from '../../lib/app-error.js';
import { hashPassword, verifyPassword } from '../../lib/password.js';
import { hashToken, newOpaqueToken } from '../../lib/tokens.js';
import { findActorById } from '../../plugins/actor.queries.js';
import { forgetSession } from '../../plugins/auth.js';
import { recordRegistration } from '../memberships/index.js';
import { enqueueEmail, registrationEmail, templateContext } from '../notifications/index.js';
import {
  consumeTemporaryAccessToken,
  findRefreshToken,
  findUserForLogin,
  findUserProfile,
  insertCompany,
  insertRefreshToken,
  insertTemporaryAccessToken,
  insertUser,
  isEmailTaken,
  isLoginTaken,
  isNipTaken,
  markRefreshTokenUsed,
} from './auth.queries.js';
import { assertLoginAllowed, clearLoginFailures, recordLoginFailure } from './login-throttle.js';
import { spendUserResetLinks } from './password-reset.queries.js';
import type { SessionClient } from './session-client.js';
import { revokeRefreshFamily } from './sessions.queries.js';

// A fixed hash to verify against when the login is unknown, so timing does not reveal accounts.
const DUMMY_HASH = hashPassword('not-a-real-password-0');

export const issueTokenPair = async (
  app: FastifyInstance,
  userId: number,
  client: SessionClient,
  familyId: string = randomUUID(),
): Promise<TokenPair> => {
  const refreshToken = newOpaqueToken();
  const expiresAt = new Date(Date.now() + app.env.REFRESH_TOKEN_TTL_DAYS * 86_400_000);
  await insertRefreshToken(app.db, { userId, tokenHash: hashToken(refreshToken), familyId, expiresAt, ...client });
  const accessToken = await app.tokens.signAccess(
    { kind: 'user', userId, sessionId: familyId },
    app.env.ACCESS_TOKEN_TTL_SECONDS,
  );
  return { accessToken, refreshToken };
};

/** Revokes a session's refresh tokens and drops its cached "open" answer: its access tokens stop too. */
const endSessionFamily = async (app: FastifyInstance, familyId: string) => {
  await revokeRefreshFamily(app.db, familyId);
  await forgetSession(app, familyId);
};

export const login = async (
  app: FastifyInstance,
  input: { login: string; password: string },
  client: SessionClient,
): Promise<TokenPair> => {
  await assertLoginAllowed(app, input.login);
  const user = await findUserForLogin(app.db, input.login);
  const valid = await verifyPassword(user?.passwordHash ?? (await DUMMY_HASH), input.password);
  if (!user || !valid) {
    await recordLoginFailure(app, input.login);
    throw appError('INVALID_CREDENTIALS');
  }
  await clearLoginFailures(app, input.login);
  if (!user.active) throw appError('ACCOUNT_INACTIVE');
  // the owner remembered the password: links of 'Nie pamiętam hasła' stop working (ASVS 2.5)
  await spendUserResetLinks(app.db, user.id);
  return issueTokenPair(app, user.id, client);
};

/**
 * Rotates a refresh token: the presented token is spent and a new pair is issued in the same
 * family. Presenting a spent token again means it leaked, so the whole family is revoked.
 */
export const refresh = async (
  app: FastifyInstance,
  refreshToken: string | null,
  client: SessionClient,
): Promise<TokenPair> => {
  const invalid = appError('REFRESH_TOKEN_INVALID');
  if (!refreshToken) throw invalid;
  const row = await findRefreshToken(app.db, hashToken(refreshToken));
  if (!row || row.revokedAt) throw invalid;
  if (row.usedAt) {
    await endSessionFamily(app, row.familyId);
    app.log.warn({ userId: row.userId }, 'reused refresh token: session family revoked');
    throw invalid;
  }
  if (row.expiresAt.getTime() <= Date.now()) throw invalid;
  if (!(await markRefreshTokenUsed(app.db, row.id))) {
    await endSessionFamily(app, row.familyId);
    throw invalid;
  }
  if (!(await findActorById(app.db, row.userId))) throw invalid;
  return issueTokenPair(app, row.userId, client, row.familyId);
};

export const logout = async (app: FastifyInstance, refreshToken: string) => {
  const row = await findRefreshToken(app.db, hashToken(refreshToken));
  if (row) await endSessionFamily(app, row.familyId);
};

/** POST /auth/register; `ip` is the client address its welcome e-mails are counted by. */
export const register = async (
  app: FastifyInstance,
  input: RegisterRequest,
  client: SessionClient & { ip: string },
): Promise<TokenPair> => {
  const { ip } = client;
  const nip = normalizeNip(input.company.nip);
  const passwordHash = await hashPassword(input.user.password);
  const userId = await app.db.transaction(async (tx) => {
    if (await isLoginTaken(tx, input.user.login)) throw appError('LOGIN_ALREADY_EXISTS');
    if (await isEmailTaken(tx, input.user.email)) throw appError('EMAIL_ALREADY_EXISTS');
    if (await isNipTaken(tx, nip)) throw appError('NIP_ALREADY_EXISTS');
    // a new account gets its welcome e-mail: accounts per client address are limited (plugins/send-limits.ts)
    await app.sendLimits.take({ kind: 'registration', by: { ip }, recipients: [input.user.email] });
    const companyId = await insertCompany(tx, {
      name: input.company.name,
      nip,
      city: input.company.city,
      zipCode: input.company.zipCode,
    });
    const newUserId = await insertUser(tx, {
      login: input.user.login,
      email: input.user.email,
      passwordHash,
      firstName: input.user.firstName,
      lastName: input.user.lastName,
      phone: input.user.phone ? normalizePhone(input.user.phone) : null,
      accountType: 'CLIENT',
      companyAdmin: true,
      companyId,
    });
    await recordRegistration(tx, companyId, newUserId);
    await enqueueEmail(app, tx, {
      kind: 'REGISTRATION',
      eventKey: `user:${newUserId}`,
      recipient: { email: input.user.email, userId: newUserId },
      content: registrationEmail(templateContext(app), {
        companyName: input.company.name,
        login: input.user.login,
      }),
    });
    return newUserId;
  });
  return issueTokenPair(app, userId, client);
};

export const getMe = async (
  app: FastifyInstance,
  auth: Exclude<AuthContext, { kind: 'anonymous' }>,
): Promise<UserMe> => {
  const profile = await findUserProfile(app.db, auth.user.id);
  if (!profile) throw appError('UNAUTHORIZED');
  const { user } = auth;
  return {
    id: user.id,
    firstName: profile.firstName,
    lastName: profile.lastName,
    email: { email: profile.email },
    login: profile.login,
    accountType: user.accountType,
    companyAdmin: user.companyAdmin,
    company: user.companyId === null ? null : { id: user.companyId },
    availableServices: user.availableServices,
    companyRights: user.companyRights,
    isSubsidized: user.isSubsidized,
    isAdmin: isAdminAccountType(user.accountType),
    temporaryPermissions: auth.kind === 'temporary' ? auth.permissions : [],
  };
};

/** Issues a one-time link token (staff, or later the order-approval e-mails). */
export const issueTemporaryAccessLink = async (
  app: FastifyInstance,
  input: { userId: number; permissions: TemporaryPermission[]; resourceId: number | null; ttlMinutes?: number },
  /** The transaction of an e-mail that carries the link, so the link exists only with its e-mail. */
  db: DbExecutor = app.db,
) => {
  const token = newOpaqueToken();
  const ttl = input.ttlMinutes ?? app.env.TEMPORARY_ACCESS_TTL_MINUTES;
  const expiresAt = new Date(Date.now() + ttl * 60_000);
  await insertTemporaryAccessToken(db, {
    tokenHash: hashToken(token),
    userId: input.userId,
    permissions: input.permissions,
    resourceId: input.resourceId,
    expiresAt,
  });
  return { token, expiresAt: expiresAt.toISOString() };
};

export const exchangeTemporaryAccessToken = async (app: FastifyInstance, token: string) => {
  const row = await consumeTemporaryAccessToken(app.db, hashToken(token));
  if (!row?.userId) throw appError('TEMPORARY_ACCESS_INVALID');
  const accessToken = await app.tokens.signAccess(
    {
      kind: 'temporary',
      userId: row.userId,
      permissions: row.permissions as TemporaryPermission[],
      resourceId: row.resourceId,
    },
    app.env.TEMPORARY_ACCESS_TTL_MINUTES * 60,
  );
  return { accessToken };
};
