import {
  adminEmailListQuerySchema,
  adminEmailListSchema,
  adminEmailPreviewSchema,
  idParamsSchema,
} from '@platform/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/schemas.js';
import { guards } from '../../plugins/auth.js';
import { listEmails, previewEmail, resendEmail } from './admin-emails.service.js';

/** The admin e-mail page's calls (spec 2.1 `/emaile`, admin only). */
export const adminEmailsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/emails',
    {
      preHandler: guards.admin,
      schema: {
        tags: ['e-mails'],
        description: 'The e-mail outbox, newest first, 20 per page, with counts per status.',
        querystring: adminEmailListQuerySchema,
        response: { 200: adminEmailListSchema, ...errorResponses },
      },
    },
    (request) => listEmails(app, request.query),
  );

  app.get(
    '/admin/emails/:id',
    {
      preHandler: guards.admin,
      schema: {
        tags: ['e-mails'],
        description: 'One e-mail with its plain text and HTML, for the preview.',
        params: idParamsSchema,
        response: { 200: adminEmailPreviewSchema, ...errorResponses },
      },
    },
    (request) => previewEmail(app, request.params.id),
  );

  app.post(
    '/admin/emails/:id/resend',
    {
      preHandler: guards.admin,
      schema: {
        tags: ['e-mails'],
        description: 'Queues a failed e-mail again (409 for any other status).',
        params: idParamsSchema,
        response: { 200: adminEmailPreviewSchema, ...errorResponses },
      },
    },
    (request) => resendEmail(app, request.params.id),
  );
};
