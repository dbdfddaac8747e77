import { type InvestmentLocations, investmentLocationsSchema, MESSAGES } from '@platform/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { referenceKeys } from '@/lib/query-keys';

/** GET /api/v1/investment-locations: voivodeships with their cities. */
export const getInvestmentLocations = (signal?: AbortSignal): Promise<InvestmentLocations> =>
  request('/investment-locations', {
    base: 'v1',
    schema: investmentLocationsSchema,
    signal,
    failures: 'page',
    notFoundMessage: MESSAGES.locationsNotFound,
  });

export const investmentLocationsQueryOptions = () =>
  queryOptions({
    queryKey: referenceKeys.investmentLocations,
    queryFn: ({ signal }) => getInvestmentLocations(signal),
    staleTime: 60 * 60 * 1000,
  });

export const useInvestmentLocations = () => useQuery(investmentLocationsQueryOptions());
