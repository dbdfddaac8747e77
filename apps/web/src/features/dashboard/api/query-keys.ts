import type { OrderListParams } from '@platform/shared';

/**
 * Query keys of the dashboard. The order lists sit under ['orders'], the company's investments under
 * ['companies'] and the threads under ['conversations'], so the mutations of those modules, which
 * invalidate their roots, refresh the dashboard too.
 */
export const dashboardKeys = {
  statistics: ['dashboard', 'statistics'] as const,
  myCompany: ['dashboard', 'my-company'] as const,
  orders: (scope: 'me' | 'invitations' | 'offers', params: OrderListParams) =>
    ['orders', 'dashboard', scope, params] as const,
  companyInvestments: (companyId: number) => ['companies', companyId, 'dashboard-investments'] as const,
  followedInvestments: ['companies', 'followed', 'new-investments'] as const,
  /** no stale time: fetched again whenever the start page opens (after offers were read elsewhere) */
  unreadOffers: ['orders', 'dashboard', 'unread-offers'] as const,
};
