import { orderPageSchema } from '@platform/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';

/**
 * The orders of one investment. The list call has no investment filter yet (server gap), so this
 * searches all orders by the investment's name and keeps those of this investment.
 */
export const getInvestmentOrders = async (investmentId: number, name: string, signal?: AbortSignal) => {
  const page = await request('/orders', {
    schema: orderPageSchema,
    signal,
    query: { search: name.split(/\s+/).slice(0, 8).join(' '), status: ['RELEASED', 'ARCHIVED'], size: 100 },
    notFound: 'throw',
    badRequest: 'throw',
    forbidden: 'throw',
  });
  return page.content.filter((o) => o.investment.id === investmentId);
};

export const investmentOrdersQueryOptions = (investmentId: number, name: string) =>
  queryOptions({
    queryKey: ['orders', 'by-investment', investmentId] as const,
    queryFn: ({ signal }) => getInvestmentOrders(investmentId, name, signal),
  });

export const useInvestmentOrders = (investmentId: number, name: string | undefined) =>
  useQuery({ ...investmentOrdersQueryOptions(investmentId, name ?? ''), enabled: !!name });
