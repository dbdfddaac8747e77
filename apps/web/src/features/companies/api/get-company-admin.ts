import { companyAdminSchema } from '@platform/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { isApiError, request } from '@/lib/api-client';
import { companyKeys } from './query-keys';

/** GET /api/v2/companies/{companyId}/admin: the company admin's e-mail (null when there is none). */
export const getCompanyAdmin = async (id: number, signal?: AbortSignal) => {
  try {
    return await request(`/companies/${id}/admin`, {
      schema: companyAdminSchema,
      signal,
    });
  } catch (error) {
    if (isApiError(error) && (error.status === 403 || error.status === 404)) return null;
    throw error;
  }
};

export const companyAdminQueryOptions = (id: number) =>
  queryOptions({ queryKey: companyKeys.admin(id), queryFn: ({ signal }) => getCompanyAdmin(id, signal) });

export const useCompanyAdmin = (id: number, enabled = true) => useQuery({ ...companyAdminQueryOptions(id), enabled });
