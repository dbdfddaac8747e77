import { type MarketComparator, type MarketComparatorQuery, marketComparatorSchema } from '@platform/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { comparatorToQuery } from '../lib/comparator-params';
import { REPORT_STALE_MS, reportKeys } from './query-keys';

/** GET /api/v2/reports/market-comparator: scopes side by side and the competition table. */
export const getMarketComparator = (q: MarketComparatorQuery, signal?: AbortSignal): Promise<MarketComparator> =>
  request(`/reports/market-comparator?${comparatorToQuery(q).toString()}`, { schema: marketComparatorSchema, signal });

export const marketComparatorQueryOptions = (q: MarketComparatorQuery) =>
  queryOptions({
    queryKey: reportKeys.marketComparator(q),
    queryFn: ({ signal }) => getMarketComparator(q, signal),
    staleTime: REPORT_STALE_MS,
    placeholderData: keepPreviousData,
  });

export const useMarketComparator = (q: MarketComparatorQuery, enabled: boolean) =>
  useQuery({ ...marketComparatorQueryOptions(q), enabled });
