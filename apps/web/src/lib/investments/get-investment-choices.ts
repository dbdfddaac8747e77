import { investmentPageSchema } from '@platform/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { investmentKeys } from './query-keys';

/**
 * GET /participation-claims/investments: active investments by a part of their name (the search box of
 * the declaration form and of the admin's 'Inwestycje' dialog of a company).
 */
export const getInvestmentChoices = (search: string, signal?: AbortSignal) =>
  request('/participation-claims/investments', {
    schema: investmentPageSchema,
    query: { search: search || undefined, size: 10 },
    signal,
  });

export const investmentChoicesQueryOptions = (search: string) =>
  queryOptions({
    queryKey: investmentKeys.choices(search),
    queryFn: ({ signal }) => getInvestmentChoices(search, signal),
    placeholderData: keepPreviousData,
  });

export const useInvestmentChoices = (search: string) => useQuery(investmentChoicesQueryOptions(search));
