import {
  dashboardStatisticsSchema,
  followedInvestmentPageSchema,
  followedInvestmentsQuerySchema,
  myCompanySchema,
  orderWithUnreadOffersPageSchema,
  unreadOffersQuerySchema,
} from '@platform/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/schemas.js';
import { actorOf, guards } from '../../plugins/auth.js';
import { getDashboardStatistics, getMyCompany } from './dashboard.service.js';
import { getFollowedInvestments } from './followed-investments.service.js';
import { getOrdersWithUnreadOffers } from './unread-offers.service.js';

const tags = ['dashboard'];

/**
 * The dashboard's own calls (document 2, sections 3 and 7; the spec shows no paths, these are ours).
 * The order lists and the company's investments are the orders' and companies' calls.
 */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dashboard/statistics',
    {
      preHandler: guards.fullLogin,
      schema: {
        tags,
        description: 'Platform counters of Mój dashboard; subsidised companies (and staff) only; cached.',
        response: { 200: dashboardStatisticsSchema, ...errorResponses },
      },
    },
    (request) => getDashboardStatistics(app, actorOf(request.auth)),
  );
  app.get(
    '/dashboard/my-company',
    {
      preHandler: guards.fullLogin,
      schema: {
        tags,
        description: 'The company header of Mój dashboard: name, logo, address, investment totals.',
        response: { 200: myCompanySchema, ...errorResponses },
      },
    },
    (request) => getMyCompany(app, actorOf(request.auth)),
  );
  app.get(
    '/dashboard/followed-investments',
    {
      preHandler: guards.fullLogin,
      schema: {
        tags,
        description: 'New investments (last 30 days) of the companies the caller follows, newest first.',
        querystring: followedInvestmentsQuerySchema,
        response: { 200: followedInvestmentPageSchema, ...errorResponses },
      },
    },
    (request) => getFollowedInvestments(app, actorOf(request.auth), request.query),
  );
  app.get(
    '/dashboard/unread-offers',
    {
      preHandler: guards.fullLogin,
      schema: {
        tags,
        description:
          "Orders of the caller's company (or created by the caller) with offers nobody has read yet, newest offer first.",
        querystring: unreadOffersQuerySchema,
        response: { 200: orderWithUnreadOffersPageSchema, ...errorResponses },
      },
    },
    (request) => getOrdersWithUnreadOffers(app, actorOf(request.auth), request.query),
  );
};
