import type { FastifyInstance } from 'fastify';
import { endAllSessionsOf } from './sessions.service.js';

/** What other modules may do with a person's login sessions. */
export type AccountSessions = {
  /**
   * Ends every session of the person at once (a deactivated account, spec 6): every refresh-token
   * family revoked and the cached caller dropped on every instance, so the next request with a
   * still-valid access token is refused.
   */
  endAll: (userId: number) => Promise<void>;
};

declare module 'fastify' {
  interface FastifyInstance {
    accountSessions: AccountSessions;
  }
}

/**
 * Decorates the app with `accountSessions`, as `temporaryAccess` is: the memberships module ends a
 * deactivated person's sessions through the app, not by importing the auth module (which uses it).
 */
export const decorateAccountSessions = (app: FastifyInstance): void => {
  app.decorate('accountSessions', { endAll: (userId: number) => endAllSessionsOf(app, userId) });
};
