import type { ErrorCode } from '@platform/shared';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Env } from '../config/env.js';
import { AppError, appError } from '../lib/app-error.js';
import { hashToken } from '../lib/tokens.js';
import { type Cache, memoryCache } from './cache.js';

/**
 * What a user's calls may send: e-mails that leave the platform and messages in its threads. Every
 * call that causes e-mail takes its count here before it stores anything, and is refused with 429,
 * Retry-After and a Polish text past a limit, so no burst of calls turns into a burst of e-mail:
 *
 * - `invitation`: e-mails to an address the caller typed (a person invited, a company invited by
 *   e-mail). Per user per hour, and per recipient (the address in lower case) per day from anyone.
 * - `notification`: other e-mails a call sends, to addresses the platform knows (companies invited
 *   at their known address, from the order form too; thanks after the choice). Same two limits,
 *   wider: these addresses are not the caller's choice.
 * - `message`: messages in threads (each may e-mail the other side later), per user per minute
 *   and per hour.
 * - `registration`: new accounts (each gets its welcome e-mail) per client address per hour.
 * - `password-reset`: links of 'Nie pamiętam hasła' per client address per hour, and per typed
 *   address per day (counted whether an account has it or not, so the answers stay alike).
 *
 * Windows are fixed (the count of the current minute, hour or day) and counted with
 * `Cache.increment`: in Redis with REDIS_URL, so every instance counts together. A refused call
 * sends nothing and counts nothing. While Redis is away the limits let calls through (logged), as
 * the route rate limits do: sending stays possible, the database stays the truth.
 */
export type SendKind = 'invitation' | 'notification' | 'message' | 'registration' | 'password-reset' | 'email-change';

export type SendRequest = {
  kind: SendKind;
  /** Who causes the sending: the user, or the client address of an anonymous call. */
  by: { userId: number } | { ip: string };
  /** The addresses the call e-mails; each counts towards its own per-recipient limit. */
  recipients?: readonly string[];
  /** How many e-mails or messages the call sends; by default one per recipient, or one. */
  count?: number;
};

export type SendLimits = {
  /** Counts the call's sending, or throws the kind's 429 (nothing counted) past a limit. */
  take: (request: SendRequest) => Promise<void>;
};

declare module 'fastify' {
  interface FastifyInstance {
    sendLimits: SendLimits;
  }
}

type Window = { max: number; ms: number };
type Rule = { sender: Window[]; recipient: Window[]; code: ErrorCode };

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const rulesOf = (env: Env): Record<SendKind, Rule> => ({
  invitation: {
    sender: [{ max: env.INVITATION_EMAILS_PER_USER_PER_HOUR, ms: HOUR }],
    recipient: [{ max: env.INVITATION_EMAILS_PER_RECIPIENT_PER_DAY, ms: DAY }],
    code: 'INVITATION_LIMIT_EXCEEDED',
  },
  notification: {
    sender: [{ max: env.NOTIFICATION_EMAILS_PER_USER_PER_HOUR, ms: HOUR }],
    recipient: [{ max: env.NOTIFICATION_EMAILS_PER_RECIPIENT_PER_DAY, ms: DAY }],
    code: 'EMAIL_LIMIT_EXCEEDED',
  },
  message: {
    sender: [
      { max: env.MESSAGES_PER_USER_PER_MINUTE, ms: MINUTE },
      { max: env.MESSAGES_PER_USER_PER_HOUR, ms: HOUR },
    ],
    recipient: [],
    code: 'MESSAGE_LIMIT_EXCEEDED',
  },
  registration: {
    sender: [{ max: env.REGISTRATIONS_PER_ADDRESS_PER_HOUR, ms: HOUR }],
    recipient: [],
    code: 'REGISTRATION_LIMIT_EXCEEDED',
  },
  'password-reset': {
    sender: [{ max: env.PASSWORD_RESETS_PER_ADDRESS_PER_HOUR, ms: HOUR }],
    recipient: [{ max: env.PASSWORD_RESETS_PER_RECIPIENT_PER_DAY, ms: DAY }],
    code: 'PASSWORD_RESET_LIMIT_EXCEEDED',
  },
  // the confirmation link of a new address: as a reset link, per user and per typed address
  'email-change': {
    sender: [{ max: env.PASSWORD_RESETS_PER_ADDRESS_PER_HOUR, ms: HOUR }],
    recipient: [{ max: env.PASSWORD_RESETS_PER_RECIPIENT_PER_DAY, ms: DAY }],
    code: 'EMAIL_CHANGE_LIMIT_EXCEEDED',
  },
});

// Without Redis the counters get a store of their own: keys typed elsewhere (search words) fill
// the shared process cache and would push a count out of it.
const PROCESS_COUNTERS_MAX = 50_000;

// Hashed like the login counters: the cache holds no addresses people typed.
export const recipientKey = (email: string) => hashToken(email.trim().toLowerCase());

type Counted = { key: string; window: Window; by: number; code: ErrorCode };

export const createSendLimits = (env: Env, cache: Cache, log: Pick<FastifyBaseLogger, 'warn'>): SendLimits => {
  const rules = rulesOf(env);
  const counters = cache.redis ? cache : memoryCache(PROCESS_COUNTERS_MAX);

  const add = async (c: Counted, now: number, amount: number) => {
    const slot = Math.floor(now / c.window.ms);
    return counters.increment(`send-limit:${c.key}:${c.window.ms}:${slot}`, c.window.ms, amount);
  };

  return {
    take: async ({ kind, by, recipients = [], count }) => {
      const rule = rules[kind];
      const sender = 'userId' in by ? `u${by.userId}` : `ip:${by.ip}`;
      const amount = count ?? Math.max(1, recipients.length);
      const addresses = [...new Set(recipients.map(recipientKey))];
      const wanted: Counted[] = [
        ...rule.sender.map((window) => ({ key: `${kind}:${sender}`, window, by: amount, code: rule.code })),
        ...addresses.flatMap((address) =>
          rule.recipient.map((window) => ({
            key: `${kind}:to:${address}`,
            window,
            by: recipients.filter((r) => recipientKey(r) === address).length,
            code: 'RECIPIENT_LIMIT_EXCEEDED' as const,
          })),
        ),
      ];
      const now = Date.now();
      const taken: Counted[] = [];
      try {
        for (const c of wanted) {
          const total = await add(c, now, c.by);
          taken.push(c);
          if (total > c.window.max) {
            const windowEnd = (Math.floor(now / c.window.ms) + 1) * c.window.ms;
            throw appError(c.code, { retryAfter: Math.max(1, Math.ceil((windowEnd - now) / 1000)) });
          }
        }
      } catch (error) {
        if (error instanceof AppError && error.code === 'CACHE_UNAVAILABLE') {
          log.warn({ kind, sender }, 'send limits not counted: the cache is away');
          return;
        }
        // a refused call sends nothing, so it gives back what it counted
        await Promise.all(taken.map((c) => add(c, now, -c.by).catch(() => undefined)));
        if (error instanceof AppError) log.warn({ kind, sender, code: error.code }, 'send limit reached');
        throw error;
      }
    },
  };
};

/** Decorates `app.sendLimits` (after `app.cache`). */
export const registerSendLimits = (app: FastifyInstance) => {
  app.decorate('sendLimits', createSendLimits(app.env, app.cache, app.log));
};
