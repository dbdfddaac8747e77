import { CACHE, type CompanyBasics, companyBasicsSchema } from '@platform/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { companyKeys } from './query-keys';

/**
 * GET /api/v2/companies/{id}/basics[?editMode]: the card (visitors get the header only). A 404 goes to
 * the not-found page; a deactivated card (400 COMPANY_IS_DEACTIVATED) is shown by the page itself.
 */
export const getCompanyBasics = (id: number, editMode: boolean, signal?: AbortSignal): Promise<CompanyBasics> =>
  request(`/companies/${id}/basics`, {
    schema: companyBasicsSchema,
    query: editMode ? { editMode: true } : undefined,
    signal,
    failures: 'form',
  });

export const companyBasicsQueryOptions = (id: number, editMode = false) =>
  queryOptions({
    queryKey: companyKeys.basics(id, editMode),
    queryFn: ({ signal }) => getCompanyBasics(id, editMode, signal),
    staleTime: editMode ? 0 : CACHE.company,
    gcTime: CACHE.company,
  });

export const useCompanyBasics = (id: number, editMode = false) => useQuery(companyBasicsQueryOptions(id, editMode));
