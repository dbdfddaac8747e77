import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/schemas.js';
import { setCachePolicy } from '../../plugins/cache-policy.js';
import type { LocalFiles } from '../../plugins/storage.js';
import { openStoredFile, receiveUpload } from './local-files.service.js';

const uploadQuerySchema = z.object({
  expires: z.string().max(20).optional(),
  max: z.string().max(20).optional(),
  type: z.string().max(200).optional(),
  signature: z.string().max(100).optional(),
});
const downloadQuerySchema = uploadQuerySchema.pick({ expires: true, signature: true });
const keyParamsSchema = z.object({ '*': z.string().max(400) });

/**
 * The local storage's signed links (DESIGN.md section 4: "signed upload URLs served by the API").
 * Registered in its own encapsulated scope: the raw-body parser below replaces the JSON parser
 * only for these routes, so a file of any type (JSON included) is streamed to disk untouched.
 */
export const localStorageRoutes: FastifyPluginAsyncZod<{ files: LocalFiles }> = async (app, { files }) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));

  app.put(
    '/storage/upload/*',
    {
      schema: {
        tags: ['attachments'],
        description:
          'Local storage only: the `fields.presignedUrl` of an upload target. Send the file as the raw body with ' +
          'the declared Content-Type. 403 for an expired or altered link, 400 FILE_TOO_LARGE past the limit, ' +
          '400 FILE_NOT_IMAGE when an image slot receives anything but a JPEG, PNG, WebP or GIF (nothing is kept).',
        params: keyParamsSchema,
        querystring: uploadQuerySchema,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      try {
        await receiveUpload(app, files, {
          key: request.params['*'],
          query: request.query,
          contentType: request.headers['content-type'],
          contentLength: request.headers['content-length'],
          body: request.raw,
        });
      } catch (error) {
        // Whatever of the body was not read is not worth reading: close the connection after the answer.
        if (!request.raw.readableEnded) reply.header('connection', 'close');
        throw error;
      }
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/storage/files/*',
    {
      schema: {
        tags: ['attachments'],
        description:
          'Local storage only: a stored file. Public targets for anyone; private ones need the signed, expiring ' +
          'link answered as `url`.',
        params: keyParamsSchema,
        querystring: downloadQuerySchema,
        response: { 200: z.unknown().describe('The file, with its Content-Type.'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const file = await openStoredFile(app, files, { key: request.params['*'], query: request.query });
      // A public image is the same for everyone; a private file is never kept in a shared browser's cache.
      setCachePolicy(reply, file.isPublic ? { publicMaxAge: 86400 } : 'personal');
      return reply
        .header('content-type', file.contentType)
        .header('content-length', String(file.size))
        .header('content-disposition', file.disposition)
        .header('cross-origin-resource-policy', 'cross-origin')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox")
        .send(file.stream);
    },
  );
};
