import { conferenceSchema } from '@platform/shared';
import { useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import type { FailurePreset } from '@/lib/api-failures';
import { EDITORIAL_STALE_MS, editorialKeys } from './query-keys';

/** GET /api/v2/conference: the experts forum's agenda, speakers and partners. */
export const getConference = (signal?: AbortSignal, failures?: FailurePreset) =>
  request('/conference', { schema: conferenceSchema, signal, failures });

/** `failures: 'silent'` for the dashboard's events band, which keeps its links whatever the load does. */
export const useConference = (failures?: FailurePreset) =>
  useQuery({
    queryKey: editorialKeys.conference,
    queryFn: ({ signal }) => getConference(signal, failures),
    staleTime: EDITORIAL_STALE_MS,
  });
