import { COMPANY_TEXTS, type FollowSettingsPatch, followSettingsSchema } from '@platform/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { companyKeys } from './query-keys';

/** PATCH /api/v2/companies/{id}/following-settings: the answer replaces the cached settings. */
export const updateFollowSettings = (id: number, patch: FollowSettingsPatch) =>
  request(`/companies/${id}/following-settings`, {
    method: 'PATCH',
    body: patch,
    schema: followSettingsSchema,
  });

export const useUpdateFollowSettings = (id: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: FollowSettingsPatch) => updateFollowSettings(id, patch),
    onSuccess: (settings) => queryClient.setQueryData(companyKeys.followSettings(id), settings),
    onError: () => notify.error(COMPANY_TEXTS.noteUpdateFailed),
  });
};
