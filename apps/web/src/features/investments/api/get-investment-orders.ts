import { orderPageSchema, PAGE_SIZE_DEFAULT } from '@platform/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { investmentKeys } from '@/lib/investments/query-keys';

/** Subsidised clients may read only the first page of the default size (spec 6); others up to 100. */
const sizeFor = (subsidized: boolean) => (subsidized ? PAGE_SIZE_DEFAULT : 100);

/** The published and archived orders of one investment (GET /orders?investmentIds=), newest first. */
export const getInvestmentOrders = (investmentId: number, subsidized: boolean, signal?: AbortSignal) =>
  request('/orders', {
    schema: orderPageSchema,
    signal,
    query: { investmentIds: [investmentId], status: ['RELEASED', 'ARCHIVED'], size: sizeFor(subsidized) },
  });

export const investmentOrdersQueryOptions = (investmentId: number, subsidized: boolean) =>
  queryOptions({
    queryKey: investmentKeys.orders(investmentId, sizeFor(subsidized)),
    queryFn: ({ signal }) => getInvestmentOrders(investmentId, subsidized, signal),
  });

export const useInvestmentOrders = (investmentId: number, subsidized: boolean) =>
  useQuery(investmentOrdersQueryOptions(investmentId, subsidized));
