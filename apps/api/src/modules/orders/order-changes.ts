import type { FastifyInstance } from 'fastify';

/**
 * A generation of the orders: caches built from many orders (the order map, the shared list counts) put
 * it in their keys, and it moves on with every change to orders or to what they show of their investment,
 * so the change shows at once on every instance (the generation lives in app.cache, Redis when
 * configured) instead of after the caches' time.
 *
 * The database says when: triggers on orders and investments (migration 0023) NOTIFY `orders_changed`
 * when a writing transaction commits, whoever wrote (an order save, an offer settling its order, a company
 * merge, an investment moved by an import or by hand). The order write routes also move it before
 * answering, so that their own client never races the notification.
 */
const KEY = 'orders:generation';
const KEEP_MS = 24 * 60 * 60 * 1000;
export const ORDERS_CHANGED_CHANNEL = 'orders_changed';

export const ordersGeneration = async (app: FastifyInstance): Promise<string> =>
  (await app.cache.get<string>(KEY)) ?? '0';

export const markOrdersChanged = async (app: FastifyInstance): Promise<void> => {
  await app.cache.set(KEY, `${Date.now().toString(36)}.${Math.random().toString(36).slice(2, 8)}`, KEEP_MS);
};

/**
 * Listens for the database's `orders_changed` (and treats a lost connection as a change: notifications
 * may have been missed meanwhile) until the app closes.
 */
export const followOrderChanges = async (app: FastifyInstance): Promise<void> => {
  const mark = () => {
    markOrdersChanged(app).catch((error: unknown) => app.log.warn({ err: error }, 'orders generation not moved'));
  };
  const unlisten = await app.database.listen(ORDERS_CHANGED_CHANNEL, { onNotify: mark, onGap: mark });
  app.addHook('onClose', unlisten);
};
