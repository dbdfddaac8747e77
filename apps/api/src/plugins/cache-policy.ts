import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Who may keep an API answer in the browser's HTTP cache. The browser keys its cache by the
 * address alone, not by the token the request carried: an answer that depends on who asks (the
 * company card, statistics, lists, anything behind a login, even a visitor's stripped card) kept
 * for minutes is shown to the next person who logs in on the same computer. So every API answer is
 * `personal` (never stored) unless its route declares it the same for everyone.
 *
 * - `'personal'` (the default): `private, no-store`.
 * - `{ publicMaxAge: seconds }`: identical for every caller, anonymous or logged in (reference
 *   data, public images); `public, max-age=seconds`, or `public, no-cache` for 0 (stored, but
 *   asked again before each use).
 *
 * The spec's cache times of the card and statistics (5 min) are the web app's query cache, held
 * in memory and cleared at logout (apps/web/src/lib/session.ts), not an HTTP cache.
 */
export type CachePolicy = 'personal' | { publicMaxAge: number };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Answers identical for everyone opt in to browser caching; every other answer is never stored. */
    cache?: CachePolicy;
  }
}

export const PERSONAL_CACHE_CONTROL = 'private, no-store';

/** The route config of an answer identical for every caller. */
export const publicCache = (maxAgeSeconds: number): { cache: CachePolicy } => ({
  cache: { publicMaxAge: Math.floor(maxAgeSeconds) },
});

const perAnswer = new WeakMap<FastifyReply, CachePolicy>();

/** For a route whose answers differ in kind (a public image or a private file from one route). */
export const setCachePolicy = (reply: FastifyReply, policy: CachePolicy) => {
  perAnswer.set(reply, policy);
};

const headerOf = (policy: CachePolicy) => {
  if (policy === 'personal') return PERSONAL_CACHE_CONTROL;
  return policy.publicMaxAge > 0 ? `public, max-age=${policy.publicMaxAge}` : 'public, no-cache';
};

const isApi = (request: FastifyRequest) => request.url === '/api' || request.url.startsWith('/api/');

/**
 * The one writer of Cache-Control on API answers: whatever a handler set is replaced, and a failure
 * (4xx, 5xx) is never stored, even on a public route.
 */
export const registerCachePolicy = (app: FastifyInstance) => {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (isApi(request)) {
      const policy =
        reply.statusCode < 300
          ? (perAnswer.get(reply) ?? request.routeOptions.config?.cache ?? 'personal')
          : 'personal';
      reply.header('cache-control', headerOf(policy));
    }
    done(null, payload);
  });
};
