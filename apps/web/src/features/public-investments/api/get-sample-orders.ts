import { sampleOrdersSchema } from '@platform/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { publicInvestmentKeys } from './query-keys';

/** GET /order-samples: a few real open orders with every detail (public). */
export const getSampleOrders = (signal?: AbortSignal) =>
  request('/order-samples', { schema: sampleOrdersSchema, signal, auth: 'none' });

export const sampleOrdersQueryOptions = () =>
  queryOptions({
    queryKey: publicInvestmentKeys.sampleOrders,
    queryFn: ({ signal }) => getSampleOrders(signal),
    staleTime: 600_000,
  });

export const useSampleOrders = () => useQuery(sampleOrdersQueryOptions());
