import { companyUsersSchema } from '@platform/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { companyKeys } from './query-keys';

/** GET /api/v2/companies/{companyId}/users: the users and contact persons of a company (admins). */
export const getCompanyUsers = (id: number, signal?: AbortSignal) =>
  request(`/companies/${id}/users`, {
    schema: companyUsersSchema,
    signal,
    badRequest: 'throw',
    forbidden: 'throw',
    notFound: 'throw',
  });

export const companyUsersQueryOptions = (id: number) =>
  queryOptions({ queryKey: companyKeys.users(id), queryFn: ({ signal }) => getCompanyUsers(id, signal) });

export const useCompanyUsers = (id: number, enabled = true) => useQuery({ ...companyUsersQueryOptions(id), enabled });
