import { createHash } from 'node:crypto';
import {
  type Bbox,
  CACHE,
  ORDERS_MAP,
  type OrdersMapPins,
  type OrdersMapQuery,
  OTHER_PROVINCE,
  type ProvinceCount,
} from '@platform/shared';
import type { FastifyInstance } from 'fastify';
import type { ActorUser } from '../../lib/actor.js';
import { appError } from '../../lib/app-error.js';
import type { OrderListFilter } from '../orders/index.js';
import { chooseTextMatch, ordersGeneration, resolveListFilter } from '../orders/index.js';
import { mayLoadPins } from './orders-map.policy.js';
import { presentPins } from './orders-map.presenter.js';
import { countOrdersByProvince, findPins } from './orders-map.queries.js';
import {
  advanceKeptCountsClock,
  countKeptOrdersByProvince,
  countsAnswer,
  findKeptPins,
} from './orders-map-counts.queries.js';

/**
 * The map answers the all-orders list's filter, resolved by the list itself (statuses the caller may
 * see, industry-only visibility, the subsidised lock), so a count here is the list's count.
 */
const resolve = async (app: FastifyInstance, user: ActorUser, q: OrdersMapQuery) => {
  const { filter } = await resolveListFilter(app, user, { ...q, page: 0, size: 1 }, 'all');
  return { filter, match: await chooseTextMatch(app, filter) };
};

/**
 * Key of a cached answer: the resolved filter (it names the caller only where visibility depends on
 * them: company, industries, own orders) and the orders' generation, moved on by every order write.
 */
const cacheKey = async (app: FastifyInstance, kind: string, filter: OrderListFilter, extra = '') => {
  const hash = createHash('sha1').update(JSON.stringify(filter)).update(extra).digest('base64url');
  return `orders-map:${kind}:${await ordersGeneration(app)}:${hash}`;
};

/**
 * An answer from the counts the database keeps (orders-map-counts.queries.ts), used whenever the filter
 * has no part they cannot answer; after it, their clock is moved on when a minute old.
 */
const keptAnswer = async <T>(app: FastifyInstance, answer: Promise<T>): Promise<T> => {
  const result = await answer;
  await advanceKeptCountsClock(app.db);
  return result;
};

/** GET /orders-map/provinces: the 16 voivodeships and 'other', each with its count. */
export const countByProvince = async (
  app: FastifyInstance,
  user: ActorUser,
  q: OrdersMapQuery,
): Promise<ProvinceCount[]> => {
  const { filter, match } = await resolve(app, user, q);
  const key = await cacheKey(app, 'provinces', filter);
  const rows = await app.cache.getOrSet(key, CACHE.mapCounts, () =>
    countsAnswer(filter, 'provinces')
      ? keptAnswer(app, countKeptOrdersByProvince(app.db, filter))
      : countOrdersByProvince(app.db, filter, match),
  );
  return rows.map((r) => ({
    province: r.province_id === null ? OTHER_PROVINCE : r.province,
    provinceId: r.province_id,
    count: r.count,
  }));
};

/** GET /orders-map: the pins of the bbox (grid clusters past ORDERS_MAP.pinsMax); refused on the free plan. */
export const findMapPins = async (
  app: FastifyInstance,
  user: ActorUser,
  q: OrdersMapQuery & { bbox: Bbox },
): Promise<OrdersMapPins> => {
  if (!mayLoadPins(user)) throw appError('ORDERS_MAP_PINS_SUBSIDIZED');
  const { bbox, ...rest } = q;
  const { filter, match } = await resolve(app, user, rest);
  const key = await cacheKey(app, 'pins', filter, `${bbox.west},${bbox.south},${bbox.east},${bbox.north}`);
  return app.cache.getOrSet(key, CACHE.mapPins, async () =>
    presentPins(
      countsAnswer(filter)
        ? await keptAnswer(app, findKeptPins(app.db, filter, bbox, ORDERS_MAP))
        : await findPins(app.db, filter, match, bbox, ORDERS_MAP),
    ),
  );
};
