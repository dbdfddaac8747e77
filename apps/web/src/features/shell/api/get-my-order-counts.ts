import { orderCountsSchema } from '@platform/shared';
import { request } from '@/lib/api-client';

/**
 * GET /orders/count/me for the top-bar badges: the shell's own call rather than the orders
 * feature's fetcher, because features do not import each other. Loaded lazily by the badge hook,
 * so the first page does not carry the counts schema.
 */
/** GET /orders/count/invitations/me for the invitations badge (same reasons as above). */
export const getInvitationCounts = (
  query: { page: number; size: number; status: 'RELEASED'[]; hideSeen: boolean },
  signal?: AbortSignal,
) =>
  request('/orders/count/invitations/me', {
    schema: orderCountsSchema,
    signal,
    query,
    failures: 'not-found-inline',
  });

/** GET /orders/count/offers/me for the offered-orders badge (same reasons as above). */
export const getOfferedCounts = (query: { status: 'RELEASED'[] }, signal?: AbortSignal) =>
  request('/orders/count/offers/me', { schema: orderCountsSchema, signal, query, failures: 'not-found-inline' });

export const getMyOrderCounts = (
  query: { status: ('RELEASED' | 'PLANNED')[]; isApproved: boolean },
  signal?: AbortSignal,
) => request('/orders/count/me', { schema: orderCountsSchema, signal, query, failures: 'not-found-inline' });
