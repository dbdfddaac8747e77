import { useMutation, useQueryClient } from '@tanstack/react-query';
import { noContent, request } from '@/lib/api-client';
import { accountKeys } from './query-keys';

/** DELETE /users/me/sessions/{id}: ends one session of the account. */
export const useEndSession = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: string) =>
      request(`/users/me/sessions/${encodeURIComponent(sessionId)}`, { method: 'DELETE', schema: noContent }),
    onSettled: () => client.invalidateQueries({ queryKey: accountKeys.sessions }),
  });
};

/** DELETE /users/me/sessions: ends every session of the account but this one. */
export const useEndOtherSessions = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => request('/users/me/sessions', { method: 'DELETE', schema: noContent }),
    onSettled: () => client.invalidateQueries({ queryKey: accountKeys.sessions }),
  });
};
