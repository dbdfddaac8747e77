import { companyIdParamsSchema } from '@platform/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/schemas.js';
import { guards } from '../../plugins/auth.js';
import { deleteCompany } from './company-admin.service.js';

/** v1 company calls: DELETE /api/v1/companies/{id} (admins) soft-deletes the company. */
export const companiesV1Routes: FastifyPluginAsyncZod = async (app) => {
  app.delete(
    '/companies/:id',
    {
      preHandler: guards.admin,
      schema: {
        tags: ['companies', 'admin'],
        params: companyIdParamsSchema,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await deleteCompany(app, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
