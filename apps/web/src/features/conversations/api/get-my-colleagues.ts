import { useQuery } from '@tanstack/react-query';
import { getMyCompanyUsers } from '@/lib/companies/get-my-company-users';
import { conversationKeys } from './query-keys';

/** The people of the caller's company who may be added to a thread. */

export const useMyColleagues = (enabled: boolean) =>
  useQuery({
    queryKey: conversationKeys.colleagues,
    queryFn: ({ signal }) => getMyCompanyUsers(signal),
    enabled,
    retry: false,
  });
