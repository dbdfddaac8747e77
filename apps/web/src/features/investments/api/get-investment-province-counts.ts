import {
  type InvestmentSearchFilter,
  investmentProvinceCountsSchema,
  investmentSearchToRecord,
} from '@platform/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { investmentSearchKeys } from './query-keys';

/** GET /investments/search/provinces: the search's matches per voivodeship with their value. */
export const getInvestmentProvinceCounts = (params: Record<string, string>, signal?: AbortSignal) =>
  request('/investments/search/provinces', { schema: investmentProvinceCountsSchema, signal, query: params });

export const investmentProvinceCountsQueryOptions = (filter: InvestmentSearchFilter) => {
  const params = investmentSearchToRecord(filter);
  return queryOptions({
    queryKey: investmentSearchKeys.provinces(params),
    queryFn: ({ signal }) => getInvestmentProvinceCounts(params, signal),
    placeholderData: keepPreviousData,
    refetchOnWindowFocus: false,
  });
};

export const useInvestmentProvinceCounts = (filter: InvestmentSearchFilter) =>
  useQuery(investmentProvinceCountsQueryOptions(filter));
