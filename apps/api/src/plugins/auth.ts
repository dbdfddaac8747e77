import {
  ACCESS_TYPE_HEADER,
  hasAllTemporaryPermissions,
  isAdminAccountType,
  type Service,
  TEMPORARY_ACCESS_TYPE,
  type TemporaryPermission,
} from '@platform/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { ActorUser, AuthContext } from '../lib/actor.js';
import { appError } from '../lib/app-error.js';
import type { TokenSigner } from '../lib/tokens.js';
import { findActorById, isSessionOpen } from './actor.queries.js';
import { type ActorCache, createActorCache } from './actor-cache.js';

// Re-exported for the modules that read the caller from here; the types live in a leaf file.
export type { ActorUser, AuthContext };

/**
 * What a temporary session may call (default deny, see modules/auth/README.md). A route opts in
 * with `config: { temporaryAccess }`: the session must hold every listed permission and, with
 * `resourceParam`, the path parameter must be its one resource. `'anonymous'` marks a public call
 * (reference data the pages load): the temporary caller is answered as an anonymous visitor, never
 * as the user. Every other route answers a temporary session 403.
 */
export type TemporaryAccessRule = { permissions: TemporaryPermission[]; resourceParam?: string } | 'anonymous';

declare module 'fastify' {
  interface FastifyContextConfig {
    temporaryAccess?: TemporaryAccessRule;
  }
  interface FastifyRequest {
    auth: AuthContext;
  }
  interface FastifyInstance {
    tokens: TokenSigner;
    actorCache: ActorCache;
  }
}

/**
 * Called after a logout or a family revocation, so the next request with its access token is
 * refused, on every instance (see plugins/actor-cache.ts).
 */
export const forgetSession = (app: FastifyInstance, sessionId: string): Promise<void> =>
  app.actorCache.forgetSession(sessionId);

/** Called after any write to a user's row that the actor carries (services, account type, block, company). */
export const forgetActor = (app: FastifyInstance, userId: number): Promise<void> => app.actorCache.forgetUser(userId);

/** Called after a write to a company (its subsidy reaches its members' actors), a deletion or a merge. */
export const forgetCompanyActors = (app: FastifyInstance, companyId: number): Promise<void> =>
  app.actorCache.forgetCompany(companyId);

const bearer = (request: FastifyRequest): string | null => {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  return header.slice(7).trim() || null;
};

/**
 * Reads the access token of every request into `request.auth`. A temporary access token is only
 * honoured with the header `X-Access-Type: temporary`, as the spec's client sends it.
 */
export const registerAuth = async (app: FastifyInstance, tokens: TokenSigner) => {
  app.decorate('tokens', tokens);
  const actorCache = createActorCache({
    actorTtlMs: app.env.ACTOR_CACHE_TTL_MS,
    sessionTtlMs: app.env.SESSION_CHECK_TTL_MS,
    redis: app.cache.redis,
  });
  app.decorate('actorCache', actorCache);
  app.addHook('onClose', () => actorCache.close());
  await actorCache.ready();
  app.addHook('onRoute', guardsFirst);
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
    if (
      claims.kind === 'user' &&
      !(await actorCache.sessionOpen(claims.sessionId, () => isSessionOpen(app.db, claims.sessionId)))
    ) {
      request.auth = { kind: 'anonymous', problem: 'invalid' };
      return;
    }
    const user = await actorCache.actor(claims.userId, () => findActorById(app.db, claims.userId));
    if (!user) {
      request.auth = { kind: 'anonymous', problem: 'invalid' };
      return;
    }
    if (claims.kind === 'user') {
      request.auth = { kind: 'user', user, sessionId: claims.sessionId };
      return;
    }
    const auth: TemporaryAuth = {
      kind: 'temporary',
      user: withoutStaffReach(user),
      permissions: claims.permissions,
      resourceId: claims.resourceId,
    };
    request.auth = admitTemporary(auth, request.routeOptions.config.temporaryAccess, request.params);
  });
};

type RouteHook = (...args: never[]) => unknown;
const hooksOf = (value: unknown): RouteHook[] => (value ? [value as RouteHook | RouteHook[]].flat() : []);
const isGuard = (hook: RouteHook) => GUARDS.has(hook as unknown as Guard);
/** The hooks left once the guards are taken out (undefined when none is left). */
const withoutGuards = (value: unknown) => {
  const rest = hooksOf(value).filter((hook) => !isGuard(hook));
  return (rest.length > 0 ? rest : undefined) as never;
};

/**
 * Authentication and the role guard answer before the body, query and path are validated (spec 8:
 * a 401 tells the client to refresh and retry, so an anonymous call never gets a schema message
 * first). A route names its guard in `preHandler`, `preValidation` or `onRequest`: every guard is
 * moved to the route's first `onRequest` hooks, which run after the global hook above has read the
 * token. Guards read only `request.auth`, never the validated params or body. The OpenAPI operation
 * says whether it needs a login (`security`); `test/auth-before-validation.test.ts` walks them.
 */
const guardsFirst = (route: RouteOptions) => {
  const found = [route.onRequest, route.preValidation, route.preHandler].flatMap(hooksOf).filter(isGuard);
  if (found.length > 0) {
    route.onRequest = [...found, ...hooksOf(withoutGuards(route.onRequest))] as never;
    route.preValidation = withoutGuards(route.preValidation);
    route.preHandler = withoutGuards(route.preHandler);
  }
  // The document's default is a login; a route without a guard answers anonymous callers too.
  if (route.schema) {
    route.schema = { ...route.schema, security: found.length > 0 ? [{ bearer: [] }] : [{}, { bearer: [] }] };
  }
};

/** A staff member's temporary session is a visitor's: no account type that passes staff checks. */
const withoutStaffReach = (user: ActorUser): ActorUser =>
  isAdminAccountType(user.accountType) ? { ...user, accountType: 'CLIENT' } : user;

type TemporaryAuth = Extract<AuthContext, { kind: 'temporary' }>;

/** Default deny: the route's rule admits the session, turns it anonymous, or it is refused. */
const admitTemporary = (auth: TemporaryAuth, rule: TemporaryAccessRule | undefined, params: unknown): AuthContext => {
  if (rule === 'anonymous') return { kind: 'anonymous' };
  if (!rule || !hasAllTemporaryPermissions(auth.permissions, rule.permissions)) {
    throw appError('TEMPORARY_PERMISSION_MISSING');
  }
  if (rule.resourceParam) {
    const value = (params as Record<string, string | undefined>)[rule.resourceParam];
    if (auth.resourceId === null || value !== String(auth.resourceId)) throw appError('TEMPORARY_PERMISSION_MISSING');
  }
  return auth;
};

/** Route rules for `config.temporaryAccess`. */
export const temporaryAccess = {
  /** Identity calls of the session itself (me, verify): any temporary session. */
  self: { permissions: [] } satisfies TemporaryAccessRule,
  /** A call about the session's one resource, named by the path parameter. */
  resource: (permission: TemporaryPermission, resourceParam: string): TemporaryAccessRule => ({
    permissions: [permission],
    resourceParam,
  }),
  permissions: (...permissions: TemporaryPermission[]): TemporaryAccessRule => ({ permissions }),
  anonymous: 'anonymous' as TemporaryAccessRule,
};

type Guard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/** Every guard below, known by identity so the route hook finds it in whichever hook a route names it. */
const GUARDS = new WeakSet<Guard>();
const guard = (check: Guard): Guard => {
  GUARDS.add(check);
  return check;
};

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
  loggedIn: guard(async (request) => {
    requireIdentity(request);
  }),
  /** A full login: temporary access is not enough. */
  fullLogin: guard(async (request) => {
    requireIdentity(request);
    if (request.auth.kind === 'temporary') throw appError('TEMPORARY_PERMISSION_MISSING');
  }),
  admin: guard(async (request) => {
    const user = requireIdentity(request);
    if (request.auth.kind === 'temporary' || !isAdminAccountType(user.accountType)) throw appError('FORBIDDEN');
  }),
  superadmin: guard(async (request) => {
    const user = requireIdentity(request);
    if (request.auth.kind === 'temporary' || user.accountType !== 'SUPERADMIN') throw appError('FORBIDDEN');
  }),
  service: (service: Service): Guard =>
    guard(async (request) => {
      const user = requireIdentity(request);
      if (!isAdminAccountType(user.accountType) && !user.availableServices.includes(service)) {
        throw appError('FORBIDDEN');
      }
    }),
};
