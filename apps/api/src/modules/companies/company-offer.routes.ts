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
import { appError } from '../../lib/app-error.js';
import { errorResponses } from '../../lib/schemas.js';
import { actorOf, guards } from '../../plugins/auth.js';
import { requireCompany, requireViewableCompany } from './company-access.js';
import { findOfferService } from './company-card.queries.js';
import { findCompanyAdmin, setOfferServiceExpiry } from './company-offer.queries.js';
import { getOffer, saveOffer } from './company-offer.service.js';

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
    async (request) => {
      const company = await requireViewableCompany(app, request.params.companyId, actorOf(request.auth));
      const service = await findOfferService(app.db, company.id);
      return { active: service.active, expires_at: service.expiresAt?.toISOString() ?? null };
    },
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
    async (request) => {
      const company = await requireCompany(app, request.params.companyId);
      const expires = request.body.expires_at ? new Date(request.body.expires_at) : null;
      await setOfferServiceExpiry(app.db, company.id, expires);
      const service = await findOfferService(app.db, company.id);
      return { active: service.active, expires_at: service.expiresAt?.toISOString() ?? null };
    },
  );

  app.get(
    '/companies/:companyId/admin',
    {
      preHandler: guards.loggedIn,
      schema: { tags, params: companyIdAltParamsSchema, response: { 200: companyAdminSchema, ...errorResponses } },
    },
    async (request) => {
      const company = await requireViewableCompany(app, request.params.companyId, actorOf(request.auth));
      const admin = await findCompanyAdmin(app.db, company.id);
      if (!admin) throw appError('NOT_FOUND');
      return admin;
    },
  );
};
