import { type OfferService, offerServiceSchema } from '@platform/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { isApiError, request } from '@/lib/api-client';
import { companyKeys } from './query-keys';

/** GET /api/v2/companies/{companyId}/services/company-offer; null when the viewer may not know (403, 404). */
export const getOfferService = async (id: number, signal?: AbortSignal): Promise<OfferService | null> => {
  try {
    return await request(`/companies/${id}/services/company-offer`, {
      schema: offerServiceSchema,
      signal,
    });
  } catch (error) {
    if (isApiError(error) && (error.status === 403 || error.status === 404)) return null;
    throw error;
  }
};

export const offerServiceQueryOptions = (id: number) =>
  queryOptions({
    queryKey: companyKeys.offerService(id),
    queryFn: ({ signal }) => getOfferService(id, signal),
    staleTime: 60_000,
  });

export const useOfferService = (id: number, enabled = true) => useQuery({ ...offerServiceQueryOptions(id), enabled });
