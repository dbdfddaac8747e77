import {
  INVESTMENT_SEARCH_PAGE_SIZE,
  type InvestmentSearchFilter,
  type InvestmentSearchPage,
  type InvestmentSearchParams,
} from '@platform/shared';
import type { FastifyInstance } from 'fastify';
import type { ActorUser } from '../../lib/actor.js';
import { appError } from '../../lib/app-error.js';
import { toPage } from '../../lib/pagination.js';
import { mayFilterByCompany, searchAccess } from './investment-search.policy.js';
import { presentSearchRow } from './investment-search.presenter.js';
import { findSearchPage, findSearchTotals } from './investment-search.queries.js';
import { findDistricts, findLocalityPoint, type ResolvedSearch } from './investment-search-filter.queries.js';
import { followedInvestmentIds } from './investment-watch.service.js';

/**
 * The filter as the queries take it: the chosen place read to its point (an unknown place falls back
 * to none, as every bad parameter does); a subsidised client's other company is refused.
 */
export const resolveSearch = async (
  app: FastifyInstance,
  user: ActorUser,
  filter: InvestmentSearchFilter,
): Promise<ResolvedSearch> => {
  if (!mayFilterByCompany(user, filter.firma)) throw appError('INVESTMENT_SEARCH_COMPANY_SUBSCRIPTION');
  const point = filter.miejsce ? await findLocalityPoint(app.db, filter.miejsce.id) : null;
  return { ...filter, miejsce: point ? filter.miejsce : null, near: point ? { ...point, km: filter.km } : null };
};

/** GET /investments/search (spec platform 2.3): a page of matches with their count and total value. */
export const searchInvestments = async (
  app: FastifyInstance,
  user: ActorUser,
  params: InvestmentSearchParams,
): Promise<InvestmentSearchPage> => {
  const { strona, sort, ...filter } = params;
  const resolved = await resolveSearch(app, user, filter);
  const access = searchAccess(user);
  const page = access === 'full' ? strona - 1 : 0;
  const size = INVESTMENT_SEARCH_PAGE_SIZE;
  // the page and the totals side by side, each on its own plan (the page stops at its 20th row)
  const [rows, totals] = await Promise.all([
    access === 'counts' ? [] : findSearchPage(app.db, resolved, sort, { offset: page * size, limit: size }),
    findSearchTotals(app.db, resolved),
  ]);
  const followed = rows.length
    ? await followedInvestmentIds(
        app,
        user.id,
        rows.map((r) => Number(r.id)),
      )
    : new Set<number>();
  const content = rows.map((row) => presentSearchRow(row, followed));
  const total = access === 'firstPage' ? Math.min(totals.count, size) : totals.count;
  return {
    ...toPage(content, access === 'counts' ? totals.count : total, page, size),
    totalValuePln: totals.valuePln,
    access,
  };
};

/** GET /investments/search/districts: every powiat for the filter. */
export const listDistricts = (app: FastifyInstance) => findDistricts(app.db);
