import { type CompanyUser, companyUsersSchema } from '@platform/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { isApiError, request } from '@/lib/api-client';
import { orderKeys } from './query-keys';

/**
 * Contact persons the form may choose (spec 5: users of the requester company): GET
 * /users?byMyCompany=true for the own company, GET /companies/{companyId}/users for staff.
 * A 404 (the user has no company) gives `null`: the form then offers only the people already on
 * the order; the server checks every contact either way.
 */
export type ContactCandidate = Pick<CompanyUser, 'userId' | 'name' | 'lastName' | 'phone' | 'position' | 'email'> &
  Partial<Pick<CompanyUser, 'contactPerson'>>;

export const getContactCandidates = async (companyId: number | null, signal?: AbortSignal) => {
  const path = companyId ? `/companies/${companyId}/users` : '/users';
  try {
    return await request(path, {
      schema: companyUsersSchema,
      signal,
      query: companyId ? undefined : { byMyCompany: 'true' },
      failures: 'no-redirect',
    });
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
};

export const contactCandidatesQueryOptions = (companyId: number | null) =>
  queryOptions({
    queryKey: orderKeys.contactCandidates(companyId),
    queryFn: ({ signal }) => getContactCandidates(companyId, signal),
    staleTime: 5 * 60 * 1000,
  });

/** `null` data: no company users to offer; the caller falls back to known people. */
export const useContactCandidates = (companyId: number | null, enabled = true) =>
  useQuery({ ...contactCandidatesQueryOptions(companyId), enabled });
