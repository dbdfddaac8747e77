import type { FastifyInstance } from 'fastify';
import { appError } from '../../lib/app-error.js';
import { hashToken } from '../../lib/tokens.js';

/**
 * Failed logins per account (OWASP ASVS 2.2.1), beside the per-address limit of the route. After
 * LOGIN_FAILURES_BEFORE_DELAY failures each further failure makes the next attempt wait 30 s,
 * doubling up to LOGIN_DELAY_MAX_SECONDS: a guesser gets a few dozen tries a day, the owner is
 * never locked out for longer than the maximum. The counter is kept for any text typed as a login,
 * known or not, so the answers (and their timing) do not tell whether an account exists. The
 * counters live in the cache, so with Redis every instance counts together.
 */
const FIRST_DELAY_MS = 30_000;
// Failures are forgotten a day after the last one.
const FAILURES_TTL_MS = 24 * 3_600_000;

// Hashed: the key is bounded and the cache does not hold what people typed as logins.
const keyOf = (login: string) => hashToken(login.trim().toLowerCase());
const failuresKey = (login: string) => `login-failures:${keyOf(login)}`;
const waitKey = (login: string) => `login-wait:${keyOf(login)}`;

/** The wait after a given number of failures: none, then 30 s doubling up to the maximum. */
export const loginDelayMs = (failures: number, freeFailures: number, maxSeconds: number): number => {
  const over = failures - freeFailures;
  if (over < 0) return 0;
  return Math.min(FIRST_DELAY_MS * 2 ** Math.min(over, 30), maxSeconds * 1000);
};

/** Refuses the attempt (429 with Retry-After) while the account's wait lasts. */
export const assertLoginAllowed = async (app: FastifyInstance, login: string) => {
  const until = await app.cache.get<number>(waitKey(login));
  const left = until === null ? 0 : until - Date.now();
  if (left > 0) throw appError('LOGIN_THROTTLED', { retryAfter: Math.ceil(left / 1000) });
};

export const recordLoginFailure = async (app: FastifyInstance, login: string) => {
  const failures = await app.cache.increment(failuresKey(login), FAILURES_TTL_MS);
  const delay = loginDelayMs(failures, app.env.LOGIN_FAILURES_BEFORE_DELAY, app.env.LOGIN_DELAY_MAX_SECONDS);
  if (delay > 0) await app.cache.set(waitKey(login), Date.now() + delay, delay);
};

export const clearLoginFailures = async (app: FastifyInstance, login: string) => {
  await Promise.all([app.cache.remove(failuresKey(login)), app.cache.remove(waitKey(login))]);
};
