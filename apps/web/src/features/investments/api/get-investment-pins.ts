import { type InvestmentSearchFilter, investmentPinsSchema, investmentSearchToRecord } from '@platform/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { investmentSearchKeys } from './query-keys';

/** GET /investments/search/pins: the bbox's pins (one per address) or grid clusters; the full plan's. */
export const getInvestmentPins = (params: Record<string, string>, bbox: string, signal?: AbortSignal) =>
  request('/investments/search/pins', { schema: investmentPinsSchema, signal, query: { ...params, bbox } });

export const investmentPinsQueryOptions = (filter: InvestmentSearchFilter, bbox: string) => {
  const params = investmentSearchToRecord(filter);
  return queryOptions({
    queryKey: investmentSearchKeys.pins(params, bbox),
    queryFn: ({ signal }) => getInvestmentPins(params, bbox, signal),
    placeholderData: keepPreviousData,
    refetchOnWindowFocus: false,
  });
};

export const useInvestmentPins = (filter: InvestmentSearchFilter, bbox: string | null, enabled: boolean) =>
  useQuery({ ...investmentPinsQueryOptions(filter, bbox ?? ''), enabled: enabled && bbox !== null });
