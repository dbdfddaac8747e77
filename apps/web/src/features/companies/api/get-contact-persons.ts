import { companyContactPersonsSchema } from '@platform/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { companyKeys } from './query-keys';

/** GET /api/v2/companies/{companyId}/contact-persons: the offer's contact persons (admins). */
export const getContactPersons = (companyId: number, signal?: AbortSignal) =>
  request(`/companies/${companyId}/contact-persons`, { schema: companyContactPersonsSchema, signal });

export const contactPersonsQueryOptions = (companyId: number) =>
  queryOptions({
    queryKey: companyKeys.contactPersons(companyId),
    queryFn: ({ signal }) => getContactPersons(companyId, signal),
  });

export const useContactPersons = (companyId: number, enabled: boolean) =>
  useQuery({ ...contactPersonsQueryOptions(companyId), enabled });
