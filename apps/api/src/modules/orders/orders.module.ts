import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Orders marketplace routes under /api/v2 (orders, saved filters, statistics, investments for the form). */
export const ordersModule: FastifyPluginAsyncZod = async () => {};
