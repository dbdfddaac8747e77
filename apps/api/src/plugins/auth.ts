import {
  ACCESS_TYPE_HEADER,
  hasAllTemporaryPermissions,
  isAdminAccountType,
  type Service,
  TEMPORARY_ACCESS_TYPE,
  type TemporaryPermission,
} from '@platform/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ActorUser, AuthContext } from '../lib/actor.js';
import { appError } from '../lib/app-error.js';
import type { TokenSigner } from '../lib/tokens.js';
import { findActorById, isSessionOpen } from './actor.queries.js';

// Re-exported for the modules that read the caller from here; the types live in a leaf file.
export type { ActorUser, AuthContext };

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext;
  }
  interface FastifyInstance {
    tokens: TokenSigner;
  }
}

const sessionKey = (sessionId: string) => `session-open:${sessionId}`;

/**
 * Whether the session of an access token is still open, cached for SESSION_CHECK_TTL_MS; with
 * Redis the cache is shared, so `forgetSession` after a revocation reaches every instance at once.
 */
const isSessionStillOpen = (app: FastifyInstance, sessionId: string): Promise<boolean> =>
  app.cache.getOrSet(sessionKey(sessionId), app.env.SESSION_CHECK_TTL_MS, () => isSessionOpen(app.db, sessionId));

/** Called after a logout or a family revocation, so the next request with its access token is refused. */
export const forgetSession = (app: FastifyInstance, sessionId: string): Promise<void> =>
  app.cache.remove(sessionKey(sessionId));

const bearer = (request: FastifyRequest): string | null => {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  return header.slice(7).trim() || null;
};

/**
 * Reads the access token of every request into `request.auth`. A temporary access token is only
 * honoured with the header `X-Access-Type: temporary`, as the spec's client sends it.
 */
export const registerAuth = (app: FastifyInstance, tokens: TokenSigner) => {
  app.decorate('tokens', tokens);
  // Null placeholder keeps the request shape stable; the onRequest hook always sets it.
  app.decorateRequest('auth', null as never);
  app.addHook('onRequest', async (request) => {
    request.auth = { kind: 'anonymous' };
    const token = bearer(request);
    // The refresh call carries the refresh token, not an access token.
    if (!token || request.url.startsWith('/api/v1/refresh')) return;
    const claims = await tokens.verifyAccess(token);
    if (claims === 'expired' || claims === 'invalid') {
      request.auth = { kind: 'anonymous', problem: claims };
      return;
    }
    const temporaryHeader = request.headers[ACCESS_TYPE_HEADER] === TEMPORARY_ACCESS_TYPE;
    if (claims.kind === 'temporary' && !temporaryHeader) {
      request.auth = { kind: 'anonymous', problem: 'invalid' };
      return;
    }
    if (claims.kind === 'user' && !(await isSessionStillOpen(app, claims.sessionId))) {
      request.auth = { kind: 'anonymous', problem: 'invalid' };
      return;
    }
    const user = await findActorById(app.db, claims.userId);
    if (!user) {
      request.auth = { kind: 'anonymous', problem: 'invalid' };
      return;
    }
    request.auth =
      claims.kind === 'temporary'
        ? { kind: 'temporary', user, permissions: claims.permissions, resourceId: claims.resourceId }
        : { kind: 'user', user };
  });
};

type Guard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

const requireIdentity = (request: FastifyRequest): ActorUser => {
  const auth = request.auth;
  if (auth.kind === 'anonymous') {
    throw auth.problem === 'expired' ? appError('TOKEN_EXPIRED') : appError('UNAUTHORIZED');
  }
  return auth.user;
};

/** The user behind a guarded route (the guard has already refused anonymous callers). */
export const actorOf = (auth: AuthContext): ActorUser => {
  if (auth.kind === 'anonymous') throw appError('UNAUTHORIZED');
  return auth.user;
};

/** The request's user, or null for anonymous visitors (for routes that answer both). */
export const currentUser = (request: FastifyRequest): ActorUser | null =>
  request.auth.kind === 'anonymous' ? null : request.auth.user;

/** Route guards (spec section 6); admins pass every service check. */
export const guards = {
  loggedIn: (async (request) => {
    requireIdentity(request);
  }) satisfies Guard,
  /** A full login: temporary access is not enough. */
  fullLogin: (async (request) => {
    requireIdentity(request);
    if (request.auth.kind === 'temporary') throw appError('TEMPORARY_PERMISSION_MISSING');
  }) satisfies Guard,
  admin: (async (request) => {
    const user = requireIdentity(request);
    if (request.auth.kind === 'temporary' || !isAdminAccountType(user.accountType)) throw appError('FORBIDDEN');
  }) satisfies Guard,
  superadmin: (async (request) => {
    const user = requireIdentity(request);
    if (request.auth.kind === 'temporary' || user.accountType !== 'SUPERADMIN') throw appError('FORBIDDEN');
  }) satisfies Guard,
  service:
    (service: Service): Guard =>
    async (request) => {
      const user = requireIdentity(request);
      if (!isAdminAccountType(user.accountType) && !user.availableServices.includes(service)) {
        throw appError('FORBIDDEN');
      }
    },
  /** Under temporary access, the token must carry every listed permission; a normal login passes. */
  temporaryPermissions:
    (...required: TemporaryPermission[]): Guard =>
    async (request) => {
      requireIdentity(request);
      const auth = request.auth;
      if (auth.kind === 'temporary' && !hasAllTemporaryPermissions(auth.permissions, required)) {
        throw appError('TEMPORARY_PERMISSION_MISSING');
      }
    },
};
