import type { FastifyInstance } from 'fastify';

/**
 * A generation of the orders: caches built from many orders (the order map) put it in their keys, and
 * every successful order write moves it on, so a new, changed or removed order shows at once on every
 * instance (the generation lives in app.cache, Redis when configured) instead of after the caches' time.
 */
const KEY = 'orders:generation';
const KEEP_MS = 24 * 60 * 60 * 1000;

export const ordersGeneration = async (app: FastifyInstance): Promise<string> =>
  (await app.cache.get<string>(KEY)) ?? '0';

export const markOrdersChanged = async (app: FastifyInstance): Promise<void> => {
  await app.cache.set(KEY, `${Date.now().toString(36)}.${Math.random().toString(36).slice(2, 8)}`, KEEP_MS);
};
