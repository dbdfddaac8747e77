import { orderPageSchema } from '@platform/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';

/** The published and archived orders of one investment (GET /orders?investmentIds=). */
export const getInvestmentOrders = async (investmentId: number, signal?: AbortSignal) => {
  const page = await request('/orders', {
    schema: orderPageSchema,
    signal,
    query: { investmentIds: [investmentId], status: ['RELEASED', 'ARCHIVED'], size: 100 },
    notFound: 'throw',
    badRequest: 'throw',
    forbidden: 'throw',
  });
  return page.content;
};

export const investmentOrdersQueryOptions = (investmentId: number) =>
  queryOptions({
    queryKey: ['orders', 'by-investment', investmentId] as const,
    queryFn: ({ signal }) => getInvestmentOrders(investmentId, signal),
  });

export const useInvestmentOrders = (investmentId: number) => useQuery(investmentOrdersQueryOptions(investmentId));
