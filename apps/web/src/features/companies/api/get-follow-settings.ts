import { type FollowSettings, followSettingsSchema } from '@platform/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { companyKeys } from './query-keys';

/** GET /api/v2/companies/{id}/following-settings: note and notifications (always refetched). */
export const getFollowSettings = (id: number, signal?: AbortSignal): Promise<FollowSettings> =>
  request(`/companies/${id}/following-settings`, {
    schema: followSettingsSchema,
    signal,
  });

export const followSettingsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: companyKeys.followSettings(id),
    queryFn: ({ signal }) => getFollowSettings(id, signal),
    staleTime: 0,
    refetchOnMount: 'always',
  });

export const useFollowSettings = (id: number, enabled: boolean) =>
  useQuery({ ...followSettingsQueryOptions(id), enabled });
