import { type AccountProfileUpdate, accountProfileSchema } from '@platform/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { accountKeys } from './query-keys';

/** GET /users/me/profile: the caller's own name, position and phone. */
export const getAccountProfile = (signal?: AbortSignal) =>
  request('/users/me/profile', { schema: accountProfileSchema, signal });

export const accountProfileQueryOptions = () =>
  queryOptions({ queryKey: accountKeys.profile, queryFn: ({ signal }) => getAccountProfile(signal) });

export const useAccountProfile = () => useQuery(accountProfileQueryOptions());

/** PUT /users/me/profile: the answer replaces the cached data; the header's name is read again. */
export const useSaveAccountProfile = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AccountProfileUpdate) =>
      request('/users/me/profile', { method: 'PUT', body, schema: accountProfileSchema, failures: 'form' }),
    onSuccess: (saved) => {
      client.setQueryData(accountKeys.profile, saved);
      // every kind's cached caller (['users', 'me', kind]) carries the name
      return client.invalidateQueries({ queryKey: ['users', 'me'] });
    },
  });
};
