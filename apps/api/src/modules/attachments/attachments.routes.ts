import {
  attachmentSchema,
  uploadTargetParamsSchema,
  uploadTargetRequestSchema,
  uploadTargetSchema,
} from '@platform/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/schemas.js';
import { actorOf, guards, temporaryAccess } from '../../plugins/auth.js';
import { createUploadTarget, getOwnAttachment } from './attachments.service.js';
import { localStorageRoutes } from './storage.routes.js';

/**
 * Uploads (spec: "acquire an upload target, then upload the file to the returned presigned
 * address"). With the local storage, the signed upload and download links are served by
 * localStorageRoutes; with S3 the browser talks to the bucket.
 */
export const attachmentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/attachments/:target/:fileName',
    {
      onRequest: guards.loggedIn,
      // the order-approval link edits its order, attachments included (ORDER target only: the policy)
      config: { temporaryAccess: temporaryAccess.permissions('ORDER_EDIT_APPROVAL') },
      schema: {
        tags: ['attachments'],
        description:
          'Acquires an upload target: checks the limits (50 MB per file, files per target from `existingCount`, ' +
          'uploads per hour; an image slot refuses a declared non-image type with FILE_NOT_IMAGE) and answers a ' +
          'signed upload link valid for UPLOAD_URL_TTL_SECONDS. PUT the file to `fields.presignedUrl` with the ' +
          'declared Content-Type (no other headers needed), then confirm it with GET /attachments/{uuid}. `url` is ' +
          'the public address of a public target (readable once confirmed), or a signed download link valid for about a day.',
        params: uploadTargetParamsSchema,
        // Fastify answers null for a POST without a body; the shared schema only allows it to be absent.
        body: uploadTargetRequestSchema,
        response: { 200: uploadTargetSchema, ...errorResponses },
      },
    },
    (request) =>
      createUploadTarget(app, {
        user: actorOf(request.auth),
        temporary: request.auth.kind === 'temporary',
        target: request.params.target,
        fileName: request.params.fileName,
        ...request.body,
      }),
  );

  app.get(
    '/attachments/:uuid',
    {
      onRequest: guards.loggedIn,
      config: { temporaryAccess: temporaryAccess.permissions('ORDER_EDIT_APPROVAL') },
      schema: {
        tags: ['attachments'],
        description:
          'One uploaded attachment of the caller (staff: any) with a fresh link; 404 until the file has arrived. ' +
          'With S3 storage this call also confirms the upload: the stored bytes are checked (an image slot takes ' +
          'JPEG, PNG, WebP or GIF only: 400 FILE_NOT_IMAGE, the file is deleted) and the object is published with ' +
          'the type they show, as a download unless it is an image.',
        params: z.object({ uuid: z.uuid() }),
        response: { 200: attachmentSchema, ...errorResponses },
      },
    },
    (request) => getOwnAttachment(app, actorOf(request.auth), request.params.uuid),
  );

  if (app.storage.local) await app.register(localStorageRoutes, { files: app.storage.local });
};
