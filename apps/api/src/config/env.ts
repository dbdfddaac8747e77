import path from 'node:path';
import { ENVIRONMENTS, ORDER_DEADLINE_MIN_NOTICE_DAYS } from '@platform/shared';
import { z } from 'zod';

/** Settings are read and validated here once; nothing else reads process.env. */
const bool = z.preprocess(
  (v) => (typeof v === 'string' ? ['1', 'true', 'yes', 'on'].includes(v.toLowerCase()) : v),
  z.boolean(),
);

const trustProxy = z.preprocess(
  (v) => {
    if (typeof v !== 'string') return v;
    const text = v.trim();
    if (['', '0', 'false', 'no', 'off'].includes(text.toLowerCase())) return false;
    if (/^\d+$/.test(text)) return Number(text);
    return text
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
  },
  z.union([
    z.literal(false),
    z.number().int().positive(),
    z.array(z.string().regex(/^[0-9a-fA-F:.]+(\/\d{1,3})?$|^(loopback|linklocal|uniquelocal)$/)).min(1),
  ]),
);

const envSchema = z.object({
  NODE_ENV: z.string().default('development'),
  APP_ENV: z.enum(ENVIRONMENTS).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  /** Unset: on, except with APP_ENV=production, which never holds demo data (checked below). */
  DEMO_DATA: bool.optional(),
  DEMO_SIZE: z.enum(['small', 'demo']).default('demo'),
  JWT_SECRET: z.string().min(32).optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(15 * 60),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().positive().default(30),
  TEMPORARY_ACCESS_TTL_MINUTES: z.coerce.number().int().positive().default(60),
  REDIS_URL: z.string().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Platforma Budowlana <no-reply@platforma.local>'),
  JOBS_WORKER: z.enum(['on', 'off']).default('on'),
  EMAIL_JOB_TIMEOUT_SECONDS: z.coerce.number().int().min(2).default(120),
  EMAIL_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).default(30),
  EMAIL_RETRY_LIMIT: z.coerce.number().int().min(0).default(5),
  /**
   * The longest one SMTP send may take, waiting for a pooled connection included; the send is
   * aborted past it. A delivery's claim on its outbox row outlasts this, so no other worker sends
   * the row while this one still can (modules/notifications/DESIGN.md).
   */
  EMAIL_SEND_TIMEOUT_SECONDS: z.coerce.number().int().min(1).default(60),
  /** Cron (Europe/Warsaw) of the daily digest and of the reminders job; `off` schedules nothing. */
  DIGEST_CRON: z.string().default('0 7 * * *'),
  REMINDERS_CRON: z.string().default('*/15 * * * *'),
  S3_ENDPOINT: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_BUCKET: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: bool.default(true),
  UPLOAD_MAX_FILES_PER_TARGET: z.coerce.number().int().positive().default(30),
  UPLOAD_HOURLY_LIMIT: z.coerce.number().int().positive().default(100),
  UPLOAD_URL_TTL_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(15 * 60),
  /**
   * What one user's calls may send (plugins/send-limits.ts), answered 429 with Retry-After past a
   * limit; counted in Redis with REDIS_URL, so every instance counts together. Invitations: e-mails
   * to an address the caller typed (a person invited, a company invited by e-mail); per recipient
   * means that address from anyone. Notifications: other e-mails a call sends (companies invited at
   * their known address, thanks). Registrations count per client address.
   */
  INVITATION_EMAILS_PER_USER_PER_HOUR: z.coerce.number().int().positive().default(20),
  INVITATION_EMAILS_PER_RECIPIENT_PER_DAY: z.coerce.number().int().positive().default(3),
  NOTIFICATION_EMAILS_PER_USER_PER_HOUR: z.coerce.number().int().positive().default(200),
  NOTIFICATION_EMAILS_PER_RECIPIENT_PER_DAY: z.coerce.number().int().positive().default(50),
  MESSAGES_PER_USER_PER_MINUTE: z.coerce.number().int().positive().default(30),
  MESSAGES_PER_USER_PER_HOUR: z.coerce.number().int().positive().default(300),
  REGISTRATIONS_PER_ADDRESS_PER_HOUR: z.coerce.number().int().positive().default(10),
  // 'Nie pamiętam hasła': links asked per client address per hour and sent to one address per day
  PASSWORD_RESETS_PER_ADDRESS_PER_HOUR: z.coerce.number().int().positive().default(10),
  PASSWORD_RESETS_PER_RECIPIENT_PER_DAY: z.coerce.number().int().positive().default(5),
  /** Days from today the offer deadline of a released order may be shortened to, at the earliest ('Zmiany w zleceniu'). */
  ORDER_DEADLINE_MIN_NOTICE_DAYS: z.coerce.number().int().min(0).max(60).default(ORDER_DEADLINE_MIN_NOTICE_DAYS),
  /** Customer service shown on the contact, support and privacy pages. */
  CONTACT_PHONE: z.string().min(5).default('+48 22 100 20 30'),
  CONTACT_EMAIL: z.string().email().default('kontakt@platforma-budowlana.pl'),
  /** The customer service's live-chat page (spec 9: "a live-chat widget can be opened"); unset: no chat. */
  LIVE_CHAT_URL: z.string().url().startsWith('http').optional(),
  /**
   * Map tiles: a URL template ({z}, {x}, {y}; {s} and {r} as Leaflet reads them) and its attribution
   * (HTML in the map's corner, required with a URL). Unset: OpenStreetMap's own tiles in development
   * and test, whose tile usage policy allows such light use; no tiles in beta and production, where
   * heavy use needs a provider whose terms cover it (the maps draw the shipped voivodeship outlines).
   * docs/data-and-maps.md, "Map tiles".
   */
  MAP_TILE_URL: z.string().trim().optional(),
  MAP_TILE_ATTRIBUTION: z.string().trim().optional(),
  WEB_DIST_DIR: z.string().optional(),
  /** GUS REGON BIR1 service (company lookup by NIP); without a key the lookup answers GUS_ERROR. */
  GUS_API_URL: z.string().url().default('https://wyszukiwarkaregon.stat.gov.pl/wsBIR/UslugaBIRzewnPubl.svc'),
  GUS_API_KEY: z.string().optional(),
  RATE_LIMIT_LOGIN_PER_MINUTE: z.coerce.number().int().positive().default(20),
  /** Failed logins of one account before each further attempt waits (30 s, doubling up to the maximum). */
  LOGIN_FAILURES_BEFORE_DELAY: z.coerce.number().int().positive().default(5),
  LOGIN_DELAY_MAX_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(15 * 60),
  /**
   * Proxies whose X-Forwarded-For is believed (the client address the rate limits count): off by
   * default, a hop count, or addresses/CIDRs separated by commas. `true` would let anyone pick an address.
   */
  TRUST_PROXY: trustProxy.default(false),
  /** How long a session's "still open" answer is reused before the database is asked again. */
  SESSION_CHECK_TTL_MS: z.coerce.number().int().min(0).default(5_000),
  /**
   * How long a caller's user and company flags are reused in process (plugins/actor-cache.ts). Writes
   * drop the copy at once on every instance; the time only bounds a missed invalidation. 0 = off.
   */
  ACTOR_CACHE_TTL_MS: z.coerce.number().int().min(0).default(10_000),
  /**
   * Prometheus metrics at GET /api/metrics (plugins/metrics.ts): off by default; when on, only for
   * a scraper that sends `Authorization: Bearer <METRICS_TOKEN>` (the counts tell who uses what).
   */
  METRICS_ENABLED: bool.default(false),
  METRICS_TOKEN: z.string().min(16).optional(),
  /** A database statement slower than this is logged (warn) with its route and request id; 0 = never. */
  SLOW_QUERY_MS: z.coerce.number().int().min(0).default(500),
  /**
   * The test-data calls under /api/test-data (modules/test-data): the browser journeys make their own
   * companies and read the demo data set's state. Only with APP_ENV=test; they need no login.
   */
  TEST_DATA_API: bool.default(false),
});

/** E-mails that really leave (SMTP) carry links to the platform, which need its public address. */
const checkedEnvSchema = envSchema
  .refine((env) => !env.SMTP_URL || env.PUBLIC_URL, {
    path: ['PUBLIC_URL'],
    message: 'PUBLIC_URL is required with SMTP_URL (links in e-mails point to it)',
  })
  // Production never gets the demo data set: its logins share one published password.
  .refine((env) => !(env.APP_ENV === 'production' && env.DEMO_DATA === true), {
    path: ['DEMO_DATA'],
    message:
      'DEMO_DATA=true is refused with APP_ENV=production (the demo logins share a published password); ' +
      'unset it and create the first administrator with `npm run create-admin -w apps/api`',
  })
  .refine((env) => !env.MAP_TILE_URL || env.MAP_TILE_ATTRIBUTION, {
    path: ['MAP_TILE_ATTRIBUTION'],
    message: "MAP_TILE_ATTRIBUTION is required with MAP_TILE_URL (the tile provider's credit shown on the map)",
  })
  .refine((env) => !env.TEST_DATA_API || env.APP_ENV === 'test', {
    path: ['TEST_DATA_API'],
    message: 'TEST_DATA_API is only for APP_ENV=test (its calls make companies and accounts without a login)',
  })
  .refine((env) => !env.METRICS_ENABLED || env.METRICS_TOKEN, {
    path: ['METRICS_TOKEN'],
    message: 'METRICS_TOKEN (at least 16 characters) is required with METRICS_ENABLED (metrics are never public)',
  });

export type Env = Omit<z.infer<typeof envSchema>, 'DEMO_DATA'> & { DEMO_DATA: boolean; dataDir: string };

export const loadEnv = (source: Record<string, string | undefined> = process.env): Env => {
  const parsed = checkedEnvSchema.safeParse(source);
  if (!parsed.success) {
    const details = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid settings: ${details}`);
  }
  const demoData = parsed.data.DEMO_DATA ?? parsed.data.APP_ENV !== 'production';
  return { ...parsed.data, DEMO_DATA: demoData, dataDir: path.resolve(parsed.data.DATA_DIR) };
};

/** Fastify's trustProxy option: a hop count is a function of the hop (its typings leave numbers out). */
export const trustProxyOption = (
  setting: Env['TRUST_PROXY'],
): false | string[] | ((address: string, hop: number) => boolean) =>
  typeof setting === 'number' ? (_address, hop) => hop < setting : setting;
