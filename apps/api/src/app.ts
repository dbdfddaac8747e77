import path from 'node:path';
import { fileURLToPath } from 'node:url';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { type Env, trustProxyOption } from './config/env.js';
import type { Database, DatabaseHandle } from './db/client.js';
import { parseSerializerCompiler } from './lib/parse-serializer.js';
import { resolveTokenSecret } from './lib/secret.js';
import { createTokenSigner } from './lib/tokens.js';
import { type ApiModule, registerModuleRoutes, setUpModules } from './modules/api-module.js';
import { attachmentsModule } from './modules/attachments/index.js';
import { authModule } from './modules/auth/index.js';
import { companiesModule } from './modules/companies/index.js';
import { consultantQuestionsModule } from './modules/consultant-questions/index.js';
import { conversationsModule } from './modules/conversations/index.js';
import { dashboardModule } from './modules/dashboard/index.js';
import { editorialModule } from './modules/editorial/index.js';
import { geolocationModule } from './modules/geolocation/index.js';
import { healthModule } from './modules/health/index.js';
import { investmentsModule } from './modules/investments/index.js';
import { membershipsModule } from './modules/memberships/index.js';
import { notificationsModule } from './modules/notifications/index.js';
import { offersModule } from './modules/offers/index.js';
import { orderQuestionsModule } from './modules/order-questions/index.js';
import { ordersModule } from './modules/orders/index.js';
import { ordersMapModule } from './modules/orders-map/index.js';
import { participationClaimsModule } from './modules/participation-claims/index.js';
import { plannerModule } from './modules/planner/index.js';
import { platformModule } from './modules/platform/index.js';
import { publicInvestmentsModule } from './modules/public-investments/index.js';
import { recommendationsModule } from './modules/recommendations/index.js';
import { referenceModule } from './modules/reference/index.js';
import { reportsModule } from './modules/reports/index.js';
import { savedFiltersModule } from './modules/saved-filters/index.js';
import { searchModule } from './modules/search/index.js';
import { testDataModule } from './modules/test-data/index.js';
import { registerAuth } from './plugins/auth.js';
import { type Cache, createCache } from './plugins/cache.js';
import { registerCachePolicy } from './plugins/cache-policy.js';
import { registerCompression } from './plugins/compression.js';
import { clientErrorHandler, frameworkErrors, registerErrorHandler } from './plugins/error-handler.js';
import { registerIdempotency } from './plugins/idempotency.js';
import { registerInputGuard } from './plugins/input-guard.js';
import { registerJobs } from './plugins/jobs.js';
import { loggerOptions, registerRequestContext, requestIdOf } from './plugins/logging.js';
import { createMailer, type Mailer } from './plugins/mailer.js';
import { registerMetrics } from './plugins/metrics.js';
import { handleNotFound } from './plugins/not-found.js';
import { registerOpenApi } from './plugins/openapi.js';
import { registerSecurityHeaders } from './plugins/security-headers.js';
import { registerSendLimits } from './plugins/send-limits.js';
import { createStorage, type Storage } from './plugins/storage.js';
import { registerWebApp } from './plugins/web-app.js';

declare module 'fastify' {
  interface FastifyInstance {
    env: Env;
    db: Database;
    database: DatabaseHandle;
    cache: Cache;
    mailer: Mailer;
    storage: Storage;
  }
}

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export type BuildOptions = {
  env: Env;
  database: DatabaseHandle;
  logger?: boolean;
  /** Where the log goes (stdout unless given; tests read it). */
  logStream?: { write: (line: string) => void };
};

/**
 * The domain modules, one line each (modules/<m>/index.ts exports each). Their routes register in
 * this order within each prefix (/api, /api/v1, /api/v2, /api/autocomplete/v1), their set-up (queues,
 * workers, listeners, decorations) in this order before any route.
 */
const MODULES: readonly ApiModule[] = [
  healthModule,
  authModule,
  membershipsModule,
  referenceModule,
  searchModule,
  geolocationModule,
  companiesModule,
  ordersModule,
  ordersMapModule,
  recommendationsModule,
  savedFiltersModule,
  dashboardModule,
  investmentsModule,
  participationClaimsModule,
  publicInvestmentsModule,
  attachmentsModule,
  conversationsModule,
  offersModule,
  orderQuestionsModule,
  platformModule,
  notificationsModule,
  editorialModule,
  consultantQuestionsModule,
  plannerModule,
  reportsModule,
];

/** The modules of this server: the test-data calls only on one started for the browser journeys. */
const modulesOf = (env: Env): readonly ApiModule[] => (env.TEST_DATA_API ? [...MODULES, testDataModule] : MODULES);

/** Builds the whole app (plugins, modules, error and 404 handlers); server.ts only listens. */
export const buildApp = async ({ env, database, logger = true, logStream }: BuildOptions): Promise<FastifyInstance> => {
  const app = Fastify({
    logger: logger ? { ...loggerOptions(env), ...(logStream ? { stream: logStream } : {}) } : false,
    // An incoming X-Request-Id is checked by genReqId (plugins/logging.ts); Fastify's own header
    // option would take any value as it came.
    requestIdHeader: false,
    genReqId: requestIdOf,
    trustProxy: trustProxyOption(env.TRUST_PROXY),
    bodyLimit: 2 * 1024 * 1024,
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();

  registerRequestContext(app);
  app.setValidatorCompiler(validatorCompiler);
  // every answer is checked once against its schema (lib/parse-serializer.ts), not twice
  app.setSerializerCompiler(parseSerializerCompiler);
  registerErrorHandler(app);
  registerInputGuard(app);
  // A callback hook, not async: no promise per request for one header.
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    done(null, payload);
  });
  // Answers that depend on the caller never stay in a (shared) browser's HTTP cache.
  registerCachePolicy(app);

  app.decorate('env', env);
  app.decorate('database', database);
  app.decorate('db', database.db);
  if (env.SLOW_QUERY_MS > 0) {
    const stop = database.observeQueries((durationMs, text, request) => {
      if (durationMs < env.SLOW_QUERY_MS) return;
      app.log.warn(
        { reqId: request?.reqId, route: request?.route, durationMs: Math.round(durationMs), sql: text.slice(0, 500) },
        'slow query',
      );
    });
    app.addHook('onClose', async () => stop());
  }
  const cache = createCache(env.REDIS_URL);
  await cache.ready();
  app.decorate('cache', cache);
  registerSendLimits(app);
  app.decorate(
    'mailer',
    createMailer({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, sendTimeoutMs: env.EMAIL_SEND_TIMEOUT_SECONDS * 1000 }),
  );
  app.decorate('storage', await createStorage(env));
  app.addHook('onClose', async () => {
    await cache.close();
  });
  // Requests enqueue e-mails and later jobs; the worker (JOBS_WORKER) delivers them.
  await registerJobs(app, database);
  // counts every request and the cache's reads from here on (METRICS_ENABLED); the endpoint comes last
  const metrics = registerMetrics(app);
  const modules = modulesOf(env);
  await setUpModules(app, modules);

  await registerSecurityHeaders(app, env);
  // before every route: the plugin adds its hook to each route registered after it
  await registerCompression(app);
  // Redis away: requests go on unlimited rather than fail; the failed-login wait still refuses (503).
  await app.register(rateLimit, { global: false, redis: cache.redis ?? undefined, skipOnError: true });
  await registerOpenApi(app);

  const secret = await resolveTokenSecret(env.JWT_SECRET, env.dataDir);
  await registerAuth(app, createTokenSigner(secret));
  // after the login is read: a submit's key belongs to its caller (spec 8, idempotent writes)
  registerIdempotency(app);

  await registerModuleRoutes(app, modules);
  metrics.addRoute();

  app.setNotFoundHandler(handleNotFound);
  await registerWebApp(app, env.WEB_DIST_DIR ? path.resolve(env.WEB_DIST_DIR) : path.join(repoRoot, 'apps/web/dist'));
  return app;
};
