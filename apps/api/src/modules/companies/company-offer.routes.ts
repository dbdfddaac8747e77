import {
  companyAdminSchema,
  companyIdAltParamsSchema,
  companyIdParamsSchema,
  companyOfferSchema,
  offerInputSchema,
  offerServiceInputSchema,
  offerServiceSchema,
} from '@platform/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/schemas.js';
import { actorOf, guards } from '../../plugins/auth.js';
import { getCompanyAdmin } from './company-admin.service.js';
import { getOffer, getOfferService, saveOffer, setOfferService } from './company-offer.service.js';

const tags = ['companies', 'company offer'];
const VERSIONS = { draft: 'DRAFT', published: 'PUBLISHED' } as const;

/** The company offer (draft and published), the offer service and the company admin (document 2, section 7). */
export const companyOfferRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const [path, version] of Object.entries(VERSIONS)) {
    app.get(
      `/companies/:id/offer/${path}`,
      {
        preHandler: guards.loggedIn,
        schema: { tags, params: companyIdParamsSchema, response: { 200: companyOfferSchema, ...errorResponses } },
      },
      (request) => getOffer(app, actorOf(request.auth), request.params.id, version),
    );
    app.put(
      `/companies/:id/offer/${path}`,
      {
        preHandler: guards.fullLogin,
        schema: {
          tags,
          params: companyIdParamsSchema,
          body: offerInputSchema,
          response: { 200: companyOfferSchema, ...errorResponses },
        },
      },
      (request) => saveOffer(app, actorOf(request.auth), request.params.id, version, request.body),
    );
  }

  app.get(
    '/companies/:companyId/services/company-offer',
    {
      preHandler: guards.loggedIn,
      schema: { tags, params: companyIdAltParamsSchema, response: { 200: offerServiceSchema, ...errorResponses } },
    },
    (request) => getOfferService(app, actorOf(request.auth), request.params.companyId),
  );

  app.put(
    '/companies/:companyId/services/company-offer',
    {
      preHandler: guards.admin,
      schema: {
        tags,
        params: companyIdAltParamsSchema,
        body: offerServiceInputSchema,
        response: { 200: offerServiceSchema, ...errorResponses },
      },
    },
    (request) => setOfferService(app, request.params.companyId, request.body.expires_at),
  );

  app.get(
    '/companies/:companyId/admin',
    {
      preHandler: guards.loggedIn,
      schema: { tags, params: companyIdAltParamsSchema, response: { 200: companyAdminSchema, ...errorResponses } },
    },
    (request) => getCompanyAdmin(app, actorOf(request.auth), request.params.companyId),
  );
};
