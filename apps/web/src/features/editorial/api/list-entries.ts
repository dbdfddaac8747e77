import { pageOf } from '@platform/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { request } from '@/lib/api-client';
import { editorialKeys } from '@/lib/editorial/query-keys';

export type ListQuery = { page: number; search?: string } & Record<string, string | number | undefined>;

/** GET /api/v2/editorial/{kind}: one page (20) of a panel list, with search and the kind's filters. */
export const listEntries = <T>(path: string, item: z.ZodType<T>, query: ListQuery, signal?: AbortSignal) =>
  request(`/editorial/${path}`, {
    schema: pageOf(item) as unknown as z.ZodType<{
      content: T[];
      totalElements: number;
      totalPages: number;
      page: number;
      size: number;
    }>,
    query: { ...query, search: query.search || undefined },
    signal,
    failures: 'page',
  });

export const useEntries = <T>(path: string, item: z.ZodType<T>, query: ListQuery, enabled = true) =>
  useQuery({
    queryKey: editorialKeys.panelList(path, query),
    queryFn: ({ signal }) => listEntries(path, item, query, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
