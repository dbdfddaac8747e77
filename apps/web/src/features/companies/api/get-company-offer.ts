import { type CompanyOffer, companyOfferSchema } from '@platform/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { isApiError, request } from '@/lib/api-client';
import { companyKeys, type OfferVersion } from './query-keys';

/**
 * GET /api/v2/companies/{id}/offer/{draft|published}: the company offer; 404 means "no offer" (null),
 * 403 means the viewer may not see this version (also null).
 */
export const getCompanyOffer = async (
  id: number,
  version: OfferVersion,
  signal?: AbortSignal,
): Promise<CompanyOffer | null> => {
  try {
    return await request(`/companies/${id}/offer/${version}`, {
      schema: companyOfferSchema,
      signal,
    });
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 403)) return null;
    throw error;
  }
};

export const companyOfferQueryOptions = (id: number, version: OfferVersion) =>
  queryOptions({
    queryKey: companyKeys.offer(id, version),
    queryFn: ({ signal }) => getCompanyOffer(id, version, signal),
    staleTime: 0,
  });

export const useCompanyOffer = (id: number, version: OfferVersion, enabled = true) =>
  useQuery({ ...companyOfferQueryOptions(id, version), enabled });
