import { companyUsersSchema } from '@platform/shared';
import { useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { conversationKeys } from './query-keys';

/** GET /users?byMyCompany=true: the people of the caller's company who may be added to a thread. */
export const getMyColleagues = (signal?: AbortSignal) =>
  request('/users', { query: { byMyCompany: 'true' }, schema: companyUsersSchema, signal, failures: 'quiet' });

export const useMyColleagues = (enabled: boolean) =>
  useQuery({
    queryKey: conversationKeys.colleagues,
    queryFn: ({ signal }) => getMyColleagues(signal),
    enabled,
    retry: false,
  });
