import { conferenceSchema } from '@platform/shared';
import { useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { EDITORIAL_STALE_MS, editorialKeys } from './query-keys';

/** GET /api/v2/conference: the experts forum's agenda, speakers and partners. */
export const getConference = (signal?: AbortSignal) => request('/conference', { schema: conferenceSchema, signal });

export const useConference = () =>
  useQuery({
    queryKey: editorialKeys.conference,
    queryFn: ({ signal }) => getConference(signal),
    staleTime: EDITORIAL_STALE_MS,
  });
