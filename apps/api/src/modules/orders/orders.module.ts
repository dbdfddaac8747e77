import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { investmentsRoutes } from '../investments/investments.routes.js';
import { savedFiltersRoutes } from '../saved-filters/saved-filters.routes.js';
import { orderListRoutes } from './order-list.routes.js';
import { orderReadRoutes } from './order-read.routes.js';
import { orderWriteRoutes } from './order-write.routes.js';

/** Orders marketplace routes under /api/v2 (orders, saved filters, statistics, investments for the form). */
export const ordersModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(orderWriteRoutes);
  await app.register(orderReadRoutes);
  await app.register(orderListRoutes);
  await app.register(savedFiltersRoutes);
  await app.register(investmentsRoutes);
};
