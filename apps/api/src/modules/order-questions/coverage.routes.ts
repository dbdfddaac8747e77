import { coverageAlertsSchema, orderCoverageParamsSchema, orderCoverageSchema } from '@platform/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/schemas.js';
import { guards } from '../../plugins/auth.js';
import { getCoverageAlerts, getOrderCoverage } from './coverage.service.js';

const tags = ['order-questions'];
const preHandler = guards.fullLogin;

/** The coverage alert: the requester's panel on the card and the start page's warnings. */
export const coverageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/orders/coverage-alerts/me',
    { preHandler, schema: { tags, response: { 200: coverageAlertsSchema, ...errorResponses } } },
    (r) => getCoverageAlerts(app, r.auth),
  );
  app.get(
    '/orders/:id/coverage',
    {
      preHandler,
      schema: { tags, params: orderCoverageParamsSchema, response: { 200: orderCoverageSchema, ...errorResponses } },
    },
    (r) => getOrderCoverage(app, r.auth, r.params.id),
  );
};
