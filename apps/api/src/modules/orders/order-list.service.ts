import {
  allowedOrderStatuses,
  areListFiltersLocked,
  defaultOrderSort,
  defaultOrderStatuses,
  isSubsidizedClient,
  isSubsidizedLock,
  LIMITS,
  ORDER_STATUSES,
  type OrderListItem,
  type OrderListQuery,
  type OrderListScope,
  type OrderScope,
  type OrderSort,
  type OrderStatus,
  PAGE_SIZE_DEFAULT,
  type Page,
  WHOLE_POLAND_DISTANCE,
  withoutLockedFilters,
} from '@platform/shared';
import type { FastifyInstance } from 'fastify';
import { type ActorUser, isStaff } from '../../lib/actor.js';
import { appError } from '../../lib/app-error.js';
import { toPage } from '../../lib/pagination.js';
import { searchTerms } from '../../lib/polish-lemmas.js';
import { cachedCompanyIndustryIds } from './company-industries.js';
import { presentListRow } from './order-list.presenter.js';
import { cappedCount, findIdsWithChildren, findLocationPoint, findOrderPage } from './order-list.queries.js';
import type { OrderListFilter } from './order-list-filters.queries.js';
import { chooseTextMatch, countsByStatus, keepsCounts, keptTotal, searchLexemesOf } from './order-search-stats.js';

export type ListScope = OrderListScope;

/** Statuses a caller may list (shared rule, spec 6), in the order of ORDER_STATUSES as the counts answer them. */
const allowedStatuses = (scope: ListScope, staff: boolean): readonly OrderStatus[] => {
  const allowed = allowedOrderStatuses({ scope, staff });
  return ORDER_STATUSES.filter((s) => allowed.includes(s));
};

const requestedStatuses = (scope: ListScope, staff: boolean, asked: OrderStatus[] | undefined) => {
  const allowed = allowedStatuses(scope, staff);
  if (asked?.some((s) => !allowed.includes(s))) throw appError('ORDER_STATUSES_FORBIDDEN');
  return {
    allowed,
    asked: asked ?? defaultOrderStatuses(scope),
  };
};

const TREE_CACHE_MS = 5 * 60 * 1000;
/** Ids with all their children (industry and sector trees: a parent includes its children). */
const withChildren = async (app: FastifyInstance, table: 'industries' | 'sectors', ids: number[] | undefined) => {
  if (!ids) return undefined;
  const list = `{${[...ids].sort((a, b) => a - b).join(',')}}`;
  return app.cache.getOrSet(`orders:tree:${table}:${list}`, TREE_CACHE_MS, () =>
    findIdsWithChildren(app.db, table, list),
  );
};

const SCOPES_MATCHING: Record<OrderScope, OrderScope[]> = {
  DELIVERY: ['DELIVERY', 'DELIVERY_AND_SERVICE'],
  SERVICE: ['SERVICE', 'DELIVERY_AND_SERVICE'],
  DELIVERY_AND_SERVICE: ['DELIVERY_AND_SERVICE'],
};

/** The distance applies only around exactly one chosen locality (spec 5 "Filters"). */
const nearPlace = async (app: FastifyInstance, q: OrderListQuery) => {
  if (!q.distance || q.distance >= WHOLE_POLAND_DISTANCE || q.locationIds?.length !== 1 || q.provinceIds)
    return undefined;
  const place = await findLocationPoint(app.db, q.locationIds[0]!);
  return place ? { ...place, km: q.distance } : undefined;
};

/** 'cała Polska' (9999 km) around one city: no place restriction at all. */
const wholeCountry = (q: OrderListQuery) =>
  q.distance !== undefined && q.distance >= WHOLE_POLAND_DISTANCE && q.locationIds?.length === 1 && !q.provinceIds;

const resolveFilter = async (app: FastifyInstance, user: ActorUser, q: OrderListQuery, scope: ListScope) => {
  const staff = isStaff(user);
  if ((q.locationIds?.length ?? 0) + (q.provinceIds?.length ?? 0) > LIMITS.filterLocationsMax)
    throw appError('VALIDATION_ERROR', { message: `Można wybrać najwyżej ${LIMITS.filterLocationsMax} lokalizacji.` });
  const byIndustries = isSubsidizedLock({ scope, subsidized: isSubsidizedClient(user) }) || q.byIndustries === true;
  const companyIndustryIds =
    user.companyId && (byIndustries || (scope === 'all' && !staff))
      ? await cachedCompanyIndustryIds(app, user.companyId)
      : [];
  const near = await nearPlace(app, q);
  const searchWords = searchTerms(q.search ?? '', 8);
  const industryIds = await withChildren(app, 'industries', q.industryIds);
  const withinIndustries = !!industryIds || byIndustries;
  const filter: Omit<OrderListFilter, 'statuses'> = {
    owner: scope !== 'me' ? null : user.companyId ? { companyId: user.companyId } : { createdBy: user.id },
    // an invited company sees the order whatever its industries (order-read.service.ts)
    invitedCompany:
      scope === 'invitations' ? { companyId: user.companyId ?? 0, hideSeen: q.hideSeen === true } : undefined,
    offeredCompany: scope === 'offers' ? { companyId: user.companyId ?? 0 } : undefined,
    visibleFor:
      scope === 'all' && !staff
        ? { companyId: user.companyId, userId: user.id, industryIds: companyIndustryIds }
        : undefined,
    searchWords,
    // words within industries are asked as '#industry:word' prefixes (order_search_forms_query): no lookup
    searchLexemes: withinIndustries ? undefined : await searchLexemesOf(app, searchWords),
    offerDeadlineFrom: q.offerDeadlineFrom,
    offerDeadlineTo: q.offerDeadlineTo,
    workMonthFrom: q.workDeadlineFrom,
    workMonthTo: q.workDeadlineTo,
    industryIds,
    companyIndustryIds: byIndustries ? companyIndustryIds : undefined,
    stageIds: q.stageIds,
    investmentIds: q.investmentIds,
    characters: q.characters,
    sectorIds: await withChildren(app, 'sectors', q.sectorIds),
    scopes: q.scopes ? [...new Set(q.scopes.flatMap((s) => SCOPES_MATCHING[s]))] : undefined,
    locationIds: near || wholeCountry(q) ? undefined : q.locationIds,
    provinceIds: near || wholeCountry(q) ? undefined : q.provinceIds,
    near,
    isApproved: q.isApproved,
  };
  return filter;
};

/**
 * Spec 6: a subsidised client's filter controls are disabled on others' order lists; a call that sets
 * them anyway (an old address, a hand-made call) is answered as if it had not (statuses, sort and
 * the investment page's investment stay: the dashboard's presets and the investment page use them).
 */
const lockedFor = (user: ActorUser, q: OrderListQuery, scope: ListScope): OrderListQuery =>
  areListFiltersLocked({ scope, subsidized: isSubsidizedClient(user) }) ? withoutLockedFilters(q) : q;

/**
 * The filter and sort of a list call, checked against what the caller may list: every answer built on
 * the list's filter (the list, the map's counts and pins) drops the filters a subsidised client may not set.
 */
export const resolveListFilter = async (
  app: FastifyInstance,
  user: ActorUser,
  asked: OrderListQuery,
  scope: ListScope,
) => {
  const q = lockedFor(user, asked, scope);
  const { asked: statuses, allowed } = requestedStatuses(scope, isStaff(user), q.status);
  const filter: OrderListFilter = { ...(await resolveFilter(app, user, q, scope)), statuses };
  const sort: OrderSort = q.sort ?? defaultOrderSort({ scope, subsidized: isSubsidizedClient(user) });
  return { filter, sort, allowed };
};

/**
 * GET /orders and /orders/me. Subsidised clients: the first page of the default size only (a later
 * page or a bigger size is refused with SUBSIDIZED_FIRST_PAGE_ONLY), nearest work date first.
 */
export const listOrders = async (
  app: FastifyInstance,
  user: ActorUser,
  q: OrderListQuery,
  scope: ListScope,
): Promise<Page<OrderListItem>> => {
  const subsidized = isSubsidizedClient(user);
  if (subsidized && (q.page > 0 || q.size > PAGE_SIZE_DEFAULT)) throw appError('SUBSIDIZED_FIRST_PAGE_ONLY');
  const { filter, sort } = await resolveListFilter(app, user, q, scope);
  const match = await chooseTextMatch(app, filter, (q.page + 1) * q.size);
  const { rows, total: totalElements } = await findOrderPage(
    app.db,
    filter,
    { sort, page: q.page, size: q.size },
    { match, total: keepsCounts(filter, match) ? () => keptTotal(app, filter) : undefined },
  );
  return toPage(
    rows.map((row) => presentListRow(row, user)),
    totalElements,
    q.page,
    q.size,
  );
};

/** GET /orders/count/{all|me}: every status the caller may list, with its count for the same filters. */
export const countOrders = async (app: FastifyInstance, user: ActorUser, q: OrderListQuery, scope: ListScope) => {
  const { allowed } = requestedStatuses(scope, isStaff(user), q.status);
  const filter = { ...(await resolveFilter(app, user, lockedFor(user, q, scope), scope)), statuses: allowed };
  const counts = await countsByStatus(app, filter, await chooseTextMatch(app, filter));
  return allowed.map((status) => ({ status, ...cappedCount(counts.get(status) ?? 0) }));
};
