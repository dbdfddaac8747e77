import { webinarPageSchema } from '@platform/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import type { FailurePreset } from '@/lib/api-failures';
import { EDITORIAL_STALE_MS, editorialKeys } from './query-keys';

export type WebinarWhen = 'upcoming' | 'past';

/** GET /api/v2/webinars: published webinars, upcoming soonest first or past newest first. */
export const getWebinars = (
  when: WebinarWhen,
  page: number,
  size: number,
  signal?: AbortSignal,
  failures?: FailurePreset,
) => request('/webinars', { schema: webinarPageSchema, query: { when, page, size }, signal, failures });

/** `failures: 'silent'` for the dashboard's events band, which keeps its links whatever the load does. */
export const useWebinars = (when: WebinarWhen, page: number, size: number, failures?: FailurePreset) =>
  useQuery({
    queryKey: editorialKeys.webinars(when, page, size),
    queryFn: ({ signal }) => getWebinars(when, page, size, signal, failures),
    staleTime: EDITORIAL_STALE_MS,
    placeholderData: keepPreviousData,
  });
