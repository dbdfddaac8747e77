import type { AccountSession } from '@platform/shared';
import Bowser from 'bowser';
import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../../lib/actor.js';
import { appError } from '../../lib/app-error.js';
import { forgetActor, forgetSession } from '../../plugins/auth.js';
import {
  findOpenSessions,
  isOwnOpenSession,
  revokeRefreshFamily,
  revokeUserSessions,
  type SessionRow,
} from './sessions.queries.js';

/** 'Chrome 156 · Linux' from a User-Agent header (bowser, a maintained parser); null when unknown. */
export const deviceOf = (userAgent: string | null): string | null => {
  if (!userAgent) return null;
  const { browser, os } = Bowser.parse(userAgent);
  const name = browser.name ? [browser.name, browser.version?.split('.')[0]].filter(Boolean).join(' ') : null;
  const system = os.name ? [os.name, os.versionName].filter(Boolean).join(' ') : null;
  return [name, system].filter(Boolean).join(' · ') || null;
};

const presentSession = (row: SessionRow, currentId: string | undefined): AccountSession => ({
  id: row.familyId,
  device: deviceOf(row.userAgent),
  ip: row.ip,
  startedAt: row.startedAt.toISOString(),
  lastUsedAt: row.lastUsedAt.toISOString(),
  current: row.familyId === currentId,
});

/** The account a 'Moje konto' call is about: the caller's own, never a temporary link's. */
export const accountOwnerOf = (auth: AuthContext) => {
  if (auth.kind !== 'user') throw appError('UNAUTHORIZED');
  return auth;
};

/** GET /users/me/sessions: the open sessions of the caller's account, the newest use first. */
export const listSessions = async (app: FastifyInstance, auth: AuthContext): Promise<AccountSession[]> => {
  const { user, sessionId } = accountOwnerOf(auth);
  return (await findOpenSessions(app.db, user.id)).map((row) => presentSession(row, sessionId));
};

/** DELETE /users/me/sessions/{id}: ends one session of the caller's own (this one too: a logout). */
export const endSession = async (app: FastifyInstance, auth: AuthContext, familyId: string) => {
  const { user } = accountOwnerOf(auth);
  if (!(await isOwnOpenSession(app.db, user.id, familyId))) throw appError('SESSION_NOT_FOUND');
  await revokeRefreshFamily(app.db, familyId);
  await forgetSession(app, familyId);
};

/** DELETE /users/me/sessions: ends every session of the account but the caller's. */
export const endOtherSessions = async (app: FastifyInstance, auth: AuthContext) => {
  const { user, sessionId } = accountOwnerOf(auth);
  const ended = await revokeUserSessions(app.db, user.id, sessionId ?? null);
  await Promise.all(ended.map((familyId) => forgetSession(app, familyId)));
};

/**
 * Ends every session of the account (a deactivation by the company admin or staff): the families
 * revoked, their cached "open" answers and the cached caller dropped on every instance. The caller
 * read afresh is inactive, so even an access token still in its lifetime is refused (401).
 */
export const endAllSessionsOf = async (app: FastifyInstance, userId: number) => {
  const ended = await revokeUserSessions(app.db, userId, null);
  await Promise.all([...ended.map((familyId) => forgetSession(app, familyId)), forgetActor(app, userId)]);
};
