import { newsByCategorySchema } from '@platform/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import type { FailurePreset } from '@/lib/api-failures';
import { EDITORIAL_STALE_MS, editorialKeys } from './query-keys';

/** GET /api/v2/news/categories/{id}: the category and a page of its published articles (spec 7). */
export const getNewsByCategory = (
  categoryId: number,
  page: number,
  size: number,
  signal?: AbortSignal,
  failures?: FailurePreset,
) =>
  request(`/news/categories/${categoryId}`, { schema: newsByCategorySchema, query: { page, size }, signal, failures });

/** `failures: 'silent'` for the dashboard's band: a failed load renders nothing, not even a toast (spec 8). */
export const newsQueryOptions = (categoryId: number, page: number, size: number, failures?: FailurePreset) =>
  queryOptions({
    queryKey: editorialKeys.news(categoryId, page, size),
    queryFn: ({ signal }) => getNewsByCategory(categoryId, page, size, signal, failures),
    staleTime: EDITORIAL_STALE_MS,
    placeholderData: keepPreviousData,
  });

export const useNewsByCategory = (categoryId: number, page: number, size: number, failures?: FailurePreset) =>
  useQuery(newsQueryOptions(categoryId, page, size, failures));
