/** The list filter as the query of the list API (GET /orders, /orders/me and their counts). */
import { PAGE_SIZE_DEFAULT } from '../constants.js';
import {
  areListFiltersLocked,
  defaultOrderSort,
  defaultOrderStatuses,
  isSubsidizedLock,
  type OrderListViewer,
  withoutLockedFilters,
} from './list-defaults.js';
import { distanceAllowed, type OrderListFilter } from './list-filter.js';
import type { OrderListQuery } from './lists.js';

/** What the list calls send: the list query without the defaults the server fills in. */
export type OrderListParams = Partial<OrderListQuery>;

/** Under the subsidised lock the industry filter is on by default (spec 6). */
export const effectiveByIndustries = (f: OrderListFilter, viewer: OrderListViewer): boolean =>
  f.byIndustries ?? isSubsidizedLock(viewer);

/**
 * The filter part of the call (shared by the list and the counts). Under the subsidised lock the
 * controls are disabled, so filters an address carries are not sent either (the server drops them).
 */
export const filterToQuery = (f: OrderListFilter, viewer: OrderListViewer): OrderListParams =>
  areListFiltersLocked(viewer)
    ? { ...withoutLockedFilters(chosenFilters(f, viewer)), byIndustries: isSubsidizedLock(viewer) || undefined }
    : chosenFilters(f, viewer);

const chosenFilters = (f: OrderListFilter, viewer: OrderListViewer): OrderListParams => ({
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
  byIndustries: effectiveByIndustries(f, viewer) || undefined,
  hideSeen: (viewer.scope === 'invitations' && f.hideSeen) || undefined,
});

/** The list call: the 1-based page of the address bar becomes the 0-based page of the API (spec 9). */
export const filterToListQuery = (f: OrderListFilter, page: number, viewer: OrderListViewer): OrderListParams => ({
  ...filterToQuery(f, viewer),
  status: f.status.length && !areListFiltersLocked(viewer) ? f.status : defaultOrderStatuses(viewer.scope),
  sort: (!areListFiltersLocked(viewer) && f.sort) || defaultOrderSort(viewer),
  page: page - 1,
  size: PAGE_SIZE_DEFAULT,
});
