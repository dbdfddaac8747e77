import { companyPeopleSchema } from '@platform/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { membershipKeys } from './query-keys';

/** GET /companies/{companyId}/people: everyone of the company with their rights (its admin, staff). */
export const getCompanyPeople = (companyId: number, signal?: AbortSignal) =>
  request(`/companies/${companyId}/people`, { schema: companyPeopleSchema, signal });

export const companyPeopleQueryOptions = (companyId: number) =>
  queryOptions({
    queryKey: membershipKeys.people(companyId),
    queryFn: ({ signal }) => getCompanyPeople(companyId, signal),
  });

export const useCompanyPeople = (companyId: number) => useQuery(companyPeopleQueryOptions(companyId));
