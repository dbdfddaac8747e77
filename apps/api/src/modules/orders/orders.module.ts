import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { orderAttachmentDownloadRoutes } from './order-attachment-downloads.routes.js';
import { followOrderChanges } from './order-changes.js';
import { orderIntentRoutes } from './order-intent.routes.js';
import { orderListRoutes } from './order-list.routes.js';
import { orderNominationRoutes } from './order-nominations.routes.js';
import { orderReadRoutes } from './order-read.routes.js';
import { orderWriteRoutes } from './order-write.routes.js';

/**
 * Orders marketplace routes under /api/v2 (orders, their lists and statistics). Saved filters and
 * investments are their own modules, registered beside this one in app.ts.
 */
export const ordersModule: FastifyPluginAsyncZod = async (app) => {
  await followOrderChanges(app);
  await app.register(orderWriteRoutes);
  await app.register(orderReadRoutes);
  await app.register(orderListRoutes);
  await app.register(orderNominationRoutes);
  await app.register(orderIntentRoutes);
  await app.register(orderAttachmentDownloadRoutes);
};
