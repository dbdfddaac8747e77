import { attachmentDownloadSchema, orderParamsSchema } from '@platform/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/schemas.js';
import { actorOf, guards } from '../../plugins/auth.js';
import { recordAttachmentDownload } from './order-intent.service.js';

/**
 * POST /orders/{id}/attachment-downloads (beyond the spec): the card tells the server
 * that its user opened one of the order's attachments. The file itself comes from a signed link that
 * names nobody (local storage or S3), so the card reports the click; for a user of an invited company
 * it is the invitees tab's "attachments downloaded" (first and last time). 204 for everyone else too:
 * the answer tells nothing about the order.
 */
export const orderAttachmentDownloadRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/orders/:id/attachment-downloads',
    {
      preHandler: guards.fullLogin,
      schema: {
        tags: ['orders', 'invitations'],
        params: orderParamsSchema,
        body: attachmentDownloadSchema,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await recordAttachmentDownload(app, actorOf(request.auth), request.params.id, request.body.uuid);
      return reply.status(204).send(null);
    },
  );
};
