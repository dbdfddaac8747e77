import type { OrderStatus } from '../enums.js';
import type { OrderSort } from './enums.js';

/**
 * The order lists of the list screen: all orders, my (company's) orders, invitations of my company,
 * orders my company made an offer on (spec 2.5).
 */
export const ORDER_LIST_SCOPES = ['all', 'me', 'invitations', 'offers'] as const;
export type OrderListScope = (typeof ORDER_LIST_SCOPES)[number];

/** Who looks at a list: the defaults and the statuses on offer depend on it. */
export type OrderListViewer = { scope: OrderListScope; subsidized: boolean; staff: boolean };

/** Default statuses (spec 9): all orders RELEASED, own orders RELEASED and PLANNED. */
// decision: offered orders default to released and archived too: the outcome is what that list is
// for, and a settled order is archived.
export const defaultOrderStatuses = (scope: OrderListScope): OrderStatus[] =>
  scope === 'me' ? ['RELEASED', 'PLANNED'] : scope === 'offers' ? ['RELEASED', 'ARCHIVED'] : ['RELEASED'];

/**
 * Statuses a viewer may list (spec 6), in the order of the checkboxes: own orders and staff all
 * four, others released and archived.
 */
export const allowedOrderStatuses = ({ scope, staff }: Pick<OrderListViewer, 'scope' | 'staff'>): OrderStatus[] =>
  scope === 'me' || staff ? ['RELEASED', 'PLANNED', 'DRAFT', 'ARCHIVED'] : ['RELEASED', 'ARCHIVED'];

/**
 * The subsidised lock (spec 6): a subsidised client on all orders sees the first page only, with
 * the filter by the company's industries always on and the nearest work date first by default.
 */
export const isSubsidizedLock = ({ scope, subsidized }: Pick<OrderListViewer, 'scope' | 'subsidized'>): boolean =>
  subsidized && scope === 'all';

/**
 * Spec 6 'Subsidised clients': filter controls are disabled with an upsell tooltip on the lists of
 * other companies' orders (all, invitations, offered), not only on all orders: the free-tier banner
 * above them says so. The client's own orders stay filterable (decision: managing them is free).
 */
export const areListFiltersLocked = ({ scope, subsidized }: Pick<OrderListViewer, 'scope' | 'subsidized'>): boolean =>
  subsidized && scope !== 'me';

/** The filters of a list call a locked viewer cannot set: the web sends none, the server drops them. */
export const LOCKED_LIST_FILTERS = [
  'search',
  'offerDeadlineFrom',
  'offerDeadlineTo',
  'workDeadlineFrom',
  'workDeadlineTo',
  'industryIds',
  'stageIds',
  'characters',
  'sectorIds',
  'scopes',
  'locationIds',
  'provinceIds',
  'distance',
  'byIndustries',
] as const;

export const withoutLockedFilters = <T extends object>(query: T): T => {
  const kept = { ...query } as Record<string, unknown>;
  for (const key of LOCKED_LIST_FILTERS) delete kept[key];
  return kept as T;
};

/** The sort when none is chosen. */
export const defaultOrderSort = (viewer: Pick<OrderListViewer, 'scope' | 'subsidized'>): OrderSort =>
  isSubsidizedLock(viewer) ? 'WORK_DATE_NEAREST' : 'PUBLISH_DATE_NEWEST';
