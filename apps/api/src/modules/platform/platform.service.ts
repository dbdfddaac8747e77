import { evaluateFeatureFlags, LIMITS } from '@platform/shared';
import type { FastifyInstance } from 'fastify';
import type { ActorUser } from '../../plugins/auth.js';
import { mapTileSettings } from './map-tiles.js';

/** The feature flags of this environment as they apply to the visitor (anonymous: no account type). */
export const getFeatureFlags = (env: FastifyInstance['env'], user: ActorUser | null) => ({
  environment: env.APP_ENV,
  flags: evaluateFeatureFlags({ environment: env.APP_ENV, accountType: user?.accountType ?? null, now: new Date() }),
});

/** The runtime settings the web app needs before its first call. */
export const getAppConfig = (env: FastifyInstance['env']) => ({
  environment: env.APP_ENV,
  ...mapTileSettings(env),
  uploadMaxBytes: LIMITS.uploadMaxBytes,
  uploadMaxFiles: env.UPLOAD_MAX_FILES_PER_TARGET,
  orderDeadlineMinNoticeDays: env.ORDER_DEADLINE_MIN_NOTICE_DAYS,
  contact: { phone: env.CONTACT_PHONE, email: env.CONTACT_EMAIL },
  liveChatUrl: env.LIVE_CHAT_URL ?? null,
});
