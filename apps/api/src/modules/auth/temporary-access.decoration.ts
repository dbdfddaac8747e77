import type { FastifyInstance } from 'fastify';
import type { DbExecutor } from '../../db/client.js';
import { issueTemporaryAccessLink } from './auth.service.js';

type LinkInput = Parameters<typeof issueTemporaryAccessLink>[1];

/** One-time links other modules put in their e-mails (the order-approval e-mails, spec 2.8). */
export type TemporaryAccess = {
  /** Issues a one-time link token; `db` is the transaction of the e-mail that carries it. */
  issueLink: (input: LinkInput, db?: DbExecutor) => ReturnType<typeof issueTemporaryAccessLink>;
};

declare module 'fastify' {
  interface FastifyInstance {
    temporaryAccess: TemporaryAccess;
  }
}

/**
 * Decorates the app with `temporaryAccess`, as the token signer is: a module that e-mails a link
 * reaches the auth module through the app, not by importing it (auth itself uses orders' face).
 */
export const decorateTemporaryAccess = (app: FastifyInstance): void => {
  app.decorate('temporaryAccess', {
    issueLink: (input: LinkInput, db?: DbExecutor) => issueTemporaryAccessLink(app, input, db),
  });
};
