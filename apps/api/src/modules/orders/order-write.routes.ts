import {
  orderCompleteSchema,
  orderDeletedSchema,
  orderDeleteRequestSchema,
  orderFormSchema,
  orderParamsSchema,
  orderSavedSchema,
  orderUpdateSchema,
} from '@platform/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/schemas.js';
import { guards, temporaryAccess } from '../../plugins/auth.js';
import { markOrdersChanged } from './order-changes.js';
import { approveOrder, deleteOrder } from './order-state.service.js';
import { completeDraft, createOrder, type UpdateMode, updateOrder } from './order-write.service.js';

// The e-mailed approval link may edit, complete and approve its one order (modules/auth/README.md).
const approvalLink = { temporaryAccess: temporaryAccess.resource('ORDER_EDIT_APPROVAL', 'id') };
const tags = ['orders'];
const saved = { 200: orderSavedSchema, ...errorResponses };

/** Create, update, draft, complete, approve and delete orders (spec 7 "Orders"). */
export const orderWriteRoutes: FastifyPluginAsyncZod = async (app) => {
  // Before the answer leaves: a client that saved an order and then opens the map sees it there.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (reply.statusCode < 300) await markOrdersChanged(app);
    return payload;
  });
  for (const [url, draft] of [
    ['/orders', false],
    ['/orders/draft', true],
  ] as const) {
    app.post(
      url,
      {
        preHandler: guards.fullLogin,
        schema: { tags, body: orderFormSchema, response: { 201: orderSavedSchema, ...errorResponses } },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await createOrder(app, request.auth, request.body, draft || request.body.draft === true)),
    );
  }

  const updates: [string, UpdateMode][] = [
    ['/orders/:id', 'update'],
    ['/orders/draft/:id', 'updateDraft'],
  ];
  for (const [url, mode] of updates) {
    app.put(
      url,
      {
        preHandler: guards.loggedIn,
        config: approvalLink,
        schema: { tags, params: orderParamsSchema, body: orderUpdateSchema, response: saved },
      },
      (request) => updateOrder(app, request.auth, request.params.id, request.body, mode, request.body.version),
    );
  }

  app.post(
    '/orders/draft/:id/complete',
    {
      preHandler: guards.loggedIn,
      config: approvalLink,
      schema: { tags, params: orderParamsSchema, body: orderCompleteSchema.nullish(), response: saved },
    },
    (request) => completeDraft(app, request.auth, request.params.id, request.body, request.body?.version),
  );

  app.patch(
    '/orders/:id/approve',
    {
      preHandler: guards.loggedIn,
      config: approvalLink,
      schema: { tags, params: orderParamsSchema, response: saved },
    },
    (request) => approveOrder(app, request.auth, request.params.id),
  );

  app.put(
    '/orders/:id/delete-reason',
    {
      preHandler: guards.fullLogin,
      schema: {
        tags,
        params: orderParamsSchema,
        body: orderDeleteRequestSchema,
        response: { 200: orderDeletedSchema, ...errorResponses },
      },
    },
    (request) => deleteOrder(app, request.auth, request.params.id, request.body?.reason ?? null),
  );
};
