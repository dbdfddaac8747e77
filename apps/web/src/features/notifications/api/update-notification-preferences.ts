import {
  NOTIFICATION_TEXTS,
  type NotificationPreferencesUpdate,
  notificationPreferencesSchema,
} from '@platform/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { errorMessage, isApiError } from '@/lib/api-error';
import { notify } from '@/lib/notify';
import { notificationKeys } from './query-keys';

/** PUT /api/v2/users/me/notification-preferences: the answer replaces the cached settings. */
export const updateNotificationPreferences = (update: NotificationPreferencesUpdate) =>
  request('/users/me/notification-preferences', {
    method: 'PUT',
    body: update,
    schema: notificationPreferencesSchema,
  });

export const useUpdateNotificationPreferences = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotificationPreferences,
    onSuccess: (preferences) => {
      queryClient.setQueryData(notificationKeys.preferences, preferences);
      notify.success(NOTIFICATION_TEXTS.saved);
    },
    onError: (error) => notify.error(isApiError(error) ? errorMessage(error) : NOTIFICATION_TEXTS.saveFailed),
  });
};
