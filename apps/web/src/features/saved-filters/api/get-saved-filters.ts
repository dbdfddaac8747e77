import { type OrderListType, userFiltersSchema } from '@platform/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { savedFilterKeys } from './query-keys';

/** GET /user-filters?type: the user's saved filters of one list type. */
export const getSavedFilters = (type: OrderListType, signal?: AbortSignal) =>
  request('/user-filters', { schema: userFiltersSchema, signal, query: { type }, failures: 'not-found-inline' });

export const savedFiltersQueryOptions = (type: OrderListType) =>
  queryOptions({ queryKey: savedFilterKeys.byType(type), queryFn: ({ signal }) => getSavedFilters(type, signal) });

export const useSavedFilters = (type: OrderListType, enabled: boolean) =>
  useQuery({ ...savedFiltersQueryOptions(type), enabled });
