import { type OrderStatus, PAGE_SIZE_DEFAULT } from '@platform/shared';
import type { ListScope, OrderListParams } from '../api/query-keys';
import { distanceAllowed, type ListFilters } from './list-state';

export type ListContext = { scope: ListScope; subsidized: boolean; staff: boolean };

/** Default statuses (spec 9): all orders RELEASED, own orders RELEASED and PLANNED. */
export const defaultStatuses = (scope: ListScope): OrderStatus[] =>
  scope === 'me' ? ['RELEASED', 'PLANNED'] : ['RELEASED'];

/** Statuses offered as checkboxes (spec 6): staff all four on all orders, others archived and released. */
export const offeredStatuses = (ctx: ListContext): OrderStatus[] =>
  ctx.scope === 'me' || ctx.staff ? ['RELEASED', 'PLANNED', 'DRAFT', 'ARCHIVED'] : ['RELEASED', 'ARCHIVED'];

/** Subsidised clients on all orders: the industry filter on by default (spec 6). */
export const effectiveByIndustries = (f: ListFilters, ctx: ListContext): boolean =>
  f.byIndustries ?? (ctx.subsidized && ctx.scope === 'all');

/** The filter part of the call (shared by the list and the counts). */
export const filterParams = (f: ListFilters, ctx: ListContext): OrderListParams => ({
  search: f.search.trim() || undefined,
  offerDeadlineFrom: f.offerFrom ?? undefined,
  offerDeadlineTo: f.offerTo ?? undefined,
  workDeadlineFrom: f.workFrom ?? undefined,
  workDeadlineTo: f.workTo ?? undefined,
  industryIds: f.industryIds,
  stageIds: f.stageIds,
  characters: f.characters,
  sectorIds: f.sectorIds,
  scopes: f.scopes,
  locationIds: f.locations.filter((l) => l.kind === 'city').map((l) => l.id),
  provinceIds: f.locations.filter((l) => l.kind === 'province').map((l) => l.id),
  distance: f.distance && distanceAllowed(f) ? f.distance : undefined,
  byIndustries: effectiveByIndustries(f, ctx) || undefined,
});

/** The list call: 1-based page of the address bar becomes the 0-based page of the API (spec 9). */
export const listParams = (f: ListFilters, page: number, ctx: ListContext): OrderListParams => ({
  ...filterParams(f, ctx),
  status: f.status.length ? f.status : defaultStatuses(ctx.scope),
  sort: f.sort ?? (ctx.subsidized && ctx.scope === 'all' ? 'WORK_DATE_NEAREST' : 'PUBLISH_DATE_NEWEST'),
  page: page - 1,
  size: PAGE_SIZE_DEFAULT,
});

/**
 * The number on the filters toggle: filter groups in use (not status, sort or search). The switch
 * 'search by my company's industries' counts when it is in effect, also when on by default (spec 6).
 */
export const activeFilterCount = (f: ListFilters, ctx: ListContext): number =>
  [
    f.offerFrom || f.offerTo,
    f.workFrom || f.workTo,
    f.industryIds.length,
    f.stageIds.length,
    f.characters.length,
    f.sectorIds.length,
    f.scopes.length,
    f.locations.length,
    effectiveByIndustries(f, ctx),
  ].filter(Boolean).length;
