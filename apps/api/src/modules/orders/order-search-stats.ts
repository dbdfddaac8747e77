import { createHash } from 'node:crypto';
import type { OrderStatus } from '@platform/shared';
import type { FastifyInstance } from 'fastify';
import { ordersGeneration } from './order-changes.js';
import { countOrders, countOrdersByStatus } from './order-list.queries.js';
import type { OrderListFilter, TextMatch } from './order-list-filters.queries.js';
import { findWordsShare } from './order-search-stats.queries.js';

/**
 * Words held by at least this share of the orders, in a table of at least this many orders, are
 * "very common": the word index would hand every match (hundreds of thousands of rows at 1M orders)
 * to the list, so a page is found by walking a sort index and testing each row instead.
 */
export const COMMON_WORDS = { minShare: 0.02, minOrders: 100_000 } as const;

/** Statistics change with ANALYZE; ten minutes old is fresh enough to choose a plan. */
const WORD_SHARE_CACHE_MS = 10 * 60 * 1000;
/**
 * Counts over all orders read up to ORDER_COUNT_CAP + 1 matching rows per status (a rare status of a
 * common word: tens of thousands of rows before it reaches its cap); the list total and the counts
 * call share them for at most a minute (the browser itself keeps counts 5 minutes, spec 9), and an
 * order write drops them at once (the orders generation is in the key). A company's own lists are not
 * kept: their rows are few.
 */
export const SHARED_COUNTS_CACHE_MS = 60 * 1000;

/**
 * The orders in the table and the estimated share holding all the words, from PostgreSQL's
 * statistics of the word index (ANALYZE keeps its most common words and the share of rows holding
 * each): a word matches the prefixes of the common words it starts, and several words are taken as
 * independent. Words that are not among the common ones count as rare (share 0), and so does every
 * word while the statistics are missing (PGlite until ANALYZE runs).
 */
export const estimateWordsShare = async (
  app: FastifyInstance,
  words: string[][],
): Promise<{ orders: number; share: number }> => {
  const key = `orders:word-share:${words
    .map((forms) => forms.join('|'))
    .sort()
    .join(' ')}`;
  return app.cache.getOrSet(key, WORD_SHARE_CACHE_MS, () => findWordsShare(app.db, words));
};

/**
 * How to match the words of a list call (see `TextMatch`). Words within industries use their index; so
 * do words within provinces: the word index and the province index (migration 0014) are intersected
 * as bitmaps, whereas walking the sort index would test the words on every order of the province
 * until a page is found (a word of another region, 'Krakowie' in province 8 at 1M orders: 190 ms
 * instead of 20 ms, measured), and the counts read the province's matches either way.
 */
export const chooseTextMatch = async (app: FastifyInstance, filter: OrderListFilter): Promise<TextMatch> => {
  if (!filter.searchWords.length || filter.industryIds || filter.companyIndustryIds || filter.provinceIds)
    return 'index';
  const { orders, share } = await estimateWordsShare(app, filter.searchWords);
  return orders >= COMMON_WORDS.minOrders && share >= COMMON_WORDS.minShare ? 'rows' : 'index';
};

/**
 * Whether the counts of a filter are kept (`SHARED_COUNTS_CACHE_MS`): those of all orders (the
 * contractor's search, where popular filters repeat) and of a very common word anywhere. A company's
 * invitations are not: an opened card must leave the unseen count at once.
 */
export const keepsCounts = (filter: OrderListFilter, match: TextMatch) =>
  !filter.invitedCompany && !filter.offeredCompany && (filter.owner === null || match === 'rows');

const KEPT = { counts: 'orders:counts:', total: 'orders:total:' } as const;

/** The key of a kept count: a write moves the orders generation on, so no instance answers a stale one. */
const keptKey = async (app: FastifyInstance, what: keyof typeof KEPT, filter: OrderListFilter) =>
  `${KEPT[what]}${await ordersGeneration(app)}:${createHash('sha1').update(JSON.stringify(filter)).digest('hex')}`;

/** Forgets every kept count and total (the benchmarks measure a first search with it). */
export const dropKeptCounts = async (app: FastifyInstance): Promise<void> => {
  await Promise.all(Object.values(KEPT).map((prefix) => app.cache.delete(prefix)));
};

/** Counts per status, kept a minute under the orders generation and the filter's hash when `keepsCounts`. */
export const countsByStatus = async (
  app: FastifyInstance,
  filter: OrderListFilter,
  match: TextMatch,
): Promise<Map<OrderStatus, number>> => {
  if (!keepsCounts(filter, match)) return countOrdersByStatus(app.db, filter);
  const counts = await app.cache.getOrSet(await keptKey(app, 'counts', filter), SHARED_COUNTS_CACHE_MS, async () => [
    ...(await countOrdersByStatus(app.db, filter)),
  ]);
  return new Map(counts);
};

/**
 * A list's total (up to the cap) over its asked statuses together, kept like the counts: one capped
 * count finds the first 10,001 of a common word among its statuses at once, whereas the statuses one
 * by one would each read until their own cap (a rare status: tens of thousands of rows).
 */
export const keptTotal = async (app: FastifyInstance, filter: OrderListFilter): Promise<number> =>
  app.cache.getOrSet(await keptKey(app, 'total', filter), SHARED_COUNTS_CACHE_MS, () => countOrders(app.db, filter));
