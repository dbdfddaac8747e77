import { createHash, timingSafeEqual } from 'node:crypto';
import { ERROR_CATALOGUE } from '@platform/shared';
import type { FastifyInstance } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { appError } from '../lib/app-error.js';
import type { Cache } from './cache.js';
import { countRecentEmailsByStatus, findQueueDepths, type QueueRow } from './metrics.queries.js';

/**
 * Prometheus metrics (docs/operations.md, "Metrics"): requests by route pattern, errors by catalogue code, the
 * database pool and statements, the job queue, the outbox's e-mails by status, the cache's hits.
 * Only with METRICS_ENABLED, and only for the scraper's bearer token (METRICS_TOKEN): the counts
 * tell who uses what. Each app has a registry of its own (tests build several in one process).
 */
export const METRICS_PATH = '/api/metrics';

const SECONDS_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** A catalogue code names the error; anything else (a body not in the error shape) is `OTHER`. */
const errorCodeOf = (payload: unknown): string => {
  if (typeof payload !== 'string') return 'OTHER';
  const code = /"code":"([A-Z0-9_]+)"/.exec(payload.slice(0, 300))?.[1];
  return code && code in ERROR_CATALOGUE ? code : 'OTHER';
};

/** A cache key's first part (`ref:industries` → `ref`): the family of data, few enough for a label. */
const cacheFamily = (key: string) => key.split(':', 1)[0] || 'other';

const digest = (text: string) => createHash('sha256').update(text).digest();

const instrumentCache = (cache: Cache, requests: Counter<'cache' | 'result'>) => {
  const getOrSet = cache.getOrSet;
  cache.getOrSet = async (key, ttlMs, load) => {
    let missed = false;
    const value = await getOrSet(key, ttlMs, () => {
      missed = true;
      return load();
    });
    requests.inc({ cache: cacheFamily(key), result: missed ? 'miss' : 'hit' });
    return value;
  };
};

/**
 * Sets up the registry and the hooks that count requests (before any route, so each is counted);
 * answers the function that adds the endpoint (after the modules' routes). Off: nothing is counted.
 */
export const registerMetrics = (app: FastifyInstance): { addRoute: () => void } => {
  const { env } = app;
  if (!env.METRICS_ENABLED || !env.METRICS_TOKEN) return { addRoute: () => undefined };
  const register = new Registry();
  collectDefaultMetrics({ register });

  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Answered requests by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [register],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by method and route pattern',
    labelNames: ['method', 'route'] as const,
    buckets: SECONDS_BUCKETS,
    registers: [register],
  });
  const errors = new Counter({
    name: 'http_errors_total',
    help: 'Error answers by the code of the error catalogue and status',
    labelNames: ['code', 'status'] as const,
    registers: [register],
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (reply.statusCode >= 400) errors.inc({ code: errorCodeOf(payload), status: String(reply.statusCode) });
    done(null, payload);
  });
  app.addHook('onResponse', (request, reply, done) => {
    // the pattern (`/api/v2/orders/:id`), never the raw URL: one series per route
    const route = request.routeOptions.url ?? 'unmatched';
    requests.inc({ method: request.method, route, status: String(reply.statusCode) });
    duration.observe({ method: request.method, route }, reply.elapsedTime / 1000);
    done();
  });

  const queryDuration = new Histogram({
    name: 'db_query_duration_seconds',
    help: 'Duration of database statements',
    buckets: SECONDS_BUCKETS,
    registers: [register],
  });
  const stopObserving = app.database.observeQueries((ms) => queryDuration.observe(ms / 1000));
  app.addHook('onClose', async () => stopObserving());
  const { driver } = app.database;
  new Gauge({
    name: 'db_pool_connections',
    help: 'Connections of the database pool: open (total), idle, and requests waiting for one',
    labelNames: ['state'] as const,
    registers: [register],
    collect() {
      if (driver.kind !== 'postgres') return;
      this.set({ state: 'total' }, driver.pool.totalCount);
      this.set({ state: 'idle' }, driver.pool.idleCount);
      this.set({ state: 'waiting' }, driver.pool.waitingCount);
      this.set({ state: 'max' }, driver.pool.options.max ?? 10);
    },
  });

  // One read of the queue serves both gauges of a scrape (the registry collects them together).
  let queueRead: Promise<QueueRow[]> | undefined;
  const queueRows = () => {
    queueRead ??= findQueueDepths(app.db).finally(() => {
      queueRead = undefined;
    });
    return queueRead;
  };
  new Gauge({
    name: 'job_queue_jobs',
    help: 'Jobs of the pg-boss queue by queue and state (queued: ready to run; deferred: to run later; active)',
    labelNames: ['queue', 'state'] as const,
    registers: [register],
    async collect() {
      this.reset();
      for (const row of await queueRows()) {
        this.set({ queue: row.queue, state: 'queued' }, row.queued);
        this.set({ queue: row.queue, state: 'deferred' }, row.deferred);
        this.set({ queue: row.queue, state: 'active' }, row.active);
      }
    },
  });
  new Gauge({
    name: 'job_queue_oldest_age_seconds',
    help: 'Age of the oldest job ready to run, by queue (0: none waiting)',
    labelNames: ['queue'] as const,
    registers: [register],
    async collect() {
      this.reset();
      for (const row of await queueRows()) this.set({ queue: row.queue }, row.oldestSeconds ?? 0);
    },
  });
  new Gauge({
    name: 'emails_outbox_last_day',
    help: 'E-mails of the outbox made in the last 24 hours, by status (SENT, FAILED, NOT_SENT, QUEUED, SENDING)',
    labelNames: ['status'] as const,
    registers: [register],
    async collect() {
      this.reset();
      for (const row of await countRecentEmailsByStatus(app.db)) this.set({ status: row.status }, row.count);
    },
  });

  instrumentCache(
    app.cache,
    new Counter({
      name: 'cache_requests_total',
      help: 'Read-through cache reads by key family and result (hit or miss)',
      labelNames: ['cache', 'result'] as const,
      registers: [register],
    }),
  );

  const expected = digest(`Bearer ${env.METRICS_TOKEN}`);
  return {
    addRoute: () => {
      app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
        const given = digest(request.headers.authorization ?? '');
        if (!timingSafeEqual(given, expected)) throw appError('UNAUTHORIZED');
        const text = await register.metrics();
        return reply.type(register.contentType).send(text);
      });
    },
  };
};
