import { notificationPreferencesSchema } from '@platform/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { notificationKeys } from './query-keys';

/** GET /api/v2/users/me/notification-preferences: how the user gets each kind of e-mail. */
export const getNotificationPreferences = (signal?: AbortSignal) =>
  request('/users/me/notification-preferences', { schema: notificationPreferencesSchema, signal, failures: 'page' });

export const notificationPreferencesQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.preferences,
    queryFn: ({ signal }) => getNotificationPreferences(signal),
  });

export const useNotificationPreferences = () => useQuery(notificationPreferencesQueryOptions());
