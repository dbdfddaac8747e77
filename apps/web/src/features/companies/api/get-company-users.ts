import { companyUsersSchema } from '@platform/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { getMyCompanyUsers } from '@/lib/companies/get-my-company-users';
import { companyKeys } from './query-keys';

/** GET /api/v2/companies/{companyId}/users: the users and contact persons of a company (admins). */
export const getCompanyUsers = (id: number, signal?: AbortSignal) =>
  request(`/companies/${id}/users`, {
    schema: companyUsersSchema,
    signal,
  });

/** Admins read any company's users; the company admin reads the users of their own company. */
export const companyUsersQueryOptions = (id: number, mine = false) =>
  queryOptions({
    queryKey: companyKeys.users(id),
    queryFn: ({ signal }) => (mine ? getMyCompanyUsers(signal) : getCompanyUsers(id, signal)),
  });

export const useCompanyUsers = (id: number, { enabled = true, mine = false } = {}) =>
  useQuery({ ...companyUsersQueryOptions(id, mine), enabled });
