import {
  demoFingerprintSchema,
  testCompanyRequestSchema,
  testCompanySchema,
  testEmailQuerySchema,
  testEmailSchema,
  testInvestmentRequestSchema,
  testInvestmentSchema,
} from '@platform/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/schemas.js';
import { readDemoFingerprint } from './demo-fingerprint.service.js';
import { makeTestCompany } from './test-companies.service.js';
import { readLatestEmail } from './test-emails.service.js';
import { makeTestInvestment } from './test-investments.service.js';

const tags = ['test-data'];
// Not in the published API description: the routes exist only on a server started with TEST_DATA_API.
const hide = true;

/** The journeys' own objects and the demo data set's state (README.md of this module). */
export const testDataRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/test-data/companies',
    { schema: { hide, tags, body: testCompanyRequestSchema, response: { 201: testCompanySchema, ...errorResponses } } },
    async (request, reply) => reply.status(201).send(await makeTestCompany(app.db, request.body)),
  );
  app.post(
    '/test-data/investments',
    {
      schema: {
        hide,
        tags,
        body: testInvestmentRequestSchema,
        response: { 201: testInvestmentSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await app.db.transaction((tx) => makeTestInvestment(tx, request.body))),
  );
  app.get(
    '/test-data/demo-fingerprint',
    { schema: { hide, tags, response: { 200: demoFingerprintSchema, ...errorResponses } } },
    () => readDemoFingerprint(app.db),
  );
  app.get(
    '/test-data/emails/latest',
    {
      schema: { hide, tags, querystring: testEmailQuerySchema, response: { 200: testEmailSchema, ...errorResponses } },
    },
    (request) => readLatestEmail(app.db, request.query),
  );
};
