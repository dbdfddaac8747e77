import { articleSchema } from '@platform/shared';
import { useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { EDITORIAL_STALE_MS, editorialKeys } from './query-keys';

/** GET /api/v2/articles/{id}: a published article; the superadmin also gets drafts (preview). */
export const getArticle = (id: number, signal?: AbortSignal) =>
  request(`/articles/${id}`, { schema: articleSchema, signal });

export const useArticle = (id: number) =>
  useQuery({
    queryKey: editorialKeys.article(id),
    queryFn: ({ signal }) => getArticle(id, signal),
    staleTime: EDITORIAL_STALE_MS,
  });
