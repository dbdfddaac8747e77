import { CACHE, type InvestmentSummary, investmentSummarySchema } from '@platform/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { companyKeys } from './query-keys';

/** GET /api/v2/companies/{id}/numbers/total: number and total value of the company's investments. */
export const getInvestmentSummary = (id: number, signal?: AbortSignal): Promise<InvestmentSummary> =>
  request(`/companies/${id}/numbers/total`, { schema: investmentSummarySchema, signal });

export const investmentSummaryQueryOptions = (id: number) =>
  queryOptions({
    queryKey: companyKeys.summary(id),
    queryFn: ({ signal }) => getInvestmentSummary(id, signal),
    staleTime: CACHE.companyStatistics,
  });

export const useInvestmentSummary = (id: number) => useQuery(investmentSummaryQueryOptions(id));
