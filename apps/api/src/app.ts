import { randomUUID } from 'node:crypto';
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
import { attachmentsRoutes } from './modules/attachments/attachments.routes.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { decorateTemporaryAccess } from './modules/auth/index.js';
import { meRoutes } from './modules/auth/me.routes.js';
import { temporaryAccessRoutes } from './modules/auth/temporary-access.routes.js';
import { userInviteRoutes } from './modules/auth/user-invite.routes.js';
import { companiesModule, companiesV1Routes } from './modules/companies/companies.module.js';
import { registerConversationEmails } from './modules/conversations/conversation-notifications.js';
import { conversationsModule } from './modules/conversations/conversations.module.js';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.js';
import { editorialModule } from './modules/editorial/editorial.routes.js';
import { autocompleteHostRoutes, geolocationRoutes } from './modules/geolocation/geolocation.routes.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { investmentsRoutes } from './modules/investments/investments.routes.js';
import { membershipRoutes } from './modules/memberships/index.js';
import { adminEmailsRoutes } from './modules/notifications/admin-emails.routes.js';
import { DAILY_DIGEST_QUEUE, sendDailyDigests } from './modules/notifications/daily-digest.js';
import { registerEmailDelivery } from './modules/notifications/email-delivery.js';
import { notificationPreferencesRoutes } from './modules/notifications/preferences.routes.js';
import { type AnyReminder, REMINDERS_QUEUE, runReminders } from './modules/notifications/reminders.js';
import { offersRoutes } from './modules/offers/offers.routes.js';
import { offerDeadline24hReminder, offerDeadline72hReminder } from './modules/orders/offer-deadline-reminder.js';
import { orderDeadlinePassedReminder } from './modules/orders/order-deadline-reminder.js';
import { registerInvitationJobs } from './modules/orders/order-invitations.js';
import { ordersModule } from './modules/orders/orders.module.js';
import { ordersMapRoutes } from './modules/orders-map/orders-map.routes.js';
import { platformRoutes } from './modules/platform/platform.routes.js';
import { recommendationRoutes } from './modules/recommendations/recommendations.routes.js';
import { referenceRoutes, referenceV1Routes } from './modules/reference/reference.routes.js';
import { savedFiltersRoutes } from './modules/saved-filters/saved-filters.routes.js';
import { registerAuth } from './plugins/auth.js';
import { type Cache, createCache } from './plugins/cache.js';
import { registerCachePolicy } from './plugins/cache-policy.js';
import { clientErrorHandler, frameworkErrors, registerErrorHandler } from './plugins/error-handler.js';
import { registerInputGuard } from './plugins/input-guard.js';
import { registerJobs } from './plugins/jobs.js';
import { createMailer, type Mailer } from './plugins/mailer.js';
import { handleNotFound } from './plugins/not-found.js';
import { registerOpenApi } from './plugins/openapi.js';
import { registerScheduledJobs } from './plugins/scheduled-jobs.js';
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

export type BuildOptions = { env: Env; database: DatabaseHandle; logger?: boolean };

/**
 * The reminders the scheduled `reminders` job sends (modules/notifications/reminders.ts): the
 * requester's, when an order's offer deadline passed without a choice, and the unanswered invitees',
 * 72 h and 24 h before it.
 */
const REMINDERS: readonly AnyReminder[] = [
  orderDeadlinePassedReminder,
  offerDeadline72hReminder,
  offerDeadline24hReminder,
];

/** Builds the whole app (plugins, modules, error and 404 handlers); server.ts only listens. */
export const buildApp = async ({ env, database, logger = true }: BuildOptions): Promise<FastifyInstance> => {
  const app = Fastify({
    logger: logger ? { level: env.LOG_LEVEL } : false,
    genReqId: (req) => (req.headers['x-request-id'] as string | undefined)?.slice(0, 100) || randomUUID(),
    requestIdHeader: 'x-request-id',
    trustProxy: trustProxyOption(env.TRUST_PROXY),
    bodyLimit: 2 * 1024 * 1024,
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();

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
  await registerEmailDelivery(app);
  await registerScheduledJobs(app, [
    { queue: DAILY_DIGEST_QUEUE, cron: env.DIGEST_CRON, run: sendDailyDigests },
    { queue: REMINDERS_QUEUE, cron: env.REMINDERS_CRON, run: (a, now) => runReminders(a, REMINDERS, now) },
  ]);
  await registerConversationEmails(app);
  await registerInvitationJobs(app);

  await registerSecurityHeaders(app, env);
  // Redis away: requests go on unlimited rather than fail; the failed-login wait still refuses (503).
  await app.register(rateLimit, { global: false, redis: cache.redis ?? undefined, skipOnError: true });
  await registerOpenApi(app);

  const secret = await resolveTokenSecret(env.JWT_SECRET, env.dataDir);
  await registerAuth(app, createTokenSigner(secret));
  decorateTemporaryAccess(app);

  await app.register(healthRoutes, { prefix: '/api' });
  await app.register(
    async (v1) => {
      await v1.register(authRoutes);
      await v1.register(referenceV1Routes);
      await v1.register(companiesV1Routes);
    },
    { prefix: '/api/v1' },
  );
  await app.register(
    async (v2) => {
      await v2.register(meRoutes);
      await v2.register(temporaryAccessRoutes);
      await v2.register(userInviteRoutes);
      await v2.register(membershipRoutes);
      await v2.register(referenceRoutes);
      await v2.register(geolocationRoutes);
      await v2.register(companiesModule);
      await v2.register(ordersModule);
      await v2.register(ordersMapRoutes);
      await v2.register(recommendationRoutes);
      await v2.register(savedFiltersRoutes);
      await v2.register(dashboardRoutes);
      await v2.register(investmentsRoutes);
      await v2.register(attachmentsRoutes);
      await v2.register(conversationsModule);
      await v2.register(offersRoutes);
      await v2.register(platformRoutes);
      await v2.register(adminEmailsRoutes);
      await v2.register(notificationPreferencesRoutes);
      await v2.register(editorialModule);
    },
    { prefix: '/api/v2' },
  );
  await app.register(autocompleteHostRoutes, { prefix: '/api/autocomplete/v1' });

  app.setNotFoundHandler(handleNotFound);
  await registerWebApp(app, env.WEB_DIST_DIR ? path.resolve(env.WEB_DIST_DIR) : path.join(repoRoot, 'apps/web/dist'));
  return app;
};
