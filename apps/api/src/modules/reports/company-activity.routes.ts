import {
  companyActivityQuerySchema,
  companyActivitySchema,
  companyConnectionsSchema,
  connectionsPageQuerySchema,
} from '@platform/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/schemas.js';
import { actorOf, guards } from '../../plugins/auth.js';
import { getCompanyActivity, getCompanyConnections } from './company-activity.service.js';

const tags = ['reports'];

/**
 * The company-activity report (document 2, section 2.8): the parameters of the page's address bar,
 * each read leniently (a bad value is its default), for a full login.
 */
export const companyActivityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/reports/company-activity',
    {
      preHandler: guards.fullLogin,
      schema: {
        tags,
        querystring: companyActivityQuerySchema,
        response: { 200: companyActivitySchema, ...errorResponses },
      },
    },
    (request) => getCompanyActivity(app, actorOf(request.auth), request.query),
  );
  app.get(
    '/reports/company-activity/connections',
    {
      preHandler: guards.fullLogin,
      schema: {
        tags,
        querystring: companyActivityQuerySchema.extend(connectionsPageQuerySchema.shape),
        response: { 200: companyConnectionsSchema, ...errorResponses },
      },
    },
    (request) => {
      const { page, size, ...query } = request.query;
      return getCompanyConnections(app, actorOf(request.auth), query, page, size);
    },
  );
};
