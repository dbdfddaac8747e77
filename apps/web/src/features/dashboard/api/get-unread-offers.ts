import { orderWithUnreadOffersPageSchema } from '@platform/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { WORK_QUEUE_LIST_SIZE } from './get-followed-investments';
import { dashboardKeys } from './query-keys';

/** GET /api/v2/dashboard/unread-offers: my orders with offers nobody of my company has read yet. */
export const getUnreadOffers = (signal?: AbortSignal) =>
  request('/dashboard/unread-offers', {
    schema: orderWithUnreadOffersPageSchema,
    query: { page: 0, size: WORK_QUEUE_LIST_SIZE },
    signal,
    failures: 'silent',
  });

export const unreadOffersQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.unreadOffers,
    queryFn: ({ signal }) => getUnreadOffers(signal),
    retry: false,
  });

export const useUnreadOffers = () => useQuery(unreadOffersQueryOptions());
