import { accountSessionListSchema } from '@platform/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { accountKeys } from './query-keys';

/** GET /users/me/sessions: the account's open sessions, the newest use first. */
export const getSessions = (signal?: AbortSignal) =>
  request('/users/me/sessions', { schema: accountSessionListSchema, signal });

export const sessionsQueryOptions = () =>
  queryOptions({ queryKey: accountKeys.sessions, queryFn: ({ signal }) => getSessions(signal) });

export const useSessions = () => useQuery(sessionsQueryOptions());
