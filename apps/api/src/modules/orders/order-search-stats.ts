import { createHash } from 'node:crypto';
import type { OrderStatus } from '@platform/shared';
import type { FastifyInstance } from 'fastify';
import { ordersGeneration } from './order-changes.js';
import { countOrders, countOrdersByStatus } from './order-list.queries.js';
import type { OrderListFilter, SearchWordLexemes, TextMatch } from './order-list-filters.queries.js';
import { findFormLexemes, findProvincesShare, findWordsShare } from './order-search-stats.queries.js';

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
 * A form starting more words of the order texts than this is asked as a prefix: each exact word is an
 * entry of the word index to merge, and past a few dozen the prefix's one range costs less.
 */
export const EXACT_WORDS_MAX = 64;

/**
 * The words of a search as the word index is asked for them (`OrderListFilter.searchLexemes`): each
 * form as the exact words of the order texts it starts (the vocabulary of migration 0029, which a save
 * keeps in its own transaction, so no saved word is missed), or as a prefix past `EXACT_WORDS_MAX`.
 * Undefined when there are no words, or a form does not fold into one word of the index (asked as typed).
 */
export const searchLexemesOf = async (
  app: FastifyInstance,
  words: string[][],
): Promise<SearchWordLexemes[] | undefined> => {
  if (!words.length) return undefined;
  const found = await findFormLexemes(app.db, [...new Set(words.flat())], EXACT_WORDS_MAX);
  const byForm = new Map(found.map((row) => [row.form, row]));
  const result: SearchWordLexemes[] = [];
  for (const forms of words) {
    const exact = new Set<string>();
    const prefixes: string[] = [];
    for (const form of forms) {
      const row = byForm.get(form);
      if (!row?.folded) return undefined;
      if (row.lexemes.length > EXACT_WORDS_MAX) prefixes.push(row.folded);
      else for (const lexeme of row.lexemes) exact.add(lexeme);
    }
    result.push({ exact: [...exact].sort(), prefixes });
  }
  return result;
};

/**
 * What each way of matching costs per row, in µs (1M orders, PostgreSQL, 27 November): a row tested while
 * walking a sort index (its text made a word vector: 6,000 rows of 'szkoły' in ~150 ms); a word index
 * entry gathered into the bitmap ('dostawa': 246,667 in 58 ms); a matching row fetched and sorted
 * (30,363 of 'dostawa' in two provinces in ~90 ms).
 */
const COST_US = { walkedRow: 25, indexEntry: 0.2, matchedRow: 3 } as const;

/** The share of the orders in these provinces, from PostgreSQL's statistics (kept like the words' share). */
const estimateProvincesShare = (app: FastifyInstance, provinceIds: number[]): Promise<number> =>
  app.cache.getOrSet(
    `orders:province-share:${[...provinceIds].sort((a, b) => a - b).join(',')}`,
    WORD_SHARE_CACHE_MS,
    () => findProvincesShare(app.db, provinceIds),
  );

/**
 * How to match the words of a list call (see `TextMatch`). Words within industries use their index, and
 * so do words in orders that are not published (their own word index, see `statusMatch`). Otherwise the
 * words of very common ones are tested on the rows. For a page (`reach`: its last row's position), the
 * two ways are costed: walking a sort index tests `reach / share` rows, the word index gathers the
 * orders holding the words (within the chosen provinces: the index joins words to provinces, migration
 * 0031) and fetches and sorts them. Within provinces this keeps a word of another region on the index
 * ('Krakowie' in province 8 at 1M orders: 20 ms instead of 190 ms walking), and walks for a word found
 * everywhere ('dostawa' in two provinces: 30,363 matches to sort). The counts and the map, which read
 * every match, pass no `reach`: words within provinces stay on the index there.
 */
export const chooseTextMatch = async (
  app: FastifyInstance,
  filter: OrderListFilter,
  reach?: number,
): Promise<TextMatch> => {
  if (
    !filter.searchWords.length ||
    !filter.statuses.includes('RELEASED') ||
    filter.industryIds ||
    filter.companyIndustryIds ||
    (filter.provinceIds && reach === undefined)
  )
    return 'index';
  const { orders, share } = await estimateWordsShare(app, filter.searchWords);
  if (orders < COMMON_WORDS.minOrders || share <= 0) return 'index';
  if (reach === undefined) return share >= COMMON_WORDS.minShare ? 'rows' : 'index';
  const place = filter.provinceIds ? await estimateProvincesShare(app, filter.provinceIds) : 1;
  return cheaperTextMatch({ orders, share, place, reach });
};

/**
 * The cheaper way to find a page (see `chooseTextMatch`): `share` of the `orders` hold the words, `place`
 * of them are in the chosen provinces, and the page ends at row `reach`.
 */
export const cheaperTextMatch = (e: { orders: number; share: number; place: number; reach: number }): TextMatch => {
  if (e.share <= 0 || e.place <= 0) return 'index';
  const walked = (e.reach / (e.share * e.place)) * COST_US.walkedRow;
  const matched = e.orders * e.share * e.place * (COST_US.indexEntry + COST_US.matchedRow);
  return walked < matched ? 'rows' : 'index';
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
