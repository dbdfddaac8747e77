import { type InvestmentSearchParams, investmentSearchPageSchema, investmentSearchToRecord } from '@platform/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { investmentSearchKeys } from './query-keys';

/** GET /investments/search: a page of matches with their count and total value (spec platform 2.3). */
export const searchInvestments = (params: Record<string, string>, signal?: AbortSignal) =>
  request('/investments/search', { schema: investmentSearchPageSchema, signal, query: params });

export const investmentSearchQueryOptions = (search: InvestmentSearchParams) => {
  const params = investmentSearchToRecord(search);
  return queryOptions({
    queryKey: investmentSearchKeys.page(params),
    queryFn: ({ signal }) => searchInvestments(params, signal),
    placeholderData: keepPreviousData,
  });
};

export const useInvestmentSearch = (search: InvestmentSearchParams) => useQuery(investmentSearchQueryOptions(search));
