import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { request } from '@/lib/api-client';
import { editorialKeys } from '@/lib/editorial/query-keys';

/** GET /api/v2/editorial/{kind}/{id}: one entry of the panel, whatever its publication state. */
export const getEntry = <T>(path: string, item: z.ZodType<T>, id: number, signal?: AbortSignal) =>
  request(`/editorial/${path}/${id}`, { schema: item, signal, failures: 'page' });

export const useEntry = <T>(path: string, item: z.ZodType<T>, id: number) =>
  useQuery({
    queryKey: editorialKeys.panelEntry(path, id),
    queryFn: ({ signal }) => getEntry(path, item, id, signal),
  });
