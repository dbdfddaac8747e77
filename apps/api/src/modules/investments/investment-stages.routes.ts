import {
  idParamsSchema,
  investmentCorrectionBodySchema,
  investmentHistorySchema,
  investmentMergeBodySchema,
  onHoldInvestmentPageSchema,
  stageChangeBodySchema,
  trackingPageQuerySchema,
} from '@platform/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/schemas.js';
import { actorOf, guards } from '../../plugins/auth.js';
import { correctInvestment, mergeInvestments, recordStageChange } from './investment-stages.service.js';
import { getInvestmentHistory, listOnHoldInvestments } from './investment-stages-read.service.js';

const tags = ['investments', 'stages'];
const params = idParamsSchema;

/**
 * The investment's history (investment page), 'Inwestycje wstrzymane' and the staff stage changes
 * panel (spec 6: manager, administrator, superadmin; the policy is investment-stages.policy.ts).
 */
export const investmentStagesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/investments/on-hold',
    {
      preHandler: guards.fullLogin,
      schema: {
        tags,
        querystring: trackingPageQuerySchema,
        response: { 200: onHoldInvestmentPageSchema, ...errorResponses },
      },
    },
    (request) => listOnHoldInvestments(app, request.query.page),
  );
  app.get(
    '/investments/:id/history',
    {
      preHandler: guards.fullLogin,
      schema: { tags, params, response: { 200: investmentHistorySchema, ...errorResponses } },
    },
    (request) => getInvestmentHistory(app, request.params.id),
  );
  app.post(
    '/investments/:id/stage-changes',
    {
      preHandler: guards.fullLogin,
      schema: {
        tags,
        params,
        body: stageChangeBodySchema,
        response: { 201: z.object({ id: z.number().int() }), ...errorResponses },
      },
    },
    async (request, reply) => {
      const saved = await recordStageChange(app, actorOf(request.auth), request.params.id, request.body);
      return reply.status(201).send(saved);
    },
  );
  app.patch(
    '/investments/:id',
    {
      preHandler: guards.fullLogin,
      schema: {
        tags,
        params,
        body: investmentCorrectionBodySchema,
        response: { 200: z.object({ fields: z.number().int() }), ...errorResponses },
      },
    },
    (request) => correctInvestment(app, actorOf(request.auth), request.params.id, request.body),
  );
  app.post(
    '/investments/:id/merge',
    {
      preHandler: guards.fullLogin,
      schema: { tags, params, body: investmentMergeBodySchema, response: { 204: z.null(), ...errorResponses } },
    },
    async (request, reply) => {
      await mergeInvestments(app, actorOf(request.auth), request.params.id, request.body);
      return reply.status(204).send(null);
    },
  );
};
