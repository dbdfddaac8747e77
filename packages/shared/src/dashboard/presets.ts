import { CACHE } from '../constants.js';
import type { OrderListQuery } from '../orders/lists.js';

/** Lists on the dashboard show 3 items; the invitations grid has 3 columns (spec 9). */
export const DASHBOARD_LIST_SIZE = 3;
/** Stale time of the dashboard statistics and order lists, and the server's cache of the statistics (spec 9). */
export const DASHBOARD_CACHE_MS = CACHE.dashboard;
/** Statistics carousel: 3 slides of 3 counters, autoplaying (spec 9). */
export const DASHBOARD_CAROUSEL_SLIDES = 3;
export const DASHBOARD_COUNTERS_PER_SLIDE = 3;

type Preset = Partial<OrderListQuery> & { page: number; size: number };

/** The preset list queries of document 2, section 2.6. */
export const DASHBOARD_ORDER_PRESETS = {
  invitations: {
    page: 0,
    size: DASHBOARD_LIST_SIZE,
    sort: 'OFFER_DEADLINE_NEAREST',
    status: ['RELEASED'],
    hideSeen: true,
  },
  myOrders: {
    page: 0,
    size: DASHBOARD_LIST_SIZE,
    sort: 'OFFER_DEADLINE_NEAREST',
    status: ['RELEASED', 'PLANNED', 'DRAFT'],
  },
  offeredOrders: { page: 0, size: DASHBOARD_LIST_SIZE, sort: 'OFFER_DEADLINE_NEAREST', status: ['RELEASED'] },
} as const satisfies Record<string, Preset>;

/** The company's investments on the dashboard (spec 7): sort works_desc, page 0, size 3. */
export const DASHBOARD_COMPANY_INVESTMENTS = { sort: 'works_desc', page: 0, size: DASHBOARD_LIST_SIZE } as const;
