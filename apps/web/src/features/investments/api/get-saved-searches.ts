import { savedInvestmentSearchesSchema } from '@platform/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { investmentSearchKeys } from './query-keys';

/** GET /investments/saved-searches: the user's saved investment searches. */
export const getSavedSearches = (signal?: AbortSignal) =>
  request('/investments/saved-searches', { schema: savedInvestmentSearchesSchema, signal });

export const savedSearchesQueryOptions = () =>
  queryOptions({ queryKey: investmentSearchKeys.saved(), queryFn: ({ signal }) => getSavedSearches(signal) });

export const useSavedSearches = () => useQuery(savedSearchesQueryOptions());
