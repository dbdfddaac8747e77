import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
  IDEMPOTENCY_TTL_MS,
  IDEMPOTENT_REPLAY_HEADER,
} from '@platform/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import type { Database } from '../db/client.js';
import { appError } from '../lib/app-error.js';
import {
  claimRequest,
  completeRequest,
  deleteExpiredRequests,
  readRequest,
  releaseRequest,
  type StoredRequest,
} from './idempotency.queries.js';

/**
 * Idempotent writes (spec 8): a POST, PUT, PATCH or DELETE with an Idempotency-Key is answered once
 * per caller and key. The first request claims the key and its successful answer is stored for a
 * day (Redis when configured, else the `idempotent_requests` table); a repeat gets that answer back
 * (marked `Idempotent-Replayed`) without running the route again. A repeat that arrives while the
 * first is still running waits for its answer. A failed first request (4xx, 5xx) releases the key,
 * so correcting the form and sending again runs the route. The same key with another method, path
 * or body is refused (422). The claim is taken after the login guard and the validation, so an
 * unauthenticated or invalid request never holds a key.
 *
 * A stored answer may carry secrets (registration answers a token pair), so neither the key nor the
 * answer is kept as sent: the store knows the key by its hash, and the answer is encrypted
 * (AES-256-GCM) with a key derived from the Idempotency-Key, which only the client holds.
 */

/** A claim whose request never answered (the process died) is taken over after this. */
export const PENDING_CLAIM_MS = 60_000;
/** How long a repeat waits for the first request's answer before it is told to wait (409). */
export const REPEAT_WAIT_MS = 10_000;
const REPEAT_POLL_MS = 50;
/** The table is swept of expired answers once per this many claims. */
const SWEEP_EVERY = 500;

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

type Claim = { scope: string; key: string };
type Store = {
  /** 'claimed', the stored request (pending or answered), or 'off' when the store cannot answer now. */
  claim: (claim: Claim, fingerprint: string) => Promise<'claimed' | 'off' | StoredRequest>;
  read: (claim: Claim) => Promise<StoredRequest | null>;
  complete: (
    claim: Claim,
    answer: { status: number; contentType: string | null; body: string | null },
  ) => Promise<void>;
  release: (claim: Claim) => Promise<void>;
};

const tableStore = (db: Database): Store => {
  let claims = 0;
  return {
    claim: async ({ scope, key }, fingerprint) => {
      claims += 1;
      if (claims % SWEEP_EVERY === 0) await deleteExpiredRequests(db, IDEMPOTENCY_TTL_MS);
      if (await claimRequest(db, { scope, key, fingerprint }, IDEMPOTENCY_TTL_MS, PENDING_CLAIM_MS)) return 'claimed';
      return (await readRequest(db, scope, key)) ?? 'off';
    },
    read: ({ scope, key }) => readRequest(db, scope, key),
    complete: async ({ scope, key }, answer) => {
      await completeRequest(db, scope, key, answer);
    },
    release: async ({ scope, key }) => {
      await releaseRequest(db, scope, key);
    },
  };
};

/** With Redis away the writes go on without the guard (as the rate limits do); the database stays the truth. */
const redisStore = (redis: Redis): Store => {
  const redisKey = ({ scope, key }: Claim) => `idempotency:${scope}:${key}`;
  const read = async (claim: Claim) => {
    const value = await redis.get(redisKey(claim));
    return value === null ? null : (JSON.parse(value) as StoredRequest);
  };
  return {
    claim: async (claim, fingerprint) => {
      try {
        const pending: StoredRequest = { fingerprint, status: null, contentType: null, body: null };
        const set = await redis.set(redisKey(claim), JSON.stringify(pending), 'PX', PENDING_CLAIM_MS, 'NX');
        if (set === 'OK') return 'claimed';
        return (await read(claim)) ?? 'off';
      } catch {
        return 'off';
      }
    },
    read: (claim) => read(claim).catch(() => null),
    complete: async (claim, answer) => {
      const fingerprint = (await read(claim).catch(() => null))?.fingerprint;
      if (!fingerprint) return;
      const value: StoredRequest = { fingerprint, ...answer };
      await redis.set(redisKey(claim), JSON.stringify(value), 'PX', IDEMPOTENCY_TTL_MS).catch(() => undefined);
    },
    release: async (claim) => {
      await redis.del(redisKey(claim)).catch(() => undefined);
    },
  };
};

/** The caller a key belongs to: the user, a temporary link's token, or an anonymous client's address. */
const scopeOf = (request: FastifyRequest): string => {
  const auth = request.auth;
  if (auth.kind === 'user') return `u:${auth.user.id}`;
  if (auth.kind === 'temporary') {
    const token = request.headers.authorization ?? '';
    return `t:${createHash('sha256').update(token).digest('hex').slice(0, 32)}`;
  }
  return `a:${request.ip}`;
};

const fingerprintOf = (request: FastifyRequest) =>
  createHash('sha256')
    .update(JSON.stringify([request.method, request.routeOptions.url, request.params ?? null, request.body ?? null]))
    .digest('hex');

const sha256 = (text: string) => createHash('sha256').update(text).digest();
/** How the store knows a key (never as sent). */
export const storeKeyOf = (key: string) => sha256(`idempotency-key:${key}`).toString('hex');
const secretOf = (key: string) => sha256(`idempotency-answer:${key}`);

export const sealAnswer = (key: string, body: string): string => {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', secretOf(key), iv);
  const sealed = Buffer.concat([cipher.update(body, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64');
};

const openAnswer = (key: string, stored: string): string => {
  const raw = Buffer.from(stored, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', secretOf(key), raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

declare module 'fastify' {
  interface FastifyRequest {
    idempotencyClaim: Claim | null;
  }
}

export const registerIdempotency = (app: FastifyInstance) => {
  const store = app.cache.redis ? redisStore(app.cache.redis) : tableStore(app.db);
  app.decorateRequest('idempotencyClaim', null);

  const waitForAnswer = async (claim: Claim, fingerprint: string) => {
    const deadline = Date.now() + REPEAT_WAIT_MS;
    while (Date.now() < deadline) {
      await sleep(REPEAT_POLL_MS);
      const stored = await store.read(claim);
      // the first request failed and let the key go: this one runs as the first
      if (!stored) return (await store.claim(claim, fingerprint)) === 'claimed' ? 'claimed' : null;
      if (stored.status !== null) return stored;
    }
    return null;
  };

  app.addHook('preHandler', async (request, reply) => {
    if (!WRITE_METHODS.has(request.method)) return;
    const header = request.headers[IDEMPOTENCY_KEY_HEADER];
    if (header === undefined) return;
    if (typeof header !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(header)) throw appError('IDEMPOTENCY_KEY_INVALID');
    const claim = { scope: scopeOf(request), key: storeKeyOf(header) };
    const fingerprint = fingerprintOf(request);
    let found = await store.claim(claim, fingerprint);
    if (found === 'off') return;
    if (found === 'claimed') {
      request.idempotencyClaim = claim;
      return;
    }
    if (found.fingerprint !== fingerprint) throw appError('IDEMPOTENCY_KEY_REUSED');
    if (found.status === null) {
      const answered = await waitForAnswer(claim, fingerprint);
      if (answered === 'claimed') {
        request.idempotencyClaim = claim;
        return;
      }
      if (!answered) throw appError('REQUEST_IN_PROGRESS');
      found = answered;
    }
    reply.code(found.status as number).header(IDEMPOTENT_REPLAY_HEADER, 'true');
    if (found.contentType) reply.type(found.contentType);
    return reply.send(found.body === null ? undefined : openAnswer(header, found.body));
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const claim = request.idempotencyClaim;
    if (!claim) return payload;
    const header = request.headers[IDEMPOTENCY_KEY_HEADER] as string;
    request.idempotencyClaim = null;
    const storable = payload === null || payload === undefined || typeof payload === 'string';
    if (reply.statusCode >= 200 && reply.statusCode < 300 && storable) {
      const contentType = reply.getHeader('content-type');
      await store.complete(claim, {
        status: reply.statusCode,
        contentType: typeof contentType === 'string' ? contentType : null,
        body: typeof payload === 'string' ? sealAnswer(header, payload) : null,
      });
    } else {
      await store.release(claim);
    }
    return payload;
  });
};
