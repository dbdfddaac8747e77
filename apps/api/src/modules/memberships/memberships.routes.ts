import {
  companyMembershipParamsSchema,
  companyPeopleSchema,
  companyPersonActiveSchema,
  companyPersonParamsSchema,
  companyRightsInputSchema,
  membershipDecisionSchema,
  membershipEventPageSchema,
  membershipPageQuerySchema,
  membershipRequestPageSchema,
  membershipRequestParamsSchema,
} from '@platform/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/schemas.js';
import { actorOf, guards } from '../../plugins/auth.js';
import { changeActive, changeRights, handOverAdmin, listCompanyPeople } from './company-people.service.js';
import { decideMembership } from './membership-decisions.service.js';
import { listCompanyHistory, listCompanyRequests, listMembershipQueue } from './membership-lists.service.js';

const tags = ['memberships'];

/**
 * Company membership (spec 2.8, 6): requests to join a company, their decision, the history; the
 * company's people with their rights, deactivation and the admin role ('Konta użytkowników').
 */
export const membershipRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/companies/:companyId/membership-requests',
    {
      preHandler: guards.fullLogin,
      schema: {
        tags,
        params: companyMembershipParamsSchema,
        querystring: membershipPageQuerySchema,
        response: { 200: membershipRequestPageSchema, ...errorResponses },
      },
    },
    (request) => listCompanyRequests(app, actorOf(request.auth), request.params.companyId, request.query),
  );
  app.get(
    '/companies/:companyId/membership-history',
    {
      preHandler: guards.fullLogin,
      schema: {
        tags,
        params: companyMembershipParamsSchema,
        querystring: membershipPageQuerySchema,
        response: { 200: membershipEventPageSchema, ...errorResponses },
      },
    },
    (request) => listCompanyHistory(app, actorOf(request.auth), request.params.companyId, request.query),
  );
  app.get(
    '/admin/membership-requests',
    {
      preHandler: guards.admin,
      schema: {
        tags,
        querystring: membershipPageQuerySchema,
        response: { 200: membershipRequestPageSchema, ...errorResponses },
      },
    },
    (request) => listMembershipQueue(app, actorOf(request.auth), request.query),
  );
  app.post(
    '/membership-requests/:requestId/decision',
    {
      preHandler: guards.fullLogin,
      schema: {
        tags,
        params: membershipRequestParamsSchema,
        body: membershipDecisionSchema,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await decideMembership(app, request.auth, request.params.requestId, request.body);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/companies/:companyId/people',
    {
      preHandler: guards.fullLogin,
      schema: {
        tags,
        params: companyMembershipParamsSchema,
        response: { 200: companyPeopleSchema, ...errorResponses },
      },
    },
    (request) => listCompanyPeople(app, actorOf(request.auth), request.params.companyId),
  );
  app.put(
    '/companies/:companyId/people/:userId/rights',
    {
      preHandler: guards.fullLogin,
      schema: {
        tags,
        params: companyPersonParamsSchema,
        body: companyRightsInputSchema,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await changeRights(app, actorOf(request.auth), request.params, request.body.rights);
      return reply.status(204).send(null);
    },
  );
  app.put(
    '/companies/:companyId/people/:userId/active',
    {
      preHandler: guards.fullLogin,
      schema: {
        tags,
        params: companyPersonParamsSchema,
        body: companyPersonActiveSchema,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await changeActive(app, actorOf(request.auth), request.params, request.body.active);
      return reply.status(204).send(null);
    },
  );
  app.post(
    '/companies/:companyId/people/:userId/admin',
    {
      preHandler: guards.fullLogin,
      schema: {
        tags,
        params: companyPersonParamsSchema,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await handOverAdmin(app, actorOf(request.auth), request.params);
      return reply.status(204).send(null);
    },
  );
};
