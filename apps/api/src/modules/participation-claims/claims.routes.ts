import {
  claimDecisionSchema,
  claimInvestmentQuerySchema,
  claimListQuerySchema,
  claimPageSchema,
  claimParamsSchema,
  claimSchema,
  investmentPageSchema,
  participationClaimInputSchema,
  scopeClaimInputSchema,
} from '@platform/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/schemas.js';
import { actorOf, guards } from '../../plugins/auth.js';
import { decideParticipationClaim } from './claims-decide.service.js';
import { declareParticipation, declareScopes } from './claims-declare.service.js';
import { listClaimQueue, listInvestmentChoices, listMyClaims } from './claims-lists.service.js';

const tags = ['participation-claims'];

/** 'Brałem udział', 'Dopisanie udziału', 'Zgłoś zakresy branżowe' and the staff queue (rules in the services). */
export const claimsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/participation-claims',
    {
      preHandler: guards.fullLogin,
      schema: { tags, body: participationClaimInputSchema, response: { 201: claimSchema, ...errorResponses } },
    },
    async (request, reply) =>
      reply.status(201).send(await declareParticipation(app, actorOf(request.auth), request.body)),
  );
  app.post(
    '/scope-claims',
    {
      preHandler: guards.fullLogin,
      schema: { tags, body: scopeClaimInputSchema, response: { 201: claimSchema, ...errorResponses } },
    },
    async (request, reply) => reply.status(201).send(await declareScopes(app, actorOf(request.auth), request.body)),
  );
  app.get(
    '/participation-claims/mine',
    {
      preHandler: guards.fullLogin,
      schema: { tags, querystring: claimListQuerySchema, response: { 200: claimPageSchema, ...errorResponses } },
    },
    (request) => listMyClaims(app, actorOf(request.auth), request.query),
  );
  app.get(
    '/participation-claims/investments',
    {
      preHandler: guards.fullLogin,
      schema: {
        tags,
        querystring: claimInvestmentQuerySchema,
        response: { 200: investmentPageSchema, ...errorResponses },
      },
    },
    (request) => listInvestmentChoices(app, actorOf(request.auth), request.query),
  );
  app.get(
    '/admin/participation-claims',
    {
      preHandler: guards.admin,
      schema: { tags, querystring: claimListQuerySchema, response: { 200: claimPageSchema, ...errorResponses } },
    },
    (request) => listClaimQueue(app, actorOf(request.auth), request.query),
  );
  app.post(
    '/participation-claims/:claimId/decision',
    {
      preHandler: guards.admin,
      schema: {
        tags,
        params: claimParamsSchema,
        body: claimDecisionSchema,
        response: { 200: claimSchema, ...errorResponses },
      },
    },
    (request) => decideParticipationClaim(app, actorOf(request.auth), request.params.claimId, request.body),
  );
};
