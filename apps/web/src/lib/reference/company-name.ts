import { CACHE, companyBasicsSchema } from '@platform/shared';
import { useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { referenceKeys } from '@/lib/query-keys';

/**
 * The name of a company for a label that has only its id (the investment search by company): the
 * company card's basics, read quietly. While it loads, or when the company is gone, the label says
 * `nr <id>` instead.
 */
export const useCompanyName = (id: number | null): string | undefined =>
  useQuery({
    queryKey: referenceKeys.companyName(id ?? 0),
    queryFn: ({ signal }) =>
      request(`/companies/${id}/basics`, { schema: companyBasicsSchema, signal, failures: 'silent' }),
    select: (basics) => basics.displayName,
    enabled: id !== null,
    staleTime: CACHE.company,
    retry: false,
  }).data;
