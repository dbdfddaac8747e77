import {
  appreciationsBodySchema,
  appreciationsResultSchema,
  companyOfferParamsSchema,
  companyOffersListSchema,
  decisionQuerySchema,
  exportQuerySchema,
  groupByQuerySchema,
  industryOfferParamsSchema,
  industryOffersListSchema,
  myOfferSchema,
  noteBodySchema,
  noteParamsSchema,
  notesQuerySchema,
  offerGroupsSchema,
  offerNotePageSchema,
  offerNoteSchema,
  offersSummarySchema,
  orderOffersParamsSchema,
  selectionParamsSchema,
} from '@platform/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/schemas.js';
import { guards } from '../../plugins/auth.js';
import { getMyOffer } from './my-offer.service.js';
import { sendAppreciations } from './offer-appreciations.service.js';
import { decideOffer, decideWithoutIndication, markOffersRead, rejectCompany } from './offer-decisions.service.js';
import { exportOffers } from './offer-export.service.js';
import { addNote, getNotes, removeNote, updateNote } from './offer-notes.service.js';
import { settleOrder } from './offer-settle.service.js';
import { getOfferGroups, getOffersByCompany, getOffersByIndustry, getOffersSummary } from './offers.service.js';

const tags = ['offers'];
const preHandler = guards.fullLogin;
const ok = <T extends z.ZodType>(schema: T) => ({ 200: schema, ...errorResponses });

/**
 * Offers of an order (spec 2.8, 4, 7): the comparison, choices, notes, thanks, settling
 * and the export, for the order's editors (offer.policy.ts); the contractor's own offer. Every call
 * needs a full login: temporary access is refused (default-deny).
 */
export const offersRoutes: FastifyPluginAsyncZod = async (app) => {
  const params = orderOffersParamsSchema;
  app.get(
    '/orders/:id/offers/companies',
    { preHandler, schema: { tags, params, response: ok(companyOffersListSchema) } },
    (r) => getOffersByCompany(app, r.auth, r.params.id),
  );
  app.get(
    '/orders/:id/offers/industries',
    { preHandler, schema: { tags, params, response: ok(industryOffersListSchema) } },
    (r) => getOffersByIndustry(app, r.auth, r.params.id),
  );
  app.get(
    '/orders/:id/offers/summary',
    { preHandler, schema: { tags, params, response: ok(offersSummarySchema) } },
    (r) => getOffersSummary(app, r.auth, r.params.id),
  );
  app.get(
    '/orders/:id/offers/me',
    { preHandler, schema: { tags, params, response: ok(myOfferSchema.nullable()) } },
    (r) => getMyOffer(app, r.auth, r.params.id),
  );
  app.delete(
    '/orders/:id/offers/companies/:companyId',
    {
      preHandler,
      schema: {
        tags,
        params: companyOfferParamsSchema,
        querystring: groupByQuerySchema,
        response: ok(offerGroupsSchema),
      },
    },
    async (r) => {
      await rejectCompany(app, r.auth, r.params.id, r.params.companyId);
      return getOfferGroups(app, r.auth, r.params.id, r.query.groupBy);
    },
  );
  app.put(
    '/orders/:id/offers/companies/:companyId/industries/read',
    {
      preHandler,
      schema: {
        tags,
        params: companyOfferParamsSchema,
        querystring: groupByQuerySchema,
        response: ok(offerGroupsSchema),
      },
    },
    async (r) => {
      await markOffersRead(app, r.auth, r.params.id, r.params.companyId);
      return getOfferGroups(app, r.auth, r.params.id, r.query.groupBy);
    },
  );
  app.put(
    '/orders/:id/offers/industries/:industryId/companies/:companyId/selected',
    {
      preHandler,
      schema: {
        tags,
        params: selectionParamsSchema,
        querystring: decisionQuerySchema,
        response: ok(offersSummarySchema),
      },
    },
    (r) =>
      decideOffer(
        app,
        r.auth,
        { orderId: r.params.id, industryId: r.params.industryId, companyId: r.params.companyId },
        r.query.decision,
      ),
  );
  app.put(
    '/orders/:id/offers/industries/:industryId/without-indication',
    {
      preHandler,
      schema: {
        tags,
        params: industryOfferParamsSchema,
        querystring: decisionQuerySchema,
        response: ok(offersSummarySchema),
      },
    },
    (r) =>
      decideWithoutIndication(app, r.auth, { orderId: r.params.id, industryId: r.params.industryId }, r.query.decision),
  );
  app.get(
    '/orders/:id/offers/companies/:companyId/notes',
    {
      preHandler,
      schema: {
        tags,
        params: companyOfferParamsSchema,
        querystring: notesQuerySchema,
        response: ok(offerNotePageSchema),
      },
    },
    (r) => getNotes(app, r.auth, { orderId: r.params.id, companyId: r.params.companyId }, r.query.page),
  );
  app.post(
    '/orders/:id/offers/companies/:companyId/notes',
    {
      preHandler,
      schema: {
        tags,
        params: companyOfferParamsSchema,
        body: noteBodySchema,
        response: { 201: offerNoteSchema, ...errorResponses },
      },
    },
    async (r, reply) => {
      const note = await addNote(app, r.auth, { orderId: r.params.id, companyId: r.params.companyId }, r.body.text);
      return reply.status(201).send(note);
    },
  );
  app.put(
    '/orders/:id/offers/companies/:companyId/notes/:noteId',
    { preHandler, schema: { tags, params: noteParamsSchema, body: noteBodySchema, response: ok(offerNoteSchema) } },
    (r) =>
      updateNote(
        app,
        r.auth,
        { orderId: r.params.id, companyId: r.params.companyId, noteId: r.params.noteId },
        r.body.text,
      ),
  );
  app.delete(
    '/orders/:id/offers/companies/:companyId/notes/:noteId',
    { preHandler, schema: { tags, params: noteParamsSchema, response: { 204: z.null(), ...errorResponses } } },
    async (r, reply) => {
      await removeNote(app, r.auth, { orderId: r.params.id, companyId: r.params.companyId, noteId: r.params.noteId });
      return reply.status(204).send(null);
    },
  );
  app.post(
    '/offers/:id/appreciations',
    { preHandler, schema: { tags, params, body: appreciationsBodySchema, response: ok(appreciationsResultSchema) } },
    (r) => sendAppreciations(app, r.auth, r.params.id, r.body),
  );
  app.put('/orders/:id/settle', { preHandler, schema: { tags, params, response: ok(offersSummarySchema) } }, (r) =>
    settleOrder(app, r.auth, r.params.id),
  );
  app.get(
    '/orders/:id/offers/export',
    {
      preHandler,
      schema: {
        tags,
        params,
        querystring: exportQuerySchema,
        response: { 200: z.unknown().describe('The comparison as an XLSX or CSV file.'), ...errorResponses },
      },
    },
    async (r, reply) => {
      const file = await exportOffers(app, r.auth, r.params.id, r.query.format);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .send(file.body);
    },
  );
};
