import { companyOffersListSchema, industryOffersListSchema } from '@platform/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { offerKeys } from './query-keys';

/** GET /orders/{id}/offers/industries: per industry its offers and 'bez wskazania' (spec 7). */
export const getOffersByIndustry = (id: number, signal?: AbortSignal) =>
  request(`/orders/${id}/offers/industries`, { schema: industryOffersListSchema, signal, failures: 'inline' });

/** GET /orders/{id}/offers/companies: per company its offers, files and first notes (spec 7). */
export const getOffersByCompany = (id: number, signal?: AbortSignal) =>
  request(`/orders/${id}/offers/companies`, { schema: companyOffersListSchema, signal, failures: 'inline' });

export const offersByIndustryQueryOptions = (id: number) =>
  queryOptions({
    queryKey: offerKeys.by(id, 'INDUSTRY'),
    queryFn: ({ signal }) => getOffersByIndustry(id, signal),
  });

export const offersByCompanyQueryOptions = (id: number) =>
  queryOptions({
    queryKey: offerKeys.by(id, 'COMPANY'),
    queryFn: ({ signal }) => getOffersByCompany(id, signal),
  });

export const useOffersByIndustry = (id: number, enabled = true) =>
  useQuery({ ...offersByIndustryQueryOptions(id), enabled });
export const useOffersByCompany = (id: number, enabled = true) =>
  useQuery({ ...offersByCompanyQueryOptions(id), enabled });
