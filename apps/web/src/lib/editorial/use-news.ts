import { newsByCategorySchema } from '@platform/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { EDITORIAL_STALE_MS, editorialKeys } from './query-keys';

/** GET /api/v2/news/categories/{id}: the category and a page of its published articles (spec 7). */
export const getNewsByCategory = (categoryId: number, page: number, size: number, signal?: AbortSignal) =>
  request(`/news/categories/${categoryId}`, { schema: newsByCategorySchema, query: { page, size }, signal });

export const newsQueryOptions = (categoryId: number, page: number, size: number) =>
  queryOptions({
    queryKey: editorialKeys.news(categoryId, page, size),
    queryFn: ({ signal }) => getNewsByCategory(categoryId, page, size, signal),
    staleTime: EDITORIAL_STALE_MS,
    placeholderData: keepPreviousData,
  });

export const useNewsByCategory = (categoryId: number, page: number, size: number) =>
  useQuery(newsQueryOptions(categoryId, page, size));
